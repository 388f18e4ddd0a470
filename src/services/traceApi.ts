import type { FlowTrace } from '../schemas/flowTrace';
import { api, call } from './api';

// Stores the tab's flow trace for support; the contact message then names its reference.
export async function uploadTrace(trace: FlowTrace): Promise<void> {
  await call(() => api.post('flow-traces', { json: trace }).json());
}
