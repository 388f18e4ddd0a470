import { readFileSync, readdirSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { phoneCodeMachine } from '../../src/machines/phoneCode.machine';
import { FlowTraceSchema, type FlowTrace } from '../../src/schemas/flowTrace';
import { withFakeClock } from './driver';
import type { Scene } from './harness';
import * as reset from './reset.tables';
import * as signup from './signup.tables';
import { replayTraceInApp, traceFlow } from './traceReplay';

// Traces downloaded from the support console ("Download as JSON") and dropped into
// tests/model/traces: each is replayed through the rendered app with the model suites'
// tables, so a machine change that an owner's real steps no longer fit fails here, at the
// step it no longer fits.

const DIR = 'tests/model/traces';
const files = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .sort();

const read = (name: string): FlowTrace =>
  v.parse(FlowTraceSchema, JSON.parse(readFileSync(`${DIR}/${name}`, 'utf8')));

const code = { id: 'phoneCode', machine: phoneCodeMachine };

// A trace begins with the flow's first step, so it is replayed from a fresh visit.
function fresh<S extends Scene>(starts: { name: string; open: () => Promise<S> }[]) {
  const start = starts.find((s) => s.name === 'fresh');
  if (!start) throw new Error('the suite has no fresh start');
  return start.open;
}

async function replay(trace: FlowTrace): Promise<void> {
  const flow = traceFlow(trace);
  if (flow === 'signup')
    return replayTraceInApp(trace, {
      flow,
      tables: signup.tables,
      open: fresh(signup.starts),
      child: code,
    });
  if (flow === 'reset')
    return replayTraceInApp(trace, {
      flow,
      tables: reset.tables,
      open: fresh(reset.starts),
      child: code,
    });
  throw new Error(`trace ${trace.reference} has no sign-up or reset steps to replay`);
}

withFakeClock();

describe('support traces', () => {
  it('ships at least one trace to replay', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s is followed by the machines and screens', { timeout: 60_000 }, (name) =>
    replay(read(name)),
  );

  it('names the step a trace the app no longer follows fails at', { timeout: 60_000 }, async () => {
    const trace = read('signup-wrong-code.json');
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
