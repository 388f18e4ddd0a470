import { describe, expect, it } from 'vitest';
import {
  funnel,
  machineFigures,
  medianBucket,
  machinesFor,
} from '../../src/features/support/insight/insight';
import { rangesOf } from '../../src/features/support/insight/insightView';
import { stepWords } from '../../src/features/support/copy';
import manifest from '../../src/schemas/flowManifest.gen.json';
import type { FlowCount } from '../../src/schemas/insight';

// The insight page's figures from the counts GET /support/insight answers, and the words
// the console gives each step of a trace.

const c = (kind: FlowCount['kind'], state: string, detail: string, n: number): FlowCount => ({
  kind,
  state,
  detail,
  n,
});

// Ten sign-ups: ten opened the form, eight got a code, five got it right, four made an
// account (one came back after leaving at the code and finished). Three left at the code.
const signup: FlowCount[] = [
  c('visit', '', 'new', 10),
  c('visit', '', 'resumed', 1),
  c('reached', 'editing.idle', '', 10),
  c('reached', 'verifyingPhone.waiting', '', 8),
  c('resumed', 'verifyingPhone.waiting', '', 1),
  c('end', 'verifyingPhone.waiting', 'abandoned', 4),
  c('end', 'editing.idle', 'abandoned', 2),
  c('end', 'editing.idle', 'done', 4),
  c('time', 'verifyingPhone.waiting', '<1s', 1),
  c('time', 'verifyingPhone.waiting', '5-30s', 3),
  c('time', 'verifyingPhone.waiting', '30s-2m', 4),
  c('failure', 'verifyingPhone.checking', 'auth/invalid-code', 6),
  c('failure', 'verifyingPhone.checking', 'auth/code-expired', 2),
  c('failure', 'verifyingPhone.checking', 'network', 1),
  c('failure', 'verifyingPhone.checking', 'timeout', 1),
  c('refused', 'verifyingPhone.sending', 'form.submit', 3),
  c('transition', 'verifyingPhone.checking', 'xstate.done.actor.phoneCode registering.locating', 5),
];
const session: FlowCount[] = [c('visit', '', 'new', 3), c('end', 'loggedIn.active', 'done', 3)];

describe('insight figures', () => {
  it('counts each state: reached, left for good (abandoned less came back), median band, top failures', () => {
    const figures = machineFigures(signup);
    expect(figures.visits).toEqual({ started: 10, resumed: 1, done: 4 });
    expect(figures.states['verifyingPhone.waiting']).toEqual({
      reached: 8,
      left: 3,
      medianTime: '5-30s',
      failures: [],
      refused: [],
    });
    expect(figures.states['verifyingPhone.checking']?.failures).toEqual([
      { outcome: 'auth/invalid-code', n: 6 },
      { outcome: 'auth/code-expired', n: 2 },
      { outcome: 'network', n: 1 },
    ]);
    expect(figures.states['verifyingPhone.sending']?.refused).toEqual([
      { event: 'form.submit', n: 3 },
    ]);
    expect(figures.moves).toEqual([
      {
        from: 'verifyingPhone.checking',
        event: 'xstate.done.actor.phoneCode',
        to: 'registering.locating',
        n: 5,
      },
    ]);
  });

  it('takes the band the middle visit falls in', () => {
    expect(medianBucket(new Map())).toBeUndefined();
    expect(medianBucket(new Map([['<1s', 1]]))).toBe('<1s');
    expect(
      medianBucket(
        new Map([
          ['<1s', 1],
          ['>2m', 1],
        ]),
      ),
    ).toBe('<1s');
    expect(
      medianBucket(
        new Map([
          ['<1s', 1],
          ['>2m', 2],
        ]),
      ),
    ).toBe('>2m');
  });

  it('builds the sign-up funnel from the sign-up and the session, with shares of the first step', () => {
    expect(machinesFor('signup')).toEqual(['signup', 'session']);
    expect(machinesFor('contact')).toEqual(['contact']);
    const now = { signup: machineFigures(signup), session: machineFigures(session) };
    expect(funnel('signup', now)).toEqual([
      { step: 'opened', n: 10, share: 1 },
      { step: 'codeSent', n: 8, share: 0.8 },
      { step: 'codeRight', n: 5, share: 0.5 },
      { step: 'account', n: 4, share: 0.4 },
      { step: 'loggedIn', n: 3, share: 0.3 },
    ]);
    const before = { signup: machineFigures([c('visit', '', 'new', 2)]) };
    expect(funnel('signup', now, before).map((row) => row.previous)).toEqual([2, 0, 0, 0, 0]);
    expect(funnel('contact', now)).toEqual([]);
    expect(funnel('signup', {})[0]).toEqual({ step: 'opened', n: 0, share: 0 });
  });

  it('reads the last 7 days by default, and compares with as many days just before', () => {
    expect(rangesOf({ machine: 'signup' }, '2026-11-27')).toEqual({
      range: { from: '2026-11-21', to: '2026-11-27' },
      previous: { from: '2026-11-14', to: '2026-11-20' },
    });
    expect(
      rangesOf({ machine: 'signup', from: '2026-11-01', to: '2026-11-01' }, '2026-11-27'),
    ).toEqual({
      range: { from: '2026-11-01', to: '2026-11-01' },
      previous: { from: '2026-10-31', to: '2026-10-31' },
    });
  });
});

describe('trace steps in words', () => {
  it('has words for every event every machine can record, and names a failure’s outcome', () => {
    for (const [machine, { events }] of Object.entries(manifest.machines))
      for (const event of events)
        expect(stepWords({ machine, event }), `${machine} ${event}`).not.toBe(event);
    expect(
      stepWords({
        machine: 'signup.phoneCode',
        event: 'xstate.error.actor.confirmCode',
        outcome: 'auth/invalid-code',
      }),
    ).toBe('Wrong code (auth/invalid-code)');
    expect(
      stepWords({ machine: 'signup', event: 'xstate.error.actor.register', outcome: 'http-500' }),
    ).toBe('Account not made (http-500)');
    expect(stepWords({ machine: 'signup', event: 'xstate.init' })).toBe('Opened the sign-up form');
    // A press the state could not take says so.
    const typed = stepWords({ machine: 'signup.phoneCode', event: 'code.enter' });
    expect(stepWords({ machine: 'signup.phoneCode', event: 'code.enter', refused: true })).toBe(
      `${typed}: refused, nothing happened`,
    );
  });
});
