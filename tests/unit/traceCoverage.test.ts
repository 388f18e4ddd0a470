import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import {
  compareWithTests,
  strictProblems,
  tallyTraces,
  testsWalked,
  traceWeights,
  type TestsWalked,
} from '../../scripts/lib/traceCoverage';
import { expandTracePaths } from '../../scripts/lib/traceFiles';
import {
  machineTransitionIds,
  matchEntry,
  matchTrace,
  PRODUCTION_MACHINES,
} from '../../scripts/lib/traceTransitions';
import {
  FlowTraceSchema,
  TRACE_VERSION,
  type FlowTrace,
  type TraceEntry,
} from '../../src/schemas/flowTrace';
import { TODAY_VERSIONS } from '../helpers/smuggledTraces';
import { machineCoverage } from '../model/coverage';

// `npm run trace:coverage` names the transitions owners took as the model suites name the
// ones they walked, from the production machines; these pin that reading of a trace.

const KEPT = ['signup-wrong-code.json', 'signup-register-failed.json', 'reset-server-error.json'];
const kept = (name: string): FlowTrace =>
  v.parse(FlowTraceSchema, JSON.parse(readFileSync(`tests/model/traces/${name}`, 'utf8')));

const step = (entry: Omit<TraceEntry, 't'>): TraceEntry => ({ ...entry, t: 0 });
const { phoneCode, reset, signup } = PRODUCTION_MACHINES;

// Every transition the model suites could walk, minus the ones named.
function walkedAllBut(...left: string[]): TestsWalked {
  return new Map(
    Object.entries(PRODUCTION_MACHINES).map(([name, machine]) => [
      name,
      new Set(machineTransitionIds(machine).filter((id) => !left.includes(id))),
    ]),
  );
}

describe('transition ids', () => {
  it.each(Object.entries(PRODUCTION_MACHINES))(
    'are the model coverage ids for %s',
    (_, machine) => {
      expect(machineTransitionIds(machine)).toEqual(machineCoverage(machine).record().transitions);
    },
  );
});

