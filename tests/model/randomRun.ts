import { act, cleanup, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { vi } from 'vitest';
import {
  initialTransition,
  transition,
  type AnyStateMachine,
  type ContextFrom,
  type EventObject,
} from 'xstate';
import { settleOutcome } from './driver';
import type { FlowModel, FlowSnapshot } from './flowModel';
import { seeState, type ModelStart, type ModelTables, type Scene } from './harness';
import { checkPlace, passwordsIn, storageProblems, watchStorage, type Stored } from './invariants';
import { eventName, WalkFailure, type WalksRun } from './randomReport';
import type { StateRules } from './randomRules';
import { drawn, weightOf, type Weights } from './randomWeights';

// Random walks through the real app, drawn by fast-check over the production machine: at each
// step one of the events the app's current state takes, caused as the model suites cause it
// (the tables' `does` rows, the fake world's calls settled), then the tables' rows and the
// invariants (invariants.ts) checked. Where the model suites walk each edge once along the
// shortest paths, these walk long and mixed ones: a resend after a wrong code after a
// change of number, a failure after a reload.

export interface RandomSuite<M extends AnyStateMachine, S extends Scene> {
  name: string;
  model: FlowModel<M>;
  events: readonly EventObject[];
  starts: ModelStart<M, S>[];
  tables: ModelTables<S>;
  rules: StateRules<ContextFrom<M>>;
}

export interface RandomOptions extends WalksRun {
  // Steps per walk at most.
  steps: number;
  // With the path, fast-check's record of which steps of the shrunk walk ran: together
  // they replay that walk alone (see the failure message).
  replayPath?: string;
  weights?: Weights;
}

// One walk: where the model says the app is, the app, and what was done so far.
interface Walk<S extends Scene> {
  state: FlowSnapshot;
  scene: S;
  stored: Stored;
  start: string;
  taken: string[];
  // Calls of each actor answered so far: the ones after are still waiting.
  answered: Map<string, number>;
}

// How finely a step's draw divides the events allowed: far more than any state allows.
const CHOICES = 10_000;

// How long a person pauses before each thing they do, in the app's time.
const USER_PAUSE_MS = 1000;

const outcomeId = (event: EventObject) =>
  /^xstate\.(done|error)\.actor\.(?<id>\w+)$/.exec(event.type)?.groups?.id;

const valueKey = (value: unknown): string =>
  value && typeof value === 'object'
    ? `{${Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => `${k}:${valueKey(v)}`)
        .join(',')}}`
    : JSON.stringify(value);

export function randomWalks<M extends AnyStateMachine, S extends Scene>(
  suite: RandomSuite<M, S>,
  options: RandomOptions,
) {
  const { model, tables, rules } = suite;
  // The starts' records were dated as their module loaded; each walk starts from then, so a
  // proof restored "a minute ago" is still a minute old however long the earlier walks took.
  const startedAt = Date.now();
  const passwords = passwordsIn(suite.events);
  // The resend countdown: the app's own timer ends it, so the model follows when the app
  // did (a wrong code after the countdown ran out finds it already over).
  const delayed = suite.events.filter((e) => e.type.startsWith('xstate.after.'));
  const next = (state: FlowSnapshot, event: EventObject) => transition(model, state, event)[0];

  const pending = (walk: Readonly<Walk<S>>, id: string) =>
    (walk.scene.world.calls[id]?.length ?? 0) - (walk.answered.get(id) ?? 0);

  // What the user (or the world, for a call's end) can do now: what the state takes, a call's
  // end only while the app waits on that call.
  const allowed = (walk: Readonly<Walk<S>>) =>
    suite.events.filter((event) => {
      const id = outcomeId(event);
      return walk.state.can(event) && (!id || pending(walk, id) > 0);
    });

  // Where the app may be once `state` is reached: there, or past a countdown that ran out.
  const around = (state: FlowSnapshot) => [
    state,
    ...delayed.filter((d) => state.can(d)).map((d) => next(state, d)),
  ];
  const liveMatch = (walk: Walk<S>, states: FlowSnapshot[]) => {
    const live = valueKey(walk.scene.live().value);
    return states.find((s) => valueKey(s.value) === live);
  };
  async function reach(walk: Walk<S>, state: FlowSnapshot) {
    const states = around(state);
    await waitFor(() => {
      const found = liveMatch(walk, states);
      if (!found)
        throw new Error(
          `expected ${JSON.stringify(state.value)}, the app is in ${JSON.stringify(walk.scene.live().value)}`,
        );
      walk.state = found;
    });
  }

  async function checkAll(walk: Walk<S>) {
    await seeState(walk.scene, tables);
    await checkPlace(walk.scene, walk.state, rules);
    const problems = storageProblems(walk.state, rules, walk.stored, passwords);
    if (problems.length) throw new Error(problems.join('\n'));
  }

  // A call whose caller has gone (a send left for another number, a lookup left for the
  // form) still waits in the fake world, ahead of the live one: it is answered first, and
  // nothing hears it.
  async function answerLeftCalls(walk: Walk<S>, id: string) {
    for (; pending(walk, id) > 1; walk.answered.set(id, (walk.answered.get(id) ?? 0) + 1))
      await act(async () => void walk.scene.world.settle(id, { error: new Error('caller left') }));
  }

  async function take(walk: Walk<S>, event: EventObject) {
    const { scene } = walk;
    const row = tables.events[event.type];
    const id = outcomeId(event);
    if (id) await answerLeftCalls(walk, id);
    if (await settleOutcome(event, scene.world)) {
      if (id) walk.answered.set(id, (walk.answered.get(id) ?? 0) + 1);
    } else {
      if (!row?.does) throw new Error(`no row says what the user does for ${event.type}`);
      // A person takes a moment before each thing they do, and what the app finishes a
      // moment later (a dismissed toast leaving) is done by then.
      await act(async () => void vi.advanceTimersByTime(USER_PAUSE_MS));
      await row.does(scene, event);
    }
    await reach(walk, next(walk.state, event));
    await row?.sees?.(scene, event);
    await checkAll(walk);
  }

  class Step implements fc.AsyncCommand<Walk<S>, S> {
    private took: string | undefined;
    constructor(readonly choice: number) {}
    check(walk: Readonly<Walk<S>>) {
      return allowed(walk).length > 0;
    }
    async run(walk: Walk<S>) {
      // A countdown the app ended since the last step is over in the model too.
      walk.state = liveMatch(walk, around(walk.state)) ?? walk.state;
      const choices = allowed(walk).map((item) => ({
        item,
        weight: weightOf(walk.state, item, options.weights),
      }));
      const event = drawn(choices, this.choice);
      this.took = eventName(event);
      walk.taken.push(this.took);
      try {
        await take(walk, event);
      } catch (error) {
        throw new WalkFailure(walk.start, walk.taken, error);
      }
    }
    toString() {
      return this.took ?? `step(${this.choice})`;
    }
    // Each replay gets its own steps, so a step names the event of the walk it ran in.
    [fc.cloneMethod]() {
      return new Step(this.choice);
    }
  }

  async function begin(start: ModelStart<M, S>) {
    cleanup();
    vi.setSystemTime(startedAt);
    window.localStorage.clear();
    window.sessionStorage.clear();
    const scene = await start.open();
    const walk: Walk<S> = {
      state: initialTransition(model, start.input)[0],
      scene,
      stored: watchStorage(scene.world),
      start: start.name,
      taken: [],
      answered: new Map(),
    };
    try {
      await reach(walk, walk.state);
      await start.sees?.(scene);
      await checkAll(walk);
    } catch (error) {
      throw new WalkFailure(walk.start, walk.taken, error);
    }
    return { model: walk, real: scene };
  }

  const byName = new Map(suite.starts.map((s) => [s.name, s]));
  const names = suite.starts.map((s) => s.name);
  return fc.asyncProperty(
    // The first start (a fresh visit) is where a failing walk shrinks to.
    fc.constantFrom(...names),
    fc.commands(
      [
        // A whole number, unbiased: fast-check's doubles crowd near 0 and its biased draws
        // lean to the edges, and either would pick the first event listed nearly every
        // time. Shrinking still leans there.
        fc.noBias(fc.nat({ max: CHOICES - 1 })).map((choice) => new Step(choice / CHOICES)),
      ],
      { maxCommands: options.steps, size: 'max', replayPath: options.replayPath },
    ),
    async (name, steps) => {
      const start = byName.get(name);
      if (!start) throw new Error(`no start ${name}`);
      await fc.asyncModelRun(() => begin(start), steps);
    },
  );
}
