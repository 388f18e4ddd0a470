import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type Page, type Route } from '@playwright/test';
import type { AnyStateMachine, EventObject } from 'xstate';
import { locales, type Locale } from '../../../src/paraglide/runtime.js';
import {
  stateKey,
  type FlowTrace,
  type TraceEntry,
  type TraceMachine,
} from '../../../src/schemas/flowTrace';
import { pathFromTrace } from '../../model/tracePath';
import type { FlowModel, FlowSnapshot } from '../../model/flowModel';
import type { ApiClient } from '../helpers/apiClient';
import type { EmulatorCodes } from '../helpers/emulatorCodes';
import { test } from '../helpers/fixtures';
import { tabTrace } from '../helpers/tabTrace';
import { describePath, pathsForStart, type Path, type PathOptions } from '../../model/paths';
import { readWeights, weightOf } from '../../model/randomWeights';
import type { TestPhone } from '../../helpers/phones';

// The model suites' paths, replayed in Chromium against the production build, the real API
// and the auth emulator. The paths are the ones `npm run test:model` generates from the same
// machine; what the user does and sees is found through Playwright. Where the app is comes
// from the app itself: every flow records its steps in the tab's trace (sessionStorage
// `flowTrace`), the same record support replays. An actor's call is held at the network
// layer until the path says how it ends, then let through, answered or cut.

// Inside Playwright's output folder, which each run empties first: no path of an earlier run
// counts.
export const BROWSER_COVERAGE_DIR = 'test-results/e2e/model-browser';

export interface BrowserScene {
  page: Page;
  locale: Locale;
}

type Check<S> = (scene: S) => Promise<void>;

// How a held call ends: let through to the real service, answered as given, or cut.
export type Settle = (route: Route) => Promise<void>;

export interface BrowserTables<S extends BrowserScene> {
  states: Record<string, Check<S>>;
  events: Record<
    string,
    {
      // `next` is the path's following event: the code a user types is the right one or a
      // wrong one as the check's outcome will be.
      does?: (scene: S, event: EventObject, next: EventObject | undefined) => Promise<void>;
      sees?: (scene: S, event: EventObject) => Promise<void>;
    }
  >;
  // The call each actor makes, to hold until its outcome step; and how each outcome ends it.
  // An actor with no call here (the device's location) ends by itself: the state it runs
  // in may be passed before it can be looked at, so only the state after its end is.
  calls: Record<string, { url: string | RegExp; method: string }>;
  settle: (scene: S, outcome: EventObject) => Settle;
}

// What a start gets to open the app as it finds it.
export interface StartContext {
  page: Page;
  locale: Locale;
  api: ApiClient;
  codes: EmulatorCodes;
  newPhone: () => TestPhone;
  // Runs `steps` with the held calls let through: a user's errand in another flow of the tab
  // (a reset's no-account screen offering a sign-up) that the path does not model.
  unheld: <T>(steps: () => Promise<T>) => Promise<T>;
}

export interface BrowserStart<S extends BrowserScene> {
  name: string;
  // The machine's input at this start, as the jsdom suite gives it.
  input?: unknown;
  open: (context: StartContext) => Promise<S>;
  // What the owner sees on arrival, beyond the state's own row.
  sees?: (scene: S) => Promise<void>;
  choose?: (all: Path<FlowSnapshot>[]) => Path<FlowSnapshot>[];
}

export interface BrowserSuite<S extends BrowserScene> {
  name: string;
  // The machine as the trace names it, and its code step child's name, if it has one.
  machine: TraceMachine;
  child?: TraceMachine;
  model: FlowModel<AnyStateMachine>;
  events: readonly EventObject[];
  serializeState: (snapshot: FlowSnapshot) => string;
  starts: BrowserStart<S>[];
  tables: BrowserTables<S>;
  // The paths of each start that has no `choose`, given the edges earlier starts walked;
  // by default the jsdom suite's (`pathsForStart`).
  choosePaths?: (
    model: FlowModel<AnyStateMachine>,
    options: PathOptions<FlowSnapshot, unknown>,
    walked: Set<string>,
  ) => Path<FlowSnapshot>[];
}

const OUTCOME = /^xstate\.(done|error)\.actor\.(\w+)$/;

/** The steps the tab's trace recorded of these machines. */
async function stepsOf(page: Page, machines: TraceMachine[]): Promise<TraceEntry[]> {
  // Read again on the next poll when the page is between documents (a logout reloads it).
  const entries = (await tabTrace(page).catch(() => undefined))?.entries ?? [];
  return entries.filter((e) => machines.includes(e.machine));
}

/** Where the app's actor of `machine` is, by the last step its trace recorded. */
async function whereIs(page: Page, machine: TraceMachine): Promise<string | undefined> {
  return (await stepsOf(page, [machine])).at(-1)?.to;
}

