// SPDX-License-Identifier: MIT
// What every browser test shares: a static server for the built site on 127.0.0.1, Debian's headless
// Chromium through puppeteer-core, a page that fails the test on any console error or unhandled
// rejection, and the native npuzzle-solve to compare with.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import puppeteer from 'puppeteer-core';
export { serve } from '../../frontends/web/serve.mjs';

export function fail(why) { throw new Error(why); }
export function check(condition, why) { if (!condition) fail(why); }

export const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none'];

export async function launch() {
  return puppeteer.launch({ executablePath: chromium, headless: true, args: chromiumArgs });
}

// The browser a test works in: a fresh context (its own storage, service workers and cache) of the
// Chromium ctest's fixture started (browser.mjs, its DevTools address in the file `endpoint`), or, run
// by hand without one, a Chromium of its own. close() ends what it opened.
export async function browserForTest(endpoint) {
  if (!endpoint) {
    const browser = await launch();
    return { browser, close: () => browser.close() };
  }
  const shared = await puppeteer.connect({ browserWSEndpoint: fs.readFileSync(endpoint, 'utf8').trim() });
  const context = await shared.createBrowserContext();
  // Closing the context can fail once the test is decided ("Session with given id not found", seen
  // once in a CI run, after tables-quota had passed): said, not a failure.
  const close = async () => {
    try {
      await context.close();
    } catch (e) {
      console.log(`closing the test's browser context: ${e.message}`);
    }
    await shared.disconnect();
  };
  return { browser: context, close };
}

// A page of the site at `hash`, ready to play; its console errors and unhandled rejections are kept
// in page.errors (run.mjs fails the test on any). `prepare(page)` runs before the page loads.
export async function open(browser, site, hash = '', viewport = { width: 800, height: 700 }, prepare = async () => {}) {
  const page = await browser.newPage();
  page.errors = [];
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => page.errors.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => page.errors.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
  await page.setViewport(viewport);
  await prepare(page);
  await page.goto(`${site}/${hash}`);
  await ready(page);
  return page;
}

export async function ready(page) {
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
}

export const boardId = (page) => page.$eval('#board', (b) => b.dataset.id);
export const text = (page, id) => page.$eval(`#${id}`, (e) => e.textContent);
export const shown = (page, id) => page.$eval(`#${id}`, (e) => !e.hidden);

// The native npuzzle-solve's answer for a board: {board, length, moves, ...}.
export function nativeSolve(board) {
  const exe = process.env.NPUZZLE_SOLVE ?? fail('NPUZZLE_SOLVE is not set');
  const out = execFileSync(exe, ['--json', board], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return JSON.parse(out.trim().split('\n').pop());
}

// Tile letters (U D L R: where a tile slides) as the page's arrow keys.
export const arrow = { U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' };

export async function playKeys(page, moves) {
  for (const m of moves) await page.keyboard.press(arrow[m]);
}

export async function waitText(page, id, pattern, timeout = 20000) {
  await page.waitForFunction((i, p) => new RegExp(p).test(document.getElementById(i).textContent), { timeout }, id, pattern.source);
}
