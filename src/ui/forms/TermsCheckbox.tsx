// The sign-up's terms checkbox, with links to the terms and privacy pages. The links open
// in a new tab so the half-filled form stays as it is.
import { Link } from '@tanstack/react-router';
import { memo, type ChangeEvent } from 'react';
import { termsText } from '../../content/forms';
import { CheckboxField } from '../fields/CheckboxField';

export interface TermsCheckboxProps {
  id: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  error?: string;
}

export const TermsCheckbox = memo(function TermsCheckbox(props: TermsCheckboxProps) {
  return (
    <CheckboxField
      {...props}
      name="terms"
      label={
        <>
          {termsText.before}
          <Link to="/terms-of-use" target="_blank" rel="noopener">
            {termsText.terms}
            <span className="visually-hidden"> {termsText.newTab}</span>
          </Link>
          {termsText.between}
          <Link to="/privacy-policy" target="_blank" rel="noopener">
            {termsText.privacy}
            <span className="visually-hidden"> {termsText.newTab}</span>
          </Link>
          {termsText.after}
        </>
      }
    />
  );
});
