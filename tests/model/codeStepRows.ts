import { screen } from '@testing-library/react';
import { goTo, waitOutResendCountdown, type User } from './driver';
import type { ModelTables, Scene } from './harness';

// What the user does on the code screen, the same in sign-up and reset: only the screen's
// address differs. `AFTER` is the resend countdown running out.
export const AFTER = 'xstate.after.resendDelay.phoneCode.waiting.coolingDown';

export function codeStepRows<S extends Scene & { user: User }>(
  codeScreen: string,
): ModelTables<S>['events'] {
  return {
    'code.enter': {
      does: async ({ router, user }) => {
        await goTo(router, codeScreen);
        await user.type(await screen.findByLabelText(/digit 1 of 6/i), '123456');
      },
    },
    'code.resend': {
      does: async ({ router, user }) => {
        await goTo(router, codeScreen);
        await user.click(await screen.findByRole('button', { name: /^resend code$/i }));
      },
    },
    'phone.change': {
      does: async ({ router, user }) => {
        await goTo(router, codeScreen);
        await user.click(await screen.findByRole('button', { name: /change number/i }));
      },
    },
    [AFTER]: { does: waitOutResendCountdown },
  };
}
