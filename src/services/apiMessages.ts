// What a call that got no answer says, apart from the client (ky) so the trace recorder on
// every page can tell a timeout from a lost connection without downloading it.
export const NETWORK_MESSAGE =
  'We could not reach the server. Check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
