import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { useLoadOnIntent } from '../../../src/ui/fields/useLoadOnIntent';

// A flow entry form's submit: what it does waits for the flows' code, and for the paint.
describe('useLoadOnIntent', () => {
  test('with the code in, the press shows the submit under way before the flow moves', async () => {
    const flow = { send: vi.fn() };
    const { result } = renderHook(() => useLoadOnIntent(flow, () => Promise.resolve(flow)));
    act(() => result.current.withLoaded((loaded) => loaded.send('form.submit')));
    // The press's own frame: the button busy, the flow not moved yet.
    expect(result.current.holding).toBe(true);
    expect(flow.send).not.toHaveBeenCalled();
    await waitFor(() => expect(flow.send).toHaveBeenCalledWith('form.submit'));
    expect(result.current.holding).toBe(false);
  });

  test('before the code is in, the submit waits for it, then moves the flow', async () => {
    const flow = { send: vi.fn() };
    let arrive = (_: typeof flow) => {};
    const load = vi.fn(() => new Promise<typeof flow>((resolve) => (arrive = resolve)));
    const { result } = renderHook(() => useLoadOnIntent(undefined, load));
    act(() => result.current.withLoaded((loaded) => loaded.send('form.submit')));
    expect(result.current.holding).toBe(true);
    await act(async () => arrive(flow));
    expect(flow.send).toHaveBeenCalledWith('form.submit');
    expect(result.current.holding).toBe(false);
  });

  test('a load that fails ends the wait with `failed`, and the next try clears it', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const { result } = renderHook(() => useLoadOnIntent<{ send: () => void }>(undefined, load));
    await act(async () => result.current.withLoaded(() => {}));
    expect(result.current).toMatchObject({ holding: false, failed: true });
    act(() => result.current.withLoaded(() => {}));
    expect(result.current).toMatchObject({ holding: true, failed: false });
    await waitFor(() => expect(result.current.failed).toBe(true));
  });
});
