import manifest from '../schemas/flowManifest.gen.json';
import { FailureError } from '../schemas/failure';
import { checkTrace, type FlowTrace } from '../schemas/flowTrace';
import { api, call } from './api';

// Stores the tab's flow trace for support; the contact message then names its reference.
// The trace passes the API's own check here first: one that would not fit never leaves the
// tab, and the message goes without it.
export async function uploadTrace(trace: FlowTrace): Promise<void> {
  if (!checkTrace(trace, manifest).success) throw new FailureError({ kind: 'unexpected' });
  await call(() => api.post('flow-traces', { json: trace }).json());
}
