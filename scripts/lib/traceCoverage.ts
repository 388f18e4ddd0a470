import * as v from 'valibot';
import type { AnyStateMachine } from 'xstate';
import manifest from '../../src/schemas/flowManifest.gen.json';
import transitions from '../../src/schemas/flowTransitions.gen.json';
import {
  FORM_INVALID_EVENT,
  type FlowManifest,
  type FlowTrace,
  type FlowTransitions,
  type ManifestMove,
  type TraceEntry,
} from '../../src/schemas/flowTrace';
import { MODEL_MACHINES } from './modelCoverage';
import {
  machineTransitionIds,
  matchTrace,
  PRODUCTION_MACHINES,
  type CoverageMachine,
} from './traceTransitions';
import { textTable } from './textTable';

// Owners' flows set against the model suites' walks: which transitions owners really take,
// how often, and which of them no test walks. The same counts become the weights a random
// walk of the machines can draw on, so it goes where owners go.

/** A trace and where it came from (a file, or the API export), for naming it in reports. */
export interface SourcedTrace {
  source: string;
  trace: FlowTrace;
}

export interface UnmatchedStep {
  source: string;
  reference: string;
  step: number;
  entry: TraceEntry;
  reason: string;
  // The trace names today's version of the machine: the trace and the machine disagree,
  // which no older version explains.
  today: boolean;
}

// Today's machines as the manifest lists them: their versions and the moves each can make.
export interface TodaysMachines {
  manifest: FlowManifest;
  transitions: FlowTransitions;
}
const TODAY: TodaysMachines = {
  manifest,
  transitions: transitions as FlowTransitions,
};

/**
 * Why a step of today's version of its machine is not one of the moves the manifest lists, or
 * undefined when it is. A stop, the site's note of a refused form and an event the state
 * refused move nothing; nor does an event every guard said no to, which stays where it was.
 */
export function manifestMisfit(
  entry: TraceEntry,
  moves: readonly ManifestMove[],
): string | undefined {
  if (entry.event === 'xstate.stop' || entry.event === FORM_INVALID_EVENT || entry.refused)
    return undefined;
  if (moves.some((m) => m.from === entry.from && m.event === entry.event && m.to === entry.to))
    return undefined;
  if (entry.from === entry.to) return undefined;
  return `the manifest lists no move on ${entry.event} from '${entry.from}' to '${entry.to}'`;
}

export interface TraceTally {
  traces: number;
  steps: number;
  starts: number;
  // Steps that took no transition (see EntryMatch).
  none: number;
  hits: Record<CoverageMachine, Map<string, number>>;
  unmatched: UnmatchedStep[];
}

const byMachine = <T>(make: () => T) =>
  Object.fromEntries(MODEL_MACHINES.map((m) => [m, make()])) as Record<CoverageMachine, T>;

export function tallyTraces(
  traces: SourcedTrace[],
  machines: Record<CoverageMachine, AnyStateMachine> = PRODUCTION_MACHINES,
  today: TodaysMachines = TODAY,
): TraceTally {
  const tally: TraceTally = {
    traces: traces.length,
    steps: 0,
    starts: 0,
    none: 0,
    hits: byMachine(() => new Map<string, number>()),
    unmatched: [],
  };
  for (const { source, trace } of traces)
    for (const { machine, step, entry, match } of matchTrace(trace, machines)) {
      tally.steps += 1;
      const todays =
        trace.versions?.[entry.machine] === today.manifest.machines[entry.machine].version;
      // Today's version is held to the moves the manifest lists; an older one, to today's
      // machine only as far as it still fits (it may not, and that is no fault).
      const misfit = todays
        ? manifestMisfit(entry, today.transitions.machines[entry.machine].moves)
        : undefined;
      const unmatched = (reason: string) =>
        tally.unmatched.push({
          source,
          reference: trace.reference,
          step,
          entry,
          reason,
          today: todays,
        });
      if (match.kind === 'unmatched') unmatched(match.reason);
      else if (misfit) unmatched(misfit);
      else if (match.kind === 'start') tally.starts += 1;
      // A refused event moved nothing: no transition to count.
      else if (match.kind === 'none' || match.kind === 'refused') tally.none += 1;
      else
        for (const id of match.ids)
          tally.hits[machine].set(id, (tally.hits[machine].get(id) ?? 0) + 1);
    }
  return tally;
}

// Both the merged coverage (test-results/model-coverage.json) and one suite's own file
// (test-results/model/<suite>.json) list each machine with the transitions its paths walked.
const TestCoverageSchema = v.object({
  machines: v.array(v.object({ machine: v.string(), seenTransitions: v.array(v.string()) })),
});

export type TestsWalked = Map<string, Set<string>>;

/** What the model suites walked, by machine; undefined when the file does not say. */
export function testsWalked(input: unknown): TestsWalked | undefined {
  const parsed = v.safeParse(TestCoverageSchema, input);
  if (!parsed.success) return undefined;
  const walked: TestsWalked = new Map();
  for (const { machine, seenTransitions } of parsed.output.machines) {
    const ids = walked.get(machine) ?? new Set<string>();
    seenTransitions.forEach((id) => ids.add(id));
    walked.set(machine, ids);
  }
  return walked;
}

export interface Hits {
  id: string;
  hits: number;
}

