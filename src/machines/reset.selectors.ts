import type { ResetContext, ResetTag } from './reset.machine';

// What the reset's pages read of its snapshot: apart from the machine, so a page that only
// reads its flow's state (the login form) does not download the machine.

// What the login page says after this reset: another tab changed the password from its copy
// of it (a duplicated tab), and the phone either changed it for. Selectors of the snapshot.
export const passwordChangedNotice = ({ context }: { context: ResetContext }) =>
  context.changedElsewhere === undefined ? undefined : ('changedElsewhere' as const);
export const passwordChangedPhone = ({ context }: { context: ResetContext }) =>
  context.changedElsewhere ?? context.changedHere;

// What the code step's page shows of the reset: the account being looked up, the code
// awaited for a phone, or nothing under way.
export const codeStepState = (snapshot: {
  hasTag: (tag: ResetTag) => boolean;
  context: ResetContext;
}) =>
  snapshot.hasTag('checkingAccount')
    ? ('checking' as const)
    : snapshot.hasTag('code') && !!snapshot.context.phone
      ? ('code' as const)
      : undefined;
