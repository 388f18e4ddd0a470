// Login form: phone and password, then links to create an account, reset
// the password and reach support. `errorLine` shows under the form as an alert (the server's
// refusal, or the product's 'Internal Server Error' line). `defaultPhone` (international)
// fills the phone, and `notice` says why above the form; with a phone given, the password
// takes the focus. The words are the page's language; `language` asks for another one (labels,
// messages and direction), the phone staying left to right.
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { fieldText, loginText, type FormLanguage } from '../../content/forms';
import { validationText } from '../../content/fields/validation';
import { getLocale } from '../../paraglide/runtime.js';
import type { InvalidField } from '../../schemas/failure';
import { validateLogin, validateLoginField, type LoginValues } from '../../schemas/login.schema';
import { mobileChecks } from '../../slowPhone/phoneMetadata';
import { phoneFieldValue } from '../../schemas/phone';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';
import { PhoneField } from './PhoneField';
import { SubmitButton } from './SubmitButton';
import { handOffPhone } from './phoneHandOff';
import { useValidatedForm } from '../fields/useValidatedForm';
import './forms.css';
import './fieldExtras.css';

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  pending: boolean;
  errorLine?: string;
  defaultPhone?: string;
  notice?: string;
  language?: FormLanguage;
  // A submit its checks refused, for the flow trace: fields and rules, never values.
  onInvalid?: (fields: InvalidField[]) => void;
  // The owner reached for the form (first focus or press): time to load what a submit needs.
  onIntent?: () => void;
}

export function LoginForm({
  onSubmit,
  onIntent,
  onInvalid,
  pending,
  errorLine,
  defaultPhone,
  notice,
  language = getLocale(),
}: LoginFormProps) {
  const id = useId();
  const t = loginText(language);
  const password = useRef<HTMLInputElement>(null);
  const form = useValidatedForm({
    initialValues: { phone: defaultPhone ? phoneFieldValue(defaultPhone) : '', password: '' },
    validateField: validateLoginField,
    validateAll: validateLogin,
    say: (field, rule) => validationText('login', field, rule, { locale: language }),
    onValid: onSubmit,
    onInvalid,
    pending,
    prepare: mobileChecks,
    onIntent,
  });
  // The reset asks for the same phone: it goes along, typed as it is.
  const handOff = () => handOffPhone(form.values.phone);

  useEffect(() => {
    if (defaultPhone) password.current?.focus();
  }, [defaultPhone]);

  return (
    <div className="flow-form" lang={language} dir={language === 'ar' ? 'rtl' : undefined}>
      {notice ? (
        <p className="form-notice" role="status">
          {notice}
        </p>
      ) : null}
      <form className="flow-form" aria-busy={pending} {...form.formProps}>
        <PhoneField
          id={`${id}-phone`}
          label={t.phone}
          placeholder={fieldText.phone.placeholder}
          internationalHint={t.international}
          // The phone is the account's name: password managers pair the saved password with it.
          autoComplete="username"
          {...form.text('phone')}
        />
        <PasswordField
          id={`${id}-password`}
          label={t.password}
          autoComplete="current-password"
          ref={password}
          labelAside={
            <Link className="field__label-link" to="/forget-password" onClick={handOff}>
              {t.forgotPassword}
            </Link>
          }
          showLabel={t.show}
          hideLabel={t.hide}
          {...form.text('password')}
        />
        <SubmitButton pending={pending} pendingLabel={t.pending}>
          {t.submit}
        </SubmitButton>
      </form>
      <FormError message={errorLine} />
      <div className="flow-form__links">
        <Link to="/register" search={{ mode: 'signup' }}>
          {t.createAccount}
        </Link>
        <Link to="/forget-password" onClick={handOff}>
          {t.resetPassword}
        </Link>
        <Link to="/contact-us">{t.support}</Link>
      </div>
    </div>
  );
}
