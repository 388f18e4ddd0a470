// The one form state of the site's forms (sign-up, login, forgot password, new password, the
// sign-up password prompt, contact, support sign-in): the values typed so far, the rule each
// field broke, checks on blur and on submit, focus on the first invalid field after a refused
// submit, and a double-submit guard. The form draws a broken rule's words (`say`) as it
// renders; a refused submit is reported as fields and rules (`onInvalid`), never values.
//
// Why the form holds this, and its machine only takes a valid submission:
// - Field edits are screen state, not flow state. Where a flow is (sending, waiting for a
//   code, failed) is the machine's; what is in a box until the owner sends it is not.
// - A form works, and keeps what was typed, before its machine's code has loaded: the contact
//   form's machine and xstate load only when the owner first reaches for the form
//   (LazyContactForm), and the sign-up form's flow code is to load on intent too.
// - One validation path for every form: the schema names the rule (src/schemas/fields/validate.ts),
//   the form says it in its language, the trace records it.
//
// After a valid submit the form ignores further submits until `pending` changes (the parent
// took the submission) or the user edits a field; while `pending` it ignores them all.
// The text fields are the browser's own (uncontrolled): text typed into a prerendered form
// before the page is live stays in its fields through hydration, and the form reads it as it
// mounts. `values` follows every field as it changes; a value the form fills in itself is
// written into its field (docs/decisions/005-input-before-live.md).
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { flushSync } from 'react-dom';
import type { FormField, InvalidField, Rule } from '../../schemas/failure';
import { useRequestedFocus } from './focusRequest';
import { useIntentHandlers } from './useIntentHandlers';

type Rules<Field extends string> = Partial<Record<Field, Rule>>;

type Checked<Field extends string, Output> =
  { success: true; output: Output } | { success: false; rules: Rules<Field> };

type StringField<Values> = {
  [K in keyof Values]: Values[K] extends string ? K : never;
}[keyof Values] &
  string;

export interface ValidatedFormOptions<
  Values extends object,
  Field extends keyof Values & FormField,
  Output,
> {
  initialValues: Values;
  validateField: (values: Values, field: Field) => Rule | undefined;
  validateAll: (values: Values) => Checked<Field, Output>;
  // The words of a broken rule, in the form's language.
  say: (field: Field, rule: Rule) => string;
  onValid: (output: Output) => void;
  // A submit the checks refused: which fields, and which rule each broke (for the trace).
  onInvalid?: (fields: InvalidField[]) => void;
  pending?: boolean;
  // What the checks of these values need that loads on intent (the phone metadata, more of
  // it for a foreign number): a submit waits for it, so no value is accepted unchecked. A
  // failed load lets the submit go on with the checks that need nothing; the send that
  // follows meets the same network and says so.
  prepare?: { ready: (values: Values) => boolean; load: (values: Values) => Promise<unknown> };
  // The owner reached for the form (useIntentHandlers): time to load what a submit needs.
  onIntent?: () => void;
  // Every edit, with the values it leaves (a form that keeps a draft).
  onChange?: (values: Values) => void;
}

export function useValidatedForm<
  Values extends object,
  Field extends keyof Values & FormField,
  Output,
