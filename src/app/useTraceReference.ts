import { useRouter } from '@tanstack/react-router';

// The reference of this tab's flow trace, read as a screen renders: an error screen only
// shows after its failure was recorded, so it finds the reference there.
export function useTraceReference(): string | undefined {
  return useRouter().options.context.services.trace.read()?.reference;
}
