import type { AnyActorRef } from 'xstate';
import type { CodeFlow } from '../flows/registry';
import { finishedElsewhere, type FlowCopyReader } from '../bindings/flows/finishedFlows';
import { LOCAL_KEYS } from './storage/flowStorage';
import type { AppServices } from './services';

const FINISHED = { type: 'flow.finishedElsewhere' } as const;

/**
 * Ends this tab's copy of a flow that another tab of the browser finished (a duplicated tab
 * holds the same sign-up or reset): checked at start, whenever another tab notes a finished
 * flow (the storage event), and whenever the flow reaches a state that takes the news, so a
 * copy busy with a call when the note came hears of it once the call is over. The flow's
 * machine decides what ending means; nothing is sent again.
 */
export function watchOtherTabs(
  flow: CodeFlow,
  copyOf: FlowCopyReader,
  actor: AnyActorRef,
  { sessionStore, localStore }: AppServices,
): void {
  const check = () => {
    if (!actor.getSnapshot().can(FINISHED)) return;
    const now = Date.now();
    if (finishedElsewhere(copyOf(sessionStore, now), localStore, flow, now)) actor.send(FINISHED);
  };
  actor.subscribe(check);
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === LOCAL_KEYS.finishedFlows) check();
  });
  check();
}
