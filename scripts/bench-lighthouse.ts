// What a visitor on a cheap phone feels: Lighthouse 12 (mobile preset, simulated throttling)
// on the production build, served as a host serves it (gzip, immutable hashed assets), with
// this machine's Chromium. Three runs per route; the table shows each figure's median.
//
//   npm run bench:lighthouse                 builds, then measures every route
//   npm run bench:lighthouse -- --no-build   measures the build already in dist/
//   npm run bench:lighthouse -- / /ar/about-us  measures only these routes
//   npm run bench:lighthouse -- --tasks      also each run's long tasks, which make the TBT
//
// Writes test-results/lighthouse.json and exits 1 when a route misses a target below.
// Only loopback addresses are contacted; the build's calls to the API are never made on
// these pages (a visitor who is not logged in triggers none).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../tests/e2e/helpers/chromium';
import { indexedPaths } from '../src/content/pageMeta';
import { delocalizePath, localizePath } from '../src/i18n/localePath';
import { machineLine, median, textTable } from './lib/benchReport';
import { LOCALES } from './lib/i18n';
import { serveStatic } from '../tests/e2e/helpers/staticServer';

const RUNS = 3;
// The flow entry pages, prerendered like the marketing pages and held to the same targets,
// SEO apart: they say `noindex` (robots.txt keeps crawlers off them), which that category
// counts against them by design.
const FLOW_ENTRIES = ['/register?mode=signup', '/register?mode=login', '/forget-password'];
// The indexed pages and the flow entry pages, in every language.
const ROUTES = LOCALES.flatMap((locale) =>
  [...indexedPaths(), ...FLOW_ENTRIES].map((path) => localizePath(path, locale)),
);
const isFlowEntry = (route: string) =>
  FLOW_ENTRIES.some((path) => path.split('?')[0] === delocalizePath(route.split('?')[0] ?? ''));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

// The targets of every route measured (a flow entry page's SEO apart).
const TARGETS = {
  performance: 99,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
};

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  // Audits of the four categories that did not pass, by id: where to look first.
  failing: string[];
  // The main thread's long tasks as simulated (×4), by the script they ran: each counts
  // beyond 50 ms towards the TBT.
  longTasks: LongTask[];
}

interface LongTask {
  script: string;
  startMs: number;
  ms: number;
}

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const routes = args.filter((a) => a.startsWith('/'));
const SHOW_TASKS = args.includes('--tasks');

async function measure(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const failing = CATEGORIES.flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
  const taskItems = (audits['long-tasks']?.details as { items?: Record<string, unknown>[] })?.items;
  const longTasks = (taskItems ?? []).map((item) => ({
    script: URL.canParse(String(item.url)) ? new URL(String(item.url)).pathname : String(item.url),
    startMs: Math.round(Number(item.startTime)),
    ms: Math.round(Number(item.duration)),
  }));
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    failing,
    longTasks,
  };
}

function summarise(runs: Run[]): Run {
  const of = (pick: (run: Run) => number) => median(runs.map(pick));
  return {
    scores: {
      performance: of((r) => r.scores.performance),
      accessibility: of((r) => r.scores.accessibility),
      'best-practices': of((r) => r.scores['best-practices']),
      seo: of((r) => r.scores.seo),
    },
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    bytes: of((r) => r.bytes),
    failing: [...new Set(runs.flatMap((r) => r.failing))].sort(),
    // The run whose TBT is the median's.
    longTasks: [...runs].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor(runs.length / 2)].longTasks,
  };
}

function misses(route: string, run: Run): string[] {
  const missed: string[] = [];
  for (const category of CATEGORIES)
    if (category === 'seo' && isFlowEntry(route)) continue;
    else if (run.scores[category] < TARGETS[category])
      missed.push(`${category} ${run.scores[category]} < ${TARGETS[category]}`);
  if (run.lcpMs > TARGETS.lcpMs) missed.push(`LCP ${Math.round(run.lcpMs)} ms > ${TARGETS.lcpMs}`);
  if (run.tbtMs > TARGETS.tbtMs) missed.push(`TBT ${Math.round(run.tbtMs)} ms > ${TARGETS.tbtMs}`);
  if (run.cls > TARGETS.cls) missed.push(`CLS ${run.cls.toFixed(3)} > ${TARGETS.cls}`);
  return missed;
}

function table(rows: [string, Run][]): string {
  const header = ['route', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'KB'];
  const lines = rows.map(([route, r]) => [
    route,
    String(r.scores.performance),
    String(r.scores.accessibility),
    String(r.scores['best-practices']),
    String(r.scores.seo),
    String(Math.round(r.lcpMs)),
    String(Math.round(r.tbtMs)),
    r.cls.toFixed(3),
    (r.bytes / 1024).toFixed(1),
  ]);
  return textTable(header, lines);
}

async function main(): Promise<void> {
  if (build) {
    const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--quiet'], {
      stdio: 'inherit',
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const site = await serveStatic(`${process.cwd()}/dist`, 0, { hostLike: true });
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const results: [string, Run][] = [];
  try {
    for (const route of routes.length ? routes : ROUTES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const run = await measure(site.url + route, chrome.port);
        runs.push(run);
        if (SHOW_TASKS)
          console.log(
            `${route} run ${i + 1}: TBT ${Math.round(run.tbtMs)} ms; long tasks: ${
              run.longTasks.map((t) => `${t.ms} ms at ${t.startMs} (${t.script})`).join(', ') ||
              'none'
            }`,
          );
      }
      results.push([route, summarise(runs)]);
      console.log(`measured ${route}`);
    }
  } finally {
    await chrome.kill();
    await site.stop();
  }

  const machine = machineLine();
  console.log(`\nLighthouse 12, mobile preset, simulated throttling; median of ${RUNS} runs`);
  console.log(`${new Date().toISOString()} on ${machine}\n`);
  console.log(table(results));
  const missed = results.flatMap(([route, run]) => misses(route, run).map((m) => `${route}: ${m}`));
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/lighthouse.json',
    `${JSON.stringify({ date: new Date().toISOString(), machine, runs: RUNS, targets: TARGETS, routes: Object.fromEntries(results), missed }, null, 2)}\n`,
  );
  const failing = results.filter(([, run]) => run.failing.length);
  if (failing.length) {
    console.log('\nAudits that did not pass:');
    for (const [route, run] of failing) console.log(`  ${route}: ${run.failing.join(', ')}`);
  }
  if (missed.length) {
    console.log(`\nTargets missed:\n${missed.map((m) => `  ${m}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nEvery route meets its targets.');
}

await main();