// Calls held until their outcome step: one queue per actor. Once a call is ended as the path
// says, the client's own retries of it (ky repeats a failed read) end the same way, until the
// user does something again.
class HeldCalls {
  private held = new Map<string, Route[]>();
  private waiting = new Map<string, (route: Route) => void>();
  private repeat = new Map<string, Settle>();
  private open = false;

  async watch(page: Page, id: string, call: { url: string | RegExp; method: string }) {
    await page.route(call.url, (route) => {
      if (this.open || route.request().method() !== call.method) return route.fallback();
      const again = this.repeat.get(id);
      if (again) return again(route);
      const wake = this.waiting.get(id);
      if (wake) {
        this.waiting.delete(id);
        return wake(route);
      }
      this.held.set(id, [...(this.held.get(id) ?? []), route]);
    });
  }

  /** Ends the actor's next call (once it has made it) as `settle` says. */
  async settle(id: string, settle: Settle): Promise<void> {
    const queue = this.held.get(id) ?? [];
    const route =
      queue.shift() ?? (await new Promise<Route>((resolve) => this.waiting.set(id, resolve)));
    this.repeat.set(id, settle);
    await settle(route);
  }

  /** The user acts: their next calls wait for the path again. */
  userActs(): void {
    this.repeat.clear();
  }

  async unheld<T>(steps: () => Promise<T>): Promise<T> {
    this.open = true;
    try {
      return await steps();
    } finally {
      this.open = false;
    }
  }
}

// Where a path step says the app is: the flow's state, and its code step's while it runs.
function placeOf(value: unknown): { flow: string; code?: string } {
  const { flow, code } = value as { flow: unknown; code?: unknown };
  return { flow: stateKey(flow), ...(code ? { code: stateKey(code) } : {}) };
}

// How a failing step is named: its place in the path, or in the trace it came from.
type StepName = (index: number) => string;
const pathStep: StepName = (i) => `path step ${i + 1}`;

