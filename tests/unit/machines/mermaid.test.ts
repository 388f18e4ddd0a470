import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, setup } from 'xstate';
import { eventLabel, graphStates, machineGraph } from '../../../src/machines/machineGraph';
import { toMermaid } from '../../../src/machines/mermaid';
import { phoneCodeMachine } from '../../../src/machines/phoneCode.machine';
import { signupMachine } from '../../../src/machines/signup.machine';

// The drawings of docs/flows and the support console, on shapes today's flow machines do not
// have yet (state names Mermaid reads as keywords, names that clash once the dots go, inline
// guards, numeric delays, unnamed invokes), so the next machine that has one is still drawn
// right.

const lines = (diagram: string) => diagram.split('\n');

const KEYWORDS = ['state', 'note', 'as', 'end', 'direction', 'class', 'classDef', 'style'];

describe('Mermaid ids', () => {
  it('gives a state named like a Mermaid keyword an id Mermaid does not read as one', () => {
    const machine = createMachine({
      id: 'k',
      initial: 'state',
      states: Object.fromEntries(KEYWORDS.map((k) => [k, { on: { next: 'note' } }])),
    });
    const diagram = lines(toMermaid(machine));
    for (const keyword of KEYWORDS) {
      expect(diagram).toContain(`  state "${keyword}" as ${keyword}_`);
      expect(diagram).toContain(`  ${keyword}_ --> note_ : next`);
    }
    expect(diagram).toContain('  [*] --> state_');
  });

  it('numbers a path that would clash with another once its dots and symbols are replaced', () => {
    const machine = createMachine({
      id: 'c',
      initial: 'a_b',
      states: {
        a_b: { on: { go: 'a.b.c' } },
        a: {
          initial: 'b',
          states: { b: { initial: 'c', states: { c: { on: { back: '#c.a_b' } } } } },
        },
        a_b_c: {},
        'a-b': {},
        end: {},
        end_: {},
        'my-state x': { type: 'final' },
        anywhere: {},
      },
    });
    const diagram = lines(toMermaid(machine));
    expect(diagram).toContain('  state "a_b" as a_b');
    // a.b is drawn as a_b2, and a.b.c as a_b_c; the state really named a_b_c comes after it.
    expect(diagram).toContain('    [*] --> a_b2');
    expect(diagram).toContain('    state a_b2 {');
    expect(diagram).toContain('      [*] --> a_b_c');
    expect(diagram).toContain('      state "c" as a_b_c');
    expect(diagram).toContain('  state "a_b_c" as a_b_c2');
    expect(diagram).toContain('  a_b --> a_b_c : go');
    expect(diagram).toContain('  a_b_c --> a_b : back');
    // A third a_b takes the next number.
    expect(diagram).toContain('  state "a-b" as a_b3');
    // A keyword's id taken, the state named like it counts on from 2.
    expect(diagram).toContain('  state "end" as end_');
    expect(diagram).toContain('  state "end_" as end_2');
    expect(diagram).toContain('  state "my-state x" as my_state_x');
    expect(diagram).toContain('  my_state_x --> [*]');
    // `anywhere` is the "any state" box's id: a state of that name gets another.
    expect(diagram).toContain('  state "anywhere" as anywhere2');
    expect(diagram.filter((l) => l.includes(' as a_b_c')).length).toBe(2);
  });
});

describe('Mermaid text', () => {
  it('keeps every colon and semicolon of a label, written as entity codes', () => {
    const machine = createMachine({
      id: 't',
      initial: 'a',
      states: { a: { tags: ['x:y', 'z;w'], on: { 'a:b:c;d;e': 'b' } }, b: {} },
    });
    const diagram = lines(toMermaid(machine));
    expect(diagram).toContain('  a --> b : a#58;b#58;c#59;d#59;e');
    expect(diagram).toContain('  a : tags#58; x#58;y, z#59;w');
  });

  it('lists tags and invoked actors under their state, one line each', () => {
    const machine = setup({
      actors: { loader: fromPromise(async () => 1), saver: fromPromise(async () => 1) },
    }).createMachine({
      id: 'i',
      initial: 'busy',
      states: {
        busy: {
          tags: ['loading', 'form'],
          invoke: [
            { id: 'load', src: 'loader' },
            { id: 'save', src: 'saver' },
          ],
        },
        quiet: { tags: ['form'] },
        idle: {},
      },
    });
    const diagram = lines(toMermaid(machine));
    expect(diagram).toContain('  busy : tags#58; loading, form');
    expect(diagram).toContain('  busy : invokes loader, saver');
    expect(diagram).toContain('  quiet : tags#58; form');
    expect(diagram.filter((l) => l.startsWith('  quiet :'))).toHaveLength(1);
    expect(diagram.filter((l) => l.startsWith('  idle'))).toEqual([]);
  });

  it('draws the "any state" box only for a machine with events taken in any state', () => {
    expect(toMermaid(phoneCodeMachine)).not.toContain('anywhere');
    const signup = lines(toMermaid(signupMachine));
    expect(signup).toContain('  state "(any state)" as anywhere');
    expect(signup).toContain('  anywhere --> editing : flow.restart');
    // Declared once, before the edges.
    expect(signup.filter((l) => l.includes('"(any state)"'))).toHaveLength(1);
    expect(signup.indexOf('  state "(any state)" as anywhere')).toBeLessThan(
      signup.findIndex((l) => l.includes('-->') && !l.includes('[*]')),
    );
  });

  it('starts the regions of a parallel state without an arrow into the parallel state itself', () => {
    const machine = createMachine({
      id: 'p',
      type: 'parallel',
      states: {
        left: { initial: 'l1', states: { l1: { on: { go: 'l2' } }, l2: {} } },
        right: { initial: 'r1', states: { r1: {} } },
      },
    });
    const diagram = lines(toMermaid(machine));
    expect(diagram.filter((l) => l.includes('[*] -->'))).toEqual([
      '    [*] --> left_l1',
      '    [*] --> right_r1',
    ]);
  });

  it('draws a transition that stays in its state as a loop, and a targetless root one too', () => {
    const machine = createMachine({
      id: 'l',
      initial: 'a',
      on: { ping: { actions: () => {} } },
      states: { a: { on: { tick: { actions: () => {} } } } },
    });
    const diagram = lines(toMermaid(machine));
    expect(diagram).toContain('  a --> a : tick');
    expect(diagram).toContain('  anywhere --> anywhere : ping');
  });
});

