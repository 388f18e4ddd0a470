import {
  SimulatedClock,
  StateMachine,
  createActor,
  fromPromise,
  type ActorRefLike,
  type AnyActorRef,
  type AnyStateMachine,
  type InspectionEvent,
} from 'xstate';
import { MACHINES, ownerScreen, REPLAY_INPUT } from '../../../flows/machines';
import { flowOf, isTraceMachine, type FlowId } from '../../../flows/registry';
import manifest from '../../../schemas/flowManifest.gen.json';
import {
  FORM_INVALID_EVENT,
  TRACE_MACHINES,
  TRACE_VERSION,
  UnknownFlowError,
  type FlowManifest,
  type FlowTrace,
  type TraceEntry,
  type TraceMachine,
} from '../../../schemas/flowTrace';
import type { ToastParams } from '../../../machines/flowEffects';
import {
  PLACEHOLDER_PHONE,
  REPLAY_CODE,
  REPLAY_PASSWORD,
  outcomeError,
  placeholderDetails,
  placeholderOutput,
} from './replayOutcomes';
import type { OlderMachine, OwnerScreen, ReplayMismatch, ScreenToast, TodayMove } from '../model';
import { snapshotView, type SnapshotView } from './replayScreens';
import { toastsOnScreen, type IssuedToast } from './replayToasts';
import { inlineFailures } from '../model';
import { sameWords } from '../../../services/toast';

// Replays a trace on the production machines themselves: each recorded event is fed to the
// machine, each recorded actor call resolves or fails as it did for the owner, and every
// move today's machines make is checked against the move the trace recorded. What the
// console draws for a step is what the machines did in the replay, never a guess.

export type RootMachine = FlowId;

export interface ReplayFrame {
  // 0-based index into the trace's entries.
  index: number;
  entry: TraceEntry;
  root: RootMachine;
  screen: OwnerScreen;
  toasts: ScreenToast[];
}

export interface ReplayResult {
  frames: ReplayFrame[];
  // The first step today's machines did not take as recorded; the frames stop before it.
  mismatch?: ReplayMismatch;
  // The machines an earlier version of recorded the trace, each with both versions.
  older: OlderMachine[];
  // The trace names no versions (format 2): which ones recorded it is not known.
  unversioned: boolean;
}

const todayManifest: FlowManifest = manifest;

/** The machines of `trace` whose recorded version is not today's, in the trace's order. */
export function olderMachines(trace: FlowTrace): OlderMachine[] {
  const named = [...new Set(trace.entries.map((entry) => entry.machine))];
  return named.flatMap((machine) => {
    const recorded = trace.versions?.[machine];
    const today = todayManifest.machines[machine].version;
    return recorded && recorded !== today ? [{ machine, recorded, today }] : [];
  });
}

const rootOf = (machine: TraceMachine): RootMachine => flowOf(machine);

// Moves a machine makes on its own after another one: a child's news to its flow, a child
// started or stopped by its flow's invoke, the flow hearing its child finish.
const CONSEQUENCES = new Set([
  'phoneCode.sent',
  'phoneCode.checking',
  'phoneCode.rejected',
  'xstate.stop',
  'xstate.done.actor.phoneCode',
  'xstate.error.actor.phoneCode',
]);

// Past any resend countdown: the delay a recorded `xstate.after` fired after.
const CLOCK_STEP_MS = 24 * 60 * 60 * 1000;

interface Settle {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

// Any machine's event: each user event is built for the machine the trace names.
type ReplayEvent = { type: string } & Record<string, unknown>;

interface Moved {
  machine: TraceMachine;
  event: string;
  to: string;
  screen: OwnerScreen;
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

class Replayer {
  readonly clock = new SimulatedClock();
  readonly pending = new Map<string, Settle>();
  readonly roots = new Map<RootMachine, AnyActorRef>();
  // Every machine of the trace, children included, as last heard from.
  readonly actors = new Map<TraceMachine, ActorRefLike>();
  readonly views = new Map<TraceMachine, SnapshotView>();
  readonly moved: Moved[] = [];
  // Toasts by the index of the move that raised them.
  readonly toasts: { request: ToastParams; move: number }[] = [];

  constructor(private readonly trace: FlowTrace) {}

  // A promise actor that settles when the replay reaches the recorded answer.
  awaited<T, I>(machine: TraceMachine) {
    return fromPromise<T, I>(
      ({ self }) =>
        new Promise<T>((resolve, reject) => {
          // The recorded answer decides the value; placeholderOutput gives each actor its shape.
          this.pending.set(`${machine}/${self.id}`, { resolve: (v) => resolve(v as T), reject });
        }),
    );
  }

