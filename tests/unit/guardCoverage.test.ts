import { assign, createActor, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineCoverage } from '../model/coverage';

// The model suites count each guard seen true and seen false (tests/model/coverage.ts). XState
// reports no guard, so the outcomes are read from the steps taken: these pin that reading.
const machine = setup({
  types: { context: {} as { stored: boolean }, events: {} as { type: 'go'; n: number } },
  guards: {
    restored: ({ context }) => context.stored,
    big: ({ event }) => event.n > 10,
    small: ({ event }) => event.n > 1,
  },
}).createMachine({
  id: 'sample',
  context: { stored: false },
  initial: 'restoring',
  states: {
    restoring: { always: [{ guard: 'restored', target: 'done' }, { target: 'idle' }] },
    idle: {
      on: {
        go: [
          { guard: 'big', target: 'done' },
          { guard: 'small', target: 'idle', actions: assign({ stored: true }) },
        ],
      },
    },
    done: {},
  },
});

const outcomes = (sends: number[], provide = false) => {
  const coverage = machineCoverage(machine);
  const running = provide
    ? machine.provide({ guards: { small: ({ event }) => event.n > 1 } })
    : machine;
  const actor = createActor(running, { inspect: coverage.observe }).start();
  for (const n of sends) actor.send({ type: 'go', n });
  const { guards, seenGuards } = coverage.record();
  return { guards, seen: seenGuards.map((g) => g.replace(/^.*\[(\w+)\] /, '$1 ')).sort() };
};

describe('guard outcomes in the model coverage', () => {
  it('lists every guarded transition twice, true and false', () => {
    expect(outcomes([]).guards).toHaveLength(6);
  });

  it('reads the start hop, a guard passed over, one taken, and an event nothing took', () => {
    expect(outcomes([]).seen).toEqual(['restored false']);
    expect(outcomes([5]).seen).toEqual(['big false', 'restored false', 'small true']);
    expect(outcomes([0]).seen).toEqual(['big false', 'restored false', 'small false']);
    expect(outcomes([20]).seen).toEqual(['big true', 'restored false']);
  });

  it('reads a machine run with its implementations provided, whose nodes are copies', () => {
    expect(outcomes([5, 0], true).seen).toEqual([
      'big false',
      'restored false',
      'small false',
      'small true',
    ]);
  });
});
