import { describe, expect, test, vi } from 'vitest';
import { createFlowsGate } from '../../src/app/flowsGate';
import { browserServices } from '../../src/app/services';
import { memoryStore } from '../../src/services/storage';

// A flow's code and what a send needs load together when the owner reaches for a form: not
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

  test('starts firebase with the flow, not after it, and makes the flow once', async () => {
    const prepare = vi.fn(() => Promise.resolve());
    const gate = createFlowsGate(services(prepare), host());
    const listener = vi.fn();
    gate.flow('signup').subscribe(listener);
    const first = gate.flow('signup').load();
    // Asked for in the same turn as the flow's own code.
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(gate.flow('signup').current()).toBeUndefined();
    expect(gate.flow('signup').load()).toBe(first);
    const signup = await first;
    expect(gate.flow('signup').current()).toBe(signup);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(prepare).toHaveBeenCalledTimes(1);
    signup.stop();
  });

  // Making every flow on every flow page cost a slow phone 55-75 ms for flows it did not show.
  test('makes only the flow a page asks for; a second flow warms nothing again', async () => {
    const prepare = vi.fn(() => Promise.resolve());
    const gate = createFlowsGate(services(prepare), host());
    const reset = await gate.flow('reset').load();
    expect(reset.getSnapshot().status).toBe('active');
    expect(gate.flow('signup').current()).toBeUndefined();
    expect(gate.flow('deletion').current()).toBeUndefined();
    const deletion = await gate.flow('deletion').load();
    expect(gate.flow('deletion').current()).toBe(deletion);
    expect(gate.flow('signup').current()).toBeUndefined();
    expect(prepare).toHaveBeenCalledTimes(1);
    reset.stop();
    deletion.stop();
  });

  // What a send needs downloads beside the flow's own code, none of it waiting for another.
  test('starts firebase and the API client in the turn the flow is asked for', async () => {
    const started: string[] = [];
    const all = services(() => {
      started.push('firebase');
      return Promise.resolve();
    });
    all.warmUp = () => started.push('api');
    const gate = createFlowsGate(all, host());
    const loading = gate.flow('signup').load();
    expect(started).toEqual(['firebase', 'api']);
    (await loading).stop();
    expect(started).toEqual(['firebase', 'api']);
  });

  test("the flow is in before firebase's reCAPTCHA is ready: the send waits for it itself", async () => {
    const prepare = vi.fn(() => new Promise<void>(() => {}));
    const warm = vi.fn();
    const gate = createFlowsGate(services(prepare), host(), warm);
    const signup = await gate.flow('signup').load();
    expect(gate.flow('signup').current()).toBe(signup);
    expect(warm).toHaveBeenCalled();
    signup.stop();
  });

  test('a warm-up that fails does not keep the flow from loading', async () => {
    const gate = createFlowsGate(
      services(() => Promise.reject(new Error('offline'))),
      host(),
    );
    const signup = await gate.flow('signup').load();
    expect(signup.getSnapshot().value).toEqual({ editing: 'idle' });
    signup.stop();
  });

  test("fetches the screens a flow moves to once it is in, not before, and only that flow's", async () => {
    const warm = vi.fn();
    const gate = createFlowsGate(services(vi.fn(() => Promise.resolve())), host(), warm);
    const loading = gate.flow('signup').load();
    await Promise.resolve();
    expect(warm).not.toHaveBeenCalled();
    const signup = await loading;
    expect(warm.mock.calls).toEqual([[['verifySignup', 'login']]]);
    const reset = await gate.flow('reset').load();
    expect(warm.mock.calls.at(-1)).toEqual([['verifyReset', 'resetPassword', 'login']]);
    signup.stop();
    reset.stop();
  });

  test('opening a flow marks the start of a visit in the trace; loading it does not', async () => {
    const app = services(vi.fn(() => Promise.resolve()));
    const gate = createFlowsGate(app, host());
    const reset = await gate.flow('reset').load();
    const { traceOf } = await import('../../src/app/storage/flowTrace');
    const opened = vi.spyOn(traceOf(app), 'opened');
    await gate.flow('reset').load();
    expect(opened).not.toHaveBeenCalled();
    expect(await gate.open('reset')).toBe(reset);
    expect(opened).toHaveBeenCalledWith('reset');
    reset.stop();
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
