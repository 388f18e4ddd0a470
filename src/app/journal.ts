import type { InspectionEvent } from 'xstate';
import { flowJournal } from '../services/flowJournal';

function stateName(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

// An `inspect` hook recording each event type the root actor handled and where it moved.
// Only types and state names are recorded: event payloads (passwords, codes, phones) never.
export function journalInspector(machine: string, extra?: (event: InspectionEvent) => void) {
  let last = '';
  return (inspection: InspectionEvent) => {
    extra?.(inspection);
    if (inspection.type !== '@xstate.snapshot') return;
    // Invoked children (send code, verify…) report too; the root's moves tell the story.
    if (inspection.actorRef.sessionId !== inspection.rootId) return;
    const { snapshot } = inspection;
    if (!('value' in snapshot)) return;
    const to = stateName(snapshot.value);
    flowJournal.append({ machine, event: inspection.event.type, from: last, to, at: Date.now() });
    last = to;
  };
}
