import { describe, expect, test, vi } from 'vitest';
import { createFlowsGate } from '../../src/app/flowsGate';
import { browserServices } from '../../src/app/services';
import { memoryStore } from '../../src/services/storage';

// The flows' code and what a send needs load together when the owner reaches for a form: not
// one after another, and once.
describe('the flows gate', () => {
  const services = (prepare: () => Promise<void>) =>
    browserServices({
      phoneAuth: { sendCode: vi.fn(), confirm: vi.fn(), prepare },
      localStore: memoryStore(),
      sessionStore: memoryStore(),
    });

  test('starts firebase with the flows, not after them, and creates the flows once', async () => {
    let firebaseReady = () => {};
    const prepare = vi.fn(() => new Promise<void>((resolve) => (firebaseReady = resolve)));
    const gate = createFlowsGate(services(prepare), vi.fn());
    const listener = vi.fn();
    gate.subscribe(listener);
    const first = gate.load();
    // Asked for in the same turn as the flows' own code.
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(gate.current()).toBeUndefined();
    expect(gate.load()).toBe(first);
    firebaseReady();
    const flows = await first;
    expect(gate.current()).toBe(flows);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(prepare).toHaveBeenCalledTimes(1);
    flows.signup.stop();
    flows.reset.stop();
  });

  test('a warm-up that fails does not keep the flows from loading', async () => {
    const gate = createFlowsGate(
      services(() => Promise.reject(new Error('offline'))),
      vi.fn(),
    );
    const flows = await gate.load();
    expect(flows.signup.getSnapshot().value).toEqual({ editing: 'idle' });
    flows.signup.stop();
    flows.reset.stop();
  });
});
