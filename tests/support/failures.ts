import { FailureError, type AuthReason } from '../../src/schemas/failure';

// Failures as the services reject with them, for fakes behind the services' interfaces.
export const httpFailure = (status: number, said?: string) =>
  new FailureError({ kind: 'http', status, ...(said ? { said } : {}) });
export const authFailure = (reason: AuthReason) => new FailureError({ kind: 'auth', reason });
export const networkFailure = () => new FailureError({ kind: 'network' });
export const timeoutFailure = () => new FailureError({ kind: 'timeout' });