describe('machine graph', () => {
  const machine = setup({
    actors: { loader: fromPromise(async () => 1), checker: fromPromise(async () => 1) },
    guards: { named: () => true },
  }).createMachine({
    id: 'g',
    initial: 'a',
    states: {
      a: {
        on: {
          byName: { guard: 'named', target: 'b' },
          byObject: { guard: { type: 'named' }, target: 'b' },
          // Written inline: the function takes the property's name, `guard`.
          inline: { guard: () => true, target: 'b' },
          byFunction: {
            guard: function isReady() {
              return true;
            },
            target: 'b',
          },
          plain: 'b',
        },
        after: { 1500: 'b' },
        always: { guard: 'named', target: 'b' },
      },
      b: {
        initial: 'c',
        invoke: [
          { id: 'load', src: 'loader', onDone: 'a', onError: 'a' },
          { id: 'check', src: 'checker' },
        ],
        states: { c: { type: 'final' } },
      },
    },
  });

  it('labels guards by name, and a guard written inline as such', () => {
    const [, a] = graphStates(machineGraph(machine));
    expect(a?.transitions).toEqual([
      { event: 'byName', label: 'byName [named]', targets: ['b'] },
      { event: 'byObject', label: 'byObject [named]', targets: ['b'] },
      { event: 'inline', label: 'inline [inline guard]', targets: ['b'] },
      { event: 'byFunction', label: 'byFunction [isReady]', targets: ['b'] },
      { event: 'plain', label: 'plain', targets: ['b'] },
      { event: 'xstate.after.1500.g.a', label: 'after 1500', targets: ['b'] },
      { event: 'always', label: 'always [named]', targets: ['b'] },
    ]);
  });

  it('keeps each state’s path, initial child, final flag and invoked actors', () => {
    const graph = machineGraph(machine);
    expect(graph).toMatchObject({ path: '', key: 'g', final: false, initial: 'a' });
    const [, a, b, c] = graphStates(graph);
    expect(a).toMatchObject({ path: 'a', key: 'a', final: false, invokes: [], children: [] });
    expect(a).not.toHaveProperty('initial');
    expect(b).toMatchObject({ path: 'b', initial: 'b.c', invokes: ['loader', 'checker'] });
    expect(b?.transitions.map((t) => [t.label, t.targets])).toEqual([
      ['done: load', ['a']],
      ['error: load', ['a']],
    ]);
    expect(c).toMatchObject({ path: 'b.c', key: 'c', final: true, children: [] });
    expect(graphStates(graph).map((s) => s.path)).toEqual(['', 'a', 'b', 'b.c']);
  });

  it.each([
    ['xstate.done.actor.sendCode', 'done: sendCode'],
    ['xstate.error.actor.signup.phoneCode', 'error: signup.phoneCode'],
    ['xstate.after.resendDelay.phoneCode.waiting.coolingDown', 'after resendDelay'],
    ['xstate.after.1000.m.a', 'after 1000'],
    // Only the machine's own outcome and timer events are renamed.
    ['my.xstate.done.actor.x', 'my.xstate.done.actor.x'],
    ['xstate.done.actor.', 'xstate.done.actor.'],
    ['xstate.done.state.signup', 'xstate.done.state.signup'],
    ['x.xstate.after.1000', 'x.xstate.after.1000'],
    ['xstate.after.', 'xstate.after.'],
    ['code.enter', 'code.enter'],
  ])('reads the event %s as %s', (event, label) => {
    expect(eventLabel(event)).toBe(label);
  });
});
