import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * A value of an actor's snapshot that may not exist yet: on a prerendered flow page the form
 * renders before its machine has loaded, and reads `fallback` until then. Selectors return
 * primitives or parts of the snapshot, which keep their identity between updates.
 */
export function useActorSelector<Actor extends AnyActorRef, T>(
  actor: Actor | undefined,
  select: (snapshot: SnapshotFrom<Actor>) => T,
  fallback: T,
): T {
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = actor?.subscribe(changed);
      return () => subscription?.unsubscribe();
    },
    [actor],
  );
  const read = () => (actor ? select(actor.getSnapshot() as SnapshotFrom<Actor>) : fallback);
  return useSyncExternalStore(subscribe, read, () => fallback);
}
