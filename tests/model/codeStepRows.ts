import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { goTo, waitOutResendCountdown, type User } from './driver';
import type { ModelTables, Scene } from './harness';
import { otpText } from '../../src/content/forms';
import { AFTER, SHORT_CODE, isShortCode } from './codeStepEvents';

// What the user does on the code screen, the same in sign-up and reset: only the screen's
// address differs.

export function codeStepRows<S extends Scene & { user: User }>(
  codeScreen: string,
): ModelTables<S>['events'] {
  return {
    'code.enter': {
      does: async ({ router, user }, event) => {
        await goTo(router, codeScreen);
        const first = await screen.findByLabelText(/digit 1 of 6/i);
        if (!isShortCode(event)) return user.type(first, '123456');
        await user.type(first, SHORT_CODE.code);
        await user.click(screen.getByRole('button', { name: /^verify$/i }));
      },
      sees: async (_, event) => {
        if (isShortCode(event))
          expect(await screen.findByText(otpText.incomplete(6))).toBeVisible();
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

// The states and events both flows leave to their code step: why no row of their own.
export const codeStepUnseen = {
  verifyingPhone: 'the code step (phoneCode:*) holds the screen; the flow waits on it',
  'verifyingPhone.sending': 'mirrors phoneCode:sending, whose row checks the screen',
  'verifyingPhone.waiting': 'mirrors phoneCode:waiting, whose row checks the screen',
  'verifyingPhone.checking': 'mirrors phoneCode:verifying, whose row checks the screen',
  'phoneCode:starting': 'passed through: sends a code, or waits for one restored',
  'phoneCode:verified': 'final: the flow moves on at once, and its next state has the row',
  'phoneCode:unsent': 'final: the flow moves on at once, and its next state has the row',
};

export const codeStepNotModelled = {
  'xstate.done.actor.phoneCode':
    'the code step ending: flowModel delivers it to the flow when its child finishes',
  'phoneCode.sent': 'told by the code step to the flow; flowModel delivers it as the app does',
  'phoneCode.checking': 'told by the code step to the flow; flowModel delivers it as the app does',
  'phoneCode.rejected': 'told by the code step to the flow; flowModel delivers it as the app does',
};
