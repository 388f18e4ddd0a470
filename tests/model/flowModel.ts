import {
  Actor,
  createEmptyActor,
  StateMachine,
  type ActorLogic,
  type AnyActorRef,
  type AnyActorScope,
  type AnyStateNode,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
} from 'xstate';

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
  can(event: EventObject): boolean;
}

interface Scope {
  scope: AnyActorScope;
  toParent: EventObject[];
}

function scope(withParent: boolean): Scope {
  const self = createEmptyActor();
  const toParent: EventObject[] = [];
  // The only action the traversal lets through: what the child sends its parent.
  const parent = withParent ? createEmptyActor() : undefined;
  if (parent) Object.assign(self, { _parent: parent });
  const actionExecutor: AnyActorScope['actionExecutor'] = (action) => {
    const params = action.params as { to?: AnyActorRef; event?: EventObject } | undefined;
    if (parent && action.type === 'xstate.sendTo' && params?.to === parent && params.event)
      toParent.push(params.event);
  };
  return {
    toParent,
    scope: {
      self,
      id: '',
      sessionId: '',
      logger: () => {},
      defer: () => {},
      emit: () => {},
      system: self.system,
      stopChild: () => {},
      actionExecutor,
    },
  };
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
    can: (event) => takes(code, event) || (flow.status === 'active' && flow.can(event)),
  };
}

const takes = (code: AnyMachineSnapshot | undefined, event: EventObject) =>
  code?.status === 'active' && code.can(event);

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

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

// The machine a flow invokes under `childId`, as its setup provides it.
function childMachine(machine: AnyStateMachine, childId: string): AnyStateMachine {
  const invoke = allNodes(machine.root)
    .flatMap((n) => n.invoke)
    .find((i) => i.id === childId);
  const actors = machine.implementations.actors as Record<string, unknown>;
  const logic: unknown = typeof invoke?.src === 'string' ? actors[invoke.src] : invoke?.src;
  if (!(logic instanceof StateMachine))
    throw new Error(`${machine.id} invokes no machine ${childId}`);
  return logic;
}

export function flowModel<M extends AnyStateMachine>(machine: M, childId?: string): FlowModel<M> {
  const flowScope = scope(false).scope;
  function deliver(state: FlowSnapshot, event: EventObject): FlowSnapshot {
    let { flow, code } = state;
    // An event nobody takes changes nothing (an unanswered actor error would fail the flow).
    if (!state.can(event)) return state;
    let ref = childOf(flow, childId);
    const queue: [to: 'flow' | 'code', event: EventObject][] = [
      [takes(code, event) ? 'code' : 'flow', event],
    ];
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [to, e] = next;
      if (to === 'code' && code && ref instanceof Actor) {
        const child = scope(true);
        const next: AnyMachineSnapshot = ref.logic.transition(code, e, child.scope);
        code = next;
        for (const told of child.toParent) queue.push(['flow', told]);
        if (next.status === 'done') {
          const done: EventObject & { output: unknown } = {
            type: `xstate.done.actor.${childId}`,
            output: next.output,
          };
          queue.push(['flow', done]);
        }
      } else if (to === 'flow') {
        flow = machine.transition(flow, e, flowScope);
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
      const flow = machine.getInitialSnapshot(flowScope, input);
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
