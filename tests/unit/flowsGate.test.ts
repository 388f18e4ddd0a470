import { describe, expect, test, vi } from 'vitest';
import { createFlowsGate } from '../../src/app/flowsGate';
import { browserServices } from '../../src/app/services';
import { memoryStore } from '../../src/services/storage';

// The flows' code and what a send needs load together when the owner reaches for a form: not
// one after another, and once.
// The first load compiles the machines and xstate, which alone on a cold cache takes longer
// than a test's default 5 s on two cores.
describe('the flows gate', { timeout: 30_000 }, () => {
  const services = (prepare: () => Promise<void>) =>
    browserServices({
      phoneAuth: { sendCode: vi.fn(), confirm: vi.fn(), prepare },
      localStore: memoryStore(),
      sessionStore: memoryStore(),
    });
  const host = () => ({ navigate: vi.fn(), endSession: vi.fn() });

  test('starts firebase with the flows, not after them, and creates the flows once', async () => {
    const prepare = vi.fn(() => Promise.resolve());
    const gate = createFlowsGate(services(prepare), host());
    const listener = vi.fn();
    gate.subscribe(listener);
    const first = gate.load();
    // Asked for in the same turn as the flows' own code.
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(gate.current()).toBeUndefined();
    expect(gate.load()).toBe(first);
    const flows = await first;
    expect(gate.current()).toBe(flows);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(prepare).toHaveBeenCalledTimes(1);
    flows.signup.stop();
    flows.reset.stop();
  });

  // Started in one task, the downloads' preload tags took 60 ms of a slow phone's main thread.
  test('starts firebase at once and the other downloads in later tasks', async () => {
    const started: string[] = [];
    const all = services(() => {
      started.push('firebase');
      return Promise.resolve();
    });
    all.warmUp = () => started.push('api');
    const gate = createFlowsGate(all, host());
    const loading = gate.load();
    expect(started).toEqual(['firebase']);
    await vi.waitFor(() => expect(started).toEqual(['firebase', 'api']));
    const flows = await loading;
    flows.signup.stop();
    flows.reset.stop();
  });

  test("the flows are in before firebase's reCAPTCHA is ready: the send waits for it itself", async () => {
    const prepare = vi.fn(() => new Promise<void>(() => {}));
    const warm = vi.fn();
    const gate = createFlowsGate(services(prepare), host(), warm);
    const flows = await gate.load();
    expect(gate.current()).toBe(flows);
    expect(warm).toHaveBeenCalledTimes(1);
    flows.signup.stop();
    flows.reset.stop();
  });

  test('a warm-up that fails does not keep the flows from loading', async () => {
    const gate = createFlowsGate(
      services(() => Promise.reject(new Error('offline'))),
      host(),
    );
    const flows = await gate.load();
    expect(flows.signup.getSnapshot().value).toEqual({ editing: 'idle' });
    flows.signup.stop();
    flows.reset.stop();
  });

  test('fetches the screens the flows move to once the flows are in, not before', async () => {
    const warm = vi.fn();
    const gate = createFlowsGate(services(vi.fn(() => Promise.resolve())), host(), warm);
    const loading = gate.load();
    await Promise.resolve();
    expect(warm).not.toHaveBeenCalled();
    const flows = await loading;
    expect(warm).toHaveBeenCalledTimes(1);
    await gate.load();
    expect(warm).toHaveBeenCalledTimes(1);
    flows.signup.stop();
    flows.reset.stop();
  });

  // Made and started at once, both flows were one task of 70 ms on a slow phone, and a tap
  // meeting it waited for all of it.
  test('makes the flows in steps that let other tasks run between them', async () => {
    const { createFlowsInTasks } = await import('../../src/app/flows');
    let between = 0;
    let done = false;
    const other = () => {
      between += 1;
      if (!done) setTimeout(other, 0);
    };
    setTimeout(other, 0);
    const flows = await createFlowsInTasks(services(vi.fn(() => Promise.resolve())), host());
    done = true;
    expect(between).toBeGreaterThanOrEqual(2);
    expect(flows.signup.getSnapshot().status).toBe('active');
    expect(flows.reset.getSnapshot().status).toBe('active');
    flows.signup.stop();
    flows.reset.stop();
  });
});

describe('warming the screens behind flow targets', () => {
  test('fetches the code of each screen once, and only its code', async () => {
    const { createAppRouter } = await import('../../src/router');
    const { createMemoryHistory } = await import('@tanstack/react-router');
    const { warmTargets } = await import('../../src/app/flowTargets');
    const router = createAppRouter({
      history: createMemoryHistory({ initialEntries: ['/register'] }),
      ownsDocument: false,
    });
    const chunk = vi.spyOn(router, 'loadRouteChunk');
    const load = vi.spyOn(router, 'load');
    warmTargets(router, ['verifySignup', 'verifyReset', 'afterLogin']);
    expect(chunk.mock.calls.map(([route]) => route.fullPath).sort()).toEqual([
      '/how-it-works',
      '/verify-otp',
    ]);
    expect(load).not.toHaveBeenCalled();
  });
});