describe('a trace mapped onto the machines', () => {
  it.each(KEPT)('%s maps fully', (name) => {
    const steps = matchTrace(kept(name));
    expect(steps.filter((s) => s.match.kind === 'unmatched')).toEqual([]);
    // Each entry that is not a start is a transition.
    for (const s of steps)
      expect(s.match.kind).toBe(s.entry.event === 'xstate.init' ? 'start' : 'transition');
  });

  it('names each step as the coverage does, with the code step of either flow as phoneCode', () => {
    const steps = matchTrace(kept('reset-server-error.json'));
    expect(steps.map((s) => s.machine)).toContain('phoneCode');
    expect(steps.at(-1)).toMatchObject({
      step: 12,
      machine: 'reset',
      match: {
        kind: 'transition',
        ids: ['reset.updating --xstate.error.actor.resetPassword#2--> reset.choosingPassword'],
      },
    });
  });

  it("chooses a guarded event's branch by where the step landed", () => {
    const rejected = (to: string) =>
      matchEntry(
        phoneCode,
        step({
          machine: 'signup.phoneCode',
          event: 'xstate.error.actor.confirmCode',
          from: 'verifying',
          to,
          outcome: 'auth/invalid-code',
        }),
      );
    expect(rejected('waiting.ready')).toEqual({
      kind: 'transition',
      ids: ['phoneCode.verifying --xstate.error.actor.confirmCode#0--> phoneCode.waiting.ready'],
    });
    // The fallback targets `waiting`, which starts cooling down.
    expect(rejected('waiting.coolingDown')).toEqual({
      kind: 'transition',
      ids: ['phoneCode.verifying --xstate.error.actor.confirmCode#1--> phoneCode.waiting'],
    });
    const accountCheck = (to: string) =>
      matchEntry(
        reset,
        step({
          machine: 'reset',
          event: 'xstate.error.actor.checkAccount',
          from: 'checkingAccount',
          to,
          outcome: 'http-404',
        }),
      );
    expect(accountCheck('noAccount')).toMatchObject({ ids: [expect.stringMatching(/#0--> /)] });
    expect(accountCheck('enteringPhone')).toMatchObject({ ids: [expect.stringMatching(/#1--> /)] });
    expect(accountCheck('choosingPassword')).toMatchObject({
      ids: [expect.stringMatching(/#2--> /)],
    });
  });

  it('counts the eventless steps a transition set off on the way to where it landed', () => {
    const entry = step({
      machine: 'signup',
      event: 'xstate.done.actor.phoneCode',
      from: 'verifyingPhone.checking',
      to: 'registering.locating',
      outcome: 'ok',
    });
    expect(matchEntry(signup, entry)).toEqual({
      kind: 'transition',
      ids: [
        'signup.verifyingPhone --xstate.done.actor.phoneCode#1--> signup.registering',
        'signup.registering.checkingLocation --#1--> signup.registering.locating',
      ],
    });
    expect(matchEntry(signup, { ...entry, to: 'registering.submitting' })).toMatchObject({
      ids: [
        expect.any(String),
        'signup.registering.checkingLocation --#0--> signup.registering.submitting',
      ],
    });
  });

  it('takes a step no guard let through as no transition, not as a mismatch', () => {
    const short = step({
      machine: 'signup.phoneCode',
      event: 'code.enter',
      from: 'waiting.ready',
      to: 'waiting.ready',
    });
    expect(matchEntry(phoneCode, short)).toEqual({ kind: 'none' });
  });

  it('reads a step marked refused as each guard weighed saying no', () => {
    const prefill = step({
      machine: 'signup',
      event: 'phone.prefill',
      from: 'editing.idle',
      to: 'editing.idle',
    });
    // Unmarked, the same step is the prefill taken.
    expect(matchEntry(signup, prefill)).toEqual({
      kind: 'transition',
      ids: ['signup.editing --phone.prefill#0--> (self)'],
    });
    expect(matchEntry(signup, { ...prefill, refused: true })).toEqual({
      kind: 'refused',
      ids: ['signup.editing --phone.prefill#0--> (self)'],
    });
    // A refusal where an unguarded branch takes the event is not this machine's.
    const submit = step({
      machine: 'signup',
      event: 'form.submit',
      from: 'editing.idle',
      to: 'editing.idle',
      refused: true,
    });
    expect(matchEntry(signup, submit)).toMatchObject({ kind: 'unmatched' });
  });

  it('weighs the states from the deepest up, as XState does: an unguarded branch hides the rest', () => {
    const nested = createMachine({
      id: 'nested',
      initial: 'a',
      states: {
        a: {
          initial: 'x',
          states: {
            x: { on: { go: '#nested.c', maybe: { guard: () => false, target: '#nested.c' } } },
          },
          on: { go: 'b', maybe: 'b' },
        },
        b: {},
        c: {},
      },
    });
    const go = (event: string, to: string) =>
      matchEntry(nested, step({ machine: 'signup', event, from: 'a.x', to }));
    expect(go('go', 'c')).toEqual({ kind: 'transition', ids: ['nested.a.x --go#0--> nested.c'] });
    expect(go('go', 'b')).toMatchObject({ kind: 'unmatched' });
    expect(go('maybe', 'b')).toEqual({
      kind: 'transition',
      ids: ['nested.a --maybe#0--> nested.b'],
    });
  });

  it('leaves a step from a state the machine no longer has unmatched, with where it was', () => {
    const trace = kept('signup-wrong-code.json');
    const older: FlowTrace = {
      ...trace,
      entries: trace.entries.map((entry, i) =>
        i === 3 ? { ...entry, from: 'verifyingPhone.askingForCode' } : entry,
      ),
    };
    expect(matchEntry(signup, older.entries[3] as TraceEntry)).toEqual({
      kind: 'unmatched',
      reason: "no state 'verifyingPhone.askingForCode' in the machine",
    });
    const tally = tallyTraces([{ source: 'older.json', trace: older }]);
    expect(tally.unmatched).toEqual([
      expect.objectContaining({ source: 'older.json', reference: trace.reference, step: 4 }),
    ]);
    // A landing no branch reaches is unmatched too.
    expect(
      matchEntry(
        signup,
        step({ machine: 'signup', event: 'form.submit', from: 'editing.idle', to: 'done' }),
      ),
    ).toMatchObject({ kind: 'unmatched' });
  });
});

describe('owners against the tests', () => {
  const traces = KEPT.map((name) => ({ source: name, trace: kept(name) }));
  const resend = 'phoneCode.waiting.ready --code.resend#0--> phoneCode.waiting.resending';

  it('names, for --strict, a transition owners took that no test walks', () => {
    const reports = compareWithTests(tallyTraces(traces), walkedAllBut(resend));
    expect(strictProblems(reports)).toEqual([
      `phoneCode: owners took ${resend} (1 hit), which no test walks`,
    ]);
    const row = reports.find((r) => r.machine === 'phoneCode');
    expect(row).toMatchObject({ untested: [{ id: resend, hits: 1 }] });
    expect(row?.walked).toBe((row?.taken.length ?? 0) - 1);
    expect(strictProblems(compareWithTests(tallyTraces(traces), walkedAllBut()))).toEqual([]);
  });

  it('writes the weights by the coverage table machine names', () => {
    const weights = traceWeights(tallyTraces(traces), new Date('2026-11-27T00:00:00Z'));
    expect(weights.generated).toBe('2026-11-27T00:00:00.000Z');
    expect(weights.traces).toBe(3);
    expect(Object.keys(weights.machines)).toEqual([
      'signup',
      'reset',
      'session',
      'contact',
      'deletion',
      'phoneCode',
    ]);
    // Both flows' code steps count under one machine.
    expect(
      weights.machines.phoneCode?.['phoneCode.waiting --code.enter#0--> phoneCode.verifying'],
    ).toBe(6);
  });

  it('reads what the tests walked from the merged coverage or a suite file', () => {
    const row = { machine: 'phoneCode', seenTransitions: [resend] };
    expect(testsWalked({ machines: [row] })?.get('phoneCode')).toEqual(new Set([resend]));
    // Coverage written before the walked transitions were kept says nothing of them.
    expect(testsWalked({ machines: [{ machine: 'phoneCode', missed: [] }] })).toBeUndefined();
  });
});

describe('the command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'trace-coverage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes folders as every *.json under them', () => {
    mkdirSync(join(dir, 'folder/nested'), { recursive: true });
    writeFileSync(join(dir, 'folder/b.json'), '{}');
    writeFileSync(join(dir, 'folder/nested/a.json'), '{}');
    writeFileSync(join(dir, 'folder/notes.txt'), '');
    expect(expandTracePaths(['folder', 'gone.json'], dir)).toEqual({
      files: [join(dir, 'folder/b.json'), join(dir, 'folder/nested/a.json')],
      missing: [join(dir, 'gone.json')],
      empty: [],
    });
  });

  const command = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/trace-coverage.ts', ...args], {
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: process.cwd() },
    });

  it('fails with --strict, naming what owners took and no test walks', () => {
    const resend = 'phoneCode.waiting.ready --code.resend#0--> phoneCode.waiting.resending';
    const tests = join(dir, 'coverage.json');
    const machines = [...walkedAllBut(resend)].map(([machine, ids]) => ({
      machine,
      seenTransitions: [...ids],
    }));
    writeFileSync(tests, JSON.stringify({ machines }));
    const weights = join(dir, 'weights.json');
    const run = command('--strict', '--tests', tests, '--weights', weights, 'tests/model/traces');
    expect(run.stderr).toContain(`phoneCode: owners took ${resend} (1 hit), which no test walks`);
    expect(run.stderr).toContain('The run fails (--strict):');
    expect(run.status).toBe(1);
    expect(JSON.parse(readFileSync(weights, 'utf8'))).toMatchObject({ traces: 3 });
  }, 60_000);

  // A folder of the kept traces with one more file, and coverage of every transition, so the
  // one file decides how the run ends.
  function folderWith(name: string, content: unknown) {
    const folder = mkdtempSync(join(dir, 'traces-'));
    for (const kept of KEPT)
      writeFileSync(join(folder, kept), readFileSync(`tests/model/traces/${kept}`, 'utf8'));
    writeFileSync(join(folder, name), JSON.stringify(content));
    const tests = join(dir, 'all-walked.json');
    const machines = [...walkedAllBut()].map(([machine, ids]) => ({
      machine,
      seenTransitions: [...ids],
    }));
    writeFileSync(tests, JSON.stringify({ machines }));
    const run = (...flags: string[]) =>
      command(...flags, '--tests', tests, '--weights', join(dir, 'w.json'), folder);
    return { file: join(folder, name), run };
  }

  const contactTrace = (version: string): FlowTrace => ({
    v: TRACE_VERSION,
    reference: 'K7QM-2XDA',
    locale: 'en',
    versions: { contact: version },
    entries: [
      { machine: 'contact', event: 'xstate.init', from: '', to: 'editing', t: 0 },
      // The message is sent from `submitting`: no transition takes this.
      {
        machine: 'contact',
        event: 'xstate.done.actor.sendMessage',
        from: 'editing',
        to: 'sent',
        t: 900,
        outcome: 'ok',
      },
    ],
  });
  const cause =
    "step 2 (contact xstate.done.actor.sendMessage): no transition takes xstate.done.actor.sendMessage from 'editing' to 'sent', yet the trace names today's version of contact";

  it('passes the kept traces under --strict', () => {
    const { run } = folderWith('again.json', kept('signup-wrong-code.json'));
    const strict = run('--strict');
    expect(strict.stderr).not.toContain('The run fails');
    expect(strict.status).toBe(0);
  }, 60_000);

  it('fails with --strict on a file it cannot read as a trace, naming it; reports it without', () => {
    const { file, run } = folderWith('format-1.json', { ...kept('signup-wrong-code.json'), v: 1 });
    const line = `${file}: not a flow trace (at v), so nothing in it was checked`;
    const strict = run('--strict');
    expect(strict.stderr).toContain(`The run fails (--strict):\n  ${line}`);
    expect(strict.status).toBe(1);
    const loose = run();
    expect(loose.stdout).toContain(`With --strict the run would fail:\n  ${line}`);
    expect(loose.status).toBe(0);
  }, 60_000);

  it("fails with --strict on a step today's version recorded that no transition takes", () => {
    const today = TODAY_VERSIONS.contact;
    const { run } = folderWith('contact.json', contactTrace(today));
    const strict = run('--strict');
    expect(strict.stderr).toContain(`trace K7QM-2XDA (`);
    expect(strict.stderr).toContain(cause);
    expect(strict.status).toBe(1);
    const loose = run();
    expect(loose.stdout).toContain(cause);
    expect(loose.status).toBe(0);
  }, 60_000);

  it('keeps the same step from an older version a note, in both modes', () => {
    const { run } = folderWith('contact-older.json', contactTrace('0123456789ab'));
    const strict = run('--strict');
    expect(strict.stdout).toContain('Unmatched, recorded by an older version of the machine');
    expect(strict.stdout).toContain(
      "step 2 (contact xstate.done.actor.sendMessage): no transition takes xstate.done.actor.sendMessage from 'editing' to 'sent'",
    );
    expect(strict.stdout + strict.stderr).not.toContain("names today's version");
    expect(strict.status).toBe(0);
  }, 60_000);

  it('trace:test refuses to replay when a file it is given is not a trace, naming it', () => {
    const { file } = folderWith('format-1.json', { ...kept('signup-wrong-code.json'), v: 1 });
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/trace-test.ts', file], {
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: process.cwd() },
    });
    expect(run.stderr).toContain(`${file}: not a flow trace (at v)`);
    expect(run.status).toBe(1);
  }, 60_000);

  it('asks for the model suites first when there is no test coverage', () => {
    const run = command('--tests', join(dir, 'none.json'), 'tests/model/traces');
    expect(run.stderr).toContain('run `npm run test:model` first');
    expect(run.status).toBe(2);
  }, 60_000);
});
