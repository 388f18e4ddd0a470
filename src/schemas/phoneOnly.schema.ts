// Forget-password form: the phone alone, min 10 and required.
import * as v from 'valibot';
import { PHONE_MESSAGES, phoneField } from './phone';
import { validateAll, validateField, type FieldOf } from './validate';

export const phoneOnlySchema = v.object({ phone: phoneField(PHONE_MESSAGES) });

export interface PhoneOnlyFormValues {
  phone: string;
}
export type PhoneOnlyValues = v.InferOutput<typeof phoneOnlySchema>;
export type PhoneOnlyField = FieldOf<typeof phoneOnlySchema>;

export const validatePhoneOnly = (values: PhoneOnlyFormValues) =>
  validateAll(phoneOnlySchema, values);
export const validatePhoneOnlyField = (values: PhoneOnlyFormValues, field: PhoneOnlyField) =>
  validateField(phoneOnlySchema, values, field);
