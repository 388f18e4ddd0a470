import { useConsoleRouter } from '../routing';
import { startTransition, useActionState } from 'react';
import type { SupportConsole } from '../console';
import { supportFailureText } from '../copy';
import { asFailure, type Failure } from '../../../schemas/failure';
import { SupportSignIn } from './SupportSignIn';

interface Credentials {
  email: string;
  password: string;
}

// The console's sign-in, on whichever console page was asked for (the traces, the field
// vitals): `ended` when the API refused the last session's token.
export function SupportSignInScreen({
  support,
  ended,
}: {
  support: Pick<SupportConsole, 'signIn'>;
  ended?: Failure;
}) {
  const router = useConsoleRouter();
  const [failure, signIn, pending] = useActionState(
    async (_last: Failure | undefined, { email, password }: Credentials) => {
      try {
        await support.signIn(email, password);
      } catch (error) {
        return asFailure(error);
      }
      // The guard and the loader run again with the session: the page the address names
      // (the list, a trace, the field vitals) takes this screen's place once it has loaded.
      await router.invalidate();
      return undefined;
    },
    undefined,
  );
  return (
    <SupportSignIn
      onSubmit={(email, password) => startTransition(() => signIn({ email, password }))}
      pending={pending}
      // Cleared while an attempt runs, so a second refusal puts the focus back too.
      error={failure && !pending ? supportFailureText('signIn', failure) : undefined}
      notice={ended ? supportFailureText('sessionEnded', ended) : undefined}
    />
  );
}
