import { useRouter } from '@tanstack/react-router';
import type { InvalidField } from '../schemas/failure';
import type { TraceRoot } from '../schemas/flowTrace';
import { traceOf } from './flowTrace';

// The reference of this tab's flow trace, read as a screen renders: an error screen only
// shows after its failure was recorded, so it finds the reference there.
export function useTraceReference(): string | undefined {
  return traceOf(useRouter().options.context.services).read()?.reference;
}

// Records a form submit its checks refused into the trace, for the form's flow.
export function useRecordInvalid(flow: TraceRoot): (fields: InvalidField[]) => void {
  const trace = traceOf(useRouter().options.context.services);
  return (fields) => trace.invalid(flow, fields);
}