  toast = (request: ToastParams) => {
    this.toasts.push({ request, move: this.moved.length });
  };

  inspect = (root: RootMachine) => (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.snapshot') return;
    const view = snapshotView(inspection.snapshot);
    if (!view) return;
    const { actorRef } = inspection;
    const id = 'id' in actorRef ? String(actorRef.id) : '';
    const name = actorRef.sessionId === inspection.rootId ? root : `${root}.${id}`;
    const machine = TRACE_MACHINES.find((m) => m === name);
    if (!machine) return;
    this.actors.set(machine, actorRef);
    // A child's news reaches its flow before the child's own move is reported, but after its
    // snapshot is set: the live snapshots show what the screen showed.
    for (const [other, ref] of this.actors) {
      const live = other === machine ? view : snapshotView(ref.getSnapshot());
      if (live) this.views.set(other, live);
    }
    this.moved.push({
      machine,
      event: inspection.event.type,
      to: view.state,
      screen: ownerScreen(root, this.views, this.trace.locale),
    });
  };

  // The machine as the replay runs it: every call it makes answers as the owner's did, a
  // child machine the same way under its own trace name, and its toasts are collected. Its
  // other injected actions (storage, router) stay the no-ops the machine declares.
  provided(name: TraceMachine, machine: AnyStateMachine): AnyStateMachine {
    const actors = Object.fromEntries(
      Object.entries(machine.implementations.actors).map(([key, logic]) => {
        if (!(logic instanceof StateMachine)) return [key, this.awaited(name)];
        const child = `${name}.${key}`;
        if (!isTraceMachine(child)) throw new UnknownFlowError(child);
        return [key, this.provided(child, logic)];
      }),
    );
    const actions = 'toast' in machine.implementations.actions ? { toast: this.toastOf } : {};
    return machine.provide({ actors, actions });
  }

  start(root: RootMachine, to: string): AnyActorRef {
    const options = { clock: this.clock, inspect: this.inspect(root) };
    const placeholders = {
      now: Date.now(),
      phone: PLACEHOLDER_PHONE,
      details: placeholderDetails(true),
    };
    const actor = createActor(this.provided(root, MACHINES[root]), {
      ...options,
      input: REPLAY_INPUT[root](to, placeholders),
    });
    // A machine that throws stops; the next step then reports where it stopped.
    actor.subscribe({ error: () => {} });
    this.roots.get(root)?.stop();
    this.roots.set(root, actor);
    actor.start();
    return actor;
  }

  toastOf = (_: unknown, request: ToastParams) => this.toast(request);

  // The recorded answer of an actor call, given to the call the replay is holding.
  settle(entry: TraceEntry): boolean {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(entry.event);
    if (!match) return false;
    const [, kind, id = ''] = match;
    const key = `${entry.machine}/${id}`;
    const waiting = this.pending.get(key);
    if (!waiting) return false;
    this.pending.delete(key);
    if (kind === 'done') waiting.resolve(placeholderOutput(id));
    else waiting.reject(outcomeError(entry.outcome));
    return true;
  }

  // The event a user action sends, with placeholder values where the machine needs them.
  userEvent(entry: TraceEntry, index: number): ReplayEvent {
    const { machine, event: type } = entry;
    if (type === 'form.submit') {
      // The form's own location decides whether registering looks the device up.
      const next = this.trace.entries
        .slice(index + 1)
        .find((e) => e.machine === 'signup' && e.to.startsWith('registering.'));
      const withLocation = next?.to !== 'registering.locating';
      return { type, details: placeholderDetails(withLocation), password: REPLAY_PASSWORD };
    }
    if (type === 'password.submit')
      return machine === 'reset'
        ? { type, newPassword: REPLAY_PASSWORD }
        : { type, password: REPLAY_PASSWORD };
    if (type === 'phone.submit') return { type, phone: PLACEHOLDER_PHONE };
    if (type === 'code.enter') return { type, code: REPLAY_CODE };
    if (type === 'login.submit')
      return { type, username: PLACEHOLDER_PHONE, password: REPLAY_PASSWORD };
    // The contact form hands its machine a valid form only.
    if (type === 'submit' && machine === 'contact')
      return {
        type,
        values: { fullname: 'Owner name', email: 'owner@business.example', message: 'A message.' },
      };
    return { type };
  }

  // Whether feeding this entry makes a machine move, rather than recording a move that
  // another one caused.
  drives({ machine, event }: TraceEntry): boolean {
    if (event === FORM_INVALID_EVENT || CONSEQUENCES.has(event)) return false;
    return event !== 'xstate.init' || !machine.includes('.');
  }

