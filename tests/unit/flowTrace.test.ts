import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import manifest from '../../src/schemas/flowManifest.gen.json';
import {
  FlowTraceSchema,
  REFERENCE_PATTERN,
  newTraceReference,
  stateKey,
  traceMisfit,
  type FlowManifest,
  type FlowTrace,
} from '../../src/schemas/flowTrace';
import { buildFlowManifest } from '../../scripts/lib/flowManifest';

const trace = (entries: FlowTrace['entries']): FlowTrace => ({
  v: 1,
  reference: 'K7QM-2XDA',
  entries,
});
const entry = {
  machine: 'signup',
  event: 'form.submit',
  from: 'editing.idle',
  to: 'verifyingPhone.sending',
  t: 0,
} as const;

describe('flow trace contract', () => {
  it('keeps the committed manifest in step with the machines (npm run flows:manifest)', () => {
    expect(manifest).toEqual(buildFlowManifest());
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

  it('refuses any field outside the allow-list, such as a value the owner typed', () => {
    expect(v.safeParse(FlowTraceSchema, trace([entry])).success).toBe(true);
    const withPhone = { ...entry, phone: '+201001234567' };
    expect(v.safeParse(FlowTraceSchema, trace([withPhone])).success).toBe(false);
    const codeAsOutcome = { ...entry, outcome: '123456' };
    expect(v.safeParse(FlowTraceSchema, trace([codeAsOutcome])).success).toBe(false);
  });

  it('says which entry does not fit the machines', () => {
    const known = manifest as FlowManifest;
    expect(traceMisfit(trace([entry]), known)).toBeUndefined();
    expect(traceMisfit(trace([entry, { ...entry, event: 'form.hack' }]), known)).toBe(
      'entry 1: signup has no event form.hack',
    );
    expect(traceMisfit(trace([{ ...entry, to: 'nowhere' }]), known)).toBe(
      'entry 0: signup has no state nowhere',
    );
  });
});
