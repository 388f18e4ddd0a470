// What a call that got no answer says, apart from the client (ky) so the trace recorder on
// every page can tell a timeout from a lost connection without downloading it.
import { m } from '../paraglide/messages.js';

export const NETWORK_MESSAGE = m.api_network();
export const TIMEOUT_MESSAGE = m.api_timeout();
