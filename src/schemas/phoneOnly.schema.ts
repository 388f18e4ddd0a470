// Forget-password form: the phone alone, min 10 and required.
import * as v from 'valibot';
import { FORM_RULES } from './fields/formRules';
import { phoneField } from './phone';
import { validateAll, validateField, type FieldOf } from './fields/validate';

export const phoneOnlySchema = v.object({ phone: phoneField() });

export interface PhoneOnlyFormValues {
  phone: string;
}
export type PhoneOnlyValues = v.InferOutput<typeof phoneOnlySchema>;
export type PhoneOnlyField = FieldOf<typeof phoneOnlySchema>;

export const validatePhoneOnly = (values: PhoneOnlyFormValues) =>
  validateAll(phoneOnlySchema, FORM_RULES.phone, values);
export const validatePhoneOnlyField = (values: PhoneOnlyFormValues, field: PhoneOnlyField) =>
  validateField(phoneOnlySchema, FORM_RULES.phone, values, field);
