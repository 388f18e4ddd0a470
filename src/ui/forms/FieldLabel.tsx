// A field's visible label, with "(optional)" when the field may stay empty.
import type { ReactNode } from 'react';
import { fieldText } from '../../content/forms';

export interface FieldLabelProps {
  htmlFor: string;
  children: ReactNode;
  optional?: boolean;
}

export function FieldLabel({ htmlFor, children, optional }: FieldLabelProps) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {children}
      {optional ? <span className="field__optional"> {fieldText.optional}</span> : null}
    </label>
  );
}
