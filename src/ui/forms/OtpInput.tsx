// Six single-digit boxes for the verification code. Typing advances, Backspace on an empty
// box clears the previous one and moves back, arrows move, and the code submits itself
// (onComplete) when the last digit lands. Pasting a whole code into any box, or the
// browser's SMS autofill dropping the whole code into one box, fills all six.
// Props: onComplete(code), onIncomplete?(code) (Verify pressed short of six digits), length?
// (6), disabled?, error? (shown under the boxes; a new message clears them and refocuses the
// first), resetKey? (change it to clear the boxes, e.g. after a resend or when the same error
// repeats), focusOnMount? (true), takeFocus? (true; false for a preview that must never move
// the focus, e.g. the support console's), verifying? (a check is running: the Verify button
// shows it and waits).
// A Verify button submits the boxes too, for people who type slowly or whose assistive
// technology fills boxes one by one: auto-submit is a shortcut, not the only way.
// Arabic-Indic digits are taken as 0–9.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { otpText } from '../../content/forms';
import { toLatinDigits } from '../../schemas/digits';
import { OTP_LENGTH } from '../../schemas/otp.schema';
import { SubmitButton } from './SubmitButton';
import './otp.css';

export interface OtpInputProps {
  onComplete: (code: string) => void;
  // Verify pressed with digits missing: what the boxes hold, for the code step to refuse.
  onIncomplete?: (code: string) => void;
  length?: number;
  disabled?: boolean;
  error?: string;
  resetKey?: string | number;
  focusOnMount?: boolean;
  takeFocus?: boolean;
  verifying?: boolean;
}

const onlyDigits = (s: string) => toLatinDigits(s).replace(/\D/g, '');

export function OtpInput({
  onComplete,
  onIncomplete,
  length = OTP_LENGTH,
  disabled = false,
  error,
  resetKey,
  focusOnMount = true,
  takeFocus = true,
  verifying = false,
}: OtpInputProps) {
  const id = useId();
  const empty = () => Array.from({ length }, () => '');
  const [digits, setDigits] = useState(empty);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const lastCompleted = useRef<string | null>(null);
  // Verify pressed before all six digits were in.
  const [incomplete, setIncomplete] = useState(false);

  // A new error message or reset key is a new attempt: empty boxes, focus on the first.
  const [attempt, setAttempt] = useState({ error, resetKey, count: 0 });
  if (attempt.error !== error || attempt.resetKey !== resetKey) {
    const isNew = (!!error && error !== attempt.error) || resetKey !== attempt.resetKey;
    setAttempt({ error, resetKey, count: attempt.count + (isNew ? 1 : 0) });
    if (isNew) setDigits(empty());
  }

  const focusBox = (index: number) =>
    boxes.current[Math.max(0, Math.min(index, length - 1))]?.focus();

  useEffect(() => {
    if (focusOnMount && takeFocus) boxes.current[0]?.focus();
  }, [focusOnMount, takeFocus]);

  useEffect(() => {
    if (attempt.count === 0 || !takeFocus) return;
    lastCompleted.current = null;
    boxes.current[0]?.focus();
  }, [attempt.count, takeFocus]);

  function commit(next: string[], focusIndex: number) {
    setDigits(next);
    setIncomplete(false);
    focusBox(focusIndex);
    const code = next.join('');
    if (code.length < length) {
      lastCompleted.current = null;
    } else if (code !== lastCompleted.current) {
      lastCompleted.current = code;
      onComplete(code);
    }
  }

  // Spreads several digits over the boxes: a whole code from the first box, else from `at`.
  function spread(raw: string, at: number) {
    const start = raw.length >= length ? 0 : at;
    const chars = raw.slice(0, length - start).split('');
    const next = [...digits];
    chars.forEach((c, k) => (next[start + k] = c));
    commit(next, start + chars.length);
  }

  function handleChange(index: number, value: string) {
    const typed = onlyDigits(value);
    if (typed.length <= 1 && typed !== toLatinDigits(value)) return; // a non-digit key: ignored
    const next = [...digits];
    if (typed.length <= 1) {
      next[index] = typed;
      if (typed) commit(next, index + 1);
      else setDigits(next);
      return;
    }
    const previous = digits[index];
    if (typed.length === 2 && previous && typed.includes(previous)) {
      // Typed over a filled box whose text was not selected: keep the new digit.
      next[index] = typed[0] === previous ? typed[1] : typed[0];
      commit(next, index + 1);
      return;
    }
    spread(typed, index); // SMS autofill or a keyboard that inserts the whole code
  }

  // The digit a box holds, typed over it: the text stays the same, so React sends no change,
  // yet the owner typed a digit and expects the next box (a code starting with the digit a
  // refused short code left in the first box).
  function handleSameDigit(index: number, value: string) {
    if (digits[index] && value === digits[index]) commit(digits, index + 1);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusBox(moves[event.key]);
    } else if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      setDigits(next);
      lastCompleted.current = null;
      focusBox(index - 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (pasted) spread(pasted, index);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled || verifying) return;
    const code = digits.join('');
    const empty = digits.findIndex((d) => d === '');
    if (empty >= 0) {
      setIncomplete(true);
      focusBox(empty);
      onIncomplete?.(code);
      return;
    }
    lastCompleted.current = code;
    onComplete(code);
  }

  const errorId = `${id}-error`;
  const message = incomplete ? otpText.incomplete(length) : error;
  return (
    <form className="otp" noValidate onSubmit={handleSubmit} aria-busy={verifying}>
      <div role="group" aria-label={otpText.groupLabel} dir="ltr" className="otp__boxes">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            className="otp__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={otpText.digitLabel(index + 1, length)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            value={digit}
            disabled={disabled}
            onChange={(e) => handleChange(index, e.target.value)}
            onInput={(e) => handleSameDigit(index, e.currentTarget.value)}
            onKeyDown={(e) => handleKeyDown(index, e)}
            onPaste={(e) => handlePaste(index, e)}
            onFocus={(e) => e.target.select()}
          />
        ))}
      </div>
      {message ? (
        <p className="field__error otp__error" id={errorId}>
          {message}
        </p>
      ) : null}
      <SubmitButton pending={verifying} pendingLabel={otpText.verifying}>
        {otpText.verify}
      </SubmitButton>
    </form>
  );
}
