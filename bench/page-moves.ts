/**
 * `npm run bench:moves`: how long moving to another page takes in the app, with the
 * page's downloads preloaded when its link is pointed at (src/web/app/route-preload.ts)
 * and without (route-chunks.json blocked: every import waits for the one before).
 * Measures login → "Forgot your password?" and marketplace → a product, each from a
 * fresh browser (nothing cached), pointing at the link for 150 ms before the tap, as
 * a person does, with LATENCY_MS (default 150) added to every request as on a phone's
 * connection. Prints milliseconds from the tap, as the page receives it, to the next page's
 * heading in the document (measured in the page: watchTheMove), and the number
 * of requests made in that time (VERBOSE=1 names them); asserts
 * nothing. Needs a running app: BASE_URL (default http://127.0.0.1:3000), e.g.
 * `DEMO=1 npm start`.
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium-path.mjs';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const RUNS = Number(process.env.RUNS ?? 5);
const POINTING_MS = 150;
/** Round-trip latency added to every request, as on a phone's connection (0 for none). */
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 150);

type Move = {
  name: string;
  from: string;
  link: (page: Page) => ReturnType<Page['locator']>;
  arrived: (page: Page) => ReturnType<Page['locator']>;
  /**
   * The same arrival as the page itself sees it: for each, an element matching `selector` that
   * holds `text` (the marketplace's cards have "Add to Cart" buttons too: the product page is
   * the one with both that and its way back).
   */
  arrivedInPage: { selector: string; text: string }[];
};

const moves: Move[] = [
  {
    name: 'login → forgot password',
    from: '/login',
    link: (page) => page.getByRole('link', { name: 'Forgot your password?' }),
    arrived: (page) => page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    arrivedInPage: [{ selector: 'h1', text: 'Forgot your password?' }],
  },
  {
    name: 'marketplace → product',
    from: '/marketplace',
    link: (page) => page.locator('a[href^="/product/"]').first(),
    arrived: (page) => page.getByRole('button', { name: 'Add to Cart' }),
    arrivedInPage: [
      { selector: 'button', text: 'Add to Cart' },
      { selector: 'a', text: 'Back to Marketplace' },
    ],
  },
];

const browser = await chromium.launch({ executablePath: chromiumPath() });
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `ms`: from the tap as the page receives it to the next page in its document (what a person waits). */
type Timed = { ms: number; requests: string[] };

/**
 * Notes, in the page, when the tap arrives and when the next page is in the document. Playwright's
 * own click first waits for the link to be still and hit (about 400 ms on this machine), which no
 * person waits for, so the clock on this side would count that too.
 */
function watchTheMove(arrival: Move['arrivedInPage']) {
  const marks: { tap?: number; shown?: number } = {};
  (window as unknown as { moveMarks: typeof marks }).moveMarks = marks;

  document.addEventListener(
    'pointerdown',
    () => {
      marks.tap = performance.now();
      const observer = new MutationObserver(() => {
        // Inline, not a named helper: tsx names functions with a helper the page does not have.
        // (The bench is type-checked without the DOM's types.)
        const present = arrival.every(({ selector, text }) =>
          Array.from(
            document.querySelectorAll(selector) as ArrayLike<{ textContent: string | null }>,
          ).some((element) => element.textContent?.includes(text)),
        );
        if (!present) return;
        marks.shown = performance.now();
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { capture: true, once: true },
  );
}

async function timeMove(move: Move, preload: boolean): Promise<Timed> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (LATENCY_MS > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  if (!preload) await page.route('**/route-chunks.json', (route) => route.abort());
  await page.goto(`${BASE_URL}${move.from}`, { waitUntil: 'networkidle' });
  const link = move.link(page);
  await link.hover();
  await page.waitForTimeout(POINTING_MS);
  // What the move still waits on: every request the browser makes from the tap until the
  // next page shows (whatever the machine's load, this count is the same run to run).
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The tab's icon, asked again by the browser itself on an address change: not the page's.
    if (pathname !== '/favicon.svg') requests.push(pathname);
  });
  await page.evaluate(watchTheMove, move.arrivedInPage);
  await link.click();
  await move.arrived(page).waitFor({ state: 'visible' });
  const took = await page.evaluate(() => {
    const { tap, shown } = (window as unknown as { moveMarks: { tap: number; shown: number } })
      .moveMarks;
    return shown - tap;
  });
  page.removeAllListeners('request');
  await context.close();
  return { ms: took, requests };
}

console.log(
  `Moving between pages (${RUNS} runs each, fresh browser each run, ${LATENCY_MS} ms latency, median in ms)`,
);
for (const move of moves) {
  const row: string[] = [];
  for (const preload of [false, true]) {
    const runs: Timed[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await timeMove(move, preload));
    const times = runs.map((run) => run.ms);
    const counts = runs.map((run) => run.requests.length);
    row.push(
      `${preload ? 'preloaded' : 'no preload'} ${Math.round(median(times))} ms (${times.map(Math.round).join(', ')}), ${median(counts)} requests after the tap`,
    );
    if (process.env.VERBOSE)
      console.log(`  ${move.name}, ${preload ? 'preloaded' : 'no preload'}:`, runs[0]!.requests);
  }
  console.log(`${move.name.padEnd(26)} ${row.join('   ')}`);
}
await browser.close();
