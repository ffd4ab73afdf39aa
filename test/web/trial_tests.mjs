// SPDX-License-Identifier: MIT
// What a new user met trying the page (issue 33's trial): links typed by hand, the server asked odd
// addresses, two tabs at once. run.mjs runs these beside tests.mjs's.
import { check, text } from './harness.mjs';

export const tests = {
  // A link with a malformed %-escape is refused in words and a game is played (the page once stopped
  // at decodeURIComponent's URIError and drew no board), as is a size out of range; the server answers
  // a malformed address 400 and goes on serving (it once stopped).
  async 'malformed-links'(t) {
    const page = await t.open('#%');
    check(/^game ID '%'/.test(await text(page, 'message')), `message: ${await text(page, 'message')}`);
    check((await page.$$('#board .cell')).length === 15, 'no 4x4 board dealt beside the refusal');
    await page.evaluate(() => { location.hash = '#3x3#5'; });
    await page.waitForFunction(() => document.getElementById('board').dataset.start === '3x3#5');
    await page.evaluate(() => { location.hash = '#%E0%A4'; });
    await page.waitForFunction(() => /^game ID/.test(document.getElementById('message').textContent));
    check((await page.$eval('#board', (b) => b.dataset.start)) === '3x3#5', 'the game was not kept beside the refusal');
    // A size alone out of range is refused by the size rule (it said "unexpected character at column 5").
    for (const [id, why] of [['1000x1000', /at most 16 rows and 16 columns, got 1000x1000$/], ['1x1', /at least 2 rows and 2 columns$/]]) {
      await page.evaluate((h) => { location.hash = h; }, `#${id}`);
      await page.waitForFunction((i) => document.getElementById('message').textContent.startsWith(`game ID '${i}'`), {}, id);
      check(why.test(await text(page, 'message')), `#${id}: ${await text(page, 'message')}`);
    }
    const bad = await fetch(`${t.site}/%E0`);
    check(bad.status === 400, `GET /%E0: ${bad.status}`);
    check((await fetch(`${t.site}/index.html`)).ok, 'the server stopped after GET /%E0');
  },
};
