import { act, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { renderRoute } from '../helpers/render';
import type { FakeWorld } from './fakeServices';

export type User = ReturnType<typeof userEvent.setup>;
export type Router = ReturnType<typeof renderRoute>['router'];

// A replayed `xstate.done.actor.<id>` / `xstate.error.actor.<id>` event: wait until the app
// really made that call, then let it end as the path says. False for any other event.
export async function settleOutcome(event: EventObject, world: FakeWorld): Promise<boolean> {
  const outcome = /^xstate\.(?<kind>done|error)\.actor\.(?<id>\w+)$/.exec(event.type)?.groups;
  if (!outcome?.kind || !outcome.id) return false;
  const { kind, id } = outcome;
  await waitFor(() => expect(world.hasPending(id)).toBe(true));
  const e = event as EventObject & { output?: unknown; error?: unknown };
  await act(
    async () => void world.settle(id, kind === 'done' ? { output: e.output } : { error: e.error }),
  );
  return true;
}

// Where a user would be to cause the next event; no navigation when already there.
export async function goTo(router: Router, href: string): Promise<void> {
  if (router.state.location.href === href) return;
  await act(() => router.navigate({ href }));
}

// A toast (or the same text inline) the user can read.
export function seesText(text: string): Promise<void> {
  return waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
}

export async function retype(user: User, label: RegExp, value: string): Promise<void> {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
}

// Timers and Date under the test's control (still advancing on their own, so waits work),
// for every test of the calling file: the resend countdown can then be run out at once.
export function withFakeClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => vi.useRealTimers());
}

/** Lets the resend countdown run out, as a user waiting for it would. */
export async function waitOutResendCountdown(): Promise<void> {
  await act(async () => void vi.advanceTimersByTime(61_000));
}
