import type { InspectionEvent } from 'xstate';
import { flowJournal } from '../services/flowJournal';

function stateName(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

// An `inspect` hook recording each event type a flow's machines handled and where they
// moved: the root, and a child machine such as its code step (as `signup.phoneCode`).
// Only types and state names are recorded: event payloads (passwords, codes, phones) never.
export function journalInspector(machine: string, extra?: (event: InspectionEvent) => void) {
  const last = new Map<string, string>();
  return (inspection: InspectionEvent) => {
    extra?.(inspection);
    if (inspection.type !== '@xstate.snapshot') return;
    const { snapshot, actorRef } = inspection;
    // Promise actors (send code, verify…) report too; the machines' moves tell the story.
    if (!('value' in snapshot)) return;
    const id = 'id' in actorRef ? String(actorRef.id) : 'child';
    const name = actorRef.sessionId === inspection.rootId ? machine : `${machine}.${id}`;
    const to = stateName(snapshot.value);
    const from = last.get(actorRef.sessionId) ?? '';
    flowJournal.append({ machine: name, event: inspection.event.type, from, to, at: Date.now() });
    // A finished child is not heard from again.
    if (snapshot.status === 'active') last.set(actorRef.sessionId, to);
    else last.delete(actorRef.sessionId);
  };
}
