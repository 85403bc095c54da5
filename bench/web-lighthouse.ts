/**
 * Web pages' speed budget (issue "Speed and accessibility budgets"): builds the
 * app, starts the production server on a fresh demo database, and runs
 * Lighthouse (default config: mobile form factor, simulated throttling) three
 * times on each public page, keeping the median run by performance score.
 *
 *   npm run bench:web                 build, then measure
 *   SKIP_BUILD=1 npm run bench:web    measure the dist/ already built
 *   RUNS=1 PAGES=/,/repairs …         a quicker look (/product: the first product's page)
 *   CHROME_PATH=/path/to/chrome …     another Chromium (default: Debian's)
 *   REPORT_DIR=.tmp/lh …              also keep each run's full Lighthouse report (JSON)
 *   NOJS_PAGES=/marketplace,/         the pages also measured with JavaScript disabled
 *                                     (default /marketplace; "" for none)
 *
 * Prints one table and writes the figures to bench/results/web-<date>.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../scripts/chromium-path.mjs';
import { printTable } from './lib/stats';

const RUNS = Number(process.env.RUNS ?? 3);
const PORTS = [3310, 3311, 3312, 3313, 3314, 3315, 3316, 3317, 3318, 3319];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
/**
 * The page without its JavaScript: every script file is blocked, so what is measured
 * is what the server's HTML alone gives (decision 017). (Turning scripting off in the
 * browser would stop Lighthouse itself.)
 */
const NO_JS = { blockedUrlPatterns: ['*.js'] };

type PageResult = {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of this machine's speed during the run (`environment.benchmarkIndex`;
   * higher is faster). The simulation multiplies the observed main-thread work by 4 whatever it
   * is, so TBT follows it: compare runs of different days with it in view.
   */
  benchmarkIndex: number;
  /** Audits that did not pass in the median run (score below 0.9), to see what to fix. */
  failing: { id: string; title: string; score: number | null }[];
};

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

async function freePort(): Promise<number> {
  for (const port of PORTS) if (await isPortFree(port)) return port;
  throw new Error(`No free port among ${PORTS[0]}–${PORTS.at(-1)}`);
}

async function waitForServer(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server stopped (exit code ${server.exitCode})`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not answer /api/health within 60 s');
}

async function firstProductId(base: string): Promise<string> {
  const res = await fetch(`${base}/api/products?pageSize=1`);
  if (!res.ok) throw new Error(`GET /api/products: ${res.status}`);
  const products = (await res.json()) as { id: string | number }[];
  if (!products[0]) throw new Error('The demo database has no active product');
  return String(products[0].id);
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

type AuditOptions = { blockedUrlPatterns?: string[] };

async function audit(
  url: string,
  port: number,
  options: AuditOptions = {},
): Promise<Omit<PageResult, 'page'>> {
  const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error', ...options });
  if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = runner;
  if (process.env.REPORT_DIR) {
    mkdirSync(process.env.REPORT_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.REPORT_DIR, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  const failing = Object.values(lhr.categories)
    .flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]),
    )
    .filter((item) => item !== undefined && item.score !== null && item.score < 0.9)
    .map((item) => ({ id: item!.id, title: item!.title, score: item!.score }));
  return {
    url,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failing,
  };
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): try again. */
async function auditWithRetry(
  url: string,
  port: number,
  options: AuditOptions = {},
  attempts = 3,
): Promise<Omit<PageResult, 'page'>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port, options);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  retrying ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the app (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = path.join('.tmp', `bench-web-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const server = spawn('node', ['dist/server/main.js'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO: '1',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
});
let chrome: chromeLauncher.LaunchedChrome | undefined;

const stopAll = async () => {
  chrome?.kill();
  if (server.exitCode === null) server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

let exitCode = 0;
try {
  await waitForServer(base, server);
  const productId = await firstProductId(base);
  // In PAGES, "/product" stands for the first product's page.
  const wanted = process.env.PAGES?.split(',').map((page) =>
    page === '/product' ? `/product/${productId}` : page,
  ) ?? [
    '/',
    '/marketplace',
    `/product/${productId}`,
    '/cash-advance',
    '/repairs',
    '/login',
    // The legal pages (issue 32 counts them with the others).
    '/terms',
    '/privacy',
    '/complaints',
  ];
  const noJsPages = (process.env.NOJS_PAGES ?? '/marketplace').split(',').filter(Boolean);
  console.log(`Lighthouse ${RUNS}× per page on ${base} (mobile, simulated throttling)…`);

  const results: PageResult[] = [];
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
  const chromePort = chrome.port;
  const measure = async (
    pages: string[],
    options: AuditOptions,
    label: (page: string) => string,
  ) => {
    for (const page of pages) {
      const runs: Omit<PageResult, 'page'>[] = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await auditWithRetry(`${base}${page}`, chromePort, options));
      runs.sort((a, b) => a.performance - b.performance);
      results.push({
        page: label(page.replace(productId, '<id>')),
        ...runs[Math.floor(runs.length / 2)]!,
      });
    }
  };
  await measure(wanted, {}, (page) => page);
  await measure(noJsPages, NO_JS, (page) => `${page} (JavaScript off)`);

  console.log();
  printTable(
    ['page', 'perf', 'a11y', 'best-practices', 'SEO', 'LCP (ms)', 'TBT (ms)', 'CLS'],
    results.map((r) => [
      r.page,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      r.lcpMs,
      r.tbtMs,
      r.cls,
    ]),
  );
  const speeds = results.map((r) => r.benchmarkIndex).sort((a, b) => a - b);
  console.log(
    `\nThis machine's speed (Lighthouse benchmark index of the median runs): ${speeds[0]}–${speeds.at(-1)}, median ${speeds[Math.floor(speeds.length / 2)]}.`,
  );
  for (const r of results) {
    if (r.failing.length > 0) {
      console.log(
        `\n${r.page} – audits below 0.9: ${r.failing.map((f) => `${f.id} (${f.score})`).join(', ')}`,
      );
    }
  }

  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/web-${new Date().toISOString().slice(0, 10)}.json`;
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), runsPerPage: RUNS, chrome: chromiumPath(), results }, null, 2)}\n`,
  );
  console.log(`\nWritten to ${file}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await stopAll();
}
process.exit(exitCode);
