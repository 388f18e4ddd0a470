import { describe, expect, it, vi } from 'vitest';
import { createRouteTimeline, createVitalsQueue } from '../../src/slowPhone/vitals/reports';
import { sampleRate } from '../../src/slowPhone/vitals/schedule';
import { createAppRouter } from '../../src/router';
import manifest from '../../src/schemas/flowManifest.gen.json';
import {
  VITALS_EVENTS,
  VITALS_ROUTES,
  checkVitals,
  rateVital,
  roundVital,
  type VitalReport,
} from '../../src/schemas/vitals';

const report = (overrides: Partial<VitalReport> = {}): VitalReport => ({
  route: '/',
  locale: 'en',
  metric: 'LCP',
  value: 1200,
  rating: 'good',
  ...overrides,
});

describe('the closed lists of a vitals report', () => {
  it('names every page route of the router by its id, and nothing else', () => {
    const router = createAppRouter();
    const pages = Object.values(router.routesById)
      .filter((route) => !route.children && !route.isRoot)
      .map((route) => route.id);
    expect([...VITALS_ROUTES].sort()).toEqual([...pages].sort());
  });

  it('names the events the machines receive, less XState’s own and the trace’s', () => {
    const all = new Set(Object.values(manifest.machines).flatMap((m) => m.events));
    for (const event of ['form.submit', 'login.submit', 'code.enter', 'submit', 'logout'])
      expect(VITALS_EVENTS).toContain(event);
    expect(VITALS_EVENTS.every((event) => all.has(event))).toBe(true);
    expect(VITALS_EVENTS.filter((event) => event.startsWith('xstate.'))).toEqual([]);
    expect(VITALS_EVENTS).not.toContain('form.invalid');
  });

  it('rounds values to whole milliseconds (CLS to four decimals) within their bounds', () => {
    expect(roundVital('INP', 231.6)).toBe(232);
    expect(roundVital('CLS', 0.123456)).toBe(0.1235);
    expect(roundVital('LCP', 500_000)).toBe(120_000);
    expect(roundVital('INP', -3)).toBe(0);
  });

  it('rates as web-vitals does: up to each threshold included', () => {
    expect([200, 201, 500, 501].map((value) => rateVital('INP', value))).toEqual([
      'good',
      'needs-improvement',
      'needs-improvement',
      'poor',
    ]);
    expect(rateVital('CLS', 0.1)).toBe('good');
    expect(rateVital('LCP', 4001)).toBe('poor');
  });

  it('says where a batch does not fit, never what was there', () => {
    expect(checkVitals({ reports: [report()] })).toEqual({
      success: true,
      batch: { reports: [report()] },
    });
    expect(checkVitals({ reports: [report({ route: '/?q=1' as never })] })).toEqual({
      success: false,
      at: 'reports.0.route',
    });
    expect(checkVitals({ reports: [{ ...report(), 'nadia@example.com': 1 }] })).toEqual({
      success: false,
      at: 'reports.0',
    });
  });
});

describe('the page visit’s reports', () => {
  it('places each metric on the route on screen at its time, the first from the start', () => {
    const routes = createRouteTimeline();
    routes.note('/', 0);
    routes.note('/_flows/register', 5000);
    routes.note('__root__', 9000);
    expect(routes.at(-1)).toBe('/');
    expect(routes.at(1200)).toBe('/');
    expect(routes.at(5000)).toBe('/_flows/register');
    // The not-found page is no page of the list: its metrics are not reported.
    expect(routes.at(9500)).toBeUndefined();
  });

  it('sends the queued reports as one batch, each metric once per page load', () => {
    const send = vi.fn<(body: string) => void>();
    const queue = createVitalsQueue(send);
    queue.flush();
    expect(send).not.toHaveBeenCalled();
    queue.add('lcp-1', report({ value: 900 }));
    queue.add('lcp-1', report({ value: 1200 }));
    queue.add('cls-1', report({ metric: 'CLS', value: 0.02 }));
    queue.flush();
    queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0]?.[0] ?? '')).toEqual({
      reports: [report({ value: 1200 }), report({ metric: 'CLS', value: 0.02 })],
    });
    // Hidden again later: the same metric is not counted twice, a new one is sent.
    queue.add('lcp-1', report({ value: 3000, rating: 'needs-improvement' }));
    queue.add('inp-1', report({ metric: 'INP', value: 80, event: 'login.submit' }));
    queue.flush();
    expect(JSON.parse(send.mock.calls[1]?.[0] ?? '')).toEqual({
      reports: [report({ metric: 'INP', value: 80, event: 'login.submit' })],
    });
  });
});

describe('sampling', () => {
  it('reports every page load of dev and test builds, a quarter in production', () => {
    expect(sampleRate(undefined, false)).toBe(1);
    expect(sampleRate(undefined, true)).toBe(0.25);
  });

  it('takes VITE_VITALS_SAMPLE_RATE from 0 to 1, and ignores anything else', () => {
    expect(sampleRate('0.05', true)).toBe(0.05);
    expect(sampleRate('0', true)).toBe(0);
    expect(sampleRate('1', false)).toBe(1);
    for (const wrong of ['', ' ', '2', '-1', 'half']) expect(sampleRate(wrong, true)).toBe(0.25);
  });
});
