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
// - One validation path for every form: the schema names the rule (src/schemas/validate.ts),
//   the form says it in its language, the trace records it.
//
// After a valid submit the form ignores further submits until `pending` changes (the parent
// took the submission) or the user edits a field; while `pending` it ignores them all.
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
import { useIntent } from './useIntent';

type Rules<Field extends string> = Partial<Record<Field, Rule>>;

type Checked<Field extends string, Output> =
  { success: true; output: Output } | { success: false; rules: Rules<Field> };

type StringField<Values> = {
  [K in keyof Values]: Values[K] extends string ? K : never;
}[keyof Values] &
  string;

export interface ValidatedFormOptions<Values, Field extends keyof Values & FormField, Output> {
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
  // The owner reached for the form (useIntent): time to load what a submit needs.
  onIntent?: () => void;
  // Every edit, with the values it leaves (a form that keeps a draft).
  onChange?: (values: Values) => void;
}

export function useValidatedForm<Values, Field extends keyof Values & FormField, Output>({
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
  const [values, setValues] = useState(initialValues);
  // The values as last rendered, for a submit that resumes after `prepare`, and for typing:
  // each keystroke is an intent, so a foreign number's metadata loads while it is typed.
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  }, [values]);
  const intent = useIntent(
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
  const live = useRef({ setValue, blur });
  useLayoutEffect(() => {
    live.current = { setValue, blur };
  });
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
      value: values[field] as string,
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
  const fillEmpty = useCallback((known: Partial<Values>) => {
    setValues((current) => {
      const next = { ...current };
      for (const field of Object.keys(known) as (keyof Values)[]) {
        const value = known[field];
        if (value !== undefined && !current[field]) next[field] = value;
      }
      return next;
    });
  }, []);

  return { values, rules, setValue, fillEmpty, blur, error, text, checkbox, formProps };
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
