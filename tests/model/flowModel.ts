import {
  Actor,
  createEmptyActor,
  StateMachine,
  type ActorLogic,
  type AnyActorRef,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';

// A flow and the child machine it invokes under `childId` (if any), as one logic for
// `xstate/graph`: the graph then walks the child's states too, as the app's actors really
// move through them.
// Events go to the child when it takes them, else to the flow (as the screens send them),
// and change nothing when neither takes them;
// what the child tells its parent (`sendParent`) and its end (`xstate.done.actor.<id>`) go
// to the flow; the flow starting or stopping the child starts or drops its snapshot.
// Always active for the graph: no flow ends, and an unanswered failure changes nothing.
export interface FlowSnapshot {
  status: 'active';
  output: undefined;
  error: undefined;
  value: { flow: unknown; code: unknown };
  context: unknown;
  flow: AnyMachineSnapshot;
  code: AnyMachineSnapshot | undefined;
  // Whether a path may send the event here: a state takes it, or weighs it and refuses it
  // (each guard says no). A refusal is a step of its own: its guards' false outcomes.
  can(event: EventObject): boolean;
  // Which branch the event takes here, `refused` when each guard says no: a guard's outcomes
  // are separate edges of the paths (tests/model/paths.ts).
  branch(event: EventObject): string;
}

// Where a step runs: nothing it does runs (no call starts, no timer is set) but what
// `keep` keeps.
function scopeOf(self: AnyActorRef, keep: AnyActorScope['actionExecutor'] = () => {}) {
  const scope: AnyActorScope = {
    self,
    id: self.id,
    sessionId: '',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    system: self.system,
    stopChild: () => {},
    actionExecutor: keep,
  };
  return scope;
}

// A step of the child, run as the child actor the flow's step started, whose parent is
// therefore the flow's `self`: what it sends its parent (`sendParent`) comes back as data.
// XState's pure `transition` would run it as an actor with no parent, where `sendParent` throws.
function childStep(
  child: Actor<AnyStateMachine>,
  parent: AnyActorRef,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): [next: AnyMachineSnapshot, toParent: EventObject[]] {
  const toParent: EventObject[] = [];
  const scope = scopeOf(child, (action) => {
    const params = action.params as { to?: AnyActorRef; event?: EventObject } | undefined;
    if (action.type === 'xstate.sendTo' && params?.to === parent && params.event)
      toParent.push(params.event);
  });
  return [child.logic.transition(snapshot, event, scope), toParent];
}

function view(flow: AnyMachineSnapshot, code: AnyMachineSnapshot | undefined): FlowSnapshot {
  return {
    status: 'active',
    output: undefined,
    error: undefined,
    value: { flow: flow.value, code: code?.value ?? null },
    context: flow.context,
    flow,
    code,
    // A finished flow takes nothing more, as the app's stopped actor takes nothing.
    branch: (event) => branchOf(takes(code, event) || weighs(code, event) ? code : flow, event),
    can: (event) =>
      takes(code, event) || weighs(code, event) || takes(flow, event) || weighs(flow, event),
  };
}

const takes = (snapshot: AnyMachineSnapshot | undefined, event: EventObject) =>
  snapshot?.status === 'active' && snapshot.can(event);

function branchOf(snapshot: AnyMachineSnapshot | undefined, event: EventObject): string {
  if (snapshot?.status !== 'active') return '';
  const taken = snapshot.machine.getTransitionData(snapshot, event);
  if (taken.length === 0) return 'refused';
  return taken
    .map((t) => `${t.source.id}#${t.source.transitions.get(t.eventType)?.indexOf(t) ?? 0}`)
    .join('+');
}

// A state value naming one state node: ['a', 'b'] → { a: 'b' }.
const valueOf = (path: readonly string[]): unknown =>
  path.reduceRight<unknown>(
    (inner, key) => (inner === undefined ? key : { [key]: inner }),
    undefined,
  );

// Whether an active state node (the root included) has transitions for the event, all of
// them guarded: it then weighs the event even when it takes none of them.
function weighs(snapshot: AnyMachineSnapshot | undefined, event: EventObject): boolean {
  if (snapshot?.status !== 'active') return false;
  return [snapshot.machine.root, ...getStateNodes(snapshot.machine)].some((node) => {
    const list = node.transitions.get(event.type);
    return (
      !!list?.length &&
      list.every((t) => t.guard) &&
      (node.path.length === 0 || snapshot.matches(valueOf(node.path) as never))
    );
  });
}

const childOf = (flow: AnyMachineSnapshot, childId: string | undefined) =>
  childId ? (flow.children as Record<string, AnyActorRef | undefined>)[childId] : undefined;

export type FlowModel<M extends AnyStateMachine> = ActorLogic<
  FlowSnapshot,
  EventObject,
  InputFrom<M>
> & {
  // The production machines walked, so a suite's tables can be checked against them.
  machine: M;
  child: { id: string; machine: AnyStateMachine } | undefined;
};

// The machine a flow invokes under `childId`, as its setup provides it.
function childMachine(machine: AnyStateMachine, childId: string): AnyStateMachine {
  const invoke = [machine.root, ...getStateNodes(machine)]
    .flatMap((n) => n.invoke)
    .find((i) => i.id === childId);
  const actors = machine.implementations.actors as Record<string, unknown>;
  const logic: unknown = typeof invoke?.src === 'string' ? actors[invoke.src] : invoke?.src;
  if (!(logic instanceof StateMachine))
    throw new Error(`${machine.id} invokes no machine ${childId}`);
  return logic;
}

export function flowModel<M extends AnyStateMachine>(machine: M, childId?: string): FlowModel<M> {
  // The children the flow's steps start get this scope's `self` as their parent.
  const scope = scopeOf(createEmptyActor());
  function deliver(state: FlowSnapshot, event: EventObject): FlowSnapshot {
    let { flow, code } = state;
    // An event nobody takes changes nothing (an unanswered actor error would fail the flow).
    if (!state.can(event)) return state;
    let ref = childOf(flow, childId);
    const queue: [to: 'flow' | 'code', event: EventObject][] = [
      [takes(code, event) || weighs(code, event) ? 'code' : 'flow', event],
    ];
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [to, e] = next;
      if (to === 'code' && code && ref instanceof Actor) {
        const [next, toParent] = childStep(ref, scope.self, code, e);
        code = next;
        for (const told of toParent) queue.push(['flow', told]);
        if (next.status === 'done') {
          const done: EventObject & { output: unknown } = {
            type: `xstate.done.actor.${childId}`,
            output: next.output,
          };
          queue.push(['flow', done]);
        }
      } else if (to === 'flow') {
        flow = machine.transition(flow, e, scope);
        const now = childOf(flow, childId);
        if (now !== ref) [ref, code] = [now, now?.getSnapshot() as AnyMachineSnapshot | undefined];
      }
    }
    return view(flow, code);
  }
  return {
    machine,
    child: childId ? { id: childId, machine: childMachine(machine, childId) } : undefined,
    transition: (state, event) => deliver(state, event),
    getInitialSnapshot: (_, input) => {
      const flow = machine.getInitialSnapshot(scope, input);
      return view(flow, childOf(flow, childId)?.getSnapshot() as AnyMachineSnapshot | undefined);
    },
    // The graph never persists a snapshot.
    getPersistedSnapshot: (state) => state,
  };
}

// The same view of the app's live actors, to compare with a path's steps: states of the code
// step are named `phoneCode:<state>`.
export function liveView(flow: { getSnapshot(): AnyMachineSnapshot }, childId?: string) {
  const snapshot = flow.getSnapshot();
  const code = childOf(snapshot, childId)?.getSnapshot() as AnyMachineSnapshot | undefined;
  const prefix = `${childId}:`;
  return {
    ...view(snapshot, code),
    matches: (state: string) =>
      childId && state.startsWith(prefix)
        ? !!code?.matches(state.slice(prefix.length))
        : snapshot.matches(state),
  };
}
