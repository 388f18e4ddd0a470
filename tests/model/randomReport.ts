import fc from 'fast-check';
import type { EventObject } from 'xstate';
import { asFailure, outcomeOf } from '../../src/schemas/failure';

// Runs a machine's random walks and, when one fails, says so in a form a person can act on:
// the seed, the shrunk walk as its events in order, and the commands that replay it.

const RANDOM_FILE = 'tests/model/random.model.test.tsx';

/** The test name a machine's walks run under, which `-t` picks them by. */
export const walksTitle = (machine: string) => `${machine} random walks`;

function replayCommands(machine: string, seed: number, path?: string, replay?: string) {
  const whole = `npm run test:model -- --seed ${seed}`;
  if (!path || replay === undefined) return [whole];
  const alone =
    `npm run test:model -- --seed ${seed} --path ${machine}:${path} --replay-path '${replay}' ` +
    `${RANDOM_FILE} -t '${walksTitle(machine)}'`;
  return [whole, alone];
}

/** An event as a failure message names it: its type, and for a failed call the outcome. */
export function eventName(event: EventObject): string {
  const type = event.type.replace(/^xstate\./, '').replace(/^(after\.\w+)\..*$/, '$1');
  if (!('error' in event)) return type;
  return `${type} (${outcomeOf(asFailure(event.error))})`;
}

// A failure inside a walk, with the walk that led to it.
export class WalkFailure extends Error {
  constructor(start: string, taken: readonly string[], error: unknown) {
    const said = error instanceof Error ? error.message : String(error);
    // Testing Library adds the whole page to what it could not find: the replay shows it.
    const short = said.split(/\n\n(?:Ignored nodes|<)/)[0]?.slice(0, 1500) ?? said;
    const at = taken.length ? `step ${taken.length} (${taken.at(-1)})` : `the start (${start})`;
    super(`start: ${start}\nevents: ${taken.join(' → ') || '(none)'}\nfailed at ${at}: ${short}`, {
      cause: error,
    });
    this.name = 'WalkFailure';
  }
}

export interface WalksRun {
  seed: number;
  runs: number;
  // fast-check's path to a shrunk walk: the run then replays that walk alone.
  path?: string;
  // Where the draws' weights came from: the same seed walks the same only with them.
  weightsFile?: string;
}

// Past this a failing run's shrinking stops and reports the shortest walk found so far.
const SHRINK_LIMIT_MS = 10 * 60_000;

export async function assertWalks<Ts extends [unknown, ...unknown[]]>(
  machine: string,
  property: fc.IAsyncProperty<Ts>,
  options: WalksRun,
): Promise<void> {
  const out = await fc.check(property, {
    seed: options.seed,
    numRuns: options.runs,
    interruptAfterTimeLimit: SHRINK_LIMIT_MS,
    ...(options.path ? { path: options.path, endOnFailure: true } : {}),
  });
  if (!out.failed) return;
  if (out.counterexample === null) throw new Error(fc.defaultReportMessage(out));
  const shown = fc.stringify(out.counterexample);
  const replay = /replayPath="([^"]*)"/.exec(shown)?.[1];
  const [whole, alone] = replayCommands(
    machine,
    out.seed,
    out.counterexamplePath ?? undefined,
    replay,
  );
  const error = out.errorInstance;
  throw new Error(
    [
      `${machine}: a random walk failed (seed ${out.seed}, walk ${out.numRuns} of ${options.runs}, shrunk ${out.numShrinks} times)`,
      error instanceof Error ? error.message : String(error),
      '',
      options.weightsFile
        ? `Events were drawn weighted by ${options.weightsFile}: a replay draws the same with the same file.`
        : 'Events were drawn uniformly (no weights file).',
      `Replay the run (it shrinks again): ${whole}`,
      ...(alone ? [`Replay the shrunk walk alone: ${alone}`] : []),
      `fast-check counterexample: ${shown} (path ${out.counterexamplePath})`,
    ].join('\n'),
    { cause: error },
  );
}
