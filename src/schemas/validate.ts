// One way for every form to turn a valibot result into what it shows: the first message of
// each field. Forms call validateField on blur and validateAll on submit.
import * as v from 'valibot';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** The form's field names, taken from the schema's input. */
export type FieldOf<S extends AnySchema> = keyof v.InferInput<S> & string;

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type ValidationResult<S extends AnySchema> =
  | { success: true; output: v.InferOutput<S>; errors: FieldErrors<FieldOf<S>> }
  | { success: false; errors: FieldErrors<FieldOf<S>> };

// The keys are the issue paths' first segments, which are the schema's own field names.
function firstMessagePerField<Field extends string>(
  issues: readonly v.BaseIssue<unknown>[],
): FieldErrors<Field> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message;
  }
  return errors as FieldErrors<Field>;
}

/** Validates the whole form: the parsed output when valid, else one message per field. */
export function validateAll<S extends AnySchema>(schema: S, values: unknown): ValidationResult<S> {
  const result = v.safeParse(schema, values);
  if (result.success) return { success: true, output: result.output, errors: {} };
  return { success: false, errors: firstMessagePerField(result.issues) };
}

/**
 * Validates one field in the context of the whole form (so "confirm must equal" rules see
 * the other field) and returns its message, or undefined when it is fine.
 */
export function validateField<S extends AnySchema>(
  schema: S,
  values: unknown,
  field: FieldOf<S>,
): string | undefined {
  const result = v.safeParse(schema, values);
  return result.success ? undefined : firstMessagePerField(result.issues)[field];
}
