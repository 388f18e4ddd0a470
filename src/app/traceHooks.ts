import { useRouter } from '@tanstack/react-router';
import type { InvalidField } from '../schemas/failure';
import type { TraceRoot } from '../schemas/flowTrace';
import { traceOf } from './flowTrace';

// The reference of this tab's flow trace, read as a screen renders: an error screen only
// shows after its failure was recorded, so it finds the reference there.
export function useTraceReference(): string | undefined {
  return traceOf(useRouter().options.context.services).read()?.reference;
}

// Records a form submit its checks refused into the trace, for the form's flow. A form that
// renders before its machine (a prerendered flow page) passes the load it waits for, so the
// trace says which state refused the submit; a load that fails records nothing.
export function useRecordInvalid(
  flow: TraceRoot,
  machineLoaded?: () => Promise<unknown>,
): (fields: InvalidField[]) => void {
  const trace = traceOf(useRouter().options.context.services);
  const record = (fields: InvalidField[]) => trace.invalid(flow, fields);
  if (!machineLoaded) return record;
  return (fields) =>
    void machineLoaded().then(
      () => record(fields),
      () => undefined,
    );
}
