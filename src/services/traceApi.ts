import * as v from 'valibot';
import manifest from '../schemas/flowManifest.gen.json';
import history from '../schemas/flowManifest.history.json';
import { FailureError } from '../schemas/failure';
import { checkTrace, type FlowTrace } from '../schemas/flowTrace';
import { UPLOAD_TOKEN_PATTERN } from '../schemas/traceReference';
import { api, call } from './api';

const UploadAnswer = v.object({ uploadToken: v.pipe(v.string(), v.regex(UPLOAD_TOKEN_PATTERN)) });

// Stores the tab's flow trace for support and resolves with the upload's secret token, which
// the contact message needs to name the trace. With the token of an earlier upload the same
// reference is stored again, grown; without it a taken reference is refused (409).
// The trace passes the API's own check here first, against the same machines and their
// earlier versions (a tab that began its trace before a release): one that would not fit
// never leaves the tab, and the message goes without it.
export async function uploadTrace(trace: FlowTrace, uploadToken?: string): Promise<string> {
  if (!checkTrace(trace, manifest, history).success) throw new FailureError({ kind: 'unexpected' });
  const headers = uploadToken ? { 'Trace-Upload-Token': uploadToken } : undefined;
  const answer = await call(() => api.post('flow-traces', { json: trace, headers }).json());
  const parsed = v.safeParse(UploadAnswer, answer);
  if (!parsed.success) throw new FailureError({ kind: 'unexpected' });
  return parsed.output.uploadToken;
}
