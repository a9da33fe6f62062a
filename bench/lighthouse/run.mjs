// Lighthouse 13, mobile preset (its default: Moto G Power, simulated slow 4G), over the four
// pages of bench/README.md (landing, login, dashboard and league, the last two signed in) and /uitslag
// on election night (election-night.mjs). Starts the built server on a fresh embedded database
// of its own with the practice Tweede Kamer election active, signs in as the admin that the
// first start creates, and runs each page in Debian's Chromium. Prints a table and writes the
// full reports to bench/lighthouse/reports/. Exits 1 when a page misses a budget.
//
//   npm run build && npm run bench:lighthouse            (CHROME_PATH defaults to /usr/bin/chromium)
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { prepareElectionNight } from './election-night.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const ORIGIN = `http://localhost:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const PAGES = [
  { name: 'landing', path: '/', signedIn: false },
  { name: 'login', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'league', path: '/league', signedIn: true },
  // Last: its results would change what the pages above show. Its budget is its own: the page
  // is read on election night, while results stream in, and must not move under the thumb.
  {
    name: 'uitslag',
    path: '/uitslag',
    signedIn: true,
    electionNight: true,
    budget: { performance: 90 },
    maxCls: 0.05,
  },
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_PAGES=landing,dashboard measures only those pages (while working on one).
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
// LIGHTHOUSE_THROTTLING=devtools loads the page on a really throttled connection and CPU instead
// of simulating it (Lighthouse's default, 'simulate', which the budget is judged on): slower,
// but it shows what a phone meets rather than what the simulation's model predicts.
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING ?? 'simulate';

/** Starts the built server and resolves with the admin login it prints on its first start. */
function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-lighthouse-'));
  const env = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    PUBLIC_URL: ORIGIN,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  // A Tweede Kamer election to play, as the e2e suite and the other benches do.
  execFileSync(
    process.execPath,
    [path.join(root, 'apps/server/dist/cli.js'), 'seed', '--practice-tk'],
    {
      env,
      stdio: 'ignore',
    },
  );
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    server.on('exit', (code) => reject(new Error(`The server stopped (${code}).`)));
    server.stdout.on('data', async (chunk) => {
      output += chunk;
      const login = /e-mail: (\S+)\s+wachtwoord: (\S+)/.exec(output);
      if (!login) return;
      server.stdout.removeAllListeners('data');
      server.stdout.resume();
      for (let i = 0; i < 100; i++) {
        const ok = await fetch(`${ORIGIN}/api/health/`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return resolve({ server, email: login[1], password: login[2] });
        await new Promise((r) => setTimeout(r, 200));
      }
      reject(new Error('The server did not answer /api/health/.'));
    });
  });
}

async function signIn(email, password) {
  const response = await fetch(`${ORIGIN}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Login failed: ${response.status}`);
  return response.json();
}

