// Form state shared by the flow forms: values typed so far, one message per field, blur
// and submit validation, focus on the first invalid field, and a double-submit guard.
//
// useFieldValidation({ initialValues, validateField, validateAll, onValid, pending })
//   → { values, errors, setValue(field, value), blur(field), text(field), handleSubmit }
// After a valid submit the form ignores further submits until `pending` changes (the parent
// took the submission) or the user edits a field; while `pending` it ignores them all.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { invalidFields } from '../../schemas/invalidFields';
import { flowRuleOf } from '../../schemas/ruleNames';

type Errors<Field extends string> = Partial<Record<Field, string>>;

type Outcome<Field extends string, Output> =
  { success: true; output: Output } | { success: false; errors: Errors<Field> };

type StringField<Values> = {
  [K in keyof Values]: Values[K] extends string ? K : never;
}[keyof Values] &
  string;

export interface FieldValidationOptions<Values, Field extends keyof Values & string, Output> {
  initialValues: Values;
  validateField: (values: Values, field: Field) => string | undefined;
  validateAll: (values: Values) => Outcome<Field, Output>;
  onValid: (output: Output) => void;
  // A submit the checks refused: which fields, and which rule each broke (for the trace).
  onInvalid?: (fields: { field: string; rule: string }[]) => void;
  pending?: boolean;
}

export function useFieldValidation<Values, Field extends keyof Values & string, Output>({
  initialValues,
  validateField,
  validateAll,
  onValid,
  onInvalid,
  pending = false,
}: FieldValidationOptions<Values, Field, Output>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const locked = useRef(false);

  useEffect(() => {
    locked.current = false;
  }, [pending]);

  function setValue<K extends Field>(field: K, value: Values[K]) {
    locked.current = false;
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows a message, it follows the typing so the message clears when fixed.
    // Every shown message is rechecked, so "confirm must equal" reacts to either field.
    const shown = Object.keys(errors) as Field[];
    if (shown.length === 0) return;
    setErrors((prev) => {
      const updated: Errors<Field> = {};
      for (const f of shown) if (prev[f]) updated[f] = validateField(next, f);
      return updated;
    });
  }

  function blur(field: Field) {
    const message = validateField(values, field);
    setErrors((prev) => ({ ...prev, [field]: message }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || locked.current) return;
    const form = event.currentTarget;
    const result = validateAll(values);
    if (!result.success) {
      // Render the messages first so the focused field already announces its error.
      flushSync(() => setErrors(result.errors));
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      onInvalid?.(invalidFields(result.errors, flowRuleOf));
      return;
    }
    setErrors({});
    locked.current = true;
    onValid(result.output);
  }

  /** Props for a text-like input bound to a string field. */
  function text<K extends StringField<Values> & Field>(field: K) {
    return {
      name: field,
      value: values[field] as string,
      error: errors[field],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        setValue(field, e.target.value as Values[K]),
      onBlur: () => blur(field),
    };
  }

  return { values, errors, setValue, blur, text, handleSubmit };
}
