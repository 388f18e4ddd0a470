import type { AnyRouter } from '@tanstack/react-router';

// Field vitals start here, in the app's first chunk, and stay tiny: whether this page load
// reports is decided once, and web-vitals with the rest of the reporting (./webVitals.ts) is
// fetched only then, after the app has hydrated and the browser is idle, so none of it is
// part of a page's first load or competes with its first input.

/**
 * The share of page loads that report: VITE_VITALS_SAMPLE_RATE when it is a number from 0 to
 * 1, else a quarter in production builds and every one in dev and test builds, so what is
 * built can be seen and tested (see "Field vitals" in docs/api.md).
 */
export function sampleRate(set: string | undefined, production: boolean): number {
  const rate = set?.trim() ? Number(set) : Number.NaN;
  return rate >= 0 && rate <= 1 ? rate : production ? 0.25 : 1;
}

export function scheduleVitals(router: AnyRouter): void {
  // Each variable by its full name: the build puts in its value (and folds what it can),
  // where `import.meta.env` alone would put in the whole environment.
  const production = import.meta.env.PROD && import.meta.env.VITE_USE_AUTH_EMULATOR !== 'true';
  if (Math.random() >= sampleRate(import.meta.env.VITE_VITALS_SAMPLE_RATE, production)) return;
  const start = () =>
    void import('./webVitals').then(({ startVitals }) => startVitals(router)).catch(() => {});
  // The root route announces its first effect after hydration (src/routes/__root.tsx).
  addEventListener(
    'app:hydrated',
    () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(start, { timeout: 3000 })
        : setTimeout(start, 1000),
    { once: true },
  );
}
