import { FailureError, type AuthReason, type Failure } from '../../src/schemas/failure';

// Failures as the services reject with them, for fakes behind the services' interfaces.
export const httpFailure = (status: number, said?: string) =>
  new FailureError({ kind: 'http', status, ...(said ? { said } : {}) });
export const authFailure = (reason: AuthReason) => new FailureError({ kind: 'auth', reason });
export const networkFailure = () => new FailureError({ kind: 'network' });
export const timeoutFailure = () => new FailureError({ kind: 'timeout' });

/** The failure a service call rejected with; throws if it resolved or rejected otherwise. */
export async function rejectionOf(call: Promise<unknown>): Promise<Failure> {
  const error = await call.then(
    () => {
      throw new Error('the call resolved');
    },
    (reason: unknown) => reason,
  );
  if (!(error instanceof FailureError)) throw new Error(`rejected with ${String(error)}`);
  return error.failure;
}
