import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUPPORT_SESSION_KEY } from '../../src/features/support/session';
import type { InsightAnswer } from '../../src/schemas/insight';
import { memoryStore } from '../../src/services/storage';
import type { SupportApi } from '../../src/features/support/api';
import { renderConsoleRoute } from '../helpers/render';
import { axeViolations } from './axeCheck';

// The insight page says, per day, which beacons the API refused and which it took without
// counting, so a flood reads as one beside the figures real visits made.

beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));

const session = JSON.stringify({ token: 'staff', expiresAt: Date.now() + 3_600_000 });
const signedIn = () => memoryStore({ [SUPPORT_SESSION_KEY]: session });

function fakeApi(beacons: InsightAnswer['beacons']): SupportApi {
  return {
    login: vi.fn(() => Promise.reject(new Error('not used'))),
    logout: vi.fn(() => Promise.resolve()),
    listTraces: vi.fn(() => Promise.resolve([])),
    getTrace: vi.fn(() => Promise.reject(new Error('not used'))),
    vitals: vi.fn(() => Promise.reject(new Error('not used'))),
    insight: vi.fn((_token, query) => Promise.resolve({ ...query, counts: [], beacons })),
    setCaseStatus: vi.fn(() => Promise.reject(new Error('not used'))),
    addCaseNote: vi.fn(() => Promise.reject(new Error('not used'))),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the insight page’s beacon tally', { timeout: 30_000 }, () => {
  it('shows each day’s refused and uncounted beacons, visits and vitals side by side', async () => {
    const api = fakeApi([
      { day: '2026-12-01', kind: 'visits', refused: 3, uncounted: 55000 },
      { day: '2026-12-01', kind: 'vitals', refused: 0, uncounted: 120 },
      { day: '2026-12-02', kind: 'vitals', refused: 7, uncounted: 0 },
    ]);
    const view = renderConsoleRoute('/support/insight?from=2026-11-30&to=2026-12-06', {
      supportApi: api,
      sessionStore: signedIn(),
    });
    const table = await screen.findByRole('table', { name: 'Per day' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(rows.map(cells)).toEqual([
      ['1 Dec 2026', '3', '55,000', '0', '120'],
      ['2 Dec 2026', '0', '0', '7', '0'],
    ]);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('says so when no beacon was refused or left uncounted', async () => {
    renderConsoleRoute('/support/insight', { supportApi: fakeApi([]), sessionStore: signedIn() });
    expect(
      await screen.findByText('No beacon was refused or left uncounted in these days.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
