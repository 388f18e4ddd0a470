import { readFileSync, readdirSync } from 'node:fs';
import * as v from 'valibot';
import { CODE_FLOWS, flowOf, type CodeFlow } from '../../../src/flows/registry';
import { FlowTraceSchema, type FlowTrace } from '../../../src/schemas/flowTrace';
import { test } from '../helpers/fixtures';
import { replayTrace } from './browserHarness';
import { deletionSuite } from './deletion.suite';
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

// The flow a trace is about: its first step of a flow with a code step (sessions and the
// contact form run beside every flow).
const traceFlow = (trace: FlowTrace): CodeFlow | undefined =>
  trace.entries
    .map((e) => flowOf(e.machine))
    .find((flow): flow is CodeFlow => (CODE_FLOWS as readonly string[]).includes(flow));

type Replay = (
  context: Parameters<typeof replayTrace>[0],
  trace: FlowTrace,
  name: string,
) => Promise<void>;
// Each flow with a code step, replayed with its own suite: a new one without an entry fails
// the type check.
const REPLAYS: Record<CodeFlow, Replay> = {
  signup: (context, trace, name) => replayTrace(context, signupSuite, trace, name),
  reset: (context, trace, name) => replayTrace(context, resetSuite, trace, name),
  deletion: (context, trace, name) => replayTrace(context, deletionSuite, trace, name),
};

for (const file of files) {
  const trace = v.parse(FlowTraceSchema, JSON.parse(readFileSync(file, 'utf8')));
  const flow = traceFlow(trace);
  test(`trace ${trace.reference} (${file}) in Chromium, ${trace.locale}`, async ({
    page,
    api,
    emulatorCodes,
    newPhone,
  }, testInfo) => {
    const context = { page, api, codes: emulatorCodes, newPhone };
    const name = `trace-${trace.reference}-${testInfo.testId}`;
    if (!flow) throw new Error(`${file}: no sign-up or reset in this trace`);
    await REPLAYS[flow](context, trace, name);
  });
}
