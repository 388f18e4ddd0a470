// Login form: phone and password, then links to create an account, reset
// the password and reach support. `errorLine` shows under the form as an alert (the product's
// 'Internal Server Error' line). `language="ar"` switches labels, messages and direction
// to Arabic; the phone stays left to right.
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { fieldText, loginFormText } from '../../content/forms';
import {
  validateLogin,
  validateLoginField,
  type FormLanguage,
  type LoginValues,
} from '../../schemas/login.schema';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';
import { PhoneField } from './PhoneField';
import { SubmitButton } from './SubmitButton';
import { useFieldValidation } from './useFieldValidation';
import './forms.css';

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  pending: boolean;
  errorLine?: string;
  language?: FormLanguage;
  // A submit its checks refused, for the flow trace: fields and rules, never values.
  onInvalid?: (fields: { field: string; rule: string }[]) => void;
}

export function LoginForm({
  onSubmit,
  onInvalid,
  pending,
  errorLine,
  language = 'en',
}: LoginFormProps) {
  const id = useId();
  const t = loginFormText[language];
  const form = useFieldValidation({
    initialValues: { phone: '', password: '' },
    validateField: (values, field) => validateLoginField(values, field, language),
    validateAll: (values) => validateLogin(values, language),
    onValid: onSubmit,
    onInvalid,
    pending,
  });

  return (
    <div className="flow-form" lang={language} dir={language === 'ar' ? 'rtl' : undefined}>
      <form className="flow-form" noValidate onSubmit={form.handleSubmit} aria-busy={pending}>
        <PhoneField
          id={`${id}-phone`}
          label={t.phone}
          placeholder={fieldText.phone.placeholder}
          {...form.text('phone')}
        />
        <PasswordField
          id={`${id}-password`}
          label={t.password}
          autoComplete="current-password"
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
        <Link to="/forget-password">{t.resetPassword}</Link>
        <Link to="/contact-us">{t.support}</Link>
      </div>
    </div>
  );
}
