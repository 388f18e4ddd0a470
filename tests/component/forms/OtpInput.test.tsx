import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { OtpInput, type OtpInputProps } from '../../../src/ui/forms/OtpInput';
import { axeViolations } from '../axeCheck';

function setup(props: Partial<OtpInputProps> = {}) {
  const onComplete = vi.fn();
  const user = userEvent.setup();
  const view = render(<OtpInput onComplete={onComplete} {...props} />);
  const rerender = (next: Partial<OtpInputProps>) =>
    view.rerender(<OtpInput onComplete={onComplete} {...props} {...next} />);
  return { onComplete, user, rerender };
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const values = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('');

describe('OtpInput', () => {
  test('six labelled numeric boxes in a left-to-right group, the first ready for SMS autofill', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Verification code' });
    expect(group).toHaveAttribute('dir', 'ltr');
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).toHaveAttribute('autocomplete', 'off');
    for (const n of [1, 6]) {
      expect(box(n)).toHaveAttribute('inputmode', 'numeric');
      expect(box(n)).toHaveAttribute('pattern', '[0-9]*');
    }
    expect(box(1)).toHaveFocus();
  });

  test('typing advances and submits itself once at six digits', async () => {
    const { user, onComplete } = setup();
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('3456');
    expect(values()).toBe('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  test('non-digits are ignored', async () => {
    const { user, onComplete } = setup();
    await user.keyboard('a1-b 2');
    expect(values()).toBe('12');
    expect(box(3)).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
  });

  test('backspace on an empty box clears the previous one and moves back', async () => {
    const { user } = setup();
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(values()).toBe('12');
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(values()).toBe('1');
  });

  test('arrow keys move between boxes, and a digit typed over a filled box replaces it', async () => {
    const { user, onComplete } = setup();
    await user.keyboard('123456');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(box(5)).toHaveFocus();
    await user.click(box(2));
    await user.keyboard('9');
    expect(values()).toBe('193456');
    expect(box(3)).toHaveFocus();
    expect(onComplete).toHaveBeenLastCalledWith('193456');
  });

  test('the digit a box already holds, typed over it, still moves on and completes the code', async () => {
    // The browser sends no change when the text stays the same: after a short "1" was
    // refused, a code that starts with 1 must still get past the first box.
    const { user, onComplete } = setup();
    await user.keyboard('1');
    await user.click(box(1));
    await user.keyboard('1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('71255');
    expect(values()).toBe('171255');
    expect(onComplete).toHaveBeenCalledWith('171255');
    // The last box too, without sending the same code twice.
    await user.click(box(6));
    await user.keyboard('5');
    expect(values()).toBe('171255');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  test('pasting a whole code into any box fills all six and submits once', async () => {
    const { user, onComplete } = setup();
    await user.click(box(4));
    await user.paste('123456');
    expect(values()).toBe('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  test('a pasted code with spaces or text around it still fills the boxes', async () => {
    const { user, onComplete } = setup();
    await user.paste('Your code: 123 456');
    expect(values()).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  test('SMS autofill dropping the whole code into the first box fills all six', () => {
    const { onComplete } = setup();
    fireEvent.input(box(1), { target: { value: '654321' } });
    expect(values()).toBe('654321');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('654321');
  });

  test('a new error clears the boxes, shows the message and refocuses the first box', async () => {
    const { user, rerender } = setup();
    await user.keyboard('123456');
    rerender({ disabled: true });
    expect(box(1)).toBeDisabled();
    rerender({ error: 'Invalid OTP. Please try again.' });
    expect(values()).toBe('');
    expect(box(1)).toHaveFocus();
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(box(1)).toHaveAccessibleDescription('Invalid OTP. Please try again.');
  });

  test('the same error again clears nothing, a new reset key does', async () => {
    const onComplete = vi.fn();
    const user = userEvent.setup();
    const error = 'Invalid OTP. Please try again.';
    const { rerender } = render(<OtpInput onComplete={onComplete} error={error} resetKey={1} />);
    await user.keyboard('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    rerender(<OtpInput onComplete={onComplete} error={error} resetKey={1} />);
    expect(values()).toBe('123456');
    rerender(<OtpInput onComplete={onComplete} error={error} resetKey={2} />);
    expect(values()).toBe('');
    await user.keyboard('123456');
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  test('has no axe violations, with and without an error', async () => {
    const { rerender } = setup();
    expect(await axeViolations(document.body, { fragment: true })).toEqual([]);
    rerender({ error: 'Invalid OTP. Please try again.' });
    expect(await axeViolations(document.body, { fragment: true })).toEqual([]);
  });
});
