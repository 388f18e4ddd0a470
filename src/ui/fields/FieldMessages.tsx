// Under a field: its helper text, then its validation message.
import type { ReactNode } from 'react';
import { errorId, hintId } from './fieldAria';

export interface FieldMessagesProps {
  id: string;
  hint?: ReactNode;
  error?: string;
}

export function FieldMessages({ id, hint, error }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p className="field__hint" id={hintId(id)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId(id)}>
          {error}
        </p>
      ) : null}
    </>
  );
}
