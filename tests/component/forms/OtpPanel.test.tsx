import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { OtpInput } from '../../../src/ui/forms/OtpInput';
import { OtpPanel, type OtpPanelProps } from '../../../src/ui/forms/OtpPanel';
import { testPhone } from '../../helpers/phones';
import { axeViolations } from '../axeCheck';

const phone = testPhone();

function panel(props: Partial<OtpPanelProps> = {}) {
  return (
    <OtpPanel
      phone={phone.shown}
      onChangeNumber={() => {}}
      secondsLeft={0}
      onResend={() => {}}
      {...props}
    >
      <OtpInput onComplete={() => {}} />
    </OtpPanel>
  );
}

describe('OtpPanel', () => {
  test('shows the number in full and lets the user change it', async () => {
    const onChangeNumber = vi.fn();
    render(panel({ onChangeNumber }));
    expect(screen.getByText(phone.shown)).toHaveAttribute('dir', 'ltr');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change number' }));
    expect(onChangeNumber).toHaveBeenCalledTimes(1);
  });

  test('resend counts down, disabled, then becomes available', async () => {
    const onResend = vi.fn();
    const { rerender } = render(panel({ onResend, secondsLeft: 42 }));
    expect(screen.getByRole('button', { name: 'Resend code in 0:42' })).toBeDisabled();
    rerender(panel({ onResend, secondsLeft: 65 }));
    expect(screen.getByRole('button', { name: 'Resend code in 1:05' })).toBeDisabled();
    rerender(panel({ onResend, secondsLeft: 0 }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend code' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  test('announces a resend that happens after it appeared, not an old one', () => {
    const { rerender, container } = render(panel({ resentAt: 1000 }));
    const live = container.querySelector('[aria-live="polite"]');
    expect(live).toBeEmptyDOMElement();
    rerender(panel({ resentAt: 2000, secondsLeft: 60 }));
    expect(live).toHaveTextContent('A new code has been sent');
  });

  test('has no axe violations', async () => {
    render(panel({ secondsLeft: 30 }));
    expect(await axeViolations(document.body, { fragment: true })).toEqual([]);
  });
});
