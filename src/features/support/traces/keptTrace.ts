import type { FlowTrace } from '../../../schemas/flowTrace';

// "Keep as a test": the trace as downloaded, under a name that says what it holds, ready to
// drop into tests/model/traces (which `npm test` replays) or to run with
// `npm run trace:test -- <file>`. The name is made of the trace's own closed-list words (its
// flow, its last failure code) and its reference, so it carries nothing the owner typed.
export function keptTraceFileName(trace: FlowTrace): string {
  const flow = trace.entries[0]?.machine.split('.')[0] ?? 'trace';
  const failure = trace.entries.findLast(
    (entry) => entry.outcome && entry.outcome !== 'ok',
  )?.outcome;
  const what = failure ? failure.replace(/^auth\//, '') : 'completed';
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${[flow, what, trace.reference].map(slug).join('-')}.json`;
}
