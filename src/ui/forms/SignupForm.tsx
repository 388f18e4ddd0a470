// Business registration form. Holds what the user types in its own state
// (seeded once from `defaultValues`), validates on blur and on submit, focuses the first
// invalid field, and calls `onSubmit` only with valid, register-ready values (phone in
// international format, business type as its id, location when one was found).
// Props: onSubmit(values: SignupValues), pending, businessTypes (BusinessType[]),
// defaultValues? (Partial<SignupFormValues>, e.g. back from the code screen), restore? (the
// draft kept across a reload, filling the fields still empty),
// locationStatus? and onLocate? (the location button shows only with onLocate),
// accountExists? (the API's message when an account may already use these details).
import { useEffect, useId, useMemo } from 'react';
import type { BusinessType } from '../../content/businessTypes';
import { fieldText, signupFormText } from '../../content/forms';
import { validationText } from '../../content/fields/validation';
import type { InvalidField } from '../../schemas/failure';
import {
  validateSignup,
  validateSignupField,
  type SignupField,
  type SignupFormValues,
  type SignupValues,
} from '../../schemas/signup.schema';
import { mobileChecks } from '../../slowPhone/phoneMetadata';
import { AccountExistsNotice } from './AccountExistsNotice';
import { LocationField, type LocationStatus } from './LocationField';
import { PasswordField } from './PasswordField';
import { PasswordStrengthHint } from './PasswordStrengthHint';
import { PhoneField } from './PhoneField';
import { SelectField } from './SelectField';
import { SubmitButton } from './SubmitButton';
import { TermsCheckbox } from './TermsCheckbox';
import { TextField } from './TextField';
import { useValidatedForm } from '../fields/useValidatedForm';
import './forms.css';

export interface SignupFormProps {
  onSubmit: (values: SignupValues) => void;
  pending: boolean;
  businessTypes: readonly BusinessType[];
  defaultValues?: Partial<SignupFormValues>;
  locationStatus?: LocationStatus;
  onLocate?: () => void;
  accountExists?: string;
  // A submit its checks refused, for the flow trace: fields and rules, never values.
  onInvalid?: (fields: InvalidField[]) => void;
  // The owner reached for the form (first focus or press): time to load what a submit needs.
  onIntent?: () => void;
  // Every edit, with the values it leaves: the page keeps them as the sign-up's draft.
  onDraft?: (values: SignupFormValues) => void;
  // The draft given back after a reload or the language switch, learnt once the form is
  // drawn: it fills the fields still empty.
  restore?: Partial<SignupFormValues>;
}

const EMPTY: SignupFormValues = {
  first_name: '',
  last_name: '',
  business_name: '',
  business_type: '',
  email: '',
  phone: '',
  password: '',
  website_url: '',
  terms: false,
};

export function SignupForm({
  onSubmit,
  onIntent,
  onInvalid,
  onDraft,
  restore,
  pending,
  businessTypes,
  defaultValues,
  locationStatus = { state: 'idle' },
  onLocate,
  accountExists,
}: SignupFormProps) {
  const id = useId();
  const location =
    locationStatus.state === 'located'
      ? { latitude: locationStatus.latitude, longitude: locationStatus.longitude }
      : undefined;
  const form = useValidatedForm({
    initialValues: { ...EMPTY, ...defaultValues },
    validateField: (values: SignupFormValues, field: SignupField) =>
      validateSignupField(values, field),
    validateAll: (values) => validateSignup({ ...values, location }),
    say: (field, rule) => validationText('signup', field, rule),
    onValid: onSubmit,
    onInvalid,
    pending,
    prepare: mobileChecks,
    onIntent,
    onChange: onDraft,
  });
  const { text, fillEmpty } = form;
  useEffect(() => {
    if (restore) fillEmpty(restore);
  }, [restore, fillEmpty]);
  // Made again only when the password changes, so the memoized field is not drawn again for
  // every other keystroke.
  const password = form.values.password;
  const strength = useMemo(() => <PasswordStrengthHint password={password} />, [password]);
  const options = useMemo(
    () => businessTypes.map((t) => ({ value: String(t.id), label: t.name })),
    [businessTypes],
  );

  return (
    <form className="flow-form" aria-busy={pending} {...form.formProps}>
      {accountExists !== undefined ? <AccountExistsNotice message={accountExists} /> : null}
      <div className="flow-form__grid">
        <TextField
          id={`${id}-first`}
          label={fieldText.firstName.label}
          autoComplete="given-name"
          {...text('first_name')}
        />
        <TextField
          id={`${id}-last`}
          label={fieldText.lastName.label}
          autoComplete="family-name"
          {...text('last_name')}
        />
        <TextField
          id={`${id}-business`}
          label={fieldText.businessName.label}
          autoComplete="organization"
          {...text('business_name')}
        />
        <SelectField
          id={`${id}-type`}
          label={fieldText.businessType.label}
          placeholder={fieldText.businessType.placeholder}
          options={options}
          {...text('business_type')}
        />
        <TextField
          id={`${id}-email`}
          label={fieldText.email.label}
          type="email"
          autoComplete="email"
          placeholder={fieldText.email.placeholder}
          {...text('email')}
        />
        <PhoneField
          id={`${id}-phone`}
          label={fieldText.phone.label}
          placeholder={fieldText.phone.placeholder}
          hint={fieldText.phone.hint}
          // The account's name at login: password managers save the new password under it.
          autoComplete="username"
          {...text('phone')}
        />
        <PasswordField
          id={`${id}-password`}
          label={fieldText.password.label}
          autoComplete="new-password"
          placeholder={fieldText.password.placeholder}
          below={strength}
          {...text('password')}
        />
        <TextField
          id={`${id}-website`}
          label={fieldText.websiteUrl.label}
          optional
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={fieldText.websiteUrl.placeholder}
          {...text('website_url')}
        />
        {onLocate ? (
          <div className="flow-form__full">
            <LocationField status={locationStatus} onLocate={onLocate} disabled={pending} />
          </div>
        ) : null}
        <div className="flow-form__full">
          <TermsCheckbox id={`${id}-terms`} {...form.checkbox('terms')} />
        </div>
      </div>
      <SubmitButton pending={pending} pendingLabel={signupFormText.pending}>
        {signupFormText.submit}
      </SubmitButton>
    </form>
  );
}