async function replay<S extends BrowserScene>(
  context: Omit<StartContext, 'unheld'>,
  suite: BrowserSuite<S>,
  start: BrowserStart<S>,
  path: Path<FlowSnapshot>,
  stepName: StepName,
): Promise<void> {
  const { page } = context;
  const held = new HeldCalls();
  for (const [id, call] of Object.entries(suite.tables.calls)) await held.watch(page, id, call);
  const scene = await start.open({ ...context, unheld: (steps) => held.unheld(steps) });
  const machines = [suite.machine, ...(suite.child ? [suite.child] : [])];
  const seeState = async ({ flow, code }: { flow: string; code?: string }) => {
    for (const [state, check] of Object.entries(suite.tables.states)) {
      const [, child, inChild] = /^(\w+):(.+)$/.exec(state) ?? [];
      const at = child ? code : flow;
      const name = child ? inChild : state;
      if (at === name || at?.startsWith(`${name}.`)) await check(scene);
    }
  };
  // The trace's last step of these machines before the user's step, so that the state is
  // read once the app has taken it (a step that stays in its state records one too).
  const mark = async () => JSON.stringify((await stepsOf(page, machines)).at(-1) ?? null);
  const endsByItself = (type: string | undefined) => {
    const actor = type && OUTCOME.exec(type)?.[2];
    return !!actor && !(actor in suite.tables.calls);
  };
  const reached = async (value: unknown, before: string) => {
    const want = placeOf(value);
    await expect
      .poll(
        async () => {
          const all = await stepsOf(page, machines);
          const since = all.slice(all.findLastIndex((e) => JSON.stringify(e) === before) + 1);
          if (!since.length) return 'no step recorded yet';
          // Reached, and left since only by answers that come by themselves (the device's
          // location, at a path's end): the state was passed, as the app passes it.
          const passed = since.findLastIndex(
            (e) => e.machine === suite.machine && e.to === want.flow,
          );
          if (
            !want.code &&
            passed >= 0 &&
            since.slice(passed + 1).every((e) => endsByItself(e.event))
          )
            return want;
          const flow = await whereIs(page, suite.machine);
          const code = want.code && suite.child ? await whereIs(page, suite.child) : undefined;
          return { flow, ...(code ? { code } : {}) };
        },
        { message: `the app reaches ${JSON.stringify(want)}` },
      )
      .toEqual(want);
    return want;
  };
  // A tab where nothing happened yet has no trace: the recorder keeps an actor's start aside
  // until its first step (src/app/storage/flowTrace.ts), so the first state is read once it is written.
  const first = placeOf(path.steps[0]?.state.value);
  const recorded = await whereIs(page, suite.machine);
  if (recorded !== undefined) expect(recorded, 'where the flow starts').toBe(first.flow);
  await seeState(first);
  await start.sees?.(scene);
  const steps = path.steps.slice(1);
  let before = await mark();
  for (const [i, { event, state }] of steps.entries()) {
    const row = suite.tables.events[event.type];
    const outcome = OUTCOME.exec(event.type)?.[2];
    const next = steps[i + 1]?.event;
    try {
      if (outcome && outcome in suite.tables.calls) {
        await held.settle(outcome, suite.tables.settle(scene, event));
      } else if (!outcome) {
        if (!row?.does) throw new Error(`no row says what the user does for ${event.type}`);
        held.userActs();
        await row.does(scene, event, next);
      }
      // Passed on its way to the next step, which is looked at instead.
      if (endsByItself(next?.type)) continue;
      const at = await reached(state.value, before);
      before = await mark();
      await row?.sees?.(scene, event);
      await seeState(at);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${stepName(i)} (${event.type}): ${message}`, { cause: error });
    }
  }
}

/** Replays one path, then leaves what the app recorded for the browser coverage report. */
async function replayPath<S extends BrowserScene>(
  context: Omit<StartContext, 'unheld'>,
  suite: BrowserSuite<S>,
  start: BrowserStart<S>,
  path: Path<FlowSnapshot>,
  file: string,
  stepName: StepName = pathStep,
): Promise<void> {
  const { page, locale } = context;
  const began = Date.now();
  try {
    await replay(context, suite, start, path, stepName);
  } finally {
    const entries = (await tabTrace(page).catch(() => undefined))?.entries ?? [];
    mkdirSync(BROWSER_COVERAGE_DIR, { recursive: true });
    writeFileSync(
      `${BROWSER_COVERAGE_DIR}/${file}.json`,
      JSON.stringify({
        suite: suite.name,
        machine: suite.machine,
        locale,
        input: start.input,
        // How long the path took, for the suite's time in the report.
        ms: Date.now() - began,
        entries,
      }),
    );
  }
}

/**
 * One describe per page language and start, one test per path: the paths the jsdom harness
 * chooses for the same starts.
 */
export function describeBrowserModel<S extends BrowserScene>(suite: BrowserSuite<S>): void {
  const owners = ownersOrder();
  for (const locale of locales) {
    const walked = new Set<string>();
    for (const start of suite.starts) {
      const options = {
        events: suite.events,
        input: start.input,
        serializeState: suite.serializeState,
      };
      const paths =
        !start.choose && suite.choosePaths
          ? suite.choosePaths(suite.model, options, walked)
          : pathsForStart(suite.model, options, walked, start.choose);
      test.describe(`${suite.name} model in Chromium (${locale}), ${start.name}`, () => {
        owners(paths).forEach(({ path, run }, i) =>
          test(`path ${i + 1}${run ? ` (again, ${run})` : ''}: ${describePath(path)}`, ({
            page,
            api,
            emulatorCodes,
            newPhone,
          }, testInfo) =>
            replayPath(
              { page, locale, api, codes: emulatorCodes, newPhone },
              suite,
              start,
              path,
              `${suite.name}-${locale}-${testInfo.testId}-${i}`,
            )),
        );
      });
    }
  }
}

/**
 * With owners' weights (`npm run trace:coverage` writes them; `MODEL_WEIGHTS` names another
 * file), the paths owners walk most run first, and with `MODEL_REPEAT=n` up to n more times
 * in proportion to how often owners took their transitions. Without weights, as generated.
 */
function ownersOrder() {
  const weights = readWeights()?.machines;
  const repeat = Math.max(0, Number(process.env.MODEL_REPEAT ?? 0) || 0);
  const hitsOf = (path: Path<FlowSnapshot>) =>
    path.steps.slice(1).reduce((sum, step, i) => {
      const from = path.steps[i]?.state;
      return from ? sum + weightOf(from, step.event, weights) - 1 : sum;
    }, 0);
  return (paths: Path<FlowSnapshot>[]) => {
    if (!weights) return paths.map((path) => ({ path, run: 0 }));
    const ranked = paths
      .map((path) => ({ path, hits: hitsOf(path) }))
      .sort((a, b) => b.hits - a.hits);
    const most = ranked[0]?.hits ?? 0;
    return ranked.flatMap(({ path, hits }) => [
      { path, run: 0 },
      ...Array.from({ length: most ? Math.round((repeat * hits) / most) : 0 }, (_, i) => ({
        path,
        run: i + 1,
      })),
    ]);
  };
}

/**
 * A trace from the support console, replayed in Chromium in the owner's language from a fresh
 * visit, with the suite's rows: where today's machines would go elsewhere than the owner
 * went, it fails before the browser opens, naming the trace's step (tests/model/tracePath.ts);
 * where the app does, at the step it does.
 */
export async function replayTrace<S extends BrowserScene>(
  context: Omit<StartContext, 'unheld' | 'locale'>,
  suite: BrowserSuite<S>,
  trace: FlowTrace,
  file: string,
): Promise<void> {
  const { path, steps } = pathFromTrace(trace, suite);
  const start = suite.starts.find((s) => s.name === 'fresh');
  if (!start) throw new Error(`the ${suite.name} suite has no fresh start`);
  await replayPath({ ...context, locale: trace.locale }, suite, start, path, file, (i) => {
    return `trace ${trace.reference}, step ${steps[i + 1] ?? '?'}`;
  });
}