/** Puts the session where the web app keeps it (apps/web/src/lib/storage.ts). */
async function storeSession(browser, session) {
  const page = await browser.newPage();
  await page.goto(`${ORIGIN}/legal`);
  await page.evaluate((s) => {
    localStorage.setItem('zetelpoule.access-token', s.access);
    localStorage.setItem('zetelpoule.refresh-token', s.refresh);
    localStorage.setItem('zetelpoule.user', JSON.stringify(s.user));
    localStorage.setItem(
      'zetelpoule.cookie-consent',
      JSON.stringify({ choice: 'declined', date: new Date().toISOString() }),
    );
  }, session);
  await page.close();
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const { server, email, password } = await startServer();
// Never leave the server behind, whatever ends this script.
process.on('exit', () => server.kill('SIGTERM'));
const session = await signIn(email, password);
const reportDir = path.join(import.meta.dirname, 'reports');
mkdirSync(reportDir, { recursive: true });
const rows = [];
let failed = false;
try {
  for (const page of PAGES.filter((p) => !ONLY || ONLY.includes(p.name))) {
    const budget = { ...BUDGET, ...page.budget };
    const night = page.electionNight ? await prepareElectionNight(ORIGIN, session.access) : null;
    const scores = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
    const metrics = { fcp: [], lcp: [], cls: [], tbt: [], index: [] };
    for (let run = 0; run < RUNS; run++) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROME_PATH,
        chromeFlags: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      });
      const browser = await puppeteer.connect({
        browserURL: `http://127.0.0.1:${chrome.port}`,
        defaultViewport: null,
      });
      try {
        if (page.signedIn) await storeSession(browser, session);
        const tab = await browser.newPage();
        // Election night: the next result is entered as the page makes its first call, so
        // the live stream brings a change while the page is still loading.
        let reported = null;
        if (night) {
          tab.on('request', (request) => {
            if (reported === null && new URL(request.url()).pathname.startsWith('/api/')) {
              reported = night.reportNext();
            }
          });
        }
        const result = await lighthouse(
          `${ORIGIN}${page.path}`,
          {
            output: ['html', 'json'],
            logLevel: 'error',
            // Keep the stored session of a signed-in page.
            disableStorageReset: page.signedIn,
            throttlingMethod: THROTTLING,
          },
          undefined,
          tab,
        );
        if (night && reported === null) throw new Error('/uitslag made no call to report into.');
        await reported;
        const lhr = result.lhr;
        // A run Lighthouse could not measure (NO_NAVSTART, NO_FCP…) has no scores: it is
        // reported and left out of the medians instead of counting as zero.
        if (lhr.runtimeError) {
          console.log(`  ${page.name} run ${run + 1}: ${lhr.runtimeError.code}, left out`);
          continue;
        }
        for (const key of Object.keys(scores)) scores[key].push(lhr.categories[key].score * 100);
        metrics.fcp.push(lhr.audits['first-contentful-paint'].numericValue);
        metrics.lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
        metrics.cls.push(lhr.audits['cumulative-layout-shift'].numericValue);
        metrics.tbt.push(lhr.audits['total-blocking-time'].numericValue);
        // Lighthouse's own reading of the machine's speed: its scores depend on it.
        metrics.index.push(lhr.environment.benchmarkIndex);
        const ms = (id) => Math.round(lhr.audits[id].numericValue);
        console.log(
          `  ${page.name} run ${run + 1}: performance ${Math.round(lhr.categories.performance.score * 100)}, ` +
            `FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, ` +
            `TBT ${ms('total-blocking-time')} ms, ` +
            `CLS ${lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)}`,
        );
        // LIGHTHOUSE_ALL_REPORTS=1 keeps every run's report, to compare runs that scored apart.
        if (process.env.LIGHTHOUSE_ALL_REPORTS) {
          writeFileSync(path.join(reportDir, `${page.name}-${run + 1}.json`), result.report[1]);
        }
        // LIGHTHOUSE_TRACES=1 keeps every run's trace (the unthrottled load that the simulation
        // starts from), to see which tasks a run's blocking time came from.
        if (process.env.LIGHTHOUSE_TRACES) {
          const trace = result.artifacts.Trace ?? result.artifacts.traces?.defaultPass;
          writeFileSync(
            path.join(reportDir, `${page.name}-${run + 1}.trace.json`),
            JSON.stringify(trace),
          );
        }
        if (run === 0) {
          writeFileSync(path.join(reportDir, `${page.name}.html`), result.report[0]);
          writeFileSync(path.join(reportDir, `${page.name}.json`), result.report[1]);
        }
        const missed = Object.entries(budget).filter(
          ([k, min]) => lhr.categories[k].score * 100 < min,
        );
        if (missed.length > 0 && run === 0) {
          for (const [key] of missed) {
            const audits = lhr.categories[key].auditRefs
              .map((ref) => lhr.audits[ref.id])
              .filter(
                (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative',
              );
            console.log(`  ${page.name} ${key}: ${audits.map((a) => a.id).join(', ')}`);
          }
        }
      } finally {
        await browser.disconnect();
        await chrome.kill();
      }
    }
    const measured = scores.performance.length;
    const row = { page: page.name, runs: `${measured}/${RUNS}` };
    if (measured === 0) {
      failed = true;
      rows.push(row);
      continue;
    }
    for (const key of Object.keys(scores)) {
      row[key] = Math.round(median(scores[key]));
      if (row[key] < budget[key]) failed = true;
    }
    row['FCP ms'] = Math.round(median(metrics.fcp));
    row['LCP ms'] = Math.round(median(metrics.lcp));
    row.CLS = Number(median(metrics.cls).toFixed(3));
    if (page.maxCls !== undefined && row.CLS > page.maxCls) failed = true;
    row['TBT ms'] = Math.round(median(metrics.tbt));
    row['bench index'] = Math.round(median(metrics.index));
    rows.push(row);
  }
} finally {
  server.kill('SIGTERM');
}
console.log(`Lighthouse ${RUNS} runs per page, medians, mobile preset, throttling ${THROTTLING}:`);
console.table(rows);
if (failed) {
  console.log(
    `Below the budget (${JSON.stringify(BUDGET)}; /uitslag: performance 90, CLS at most 0.05).`,
  );
  process.exit(1);
}
