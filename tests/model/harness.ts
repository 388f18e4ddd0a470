import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventObject, InputFrom } from 'xstate';
import type { Coverage } from './coverage';
import { reportCoverage } from './coverageReport';
import { settleOutcome, type Router } from './driver';
import type { FakeWorld } from './fakeServices';
import type { FlowModel, FlowSnapshot } from './flowModel';
import { describePath, pathsForStart, type Path } from './paths';
import { tableProblems } from './tableCheck';

// A model suite is two tables over the production machine's own paths: what the user must
// see in each state, and what the user does to cause each event (and sees from it at once).

// The app's live actors, seen the way the model sees them.
export interface LiveView {
  value: unknown;
  // A state of the flow ('registering.submitting'), or of its code step ('phoneCode:waiting').
  matches: (state: string) => boolean;
}

// What a row gets: the rendered app for one path. Suites add their own fields.
export interface Scene {
  router: Router;
  world: FakeWorld;
  live: () => LiveView;
}

type Check<S> = (scene: S) => Promise<void> | void;
type EventCheck<S> = (scene: S, event: EventObject) => Promise<void> | void;

export interface ModelTables<S extends Scene> {
  // Every row whose state the app is in runs, in table order.
  states: Record<string, Check<S>>;
  // `does` is what the user does; actor outcomes (`xstate.done/error.actor.*`) need none,
  // the harness settles the call the app made. `sees` runs once the app reached the step.
  events: Record<string, { does?: EventCheck<S>; sees?: EventCheck<S> }>;
  // States no row names, each with why (transient, or shown by another row).
  unseen?: Record<string, string>;
  // Events the machine handles that the model never sends, each with why.
  notModelled?: Record<string, string>;
}

export type FlowPath = Path<FlowSnapshot>;

export interface ModelStart<M extends AnyStateMachine, S extends Scene> {
  name: string;
  input: InputFrom<M>;
  // Renders the app as this start finds it (URL, storage).
  open: () => Promise<S>;
  // What the user sees on arrival, beyond the state's own row.
  sees?: Check<S>;
  // Which paths this start replays; by default, those walking an edge no earlier start walked.
  choose?: (all: FlowPath[]) => FlowPath[];
}

export interface ModelSuite<M extends AnyStateMachine, S extends Scene> {
  name: string;
  model: FlowModel<M>;
  events: readonly EventObject[];
  serializeState: (snapshot: FlowSnapshot) => string;
  starts: ModelStart<M, S>[];
  tables: ModelTables<S>;
  // What the paths reached of each production machine, left for scripts/model-coverage.ts.
  coverage: Coverage[];
}

// Every state row whose state the app is in, in table order.
export async function seeState<S extends Scene>(scene: S, tables: ModelTables<S>) {
  const view = scene.live();
  for (const [state, check] of Object.entries(tables.states))
    if (view.matches(state)) await check(scene);
}

export async function replay<M extends AnyStateMachine, S extends Scene>(
  path: FlowPath,
  start: ModelStart<M, S>,
  tables: ModelTables<S>,
): Promise<void> {
  const scene = await start.open();
  const reached = async (value: unknown) =>
    waitFor(() => expect(scene.live().value).toEqual(value));
  await reached(path.steps[0]?.state.value);
  await seeState(scene, tables);
  await start.sees?.(scene);
  for (const { event, state } of path.steps.slice(1)) {
    const row = tables.events[event.type];
    if (!(await settleOutcome(event, scene.world))) {
      if (!row?.does) throw new Error(`no row says what the user does for ${event.type}`);
      await row.does(scene, event);
    }
    await reached(state.value);
    await row?.sees?.(scene, event);
    await seeState(scene, tables);
  }
}

// One describe per start, one test per path, after a test that the tables name every state
// and event of the machine.
export function describeModel<M extends AnyStateMachine, S extends Scene>(
  suite: ModelSuite<M, S>,
): void {
  const { machine, child } = suite.model;
  const { tables } = suite;
  describe(`${suite.name} model`, () => {
    it('has a row, or a reason for none, for every state and event of the machine', () => {
      const problems = tableProblems({
        name: suite.name,
        machine,
        child,
        events: suite.events,
        states: Object.keys(tables.states),
        unseen: tables.unseen ?? {},
        does: (type) => !!tables.events[type]?.does,
        notModelled: tables.notModelled ?? {},
      });
      if (problems.length) throw new Error(problems.join('\n'));
    });
  });
  const { ran } = reportCoverage(suite.name, suite.coverage);
  const walked = new Set<string>();
  for (const start of suite.starts) {
    const paths = pathsForStart(
      suite.model,
      { events: suite.events, input: start.input, serializeState: suite.serializeState },
      walked,
      start.choose,
    );
    describe(`${suite.name} model, ${start.name}`, () => {
      it.each(paths.map((p) => [describePath(p), p] as const))(
        '%s',
        { timeout: 30_000 },
        async (_, path) => {
          ran();
          await replay(path, start, tables);
        },
      );
    });
  }
}
