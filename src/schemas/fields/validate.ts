// One way for every form to turn a valibot result into what it shows and records: the rule
// each field broke first, named by its form's table (src/schemas/fields/formRules.ts) from the
// issue's field and type. No words: the form draws them from the rule. Forms call
// validateField on blur and validateAll on submit.
import * as v from 'valibot';
import type { Rule } from '../failure';
import type { IssueType } from './formRules';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** The form's field names, taken from the schema's input. */
export type FieldOf<S extends AnySchema> = keyof v.InferInput<S> & string;

/** The rule each field broke, for the fields that broke one. */
export type FieldRules<Field extends string> = Partial<Record<Field, Rule>>;

export type ValidationResult<S extends AnySchema> =
  | { success: true; output: v.InferOutput<S>; rules: FieldRules<FieldOf<S>> }
  | { success: false; rules: FieldRules<FieldOf<S>> };

/** A form's table: per field, the rule each issue type stands for. */
export type RuleTable = Partial<Record<string, Partial<Record<IssueType, Rule>>>>;

// The keys are the issue paths' first segments, which are the schema's own field names.
// Valibot reports the fields in schema order, so the rules keep the form's order.
function firstRulePerField<Field extends string>(
  table: RuleTable,
  issues: readonly v.BaseIssue<unknown>[],
): FieldRules<Field> {
  const rules: Record<string, Rule> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key !== 'string' || key in rules) continue;
    // A field with no table (the sign-up's location) is filled by the site, not typed.
    const field = table[key];
    if (!field) continue;
    const rule = field[issue.type as IssueType] ?? Object.values(field)[0];
    if (rule) rules[key] = rule;
  }
  return rules as FieldRules<Field>;
}

/** Validates the whole form: the parsed output when valid, else one rule per field. */
export function validateAll<S extends AnySchema>(
  schema: S,
  table: RuleTable,
  values: unknown,
): ValidationResult<S> {
  const result = v.safeParse(schema, values);
  if (result.success) return { success: true, output: result.output, rules: {} };
  return { success: false, rules: firstRulePerField(table, result.issues) };
}

/**
 * Validates one field in the context of the whole form (so "confirm must equal" rules see
 * the other field) and returns the rule it breaks, or undefined when it is fine.
 */
export function validateField<S extends AnySchema>(
  schema: S,
  table: RuleTable,
  values: unknown,
  field: FieldOf<S>,
): Rule | undefined {
  const result = v.safeParse(schema, values);
  return result.success ? undefined : firstRulePerField<FieldOf<S>>(table, result.issues)[field];
}
