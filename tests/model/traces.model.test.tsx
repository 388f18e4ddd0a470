import { readFileSync, readdirSync } from 'node:fs';
import { waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { replayTrace } from '../../src/features/support/replay/replay';
import { serverWordsPlaceholder } from '../../src/features/support/replay/replayOutcomes';
import { CODE_FLOWS } from '../../src/flows/registry';
import { FlowTraceSchema, type FlowTrace } from '../../src/schemas/flowTrace';
import { OwnerScreenPreview } from '../../src/features/support/replay/OwnerScreenPreview';
import { renderWithRouter } from '../helpers/render';
import { withFakeClock } from './driver';
import { traceFlow, type TraceReplaySuite } from './traceReplay';

// Traces downloaded from the support console ("Download as JSON") and dropped into
// tests/model/traces: each is replayed through the rendered app with the model suites'
// tables, so a machine change that an owner's real steps no longer fit fails here, at the
// step it no longer fits.

const DIR = 'tests/model/traces';
// `npm run trace:test -- <trace.json>…` (scripts/trace-test.ts) names the files it replays
// instead: traces just downloaded, before they are kept.
const given: string[] | undefined = process.env.TRACE_FILES
  ? (JSON.parse(process.env.TRACE_FILES) as string[])
  : undefined;
const files =
  given ??
  readdirSync(DIR)
    .filter((name) => name.endsWith('.json'))
    .sort();

const parse = (path: string): FlowTrace =>
  v.parse(FlowTraceSchema, JSON.parse(readFileSync(path, 'utf8')));
const read = (name: string): FlowTrace => parse(given ? name : `${DIR}/${name}`);

type Replay = TraceReplaySuite['replay'];

// Each flow's suite, from the `traceReplay` its `<flow>.tables.ts` exports.
const modules = import.meta.glob<{ traceReplay?: TraceReplaySuite }>('./*.tables.ts', {
  eager: true,
});
const SUITES = new Map(
  Object.values(modules).flatMap(({ traceReplay }) =>
    traceReplay ? [[traceReplay.flow, traceReplay] as const] : [],
  ),
);

const replay: Replay = (trace, onFailure) => {
  const flow = traceFlow(trace);
  const suite = flow && SUITES.get(flow);
  if (!suite)
    throw new Error(`trace ${trace.reference} has no steps of a flow with a suite to replay`);
  return suite.replay(trace, onFailure);
};

withFakeClock();

// What a screen says of a failure: its error toasts, and the failure lines in the page.
interface FailureWords {
  toasts: string[];
  page: string[];
}

function wordsIn(root: ParentNode, toast: string): FailureWords {
  const texts = (selector: string) =>
    [...root.querySelectorAll(selector)].map((e) => e.textContent?.trim() ?? '').filter(Boolean);
  return {
    toasts: texts(toast),
    page: texts('.form-error, .form-notice[role="alert"], .otp__error'),
  };
}

// The words the support console's replay draws at each failed step, in the owner screen it
// shows (drawn apart from the page, so the two never mix).
async function replayedWords(trace: FlowTrace): Promise<Map<number, FailureWords>> {
  const { frames } = await replayTrace(trace);
  const words = new Map<number, FailureWords>();
  for (const frame of frames) {
    if (!frame.entry.outcome || frame.entry.outcome === 'ok') continue;
    const container = document.createElement('div');
    const { unmount } = await renderWithRouter(
      <OwnerScreenPreview step={frame.index + 1} screen={frame.screen} toasts={frame.toasts} />,
      container,
    );
    words.set(frame.index, wordsIn(container, '.support-toast--error'));
    unmount();
  }
  return words;
}

// The replay may show its placeholder where the owner read a server's own words.
const sameWords = (replayed: string[], live: string[]) =>
  replayed.length === live.length &&
  replayed.every((text, i) => text === live[i] || text === serverWordsPlaceholder());

describe('support traces', () => {
  it('has a suite to replay the traces of every flow with a code step', () => {
    expect(CODE_FLOWS.filter((flow) => !SUITES.has(flow))).toEqual([]);
  });

  it('ships at least one trace to replay', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s is followed by the machines and screens', { timeout: 60_000 }, (name) =>
    replay(read(name)),
  );

  it.each(files)(
    '%s: the replay says each failure in the words the owner read',
    { timeout: 60_000 },
    async (name) => {
      const trace = read(name);
      const replayed = await replayedWords(trace);
      const compared: number[] = [];
      await replay(trace, async (index) => {
        const expected = replayed.get(index);
        expect(expected, `the replay draws step ${index + 1}`).toBeDefined();
        if (!expected) return;
        expect(expected.toasts.length + expected.page.length).toBeGreaterThan(0);
        // The toast comes a moment after the page line: wait for the live screen to settle.
        await waitFor(() => {
          const live = wordsIn(document, '.Toastify__toast--error');
          expect(sameWords(expected.toasts, live.toasts), `toasts at step ${index + 1}`).toBe(true);
          expect(sameWords(expected.page, live.page), `page at step ${index + 1}`).toBe(true);
        });
        compared.push(index);
      });
      expect(compared.length).toBeGreaterThan(0);
    },
  );

  it('names the step a trace the app no longer follows fails at', { timeout: 60_000 }, async () => {
    const trace = parse(`${DIR}/signup-wrong-code.json`);
    // The code resent: the countdown starts again, so `ready` there is a step the app never takes.
    const index = trace.entries.findIndex(
      (e, i) => i > 10 && e.event === 'xstate.done.actor.sendCode',
    );
    const entries = trace.entries.map((e, i) => (i === index ? { ...e, to: 'waiting.ready' } : e));
    await expect(replay({ ...trace, entries })).rejects.toThrow(
      `trace ${trace.reference}, step ${index + 1} (signup.phoneCode xstate.done.actor.sendCode): ` +
        'expected waiting.ready, the app is in waiting.coolingDown',
    );
  });
});
