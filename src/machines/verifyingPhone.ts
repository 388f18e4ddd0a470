import type { FlowTarget } from './flowEffects';
import type { PhoneCodeInput, PhoneCodeOutput } from './phoneCode.machine';

// The state every flow that proves a phone puts its code step in: the phoneCode child sends
// the code, waits for it and checks it; the flow stores the code it is told about, shows the
// code screen once the first one is out, lets the owner go back to change the phone or send
// the form again, and decides what comes after (`onDone`). Written once, so a flow that needs
// a code takes it as it is; sign-up and reset differ only in what they pass here.

// What the flow keeps of the code, so a reload waits for the code already out.
interface CodeContext {
  verificationId?: string;
  codeSentAt?: number;
}

// The child's end as the flow's `onDone` branches read it.
export interface CodeStepDone {
  event: { output: PhoneCodeOutput };
}

export interface VerifyingPhoneOptions<TContext extends CodeContext, TDone, TWaiting> {
  phoneOf: (context: TContext) => string;
  // Where the flow tells of a failed send and a failed check.
  places: PhoneCodeInput['places'];
  // Where the code screen is.
  codeScreen: FlowTarget;
  // The flow's form, where a wish to change the phone leads: its state and its page.
  form: { state: string; page: FlowTarget };
  // What else the flow takes while the code is awaited, after the step's own events: its
  // form sent again (browser Back) with a code pending, another tab finishing the flow.
  whileWaiting: TWaiting;
  // The child's end: the flow's branches, by how the step ended.
  onDone: TDone;
}

export function verifyingPhoneState<TContext extends CodeContext, const TDone, const TWaiting>(
  options: VerifyingPhoneOptions<TContext, TDone, TWaiting>,
) {
  const { phoneOf, places, codeScreen, form, whileWaiting, onDone } = options;
  return {
    invoke: {
      id: 'phoneCode',
      src: 'phoneCode',
      input: ({ context }: { context: TContext }) => ({
        phone: phoneOf(context),
        code: context.verificationId
          ? { verificationId: context.verificationId, sentAt: context.codeSentAt ?? 0 }
          : undefined,
        places,
      }),
      onDone,
    },
    initial: 'sending',
    states: {
      // The form stays on screen until its first code is out.
      sending: {
        tags: ['form', 'sending'],
        on: {
          'phoneCode.sent': {
            target: 'waiting',
            actions: ['codeSent', { type: 'navigate', params: { to: codeScreen } }],
          },
        },
      },
      waiting: {
        tags: 'code',
        entry: 'persist',
        on: {
          'phoneCode.sent': { actions: ['codeSent', 'persist'] },
          'phoneCode.checking': 'checking',
          'phone.change': {
            target: form.state,
            actions: { type: 'navigate', params: { to: form.page } },
          },
          ...whileWaiting,
        },
      },
      checking: {
        tags: 'code',
        on: { 'phoneCode.rejected': 'waiting' },
      },
    },
  } as const;
}
