// The model suites' coverage of the production machines, merged into one table. Each suite
// writes what it saw (tests/model/coverageReport.ts); a machine walked by several suites
// (phoneCode, through sign-up and reset) gets one row: the union of what they saw.

// Where each model suite leaves its file.
export const COVERAGE_DIR = 'test-results/model';
import { MACHINE_IDS } from '../../src/flows/registry';
import { textTable } from './textTable';

export interface CoverageRecord {
  machine: string;
  states: string[];
  transitions: string[];
  seenStates: string[];
  seenTransitions: string[];
  // Each guarded transition's guard twice, as `… [guard] true` and `… [guard] false`.
  guards: string[];
  seenGuards: string[];
}

export interface SuiteCoverage {
  suite: string;
  pathsRun: number;
  ms: number;
  machines: CoverageRecord[];
}

export interface CoverageRow {
  machine: string;
  states: [seen: number, total: number];
  transitions: [seen: number, total: number];
  guards: [seen: number, total: number];
  pathsRun: number;
  ms: number;
  suites: string[];
  // Every state, transition and guard outcome no path reached: each fails the run.
  missed: string[];
  // The transitions some path walked, by id: what `npm run trace:coverage` sets owners'
  // flows against.
  seenTransitions: string[];
  // The guard outcomes among `missed`, by themselves, for tools reading the report.
  guardsMissed: string[];
}

// Every production machine must be walked in full by some suite.
export const MODEL_MACHINES = MACHINE_IDS;

export function mergeCoverage(suites: SuiteCoverage[]): CoverageRow[] {
  const rows = new Map<string, CoverageRow & { seen: Set<string>; all: string[] }>();
  for (const suite of suites)
    for (const record of suite.machines) {
      const all = [
        ...record.states.map((s) => `state ${s}`),
        ...record.transitions.map((t) => `transition ${t}`),
        ...record.guards.map((g) => `guard ${g}`),
      ];
      const row = rows.get(record.machine) ?? {
        machine: record.machine,
        states: [0, record.states.length],
        transitions: [0, record.transitions.length],
        guards: [0, record.guards.length],
        pathsRun: 0,
        ms: 0,
        suites: [],
        missed: [],
        seenTransitions: [],
        guardsMissed: [],
        seen: new Set<string>(),
        all,
      };
      record.seenStates.forEach((s) => row.seen.add(`state ${s}`));
      record.seenTransitions.forEach((t) => row.seen.add(`transition ${t}`));
      record.seenGuards.forEach((g) => row.seen.add(`guard ${g}`));
      row.pathsRun += suite.pathsRun;
      row.ms += suite.ms;
      row.suites.push(suite.suite);
      rows.set(record.machine, row);
    }
  const order = (m: string) => (MODEL_MACHINES as readonly string[]).indexOf(m);
  const sorted = [...rows.values()].sort((a, b) => order(a.machine) - order(b.machine));
  return sorted.map(({ seen, all, ...row }) => {
    const unseen = all.filter((item) => !seen.has(item));
    const count = (kind: string) => all.filter((i) => i.startsWith(kind) && seen.has(i)).length;
    return {
      ...row,
      states: [count('state '), row.states[1]],
      transitions: [count('transition '), row.transitions[1]],
      guards: [count('guard '), row.guards[1]],
      missed: unseen,
      seenTransitions: all
        .filter((item) => item.startsWith('transition ') && seen.has(item))
        .map((t) => t.slice('transition '.length)),
      guardsMissed: unseen.filter((item) => item.startsWith('guard ')).map((g) => g.slice(6)),
    };
  });
}

// Why the run fails, one line per machine short of full coverage or not walked at all.
export function coverageProblems(rows: CoverageRow[]): string[] {
  const problems = MODEL_MACHINES.filter((m) => !rows.some((r) => r.machine === m)).map(
    (m) => `${m}: no model suite reported coverage (not run, or its suite failed to load)`,
  );
  for (const row of rows)
    if (row.missed.length)
      problems.push(`${row.machine}: not reached:\n  ${row.missed.join('\n  ')}`);
  return problems;
}

const ratio = ([seen, total]: [number, number]) =>
  `${seen}/${total}${seen === total ? '' : ` (${Math.floor((100 * seen) / total)}%)`}`;

// The guard outcomes no path produced, by machine, for the report.
export function guardGaps(rows: CoverageRow[]): string[] {
  return rows
    .filter((row) => row.guardsMissed.length)
    .map(
      (row) => `${row.machine}: guard outcomes not produced:\n  ${row.guardsMissed.join('\n  ')}`,
    );
}

export function coverageTable(rows: CoverageRow[]): string {
  const header = ['machine', 'states', 'transitions', 'guard outcomes', 'paths run', 'time'];
  const lines = rows.map((r) => [
    r.machine,
    ratio(r.states),
    ratio(r.transitions),
    ratio(r.guards),
    String(r.pathsRun),
    `${(r.ms / 1000).toFixed(1)}s`,
  ]);
  return textTable(header, lines);
}
