import { useRouter } from '@tanstack/react-router';
import type { InvalidField } from '../../schemas/failure';
import type { TraceRoot } from '../../schemas/flowTrace';
import { traceOf } from '../../app/storage/flowTrace';

// The reference of this tab's flow trace, read as a screen renders when it offers help
// (`wanted`): an error screen only shows after its failure was recorded, so it finds the
// reference there. Otherwise nothing is read: reading parses the whole stored trace, which
// on a prerendered form was part of the hydration a first tap can make React finish at once.
export function useTraceReference(wanted: boolean): string | undefined {
  const { services } = useRouter().options.context;
  return wanted ? traceOf(services).read()?.reference : undefined;
}

// Records a form submit its checks refused into the trace, for the form's flow. A form that
// renders before its machine (a prerendered flow page) passes the load it waits for, so the
// trace says which state refused the submit; a load that fails records nothing.
export function useRecordInvalid(
  flow: TraceRoot,
  machineLoaded?: () => Promise<unknown>,
): (fields: InvalidField[]) => void {
  const { services } = useRouter().options.context;
  // The recorder is made on first use, not as the form renders.
  const record = (fields: InvalidField[]) => traceOf(services).invalid(flow, fields);
  if (!machineLoaded) return record;
  return (fields) =>
    void machineLoaded().then(
      () => record(fields),
      () => undefined,
    );
}
