import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../scripts/lib/i18n';
import { buildFlowTransitions } from '../../scripts/lib/flowManifest';
import { namedWordKeys } from '../../scripts/lib/namedWords';
import { machineTransitionIds } from '../../scripts/lib/traceTransitions';
import { LOCAL_KEYS, SESSION_KEYS } from '../../src/app/storage/storageKeys';
import { stepWords, supportCopy } from '../../src/features/support/copy';
import { MACHINES, machineOf } from '../../src/flows/machines';
import {
  CODE_FLOWS,
  FLOWS,
  FLOW_IDS,
  MACHINE_IDS,
  TRACE_MACHINES,
  goalOf,
  isTraceMachine,
  labelOf,
  stepKeyOf,
  type FlowDeclaration,
} from '../../src/flows/registry';
import manifest from '../../src/schemas/flowManifest.gen.json';
import transitions from '../../src/schemas/flowTransitions.gen.json';
import type { FlowManifest, FlowTransitions } from '../../src/schemas/flowTrace';
import { machineCoverage } from '../model/coverage';

// The registry is data, so the compiler cannot see that what it names exists: a message, a
// state, a route file. Each check names the flow and the piece that is missing.

const known: FlowManifest = manifest;
const moves: FlowTransitions = transitions as FlowTransitions;

describe('the flow registry', () => {
  it('refuses, at the type check, a flow declared without a piece', () => {
    // @ts-expect-error a flow must say what reaching its goal means
    const noGoal: FlowDeclaration = {
      children: [],
      visit: 'start',
      forms: [],
      funnel: [],
      routes: [],
      entry: [],
      storage: { session: [], local: [] },
      labels: { flow: 'support_insight_machine_contact', children: {} },
      steps: {},
    };
    expect(noGoal).not.toHaveProperty('goal');
  });

  it.each(MACHINE_IDS)('maps %s to the production machine of that id', (id) => {
    expect(MACHINES[id].id).toBe(id);
  });

  it.each(TRACE_MACHINES)(
    "names %s's console label in both languages, as the console says it",
    (machine) => {
      const key = labelOf(machine);
      for (const locale of ['en', 'ar'] as const)
        expect(messagesOf(locale)[key], `${machine}: ${key} in ${locale}`).toBeTruthy();
      expect(supportCopy.insight.machines[machine]).toBe(messagesOf('en')[key]);
    },
  );

  it.each(TRACE_MACHINES)('gives %s a goal some move of the machine reaches', (machine) => {
    const goal = goalOf(machine);
    const reaching = moves.machines[machine].moves.filter(
      (move) =>
        (goal.from === undefined || goal.from === move.from) &&
        (goal.event === undefined || goal.event === move.event) &&
        (goal.to === undefined || goal.to === move.to),
    );
    expect(reaching, `${machine}: no move reaches its goal`).not.toEqual([]);
  });

  it.each(FLOW_IDS)("counts %s's funnel steps on real machines, states and events", (flow) => {
    for (const { step, machine, count } of FLOWS[flow].funnel) {
      const where = `${flow} funnel step ${step}`;
      expect(isTraceMachine(machine), `${where}: no machine ${machine}`).toBe(true);
      const lists = known.machines[machine as keyof FlowManifest['machines']];
      if (count.kind === 'reached')
        expect(lists.states, `${where}: no state ${count.state}`).toContain(count.state);
      if (count.kind === 'moves')
        expect(lists.events, `${where}: no event ${count.event}`).toContain(count.event);
    }
  });

  it.each(FLOW_IDS)("names %s's pages as route files and its keys as storage keys", (flow) => {
    for (const route of FLOWS[flow].routes)
      expect(existsSync(`src/routes/${route}.tsx`), `${flow}: no route ${route}`).toBe(true);
    for (const route of FLOWS[flow].entry)
      expect(FLOWS[flow].routes, `${flow}: entry ${route} is not its page`).toContain(route);
    for (const name of FLOWS[flow].storage.session)
      expect(Object.keys(SESSION_KEYS), `${flow}: no session key ${name}`).toContain(name);
    for (const name of FLOWS[flow].storage.local)
      expect(Object.keys(LOCAL_KEYS), `${flow}: no local key ${name}`).toContain(name);
  });

  it.each(TRACE_MACHINES)(
    'names words for each step %s records, in both languages, as the console says them',
    (machine) => {
      for (const event of known.machines[machine].events) {
        const key = stepKeyOf(machine, event);
        expect(key, `${machine} ${event}: no words in the registry`).toBeDefined();
        for (const locale of ['en', 'ar'] as const)
          expect(messagesOf(locale)[key ?? ''], `${machine}: ${key} in ${locale}`).toBeTruthy();
        expect(stepWords({ machine, event, outcome: 'x' }), `${machine} ${event}`).toBe(
          messagesOf('en')[key ?? ''].replace('{outcome}', 'x'),
        );
      }
    },
  );

  // The flows gate finds a flow's binding by its file's name: a flow with a code step and no
  // binding would only fail when a page first asked for it.
  it('binds each flow with a code step to the browser in a file of its own name', () => {
    const bound = readdirSync('src/bindings/flows')
      .filter((file) => file.endsWith('.flow.ts'))
      .map((file) => file.replace(/\.flow\.ts$/, ''));
    expect(bound.sort()).toEqual([...CODE_FLOWS].sort());
  });

  it('keeps each label key to one machine', () => {
    const keys = TRACE_MACHINES.map(labelOf);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("the console's words catalogue", () => {
  it('holds the keys the registry names, and no other (npm run flows:manifest)', () => {
    const written = readFileSync('src/content/namedWords.gen.ts', 'utf8');
    const keys = [...written.matchAll(/^\s+(\w+): m\.(\w+),$/gm)].map(([, key, message]) => {
      expect(message, `${key} says another message`).toBe(key);
      return key;
    });
    expect(keys).toEqual(namedWordKeys());
  });
});

describe("the manifest's transitions", () => {
  it('are in step with the machines (npm run flows:manifest)', () => {
    expect(transitions).toEqual(buildFlowTransitions());
  });

  it.each(TRACE_MACHINES)("list %s's transitions by the model coverage's ids", (machine) => {
    const listed = moves.machines[machine].transitions.map((t) => t.id);
    expect(listed).toEqual(machineTransitionIds(machineOf(machine)));
    expect(listed).toEqual(machineCoverage(machineOf(machine)).record().transitions);
    expect(moves.machines[machine].version).toBe(known.machines[machine].version);
  });

  it('name each guard branch, and where a move rests', () => {
    const code = moves.machines['signup.phoneCode'];
    expect(code.transitions).toContainEqual({
      id: 'phoneCode.verifying --xstate.error.actor.confirmCode#0--> phoneCode.waiting.ready',
      from: 'verifying',
      event: 'xstate.error.actor.confirmCode',
      to: 'waiting.ready',
      branch: 0,
      guard: expect.any(String),
    });
    // A move ends where the actor rests, past any eventless step: never in `restoring`.
    expect(moves.machines.signup.moves.some((m) => m.to === 'restoring')).toBe(false);
    expect(moves.machines.contact.moves).toContainEqual({
      from: 'submitting',
      event: 'xstate.done.actor.sendMessage',
      to: 'sent',
    });
    expect(moves.machines.contact.moves).not.toContainEqual(
      expect.objectContaining({ from: 'editing', event: 'xstate.done.actor.sendMessage' }),
    );
  });
});
