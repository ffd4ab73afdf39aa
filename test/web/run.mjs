// SPDX-License-Identifier: MIT
// Runs one browser test by name against the built site:
//   NPUZZLE_WEB_SITE=build/web/site NPUZZLE_SOLVE=.../npuzzle-solve node test/web/run.mjs keys-win
// It fails on a thrown check and on any console error or unhandled rejection of any page it opened.
import { serve, browserForTest, open } from './harness.mjs';
import { tests as played } from './tests.mjs';
import { tests as tried } from './trial_tests.mjs';
import { tests as tabs } from './tabs_tests.mjs';
import path from 'node:path';

const tests = { ...played, ...tried, ...tabs };
const name = process.argv[2];
const test = tests[name];
if (!test) {
  console.error(`no test ${name}; the tests: ${Object.keys(tests).join(' ')}`);
  process.exit(2);
}
const site = path.resolve(process.env.NPUZZLE_WEB_SITE ?? 'build/web/site');
const server = await serve(site);
const { browser, close } = await browserForTest(process.env.NPUZZLE_WEB_BROWSER);
const pages = [];
const t = {
  site: server.url,
  siteDir: site,
  browser,
  open: async (hash, viewport, prepare) => {
    const page = await open(browser, server.url, hash, viewport, prepare);
    pages.push(page);
    return page;
  },
  log: (...what) => console.log(...what),
  stopServer: () => server.close(), // the network gone: only the service worker's cache answers
};
let status = 0;
try {
  await test(t);
  const errors = pages.flatMap((p) => p.errors);
  if (errors.length) throw new Error(`errors in the page:\n  ${errors.join('\n  ')}`);
  console.log(`${name}: passed`);
} catch (e) {
  console.error(`${name}: FAILED: ${e.stack ?? e}`);
  status = 1;
} finally {
  await close();
  server.close();
}
process.exit(status);
