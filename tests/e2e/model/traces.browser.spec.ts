import { readFileSync, readdirSync } from 'node:fs';
import * as v from 'valibot';
import { FlowTraceSchema, type FlowTrace } from '../../../src/schemas/flowTrace';
import { test } from '../support/fixtures';
import { replayTrace } from './browserHarness';
import { resetSuite } from './reset.suite';
import { signupSuite } from './signup.suite';

// The traces kept in tests/model/traces (or those `npm run trace:test -- <trace.json>…`
// names), replayed in Chromium as the jsdom suite (tests/model/traces.model.test.tsx)
// replays them: each in the language its owner read, against the real API and emulator.

const DIR = 'tests/model/traces';
const files: string[] = process.env.TRACE_FILES
  ? (JSON.parse(process.env.TRACE_FILES) as string[])
  : readdirSync(DIR)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => `${DIR}/${name}`);

// The flow a trace is about: its first sign-up or reset step (sessions and the contact form
// run beside every flow).
const flowOf = (trace: FlowTrace) =>
  trace.entries.map((e) => e.machine.split('.')[0]).find((m) => m === 'signup' || m === 'reset');

for (const file of files) {
  const trace = v.parse(FlowTraceSchema, JSON.parse(readFileSync(file, 'utf8')));
  const flow = flowOf(trace);
  test(`trace ${trace.reference} (${file}) in Chromium, ${trace.locale}`, async ({
    page,
    api,
    emulatorCodes,
    newPhone,
  }, testInfo) => {
    const context = { page, api, codes: emulatorCodes, newPhone };
    const name = `trace-${trace.reference}-${testInfo.testId}`;
    if (flow === 'signup') await replayTrace(context, signupSuite, trace, name);
    else if (flow === 'reset') await replayTrace(context, resetSuite, trace, name);
    else throw new Error(`${file}: no sign-up or reset in this trace`);
  });
}
