import { expect, type BrowserContext, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import type { Locale } from '../../../src/paraglide/runtime.js';
import type { Failure } from '../../../src/schemas/failure';
import type { TraceMachine } from '../../../src/schemas/flowTrace';
import type { TestPhone } from '../../helpers/phones';
import type { ApiClient } from './apiClient';
import { ownerIn } from './arabicFlows';
import type { EmulatorCodes } from './emulatorCodes';
import type { Call, CallKind, FaultName, FirebaseStep, Injected } from './faults';
import { escapeRegExp, message, type BusinessOwner, type flowsIn } from './flows';
import { tabTrace } from './tabTrace';
import type { StackUrls } from './stackEnv';

// Every invoked actor of every flow machine, as an owner reaches it in the browser, with
// what must hold when its call fails: the owner is told in the page's language, what they
// typed is still there, trying again works once the fault is gone, the tab's trace has the
// failure, and no phone proof was spent without an account (asked of the API).

export interface Row {
  page: Page;
  context: BrowserContext;
  stack: StackUrls;
  api: ApiClient;
  emulatorCodes: EmulatorCodes;
  newPhone: () => TestPhone;
  locale: Locale;
  flows: ReturnType<typeof flowsIn>;
  fault: FaultName;
  // The failure the site must make of the fault at this call.
  failure: Failure;
  // How long the owner may wait to be told: past the site's limit for a hung call.
  patience: number;
  // Starts the fault at the actor's call; `offlineAsAbort` for a call made as a page loads or
  // right after another call, which the browser going offline would fail first.
  inject: (call: Call, offlineAsAbort?: boolean) => Promise<Injected>;
  // One line of what the row proved, for the matrix.
  checked: (what: string) => void;
}

export interface FaultActor {
  name: string;
  kind: CallKind;
  // Where the trace records the call's end.
  machine: TraceMachine;
  event: string;
  // A Firebase step's own failure, when Firebase's explains nothing more precise.
  step?: FirebaseStep;
  faults: FaultName[];
  run: (row: Row) => Promise<void>;
}

export const ownerFor = (row: Row, phone: TestPhone): BusinessOwner => ownerIn(row.locale, phone);

/**
 * The owner reads `text`: in a toast, or in place (a screen that says a failure under its
 * form says it once, and its line may differ in case alone).
 */
export async function told(row: Row, text: string): Promise<void> {
  const words = new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`, 'i');
  await expect(message(row.page, words)).toBeVisible({ timeout: row.patience });
  row.checked(`told "${text}"`);
}

/** The tab's trace holds the call's end with the failure's outcome code. */
export async function traced(row: Row, actor: FaultActor, outcome: string): Promise<void> {
  const outcomes = async () =>
    (await tabTrace(row.page)).entries
      .filter((e) => e.machine === actor.machine && e.event === actor.event)
      .map((e) => e.outcome);
  await expect
    .poll(outcomes, {
      message: `the trace records ${actor.event} with ${outcome}`,
      timeout: row.patience,
    })
    .toContain(outcome);
  row.checked(`traced ${outcome}`);
}

// Each machine's rows live in a module of their own, `tests/e2e/faults/<machine>.faults.ts`,
// whose default export is its list: a new flow adds its file, and nothing here names it.
const FAULTS_DIR = new URL('../faults/', import.meta.url);

/** Every machine's fault rows, in the order of their files' names. */
export async function loadFaultActors(): Promise<FaultActor[]> {
  const files = readdirSync(FAULTS_DIR)
    .filter((file) => file.endsWith('.faults.ts'))
    .sort();
  const modules = await Promise.all(
    files.map(
      async (file) => (await import(new URL(file, FAULTS_DIR).href)) as { default: FaultActor[] },
    ),
  );
  return modules.flatMap((module) => module.default);
}
