import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import type { AnyMachineSnapshot, AnyTransitionDefinition, EventObject } from 'xstate';
import type { FlowSnapshot } from './flowModel';
import { transitionId } from '../../scripts/lib/traceTransitions';

// How often owners took each transition, as `npm run trace:coverage` counts it from support
// traces: random runs draw the events owners cause most more often, so a run spends its few
// steps where owners are.

export const WEIGHTS_FILE = 'test-results/trace-weights.json';

// Hits per transition id, per production machine.
export type Weights = Record<string, Record<string, number>>;

const WeightsFile = v.object({
  machines: v.record(v.string(), v.record(v.string(), v.pipe(v.number(), v.minValue(0)))),
});

/**
 * The weights in `MODEL_WEIGHTS`, else in the default file when there is one; undefined
 * without (every allowed event is then as likely). A file named but missing or malformed
 * fails: a run asked to follow owners must not quietly draw uniformly.
 */
export function readWeights(
  named = process.env.MODEL_WEIGHTS,
): { file: string; machines: Weights } | undefined {
  const file = named || WEIGHTS_FILE;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (named) throw new Error(`MODEL_WEIGHTS: cannot read ${file}`, { cause: error });
    return undefined;
  }
  const parsed = v.safeParse(WeightsFile, JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not { "machines": { machine: { id: hits } } }`);
  return { file, machines: parsed.output.machines };
}

/** A transition's id as tests/model/coverage.ts and the trace weights name it. */
function idOf(t: AnyTransitionDefinition): string {
  const list = t.eventType === '' ? t.source.always : t.source.transitions.get(t.eventType);
  return transitionId(t, list?.indexOf(t) ?? 0);
}

// The transitions an event takes where it lands first: the code step when it takes it (as
// the screens send it there), else the flow.
function taken(state: FlowSnapshot, event: EventObject): [string, AnyTransitionDefinition[]] {
  const { code, flow } = state;
  const at: AnyMachineSnapshot = code?.status === 'active' && code.can(event) ? code : flow;
  return [at.machine.id, at.machine.getTransitionData(at, event)];
}

/**
 * How likely an allowed event is drawn: one more than the hits of the transitions it takes,
 * so a transition owners never took is still walked now and then.
 */
export function weightOf(
  state: FlowSnapshot,
  event: EventObject,
  weights: Weights | undefined,
): number {
  if (!weights) return 1;
  const [machine, transitions] = taken(state, event);
  const hits = weights[machine] ?? {};
  return 1 + transitions.reduce((sum, t) => sum + (hits[idOf(t)] ?? 0), 0);
}

/** The event `choice` (in [0, 1)) falls on when each takes a share as large as its weight. */
export function drawn<T>(options: readonly { item: T; weight: number }[], choice: number): T {
  const total = options.reduce((sum, o) => sum + o.weight, 0);
  let left = choice * total;
  for (const option of options) {
    if (left < option.weight) return option.item;
    left -= option.weight;
  }
  const last = options.at(-1);
  if (!last) throw new Error('nothing to draw from');
  return last.item;
}
