// `npm run test:model:browser` ends here: what the model paths replayed in Chromium
// (tests/e2e/model) made the production machines do, per machine and page language, read from
// the trace each path left (test-results/e2e/model-browser). Prints the table, writes
// test-results/model-coverage-browser.json, and exits 1 when a machine with a browser suite is
// short of 100% of its states or transitions in a language, or has no browser suite at all
// (every machine the flow registry names must), naming what was missed.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  createActor,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import playwright from '../playwright.config';
import { locales } from '../src/paraglide/runtime.js';
import { stateKey, type TraceEntry, type TraceMachine } from '../src/schemas/flowTrace';
import { MODEL_MACHINES } from './lib/modelCoverage';
import { textTable } from './lib/textTable';
import { machineIdOf } from '../src/flows/registry';
import {
  PRODUCTION_MACHINES,
  machineTransitionIds,
  matchEntry,
  transitionId,
  type CoverageMachine,
} from './lib/traceTransitions';

const DIR = 'test-results/e2e/model-browser';
const WORKERS = typeof playwright.workers === 'number' ? playwright.workers : 1;
const OUT = 'test-results/model-coverage-browser.json';

interface PathRecord {
  suite: string;
  machine: TraceMachine;
  locale: string;
  // The machine's input at the path's start, as the harness opened the app with it.
  input?: unknown;
  ms?: number;
  entries: TraceEntry[];
}

interface Count {
  covered: number;
  total: number;
}

interface Row {
  machine: CoverageMachine;
  locale: string;
  driven: boolean;
  paths: number;
  states: Count;
  transitions: Count;
  guards: Count;
  missed: string[];
}

const guardName = (guard: unknown): string =>
  typeof guard === 'string'
    ? guard
    : guard && typeof guard === 'object' && 'type' in guard
      ? String(guard.type)
      : 'inline';

const guardKey = (t: AnyTransitionDefinition, index: number, outcome: boolean) =>
  `${transitionId(t, index)} [${guardName(t.guard)}] ${outcome}`;

function everything(machine: AnyStateMachine) {
  const nodes = [machine.root, ...getStateNodes(machine)];
  const branches = new Map<
    string,
    { t: AnyTransitionDefinition; index: number; list: AnyTransitionDefinition[] }
  >();
  for (const node of nodes)
    for (const list of [...node.transitions.values(), node.always ?? []])
      list.forEach((t, index) => branches.set(transitionId(t, index), { t, index, list }));
  const guards = [...branches.values()].flatMap(({ t, index }) =>
    t.guard ? [guardKey(t, index, true), guardKey(t, index, false)] : [],
  );
  return { nodes, branches, guards };
}

// A state path and every node above it, as ids.
function nodesOn(machine: AnyStateMachine, statePath: string): string[] {
  const byPath = new Map(getStateNodes(machine).map((n: AnyStateNode) => [n.path.join('.'), n]));
  return statePath
    .split(',')
    .filter(Boolean)
    .flatMap((leaf) => {
      const ids: string[] = [];
      for (let node = byPath.get(leaf); node; node = node.parent) ids.push(node.id);
      return ids;
    });
}

// An actor's start is recorded where it came to rest: the eventless steps it took from its
// initial state to get there (`booting` reading whether a user is stored) are told by that
// place, the first branch whose target leads there being the one taken.
function passedAtStart(machine: AnyStateMachine, to: string, states: Set<string>): string[] {
  const ids: string[] = [];
  let node: AnyStateNode | undefined = machine.root;
  while (node?.initial?.target?.[0]) node = node.initial.target[0];
  for (let hop = 0; node?.always?.length && hop < 5; hop += 1) {
    const here: AnyStateNode = node;
    const always = here.always ?? [];
    const index = always.findIndex((t) =>
      (t.target ?? []).some((target) => `${to}.`.startsWith(`${target.path.join('.')}.`)),
    );
    const taken = always[index];
    if (!taken) break;
    states.add(here.id);
    ids.push(transitionId(taken, index));
    node = taken.target?.[0];
    while (node?.initial?.target?.[0]) node = node.initial.target[0];
  }
  return ids;
}

// Which eventless branch a flow's start took cannot always be told by where it came to rest
// (a fresh visit and a stale reload both land on the form): the production machine, started
// from the path's input, says; it must come to rest where the trace says the app did.
function startFrom(machine: AnyStateMachine, input: unknown, to: string): string[] | undefined {
  const ids: string[] = [];
  const actor = createActor(machine, {
    input,
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return;
      for (const t of event._transitions) {
        const list = t.eventType ? t.source.transitions.get(t.eventType) : t.source.always;
        ids.push(transitionId(t, list?.indexOf(t) ?? 0));
      }
    },
  });
  actor.start();
  const landed = stateKey(actor.getSnapshot().value);
  actor.stop();
  return landed === to ? ids : undefined;
}

const records: PathRecord[] = existsSync(DIR)
  ? readdirSync(DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as PathRecord)
  : [];