  async drive(entry: TraceEntry, index: number): Promise<void> {
    const { machine, event } = entry;
    const isChild = machine.includes('.');
    if (event === 'xstate.init') {
      if (!isChild) this.start(rootOf(machine), entry.to);
    } else if (event.startsWith('xstate.after.')) {
      this.clock.increment(CLOCK_STEP_MS);
    } else if (event.startsWith('xstate.done.actor.') || event.startsWith('xstate.error.actor.')) {
      this.settle(entry);
    } else if (!CONSEQUENCES.has(event)) {
      const actor = this.actors.get(machine);
      if (!actor) return;
      actor.send(this.userEvent(entry, index));
    }
    await flush();
  }
}

function mismatchMessage(step: number, entry: TraceEntry, today: TodayMove) {
  const where = today.to === undefined ? 'is not running' : `is in ${today.to || 'no state'}`;
  const after = today.event && today.event !== entry.event ? ` after ${today.event}` : '';
  return `Step ${step}: the trace says ${entry.machine} moved to ${entry.to || 'no state'} on ${entry.event}, today's machine ${where}${after}.`;
}

export async function replayTrace(trace: FlowTrace): Promise<ReplayResult> {
  // Checked before anything runs: the trace may come from a site with flows this one lacks.
  const unknown = trace.entries.find((entry) => !isTraceMachine(entry.machine));
  if (unknown) throw new UnknownFlowError(unknown.machine);
  const replayer = new Replayer(trace);
  const frames: ReplayFrame[] = [];
  // The trace step each of the replay's moves stands for.
  const stepOfMove: number[] = [];
  const driven = new Set<number>();
  let cursor = 0;
  let mismatch: ReplayResult['mismatch'];
  for (const [index, entry] of trace.entries.entries()) {
    const root = rootOf(entry.machine);
    if (entry.event === FORM_INVALID_EVENT) {
      // Recorded by the page beside the machines: the form did not send anything.
      frames.push({
        index,
        entry,
        root,
        screen: ownerScreen(root, replayer.views, trace.locale),
        toasts: [],
      });
      continue;
    }
    try {
      // A consequence can be recorded before the move that caused it (a child starts while
      // its flow is still moving): with nothing to match yet, the next cause is fed first.
      let cause = replayer.drives(entry) ? index : -1;
      if (cause < 0 && !replayer.moved[cursor])
        cause = trace.entries.findIndex((e, i) => i > index && replayer.drives(e));
      if (cause >= 0 && !driven.has(cause)) {
        driven.add(cause);
        await replayer.drive(trace.entries[cause] ?? entry, cause);
      }
    } catch (error) {
      const today = { machine: entry.machine, from: entry.from };
      const message = `Step ${index + 1}: today's machine failed: ${String(error)}`;
      mismatch = { index, message, owner: entry, today };
      break;
    }
    const move = replayer.moved[cursor];
    if (
      !move ||
      move.machine !== entry.machine ||
      move.event !== entry.event ||
      move.to !== entry.to
    ) {
      // Today's machine moved (perhaps on another event), or stayed where it was.
      const today: TodayMove =
        move && move.machine === entry.machine
          ? { machine: entry.machine, event: move.event, from: entry.from, to: move.to }
          : {
              machine: entry.machine,
              from: entry.from,
              to: replayer.views.get(entry.machine)?.state,
            };
      mismatch = { index, message: mismatchMessage(index + 1, entry, today), owner: entry, today };
      break;
    }
    stepOfMove[cursor] = index;
    cursor += 1;
    frames.push({ index, entry, root, screen: move.screen, toasts: [] });
  }
  for (const actor of replayer.roots.values()) actor.stop();

  const issued: IssuedToast[] = replayer.toasts.flatMap(({ request, move }) => {
    const step = stepOfMove[move];
    const at = step === undefined ? undefined : trace.entries[step]?.t;
    return step === undefined || at === undefined ? [] : [{ request, step, at }];
  });
  // What the screen of a toast's own step said in place, as the app checks it.
  const saidInPlace = ({ step }: IssuedToast, message: string) => {
    const screen = frames.find((frame) => frame.index === step)?.screen;
    return !!screen && inlineFailures(screen).some((said) => sameWords(said, message));
  };
  for (const frame of frames)
    frame.toasts = toastsOnScreen(issued, frame.index, frame.entry.t, trace.locale, saidInPlace);
  return {
    frames,
    ...(mismatch ? { mismatch } : {}),
    older: olderMachines(trace),
    unversioned: trace.v !== TRACE_VERSION,
  };
}
