import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import manifest from '../../src/schemas/flowManifest.gen.json';
import { FORMS, FORM_FIELDS, OUTCOMES, RULES } from '../../src/schemas/failure';
import {
  FlowTraceSchema,
  REFERENCE_PATTERN,
  TRACE_VERSION,
  MACHINE_VERSION_PATTERN,
  checkTrace,
  manifestFor,
  newTraceReference,
  stateKey,
  traceMisfit,
  type FlowManifest,
  type FlowTrace,
  type ManifestHistory,
  type TraceMachine,
} from '../../src/schemas/flowTrace';
import committedHistory from '../../src/schemas/flowManifest.history.json';
import {
  FLOW_FORMS,
  HISTORY_MAX_VERSIONS,
  buildFlowManifest,
  withEarlier,
} from '../../scripts/lib/flowManifest';
import { api } from '../../src/services/api';
import { uploadTrace } from '../../src/services/traceApi';
import { FITTING_ENTRIES, PLANTED, SMUGGLED, TODAY_VERSIONS } from '../helpers/smuggledTraces';

const known: FlowManifest = manifest;
const fitting = (): FlowTrace =>
  v.parse(FlowTraceSchema, {
    v: TRACE_VERSION,
    reference: 'K7QM-2XDA',
    locale: 'ar',
    versions: {
      signup: TODAY_VERSIONS.signup,
      'signup.phoneCode': TODAY_VERSIONS['signup.phoneCode'],
    },
    entries: FITTING_ENTRIES,
  });

describe('flow trace contract', () => {
  it('keeps the committed manifest in step with the machines (npm run flows:manifest)', () => {
    expect(manifest).toEqual(buildFlowManifest());
  });

  it("lets each flow name only its own forms' fields, and the phone step none", () => {
    for (const [flow, forms] of Object.entries(FLOW_FORMS)) {
      const fields = forms.flatMap((form) => [...FORMS[form]]);
      expect(new Set(known.machines[flow as keyof typeof FLOW_FORMS].fields)).toEqual(
        new Set(fields),
      );
    }
    expect(known.machines.contact.fields).not.toContain('password');
    expect(known.machines['signup.phoneCode']).toMatchObject({ fields: [], rules: [] });
    for (const machine of Object.values(known.machines)) {
      expect(machine.fields.every((f) => (FORM_FIELDS as readonly string[]).includes(f))).toBe(
        true,
      );
      expect(machine.rules.every((r) => (RULES as readonly string[]).includes(r))).toBe(true);
    }
  });

  it('makes references a person can read out: two groups of four, no look-alikes', () => {
    for (let i = 0; i < 200; i += 1) {
      const reference = newTraceReference();
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference).not.toMatch(/[01OILU]/);
    }
    expect(newTraceReference(() => new Uint8Array(8))).toBe('2222-2222');
  });

  it('names nested states by their dotted path', () => {
    expect(stateKey('editing')).toBe('editing');
    expect(stateKey({ verifyingPhone: 'waiting' })).toBe('verifyingPhone.waiting');
    expect(stateKey({ waiting: { inner: 'ready' } })).toBe('waiting.inner.ready');
    expect(stateKey({ a: 'x', b: 'y' })).toBe('a.x,b.y');
  });

  it('takes a trace made only of the closed lists', () => {
    expect(checkTrace(fitting(), known)).toEqual({ success: true, trace: fitting() });
    expect(traceMisfit(fitting(), known)).toBeUndefined();
  });

  it('takes a step marked refused where nothing moved', () => {
    const prefill = {
      machine: 'signup' as const,
      event: 'phone.prefill',
      from: 'editing.idle',
      to: 'editing.idle',
      t: 1200,
      refused: true as const,
    };
    const trace = { ...fitting(), entries: [...fitting().entries, prefill] };
    expect(checkTrace(trace, known)).toEqual({ success: true, trace });
  });

  it('knows every outcome code: ok, no answer, each error status and each auth reason', () => {
    expect(OUTCOMES).toEqual(
      expect.arrayContaining(['ok', 'timeout', 'network', 'unexpected', 'http-409', 'http-503']),
    );
    expect(OUTCOMES).toContain('auth/invalid-code');
    expect(OUTCOMES).not.toContain('auth/invalid-verification-code');
    expect(OUTCOMES).not.toContain('http-200');
  });

  // The same cases tests/api/flowTraces.test.ts posts: the site refuses to upload them.
  it.each(SMUGGLED)('refuses %s, saying where and not what', (_name, replaced, at) => {
    const result = checkTrace({ ...fitting(), ...replaced }, known);
    expect(result).toMatchObject({ success: false, at });
    const said = JSON.stringify(result);
    for (const value of Object.values(PLANTED)) expect(said).not.toContain(value);
  });

  it('refuses an older version, whose outcomes meant other things', () => {
    expect(checkTrace({ ...fitting(), v: 1 }, known)).toMatchObject({
      success: false,
      problem: 'format',
      at: 'v',
    });
  });

  it('tells a trace outside the format from one outside the flows', () => {
    const [submit] = FITTING_ENTRIES;
    expect(checkTrace({ ...fitting(), entries: [{ ...submit, to: 'paying' }] }, known)).toEqual({
      success: false,
      problem: 'flows',
      at: 'entries.0.to',
    });
    expect(
      checkTrace({ ...fitting(), entries: [{ ...submit, machine: 'checkout' }] }, known),
    ).toEqual({
      success: false,
      problem: 'format',
      at: 'entries.0.machine',
    });
  });
});

