import { statusOf } from '../schemas/failure';
import type { SignupContext, SignupTag } from './signup.machine';

// What the sign-up's pages read of its snapshot: apart from the machine, so a page that only
// reads its flow's state (the login form beside the sign-up) does not download the machine.

// What the login page says after this sign-up made its account: that it did, here or in
// another tab holding a copy of it (a duplicated tab). Selectors of the snapshot, for the page.
export const accountMadeNotice = ({ context }: { context: SignupContext }) =>
  context.createdPhone === undefined
    ? undefined
    : context.createdElsewhere
      ? ('createdElsewhere' as const)
      : ('accountCreated' as const);
export const accountMadePhone = ({ context }: { context: SignupContext }) => context.createdPhone;

// What the code step's page shows of the sign-up; anything else (the form, its code going
// out) means a new code is needed.
const CODE_STEP_SCREENS = ['code', 'password', 'registering'] as const;
export const codeStepScreen = (snapshot: { hasTag: (tag: SignupTag) => boolean }) =>
  CODE_STEP_SCREENS.find((tag) => snapshot.hasTag(tag));
// The API refused the verified phone's proof (another tab holding a copy of this sign-up used
// it, or it was too old): the page says so and offers to log in.
export const proofRefused = ({ context: { error } }: { context: SignupContext }) =>
  error?.place === 'register' && statusOf(error.failure) === 401;