>({
  initialValues,
  validateField,
  validateAll,
  say,
  onValid,
  onInvalid,
  pending = false,
  prepare,
  onIntent,
  onChange,
}: ValidatedFormOptions<Values, Field, Output>) {
  // Reaching for the form starts what its checks need beside the caller's own code, so a
  // submit does not wait for it after the owner has typed.
  const [initial] = useState(initialValues);
  const [values, setValues] = useState(initialValues);
  // The values as last rendered, for a submit that resumes after `prepare`, and for typing:
  // each keystroke is an intent, so a foreign number's metadata loads while it is typed.
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  }, [values]);
  const intent = useIntentHandlers(
    onIntent || prepare
      ? () => {
          onIntent?.();
          if (prepare && !prepare.ready(latest.current))
            void prepare.load(latest.current).catch(() => undefined);
        }
      : undefined,
  );
  useRequestedFocus(intent.ref);

  const [rules, setRules] = useState<Rules<Field>>({});
  const locked = useRef(false);

  useEffect(() => {
    locked.current = false;
  }, [pending]);

  function setValue<K extends Field>(field: K, value: Values[K]) {
    locked.current = false;
    const next = { ...values, [field]: value };
    setValues(next);
    onChange?.(next);
    // Once a field shows a message, it follows the typing so the message clears when fixed.
    // Every shown message is rechecked, so "confirm must equal" reacts to either field.
    const shown = Object.keys(rules) as Field[];
    if (shown.length === 0) return;
    setRules((prev) => {
      const updated: Rules<Field> = {};
      for (const f of shown) if (prev[f]) updated[f] = validateField(next, f);
      return updated;
    });
  }

  // Takes the text fields as they stand into `values`, and tells the caller when they moved.
  function adopt(base: Values) {
    const next = { ...base };
    for (const field of Object.keys(base) as (keyof Values)[]) {
      const element = textField(intent.ref.current, field);
      if (element) next[field] = element.value as Values[keyof Values];
    }
    const keys = Object.keys(next) as (keyof Values)[];
    if (keys.every((field) => next[field] === latest.current[field])) return;
    latest.current = next;
    setValues(next);
    onChange?.(next);
  }

  function blur(field: Field) {
    const rule = validateField(values, field);
    setRules((prev) => ({ ...prev, [field]: rule }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || locked.current) return;
    checkWhenReady(event.currentTarget, values);
  }

  // Values edited while their checks loaded may need more of them (a number changed to a
  // foreign one): each round waits for what the latest values need. A failed load checks
  // with what is there.
  function checkWhenReady(form: HTMLFormElement, values: Values) {
    if (!prepare || prepare.ready(values)) return check(form, values);
    locked.current = true;
    prepare.load(values).then(
      () => {
        locked.current = false;
        checkWhenReady(form, latest.current);
      },
      () => {
        locked.current = false;
        check(form, latest.current);
      },
    );
  }

  function check(form: HTMLFormElement, values: Values) {
    const result = validateAll(values);
    if (!result.success) {
      // Render the messages first so the focused field already announces its error.
      flushSync(() => setRules(result.rules));
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      onInvalid?.(invalidFields(result.rules));
      return;
    }
    setRules({});
    locked.current = true;
    onValid(result.output);
  }

  /** The words under a field, while it breaks a rule. */
  function error(field: Field): string | undefined {
    const rule = rules[field];
    return rule ? say(field, rule) : undefined;
  }

  // A field's handlers are the same from one render to the next (they call this render's
  // setValue and blur through `live`), and the field components are memoized: a tick, a
  // keystroke or a submit draws again only the fields whose value or message changed, not
  // every input of the form, which on a slow phone held back the paint of the press.
  const live = useRef({ setValue, blur, adopt });
  useLayoutEffect(() => {
    live.current = { setValue, blur, adopt };
  });
  // What was typed before the page was live, or kept by the browser on a return to the page.
  useLayoutEffect(() => live.current.adopt(latest.current), []);
  const [handlers] = useState(() => new Map<Field, FieldHandlers>());
  function handlersOf(field: Field): FieldHandlers {
    let bound = handlers.get(field);
    if (!bound) {
      bound = {
        onChange: ({ target }) =>
          live.current.setValue(
            field,
            (target instanceof HTMLInputElement && target.type === 'checkbox'
              ? target.checked
              : target.value) as Values[Field],
          ),
        onBlur: () => live.current.blur(field),
      };
      handlers.set(field, bound);
    }
    return bound;
  }

  /** Props for a text-like input bound to a string field. */
  function text<K extends StringField<Values> & Field>(field: K) {
    return {
      name: field,
      defaultValue: initial[field] as string,
      error: error(field),
      ...handlersOf(field),
    };
  }

  /** Props for a checkbox bound to a yes/no field. */
  function checkbox(field: Field) {
    return { checked: values[field] === true, error: error(field), ...handlersOf(field) };
  }

  // Spread on the <form>: the form's own checks, its submit and the owner's reach for it.
  const formProps = { noValidate: true, onSubmit: handleSubmit, ...intent };

  // Values the page learns after the form is drawn (the owner's own, kept in the tab): they
  // fill the fields still empty, and never what the owner has typed meanwhile.
  const fillEmpty = useCallback(
    (known: Partial<Values>) => {
      const base = { ...latest.current };
      for (const field of Object.keys(known) as (keyof Values)[]) {
        const value = known[field];
        const element = textField(intent.ref.current, field);
        if (value === undefined || (element ? element.value : base[field])) continue;
        if (element) element.value = String(value);
        else base[field] = value;
      }
      live.current.adopt(base);
    },
    [intent.ref],
  );

  return { values, rules, setValue, fillEmpty, blur, error, text, checkbox, formProps };
}

// The browser's field for a text value; a yes/no value is the form's own.
function textField(
  form: HTMLFormElement | null,
  name: PropertyKey,
): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | undefined {
  const element = form?.elements.namedItem(String(name));
  return (element instanceof HTMLInputElement && element.type !== 'checkbox') ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
    ? element
    : undefined;
}

interface FieldHandlers {
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
  onBlur: () => void;
}

// In the form's order: the schema reports its fields in that order.
function invalidFields<Field extends FormField>(rules: Rules<Field>): InvalidField[] {
  return (Object.entries(rules) as [Field, Rule | undefined][]).flatMap(([field, rule]) =>
    rule ? [{ field, rule }] : [],
  );
}
