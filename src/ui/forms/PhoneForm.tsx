// Forget-password form: the phone number that receives the reset code.
import { useId } from 'react';
import { fieldText, phoneFormText } from '../../content/forms';
import { validationText } from '../../content/fields/validation';
import type { InvalidField } from '../../schemas/failure';
import {
  validatePhoneOnly,
  validatePhoneOnlyField,
  type PhoneOnlyValues,
} from '../../schemas/phoneOnly.schema';
import { mobileChecks } from '../../slowPhone/phoneMetadata';
import { phoneFieldValue } from '../../schemas/phone';
import { PhoneField } from './PhoneField';
import { SubmitButton } from './SubmitButton';
import { handedPhone } from './phoneHandOff';
import { useValidatedForm } from '../fields/useValidatedForm';
import './forms.css';

export interface PhoneFormProps {
  onSubmit: (values: PhoneOnlyValues) => void;
  pending: boolean;
  defaultPhone?: string;
  // A submit its checks refused, for the flow trace: fields and rules, never values.
  onInvalid?: (fields: InvalidField[]) => void;
  // The owner reached for the form (first focus or press): time to load what a submit needs.
  onIntent?: () => void;
}

export function PhoneForm({
  onSubmit,
  onIntent,
  onInvalid,
  pending,
  defaultPhone = '',
}: PhoneFormProps) {
  const id = useId();
  const form = useValidatedForm({
    initialValues: { phone: defaultPhone ? phoneFieldValue(defaultPhone) : (handedPhone() ?? '') },
    validateField: validatePhoneOnlyField,
    validateAll: validatePhoneOnly,
    say: (field, rule) => validationText('phone', field, rule),
    onValid: onSubmit,
    onInvalid,
    pending,
    prepare: mobileChecks,
    onIntent,
  });
  return (
    <form className="flow-form" aria-busy={pending} {...form.formProps}>
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