describe('machine versions in a trace', () => {
  const [submit] = FITTING_ENTRIES;
  // The signup machine as an earlier release ran it: a state today's no longer has.
  const earlier = { ...known.machines.signup, version: '0123456789ab', states: ['paying'] };
  const history: ManifestHistory = { machines: { signup: [earlier] } };
  const versioned = (signup: string, entries = [submit]) =>
    ({ ...fitting(), versions: { signup }, entries }) as FlowTrace;

  it('refuses a trace of format 3 that leaves out the version of a machine it speaks of', () => {
    const { versions, ...unnamed } = fitting();
    expect(versions).toBeDefined();
    expect(checkTrace(unnamed, known)).toMatchObject({ problem: 'flows', at: 'versions' });
    const phoneCodeUnnamed = { ...fitting(), versions: { signup: TODAY_VERSIONS.signup } };
    expect(checkTrace(phoneCodeUnnamed, known)).toMatchObject({
      problem: 'flows',
      at: 'versions.signup.phoneCode',
    });
  });

  it('refuses a version that is neither today’s nor one the history keeps', () => {
    expect(checkTrace(versioned('ffffffffffff'), known, history)).toMatchObject({
      problem: 'flows',
      at: 'versions.signup',
    });
    expect(checkTrace(versioned('not-a-hash'), known, history)).toMatchObject({
      problem: 'format',
      at: 'versions.signup',
    });
  });

  it("reads an earlier version's trace against that version's lists, and today's", () => {
    const then = { ...submit, to: 'paying' };
    expect(checkTrace(versioned(earlier.version, [then, submit]), known, history)).toMatchObject({
      success: true,
    });
    // The same state named by today's version, or with no history to say it was ever one.
    expect(checkTrace(versioned(TODAY_VERSIONS.signup, [then]), known, history)).toMatchObject({
      at: 'entries.0.to',
    });
    expect(checkTrace(versioned(earlier.version, [then]), known)).toMatchObject({
      at: 'versions.signup',
    });
    // A personal value is no more welcome in an earlier version's trace.
    const planted = { ...submit, event: PLANTED.email };
    expect(checkTrace(versioned(earlier.version, [planted]), known, history)).toMatchObject({
      at: 'entries.0.event',
    });
    expect(manifestFor('signup', earlier.version, known, history)?.states).toEqual(
      expect.arrayContaining(['paying', ...known.machines.signup.states]),
    );
  });

  it('takes format 2, which names no versions, against today’s machines', () => {
    const { versions: _, ...rest } = fitting();
    expect(checkTrace({ ...rest, v: 2 }, known)).toMatchObject({ success: true });
    expect(checkTrace({ ...fitting(), v: 2 }, known)).toMatchObject({ at: 'versions' });
  });

  it('keeps each earlier version once, newest first, bounded, never today’s', () => {
    const today = buildFlowManifest();
    const release = (signup: string): FlowManifest => ({
      machines: { ...today.machines, signup: { ...today.machines.signup, version: signup } },
    });
    let kept: ManifestHistory = { machines: {} };
    const versions = Array.from({ length: HISTORY_MAX_VERSIONS + 3 }, (_, i) =>
      i.toString(16).padStart(12, '0'),
    );
    for (const [i, version] of versions.entries())
      if (i > 0) kept = withEarlier(kept, release(versions[i - 1] ?? ''), release(version));
    const signupKept = kept.machines.signup?.map((m) => m.version) ?? [];
    expect(signupKept).toHaveLength(HISTORY_MAX_VERSIONS);
    expect(signupKept[0]).toBe(versions.at(-2));
    expect(signupKept).not.toContain(versions.at(-1));
    expect(Object.keys(kept.machines)).toEqual(['signup']);
    // The same release written again changes nothing.
    expect(
      withEarlier(kept, release(versions.at(-1) ?? ''), release(versions.at(-1) ?? '')),
    ).toEqual(kept);
  });

  it('keeps no version of today in the committed history, and every one well formed', () => {
    for (const [machine, earlierOnes] of Object.entries(committedHistory.machines)) {
      const versions = earlierOnes.map((m) => m.version);
      expect(versions).not.toContain(known.machines[machine as TraceMachine].version);
      expect(new Set(versions).size).toBe(versions.length);
      for (const version of versions) expect(version).toMatch(MACHINE_VERSION_PATTERN);
    }
  });
});

describe('uploading a trace', () => {
  it('sends nothing when the trace fails the check, so the message goes without it', async () => {
    const post = vi.spyOn(api, 'post');
    try {
      const [name, replaced] = SMUGGLED[0];
      const smuggled = { ...fitting(), ...replaced } as FlowTrace;
      await expect(uploadTrace(smuggled), name).rejects.toMatchObject({
        failure: { kind: 'unexpected' },
      });
      expect(post).not.toHaveBeenCalled();
      // A trace that passes goes.
      const uploadToken = 'k'.repeat(43);
      post.mockReturnValue({
        json: async () => ({ reference: fitting().reference, uploadToken }),
      } as unknown as ReturnType<typeof api.post>);
      await expect(uploadTrace(fitting())).resolves.toBe(uploadToken);
      expect(post).toHaveBeenCalledWith('flow-traces', { json: fitting(), headers: undefined });
      // Again from the same tab: the token goes with it.
      await uploadTrace(fitting(), uploadToken);
      expect(post).toHaveBeenLastCalledWith('flow-traces', {
        json: fitting(),
        headers: { 'Trace-Upload-Token': uploadToken },
      });
      // An answer without a token is not one the API gives.
      post.mockReturnValue({ json: async () => ({}) } as unknown as ReturnType<typeof api.post>);
      await expect(uploadTrace(fitting())).rejects.toMatchObject({
        failure: { kind: 'unexpected' },
      });
    } finally {
      post.mockRestore();
    }
  });
});
