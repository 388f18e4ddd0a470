import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type Page, type Route } from '@playwright/test';
import type { AnyStateMachine, EventObject } from 'xstate';
import { locales, type Locale } from '../../../src/paraglide/runtime.js';
import { stateKey, type TraceMachine } from '../../../src/schemas/flowTrace';
import type { FlowModel, FlowSnapshot } from '../../model/flowModel';
import type { ApiClient } from '../support/apiClient';
import { test } from '../support/fixtures';
import { tabTrace } from '../support/tabTrace';
import { describePath, pathsForStart, type Path } from '../../model/paths';

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
      does?: (scene: S, event: EventObject) => Promise<void>;
      sees?: (scene: S, event: EventObject) => Promise<void>;
    }
  >;
  // The call each actor makes, to hold until its outcome step; and how each outcome ends it.
  calls: Record<string, { url: string | RegExp; method: string }>;
  settle: (scene: S, outcome: EventObject) => Settle;
}

// What a start gets to open the app as it finds it.
export interface StartContext {
  page: Page;
  locale: Locale;
  api: ApiClient;
}

export interface BrowserStart<S extends BrowserScene> {
  name: string;
  // The machine's input at this start, as the jsdom suite gives it.
  input?: unknown;
  open: (context: StartContext) => Promise<S>;
  choose?: (all: Path<FlowSnapshot>[]) => Path<FlowSnapshot>[];
}

export interface BrowserSuite<S extends BrowserScene> {
  name: string;
  // The machine as the trace names it.
  machine: TraceMachine;
  model: FlowModel<AnyStateMachine>;
  events: readonly EventObject[];
  serializeState: (snapshot: FlowSnapshot) => string;
  starts: BrowserStart<S>[];
  tables: BrowserTables<S>;
}

const OUTCOME = /^xstate\.(done|error)\.actor\.(\w+)$/;

/** Where the app's actor of `machine` is, by the last step its trace recorded. */
async function whereIs(page: Page, machine: TraceMachine): Promise<string | undefined> {
  // Read again on the next poll when the page is between documents (a logout reloads it).
  const entries = (await tabTrace(page).catch(() => undefined))?.entries ?? [];
  return entries.filter((e) => e.machine === machine).at(-1)?.to;
}

// Calls held until their outcome step: one queue per actor. Once a call is ended as the path
// says, the client's own retries of it (ky repeats a failed read) end the same way, until the
// user does something again.
class HeldCalls {
  private held = new Map<string, Route[]>();
  private waiting = new Map<string, (route: Route) => void>();
  private repeat = new Map<string, Settle>();

  async watch(page: Page, id: string, call: { url: string | RegExp; method: string }) {
    await page.route(call.url, (route) => {
      if (route.request().method() !== call.method) return route.fallback();
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
}

async function replay<S extends BrowserScene>(
  context: StartContext,
  suite: BrowserSuite<S>,
  start: BrowserStart<S>,
  path: Path<FlowSnapshot>,
): Promise<void> {
  const { page } = context;
  const held = new HeldCalls();
  for (const [id, call] of Object.entries(suite.tables.calls)) await held.watch(page, id, call);
  const scene = await start.open(context);
  const seeState = async (at: string | undefined) => {
    for (const [state, check] of Object.entries(suite.tables.states))
      if (at === state || at?.startsWith(`${state}.`)) await check(scene);
  };
  const reached = async (value: unknown) => {
    await expect
      .poll(() => whereIs(page, suite.machine), { message: `the app reaches ${stateKey(value)}` })
      .toBe(stateKey(value));
    return stateKey(value);
  };
  // A tab where nothing happened yet has no trace: the recorder keeps an actor's start aside
  // until its first step (src/app/flowTrace.ts), so the first state is read once it is written.
  const first = stateKey((path.steps[0]?.state.value as { flow: unknown }).flow);
  const recorded = await whereIs(page, suite.machine);
  if (recorded !== undefined) expect(recorded, 'where the flow starts').toBe(first);
  await seeState(first);
  for (const { event, state } of path.steps.slice(1)) {
    const row = suite.tables.events[event.type];
    const outcome = OUTCOME.exec(event.type);
    if (outcome?.[2]) {
      await held.settle(outcome[2], suite.tables.settle(scene, event));
    } else {
      if (!row?.does) throw new Error(`no row says what the user does for ${event.type}`);
      held.userActs();
      await row.does(scene, event);
    }
    const at = await reached((state.value as { flow: unknown }).flow);
    await row?.sees?.(scene, event);
    await seeState(at);
  }
}

/** Replays one path, then leaves what the app recorded for the browser coverage report. */
async function replayPath<S extends BrowserScene>(
  context: StartContext,
  suite: BrowserSuite<S>,
  start: BrowserStart<S>,
  path: Path<FlowSnapshot>,
  file: string,
): Promise<void> {
  const { page, locale } = context;
  try {
    await replay(context, suite, start, path);
  } finally {
    const entries = (await tabTrace(page).catch(() => undefined))?.entries ?? [];
    mkdirSync(BROWSER_COVERAGE_DIR, { recursive: true });
    writeFileSync(
      `${BROWSER_COVERAGE_DIR}/${file}.json`,
      JSON.stringify({ suite: suite.name, machine: suite.machine, locale, entries }),
    );
  }
}

/**
 * One describe per page language and start, one test per path: the paths the jsdom harness
 * chooses for the same starts.
 */
export function describeBrowserModel<S extends BrowserScene>(suite: BrowserSuite<S>): void {
  for (const locale of locales) {
    const walked = new Set<string>();
    for (const start of suite.starts) {
      const options = {
        events: suite.events,
        input: start.input,
        serializeState: suite.serializeState,
      };
      const paths = pathsForStart(suite.model, options, walked, start.choose);
      test.describe(`${suite.name} model in Chromium (${locale}), ${start.name}`, () => {
        paths.forEach((path, i) =>
          test(`path ${i + 1}: ${describePath(path)}`, ({ page, api }, testInfo) =>
            replayPath(
              { page, locale, api },
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
