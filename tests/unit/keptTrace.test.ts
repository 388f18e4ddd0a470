import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { keptTraceFileName } from '../../src/features/support/traces/keptTrace';
import { FlowTraceSchema, type FlowTrace } from '../../src/schemas/flowTrace';

const kept = (name: string): FlowTrace =>
  v.parse(FlowTraceSchema, JSON.parse(readFileSync(`tests/model/traces/${name}`, 'utf8')));

describe('the name a trace is kept as a test under', () => {
  it('says its flow and its last failure, then its reference', () => {
    expect(keptTraceFileName(kept('signup-wrong-code.json'))).toBe(
      'signup-invalid-code-abcd-efgh.json',
    );
    expect(keptTraceFileName(kept('reset-server-error.json'))).toMatch(
      /^reset-http-500-[a-z0-9]{4}-[a-z0-9]{4}\.json$/,
    );
  });

  it('says "completed" for a trace without a failure', () => {
    const trace = kept('signup-wrong-code.json');
    const clean = {
      ...trace,
      entries: trace.entries.filter((e) => !e.outcome || e.outcome === 'ok'),
    };
    expect(keptTraceFileName(clean)).toBe('signup-completed-abcd-efgh.json');
  });
});
