import { StepSkeleton } from '../../ui/flows/StepSkeleton';

// A flow step waits for the flows before it renders (their code, on a first visit): it shows
// its frame at once, the same one the bare page painted, and for no longer than it waits.
export const stepPending = {
  pendingComponent: StepSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
} as const;
