import { useSyncExternalStore } from 'react';

// "This browser is not saving your progress" is a condition that holds for the whole visit,
// not an event: it stays on screen until the owner has read it and closed it, rather than
// being a toast the next toast (the code is on its way) replaces before it can be read. It
// is raised once a visit, by whichever storage refused first, and not raised again once
// closed.
type NoticeState = 'quiet' | 'shown' | 'closed';

let state: NoticeState = 'quiet';
const listeners = new Set<() => void>();

function set(next: NoticeState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function raiseStorageNotice(): void {
  if (state === 'quiet') set('shown');
}

export function closeStorageNotice(): void {
  if (state === 'shown') set('closed');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the notice is on screen; never on the server's render. */
export function useStorageNotice(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state === 'shown',
    () => false,
  );
}