export interface MachineReport {
  machine: CoverageMachine;
  // Most taken first.
  taken: Hits[];
  hits: number;
  // How many of `taken` some test walks.
  walked: number;
  untested: Hits[];
  // Walked by tests, taken by no owner yet.
  testsOnly: string[];
}

export function compareWithTests(
  tally: TraceTally,
  walked: TestsWalked,
  machines: Record<CoverageMachine, AnyStateMachine> = PRODUCTION_MACHINES,
): MachineReport[] {
  return MODEL_MACHINES.map((machine) => {
    const order = machineTransitionIds(machines[machine]);
    const place = (id: string) => order.indexOf(id);
    const tested = walked.get(machine) ?? new Set<string>();
    const taken = [...tally.hits[machine]]
      .map(([id, hits]) => ({ id, hits }))
      .sort((a, b) => b.hits - a.hits || place(a.id) - place(b.id));
    const untested = taken.filter((t) => !tested.has(t.id));
    return {
      machine,
      taken,
      hits: taken.reduce((sum, t) => sum + t.hits, 0),
      walked: taken.length - untested.length,
      untested,
      testsOnly: [...tested].filter((id) => !tally.hits[machine].has(id)),
    };
  });
}

/**
 * Ids the tests walked that today's machines do not have: the coverage file is older than
 * the machines, and what it says of them is not to be trusted.
 */
export function staleTestIds(
  walked: TestsWalked,
  machines: Record<CoverageMachine, AnyStateMachine> = PRODUCTION_MACHINES,
): string[] {
  return MODEL_MACHINES.flatMap((machine) => {
    const known = new Set(machineTransitionIds(machines[machine]));
    return [...(walked.get(machine) ?? [])].filter((id) => !known.has(id));
  });
}

export function reportTable(reports: MachineReport[]): string {
  const header = [
    'machine',
    "owners' transitions",
    'hits',
    'walked by tests',
    'untested',
    'tests only',
  ];
  const lines = reports.map((r) => [
    r.machine,
    String(r.taken.length),
    String(r.hits),
    `${r.walked}/${r.taken.length}`,
    String(r.untested.length),
    String(r.testsOnly.length),
  ]);
  return textTable(header, lines);
}

const hitsOf = (n: number) => `${n} ${n === 1 ? 'hit' : 'hits'}`;

/** Per machine, the transitions owners take that no test walks, and the reverse. */
export function reportLists(reports: MachineReport[]): string[] {
  return reports.flatMap((r) => [
    ...(r.untested.length
      ? [
          `${r.machine}: owners' transitions no test walks:\n${r.untested
            .map((t) => `  ${hitsOf(t.hits).padStart(9)}  ${t.id}`)
            .join('\n')}`,
        ]
      : []),
    ...(r.testsOnly.length
      ? [`${r.machine}: walked by tests, taken by no owner:\n  ${r.testsOnly.join('\n  ')}`]
      : []),
  ]);
}

const stepLine = (u: UnmatchedStep) =>
  `trace ${u.reference} (${u.source}), step ${u.step} (${u.entry.machine} ${u.entry.event}): ${u.reason}`;

/** The unmatched steps an older version of their machine recorded: notes, never failures. */
export function unmatchedLines(tally: TraceTally): string[] {
  return tally.unmatched.filter((u) => !u.today).map(stepLine);
}

/** A file (or exported trace) that could not be read as a trace, and why. */
export interface Unreadable {
  source: string;
  problem: string;
}

/**
 * Why `--strict` fails, one line a cause: an input it could not read (so nothing in it was
 * checked), a step today's version of its machine recorded that no transition takes (the
 * recorder wrote something false, or the machine changed without a new version), and each
 * transition owners took that no test walks.
 */
export function strictProblems(
  reports: MachineReport[],
  tally?: TraceTally,
  unreadable: readonly Unreadable[] = [],
): string[] {
  return [
    ...unreadable.map((u) => `${u.source}: ${u.problem}, so nothing in it was checked`),
    ...(tally?.unmatched ?? [])
      .filter((u) => u.today)
      .map((u) => `${stepLine(u)}, yet the trace names today's version of ${u.entry.machine}`),
    ...reports.flatMap((r) =>
      r.untested.map(
        (t) => `${r.machine}: owners took ${t.id} (${hitsOf(t.hits)}), which no test walks`,
      ),
    ),
  ];
}

// Read by the model suites' random runs: keep the shape as it is.
export interface TraceWeights {
  generated: string;
  traces: number;
  machines: Record<string, Record<string, number>>;
}

/** Owners' hits per transition, by the coverage table's machine names. */
export function traceWeights(
  tally: TraceTally,
  generated: Date,
  machines: Record<CoverageMachine, AnyStateMachine> = PRODUCTION_MACHINES,
): TraceWeights {
  const weights: Record<string, Record<string, number>> = {};
  for (const machine of MODEL_MACHINES) {
    const hits = tally.hits[machine];
    // In the machine's own order, so two runs over the same traces write the same file.
    const ids = machineTransitionIds(machines[machine]).filter((id) => hits.has(id));
    weights[machine] = Object.fromEntries(ids.map((id) => [id, hits.get(id) ?? 0]));
  }
  return { generated: generated.toISOString(), traces: tally.traces, machines: weights };
}
