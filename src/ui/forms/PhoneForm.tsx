// Forget-password form: the phone number that receives the reset code.
import { useId } from 'react';
import { fieldText, phoneFormText } from '../../content/forms';
import {
  validatePhoneOnly,
  validatePhoneOnlyField,
  type PhoneOnlyValues,
} from '../../schemas/phoneOnly.schema';
import { PhoneField } from './PhoneField';
import { SubmitButton } from './SubmitButton';
import { useFieldValidation } from './useFieldValidation';
import './forms.css';

export interface PhoneFormProps {
  onSubmit: (values: PhoneOnlyValues) => void;
  pending: boolean;
  defaultPhone?: string;
}

export function PhoneForm({ onSubmit, pending, defaultPhone = '' }: PhoneFormProps) {
  const id = useId();
  const form = useFieldValidation({
    initialValues: { phone: defaultPhone },
    validateField: validatePhoneOnlyField,
    validateAll: validatePhoneOnly,
    onValid: onSubmit,
    pending,
  });
  return (
    <form className="flow-form" noValidate onSubmit={form.handleSubmit} aria-busy={pending}>
      <PhoneField
        id={`${id}-phone`}
        label={fieldText.phone.label}
        placeholder={fieldText.phone.placeholder}
        {...form.text('phone')}
      />
      <SubmitButton pending={pending} pendingLabel={phoneFormText.pending}>
        {phoneFormText.submit}
      </SubmitButton>
    </form>
  );
}
