import { expect } from '@playwright/test';
import { StateMachine } from 'xstate';
import { MACHINES } from '../../src/flows/machines';
import { machineIdOf } from '../../src/flows/registry';
import { locales } from '../../src/paraglide/runtime.js';
import { loadFaultActors, type Row } from './helpers/faultActors';
import { FAULT_ROW, type FaultRowNote } from './helpers/faultMatrix';
import { FAULTS, inject } from './helpers/faults';
import { test } from './helpers/fixtures';
import { flowsIn } from './helpers/flows';

// A fault at every actor: for each call a flow machine makes, each fault that can happen
// there, injected at the network layer. One test per actor × fault; the rows take the two
// page languages in turn, so each actor fails in both. The reporter
// (tests/e2e/helpers/faultMatrix.ts) prints the matrix and writes test-results/fault-matrix.json.

const SITE_LIMIT_MS = 15_000;

const FAULT_ACTORS = await loadFaultActors();

// Calls that cannot fail: the device lookup answers a refusal or a timeout as its result.
const NEVER_FAIL = new Set(['locate']);

// Every call a registered machine makes, from the machines themselves: a new flow's call
// without a row here fails this test, naming it.
test('has a fault row for every call a registered machine makes', () => {
  const covered = new Set(
    FAULT_ACTORS.map((actor) => `${machineIdOf(actor.machine)} ${actor.event.split('.').at(-1)}`),
  );
  const calls = Object.entries(MACHINES).flatMap(([id, machine]) =>
    Object.entries(machine.implementations.actors)
      .filter(([key, logic]) => !(logic instanceof StateMachine) && !NEVER_FAIL.has(key))
      .map(([key]) => `${id} ${key}`),
  );
  expect(calls.filter((call) => !covered.has(call))).toEqual([]);
});

test.describe.configure({ timeout: 90_000 });

let index = 0;
for (const actor of FAULT_ACTORS) {
  test.describe(`fault at ${actor.name}`, () => {
    for (const fault of actor.faults) {
      const locale = locales[index++ % locales.length] ?? 'en';
      test(`${fault} (${locale})`, async ({
        page,
        context,
        stack,
        api,
        emulatorCodes,
        newPhone,
      }, testInfo) => {
        const note: FaultRowNote = { actor: actor.name, fault, locale, checked: [] };
        const annotation = { type: FAULT_ROW, description: JSON.stringify(note) };
        testInfo.annotations.push(annotation);
        if (FAULTS[fault].hang) testInfo.annotations.push({ type: 'gives-up' });
        const row: Row = {
          page,
          context,
          stack,
          api,
          emulatorCodes,
          newPhone,
          locale,
          flows: flowsIn(locale),
          fault,
          failure: FAULTS[fault].failure(actor.kind, actor.step ?? 'send'),
          patience: FAULTS[fault].slow ? SITE_LIMIT_MS + 10_000 : 7_000,
          inject: (call, offlineAsAbort) =>
            inject(page, context, fault, actor.kind, call, offlineAsAbort),
          checked: (what) => {
            note.checked.push(what);
            annotation.description = JSON.stringify(note);
          },
        };
        await actor.run(row);
      });
    }
  });
}