const rows: Row[] = [];
for (const name of MODEL_MACHINES) {
  const machine = PRODUCTION_MACHINES[name];
  const all = everything(machine);
  for (const locale of locales) {
    const mine = records.filter((r) => r.locale === locale);
    // A suite drives its machine and that machine's code step (`signup.phoneCode`).
    const drives = (r: PathRecord, machine: TraceMachine) =>
      machine === r.machine || machine.startsWith(`${r.machine}.`);
    const driven = mine.filter(
      (r) =>
        machineIdOf(r.machine) === name ||
        r.entries.some((e) => drives(r, e.machine) && machineIdOf(e.machine) === name),
    );
    const states = new Set<string>([machine.root.id]);
    const transitions = new Set<string>();
    const guards = new Set<string>();
    for (const record of driven)
      for (const entry of record.entries) {
        if (machineIdOf(entry.machine) !== name || !drives(record, entry.machine)) continue;
        for (const at of [entry.from, entry.to])
          nodesOn(machine, at).forEach((id) => states.add(id));
        const match = matchEntry(machine, entry);
        const started =
          entry.event === 'xstate.init' && entry.machine === record.machine && record.input
            ? startFrom(machine, record.input, entry.to)
            : undefined;
        const ids =
          match.kind === 'transition'
            ? match.ids
            : entry.event === 'xstate.init'
              ? (started ?? passedAtStart(machine, entry.to, states))
              : [];
        for (const id of ids) {
          transitions.add(id);
          // XState took the first branch whose guard held: those before it were false.
          const branch = all.branches.get(id);
          if (!branch) continue;
          // The states it passed through on its way (an eventless hop's source, its target).
          for (const node of [branch.t.source, ...(branch.t.target ?? [])])
            nodesOn(machine, node.path.join('.')).forEach((n) => states.add(n));
          for (const earlier of branch.list.slice(0, branch.index))
            if (earlier.guard) guards.add(guardKey(earlier, branch.list.indexOf(earlier), false));
          if (branch.t.guard) guards.add(guardKey(branch.t, branch.index, true));
        }
        // A refused event: every guard weighed said no.
        if (match.kind === 'refused')
          for (const id of match.ids) {
            const branch = all.branches.get(id);
            if (branch?.t.guard) guards.add(guardKey(branch.t, branch.index, false));
          }
      }
    const stateIds = all.nodes.map((n) => n.id);
    const transitionIds = machineTransitionIds(machine);
    rows.push({
      machine: name,
      locale,
      driven: driven.length > 0,
      paths: driven.length,
      states: { covered: stateIds.filter((s) => states.has(s)).length, total: stateIds.length },
      transitions: {
        covered: transitionIds.filter((t) => transitions.has(t)).length,
        total: transitionIds.length,
      },
      guards: { covered: all.guards.filter((g) => guards.has(g)).length, total: all.guards.length },
      missed: [
        ...stateIds.filter((s) => !states.has(s)).map((s) => `state ${s}`),
        ...transitionIds.filter((t) => !transitions.has(t)).map((t) => `transition ${t}`),
        ...all.guards.filter((g) => !guards.has(g)).map((g) => `guard ${g}`),
      ],
    });
  }
}

const cell = ({ covered, total }: Count) => `${covered}/${total}`;
console.log(`\nModel coverage in Chromium (${OUT})\n`);
console.log(
  textTable(
    ['machine', 'locale', 'states', 'transitions', 'guard outcomes', 'paths'],
    rows.map((row) => [
      row.machine,
      row.locale,
      cell(row.states),
      cell(row.transitions),
      cell(row.guards),
      row.driven ? String(row.paths) : 'no browser suite yet',
    ]),
  ),
);

mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(OUT, `${JSON.stringify({ machines: rows }, null, 2)}\n`);

// What the paths cost: CI's budget for this suite is 12 minutes on two cores.
const suites = [...new Set(records.map((r) => r.suite))];
const seconds = (list: PathRecord[]) =>
  Math.round(list.reduce((sum, r) => sum + (r.ms ?? 0), 0) / 1000);
console.log(
  `\n${textTable(
    ['suite', 'paths', 'seconds in paths'],
    [
      ...suites.map((suite) => {
        const mine = records.filter((r) => r.suite === suite);
        return [suite, String(mine.length), String(seconds(mine))];
      }),
      ['all', String(records.length), String(seconds(records))],
    ],
  )}`,
);
console.log(
  `On ${WORKERS} workers that is about ${Math.ceil(seconds(records) / WORKERS / 60)} minutes of the run.`,
);

const full = ({ covered, total }: Count) => covered === total;
const short = rows.filter(
  (r) => r.driven && !(full(r.states) && full(r.transitions) && full(r.guards)),
);
// Every machine the flow registry names is walked in Chromium in every language: a flow
// without its browser suite fails here, named.
const undriven = rows.filter((r) => !r.driven).map((r) => `${r.machine} (${r.locale})`);
if (undriven.length) {
  console.error(`\nNo browser suite walked: ${undriven.join(', ')}`);
  process.exitCode = 1;
}
if (short.length) {
  console.error('\nModel coverage in Chromium is short of 100%:');
  for (const row of short)
    for (const missed of row.missed) console.error(`  ${row.machine} (${row.locale}): ${missed}`);
  process.exitCode = 1;
}
