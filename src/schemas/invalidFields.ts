// A form's refused fields as the trace records them.
export function invalidFields(
  errors: Partial<Record<string, string>>,
  ruleOf: (message: string) => string,
) {
  return Object.entries(errors).flatMap(([field, message]) =>
    message ? [{ field, rule: ruleOf(message) }] : [],
  );
}
