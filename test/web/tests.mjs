// SPDX-License-Identifier: MIT
// The page's tests in real Chromium, each as a user plays: keys, clicks, taps and swipes.
import { check, boardId, text, shown, nativeSolve, playKeys, waitText, arrow, ready, serve, open } from './harness.mjs';
import fs from 'node:fs';
import path from 'node:path';

const golden = path.join(path.dirname(new URL(import.meta.url).pathname), 'golden');

// Starts the game `id` through the address, as a shared link does.
async function go(page, id) {
  await page.evaluate((h) => { location.hash = h; }, id);
  await page.waitForFunction((i) => document.getElementById('board').dataset.start === i, {}, id);
}

// The WCA average of five: the best and worst dropped, the mean of the rest rounded to the nearest ms.
function averageOfFive(times) {
  const middle = [...times].sort((a, b) => a - b).slice(1, 4);
  return Math.floor((middle.reduce((a, b) => a + b, 0) * 2 + 3) / 6);
}

// Fraction of pixels of two PNGs (data URLs) that differ by more than a shade, compared in the page.
function differing(page, a, b) {
  return page.evaluate(async (x, y) => {
    const load = (src) => new Promise((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve(img);
      img.onerror = reject;
      img.src = src;
    });
    const [i, j] = [await load(x), await load(y)];
    if (i.width !== j.width || i.height !== j.height) return 1;
    const pixels = (img) => {
      const c = new OffscreenCanvas(img.width, img.height);
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      return g.getImageData(0, 0, img.width, img.height).data;
    };
    const [p, q] = [pixels(i), pixels(j)];
    let off = 0;
    for (let k = 0; k < p.length; k += 4)
      if (Math.max(Math.abs(p[k] - q[k]), Math.abs(p[k + 1] - q[k + 1]), Math.abs(p[k + 2] - q[k + 2])) > 40) ++off;
    return off / (p.length / 4);
  }, a, b);
}

// The solve history's rows the page kept in IndexedDB, oldest first.
function keptRows(page) {
  return page.evaluate(() => new Promise((resolve) => {
    indexedDB.open('npuzzle-stats').onsuccess = (e) => {
      const r = e.target.result.transaction('solves').objectStore('solves').getAll();
      r.onsuccess = () => resolve(r.result);
    };
  }));
}

// The first pattern database the worker kept in IndexedDB: its name, how many are kept, the SHA-256
// stored with it and whether that is its bytes' hash. Count 0 until one is kept.
function tableEntry(page) {
  return page.evaluate(() => new Promise((resolve) => {
    indexedDB.open('npuzzle-tables').onsuccess = async (e) => {
      const store = e.target.result.transaction('files').objectStore('files');
      const keys = await new Promise((r) => { store.getAllKeys().onsuccess = (k) => r(k.target.result); });
      if (!keys.length) return resolve({ count: 0 });
      const value = await new Promise((r) => { store.get(keys[0]).onsuccess = (v) => r(v.target.result); });
      const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', value.bytes));
      const hex = Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('');
      resolve({ name: keys[0], count: keys.length, sha256: value.sha256, checks: value.sha256 === hex });
    };
  })).catch(() => ({ count: 0 }));
}

// Waits until the worker has kept a table, and answers tableEntry's.
async function keptTable(page) {
  for (let i = 0; i < 50 && (await tableEntry(page)).count === 0; ++i) await new Promise((r) => setTimeout(r, 100));
  return tableEntry(page);
}

// Reloads the page, waits for its tables, asks one hint and checks it took an optimal move (the
// native solver's length one less than before).
async function hintAfterReload(page, failure) {
  await page.reload();
  await ready(page);
  await page.waitForSelector('#board[data-tables="ready"]', { timeout: 60000 });
  const native = nativeSolve(await boardId(page));
  await page.keyboard.press('H');
  await waitText(page, 'message', /to go/, 60000);
  check(nativeSolve(await boardId(page)).length === native.length - 1, failure);
}

export const tests = {
  // A seeded 3x3 played to the win screen by keys, with the native solver's optimal moves.
  async 'keys-win'(t) {
    const page = await t.open('#3x3#2026');
    const id = await boardId(page);
    const native = nativeSolve(id);
    check(native.board === id, `native board ${native.board}, page ${id}`);
    await playKeys(page, native.moves);
    check(await shown(page, 'outcome'), 'no win screen');
    const outcome = await text(page, 'outcome'); // the midend's win screen: "Solved!", then the outcome
    check(outcome.startsWith(`Solved!Solved in ${native.length} moves`), `outcome: ${outcome}`);
  },

  // A click on the third tile from the gap slides all three at once: 3 moves, 1 MTM.
  async 'click-slides-three'(t) {
    const page = await t.open('#4x4:1,2,3,4,5,6,7,8,9,10,11,12,0,13,14,15');
    await page.click('#board .cell[data-row="3"][data-col="3"]');
    check((await boardId(page)) === '4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0', `board ${await boardId(page)}`);
    const status = await text(page, 'status');
    check(status.startsWith('Moves 3 (MTM 1)'), `status: ${status}`);
    check(await shown(page, 'outcome'), 'no win screen after the slide that solves');
  },

  // The hint's distance is npuzzle-solve's: one optimal move played, the rest still to go.
  async 'hint-distance'(t) {
    for (const id of ['3x3#7', '4x4:5,1,3,4,9,2,7,8,0,6,10,12,13,14,11,15']) {
      const page = await t.open(`#${id}`);
      const board = await boardId(page);
      const native = nativeSolve(board);
      await page.waitForSelector('#board[data-tables="ready"]', { timeout: 240000 }); // built in the worker
      await page.keyboard.press('H');
      await waitText(page, 'message', /to go/, 120000);
      const said = await text(page, 'message');
      const left = Number(said.match(/(\d+) to go/)[1]);
      check(left === native.length - 1, `${id}: hint says ${said}; npuzzle-solve: ${native.length} moves`);
      const status = await text(page, 'status');
      check(status.includes(`Distance ${native.length - 1}`), `${id}: status ${status}`);
      const after = nativeSolve(await boardId(page)); // the move played was an optimal one
      check(after.length === native.length - 1, `${id}: after the hint npuzzle-solve needs ${after.length} moves`);
      t.log(`${id}: npuzzle-solve ${native.length} moves; the page's hint: ${said}`);
    }
  },

  // A hint worker whose solver cannot load (its wasm damaged: a copy of the site served with a broken
  // npuzzle-solver.wasm) answers every question with a failure instead of none: the page stops
  // "preparing hints" and plays constructive hints.
  async 'worker-broken'(t) {
    const copy = fs.mkdtempSync('/tmp/npuzzle-web-broken-');
    fs.cpSync(t.siteDir, copy, { recursive: true });
    fs.writeFileSync(path.join(copy, 'npuzzle-solver.wasm'), 'not a module');
    const server = await serve(copy);
    try {
      const page = await open(t.browser, server.url, '#3x3#7');
      page.errors = []; // the damaged module's own complaints are expected here
      await page.waitForSelector('#board[data-tables="failed"]', { timeout: 60000 });
      const before = await boardId(page);
      await page.keyboard.press('H');
      await page.waitForFunction((b) => document.getElementById('board').dataset.id !== b, { timeout: 20000 }, before);
      const status = await text(page, 'status');
      check(!status.includes('preparing'), `status still ${status}`);
      t.log(`after a hint: ${await text(page, 'message')}`);
      await page.close();
    } finally {
      server.close();
      fs.rmSync(copy, { recursive: true });
    }
  },

  // A reload resumes the game where it was: the same board, the same count.
  async 'reload-resumes'(t) {
    const page = await t.open('#3x3#11');
    const native = nativeSolve(await boardId(page));
    // Moves played and undone back to the start are a game under way: kept, and redone after a reload
    // (it was dropped, and the same board then counted as never seen).
    await playKeys(page, native.moves.slice(0, 1));
    await page.keyboard.press('u');
    await page.reload();
    await ready(page);
    await page.keyboard.press('r');
    check((await text(page, 'status')).startsWith('Moves 1'), `redo after a reload: ${await text(page, 'status')}`);
    await playKeys(page, native.moves.slice(1, 3));
    const before = await boardId(page);
    await new Promise((r) => setTimeout(r, 2200)); // the clock runs on after the last move, up to the reload
    await page.reload();
    await ready(page);
    check((await boardId(page)) === before, `after reload ${await boardId(page)}, before ${before}`);
    const status = await text(page, 'status');
    check(status.startsWith('Moves 3 (MTM 3)'), `status after reload: ${status}`);
    const [, min, sec] = status.match(/(\d+):(\d\d)/) ?? [0, 0, 0];
    check(Number(min) * 60 + Number(sec) >= 2, `the clock after a reload: ${status}`);
    // A paused game comes back paused (it came back running, the clock with it).
    await page.keyboard.press('p');
    await page.reload();
    await ready(page);
    check((await text(page, 'status')).includes('Paused'), `after a reload while paused: ${await text(page, 'status')}`);
    check(await page.$eval('#board', (b) => b.classList.contains('paused')), 'the tiles show after a paused reload');
    await page.keyboard.press('p');
    await playKeys(page, native.moves.slice(3));
    check(await shown(page, 'outcome'), 'the resumed game does not finish');
  },

  // The address's game ID deals the board the native library deals for it (to_game_id).
  async 'url-deals-native'(t) {
    for (const id of ['4x4#2026', '5x5#1', '3x3#0', '3x3:8,6,7,2,5,4,3,0,1', '2x6#99', '2x2#1', '16x16#3']) {
      const page = await t.open(`#${id}`);
      const native = nativeSolve(id);
      const dealt = await boardId(page);
      check(dealt === native.board, `${id}: the page deals ${dealt}, npuzzle-solve ${native.board}`);
      await page.close();
    }
    // A link that names no game deals a new one and says why, and the words stay while the hint
    // worker's news redraws the page (they were wiped within 50 ms).
    // What was typed stays in the address beside the refusal until the player acts (it showed the
    // replacement deal's ID at once).
    const page = await t.open('#3x3:1,2,3');
    const said = await text(page, 'message');
    check(/3x3/.test(said) && said.length > 10, `a bad link said: ${said}`);
    // The worker's first news (its tables preparing) redraws the page: the words were lost there. Not
    // its last: the replacement deal is the menu's 4x4, whose tables took 20 s of the test to build.
    await page.waitForSelector('#board:not([data-tables="none"])', { timeout: 60000 });
    check((await text(page, 'message')) === said, `the refusal was replaced by: ${await text(page, 'message')}`);
    const typed = await page.evaluate(() => decodeURIComponent(location.hash));
    check(typed === '#3x3:1,2,3', `the address shows ${typed}, not what was typed`);
    await page.keyboard.press('ArrowLeft');
    check((await text(page, 'message')) !== said, 'the refusal stayed after a move');
    const now = await page.evaluate(() => decodeURIComponent(location.hash));
    check(now === `#${await page.$eval('#board', (b) => b.dataset.start)}`, `after a move the address shows ${now}`);
    // A size alone deals a board of that size, as --size does (it said "unexpected character").
    await page.evaluate(() => { location.hash = '#5x5#1'; }); // a known game first: the address changes
    await page.waitForFunction(() => !document.getElementById('question').hidden ||
                               document.getElementById('board').dataset.start === '5x5#1');
    if (await shown(page, 'question')) await page.keyboard.press('y'); // a 3x3 under way (the move slid): asked first
    await page.waitForFunction(() => document.getElementById('board').dataset.start === '5x5#1');
    await page.evaluate(() => { location.hash = '#5x5'; });
    await page.waitForFunction(() => /^5x5#\d+$/.test(document.getElementById('board').dataset.start) &&
                               document.getElementById('board').dataset.start !== '5x5#1');
    check((await boardId(page)).startsWith('5x5:'), `#5x5 dealt ${await boardId(page)}`);
    check(!/unexpected/.test(await text(page, 'message')), `#5x5 said: ${await text(page, 'message')}`);
  },

  // Five solves: the statistics show the library's ao5 of their times.
  async 'ao5-of-five'(t) {
    const page = await t.open('#3x3#101');
    for (const seed of [101, 102, 103, 104, 105]) {
      const id = `3x3#${seed}`;
      if (seed !== 101) await go(page, id);
      await playKeys(page, nativeSolve(await boardId(page)).moves);
      check(await shown(page, 'outcome'), `${id}: not solved`);
    }
    await page.click('#stats-button');
    await page.waitForFunction(() => document.getElementById('stats-summary').dataset.ao5 !== undefined &&
                                     /5 solves/.test(document.getElementById('stats-summary').textContent));
    const times = await page.evaluate(() => new Promise((resolve) => {
      indexedDB.open('npuzzle-stats').onsuccess = (e) => {
        const r = e.target.result.transaction('solves').objectStore('solves').getAll();
        r.onsuccess = () => resolve(r.result.map((s) => s.ms));
      };
    }));
    check(times.length === 5, `${times.length} solves kept`);
    const shownAo5 = Number(await page.$eval('#stats-summary', (e) => e.dataset.ao5));
    check(shownAo5 === averageOfFive(times), `ao5 ${shownAo5}, expected ${averageOfFive(times)} from ${times}`);
    const summary = await text(page, 'stats-summary');
    check(summary.includes(`ao5 ${(shownAo5 / 1000).toFixed(3)} s`), summary);
    check(await page.$('#chart svg polyline.ao5'), 'no ao5 line in the chart');
    t.log(summary);
  },

  // Keyboard alone: Tab into the board, help, undo and redo, play to the win, a new game.
  async 'keyboard-only'(t) {
    const page = await t.open('#3x3#5');
    let onCell = false;
    for (let i = 0; i < 20 && !onCell; ++i) {
      await page.keyboard.press('Tab');
      onCell = await page.evaluate(() => document.activeElement.classList.contains('cell'));
    }
    check(onCell, 'Tab never reaches a tile');
    const label = await page.evaluate(() => document.activeElement.getAttribute('aria-label'));
    check(/^Tile \d+, row \d, column \d/.test(label), `tile label: ${label}`);
    await page.keyboard.press('?');
    check(await shown(page, 'help'), '? shows no help');
    await page.keyboard.press('?');
    const native = nativeSolve(await boardId(page));
    await playKeys(page, native.moves.slice(0, 2));
    await waitText(page, 'announce', /^Tile \d+ slid (up|down|left|right)/); // the live region says each move
    await page.keyboard.press('u');
    check((await text(page, 'status')).startsWith('Moves 1'), 'u did not undo');
    await page.keyboard.press('r');
    check((await text(page, 'status')).startsWith('Moves 2'), 'r did not redo');
    await playKeys(page, native.moves.slice(2));
    check(await shown(page, 'outcome'), 'no win screen');
    await waitText(page, 'announce', /Solved in/);
    // A game ID typed into the box and Enter: the arrows then play it (they typed into the box).
    await page.focus('#game-id');
    await page.keyboard.type('3x3#77');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('board').dataset.start === '3x3#77');
    await page.keyboard.press(arrow[nativeSolve('3x3#77').moves[0]]);
    check((await text(page, 'status')).startsWith('Moves 1'), `after Play the arrows: ${await text(page, 'status')}`);
    const start = await page.$eval('#board', (b) => b.dataset.start);
    await page.keyboard.press('n'); // a game under way: the midend's question first, y answers it
    await waitText(page, 'message', /^Abandon this game for a new one\? y\/n/);
    await page.keyboard.press('y');
    check((await page.$eval('#board', (b) => b.dataset.start)) !== start, 'n dealt no new game');
  },

  // A phone: 390x844, touch only, swiped to the win; nothing wider than the screen.
  async 'touch-swipe-win'(t) {
    const page = await t.open('#3x3#2026', { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    check(wide <= 390, `the page is ${wide} px wide on a 390 px screen`);
    const box = await (await page.$('#board')).boundingBox();
    const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
    const step = { U: [0, -60], D: [0, 60], L: [-60, 0], R: [60, 0] };
    for (const m of nativeSolve(await boardId(page)).moves) {
      const [dx, dy] = step[m];
      await page.touchscreen.touchStart(cx, cy);
      await page.touchscreen.touchMove(cx + dx / 2, cy + dy / 2);
      await page.touchscreen.touchMove(cx + dx, cy + dy);
      await page.touchscreen.touchEnd();
    }
    check(await shown(page, 'outcome'), `not solved by swipes: ${await text(page, 'status')}`);
  },

  // Tic-tac-toe against the computer, played by clicks to its end: a draw, or a win.
  async 'mnk-vs-computer'(t) {
    const page = await t.open('#3x3k3');
    for (let turn = 0; turn < 5 && !(await shown(page, 'outcome')); ++turn) {
      await page.click('#board .cell.empty');
      await page.waitForFunction(() => {
        const cells = [...document.querySelectorAll('#board .cell span')].map((s) => s.textContent);
        const x = cells.filter((c) => c === 'X').length, o = cells.filter((c) => c === 'O').length;
        return x === o || !document.getElementById('outcome').hidden;
      });
    }
    const outcome = await text(page, 'outcome'); // the midend's words: "Game over", "X wins in 7 moves (a1 b2 c3)"
    check(/^Game over(Draw in 9 moves|[XO] wins in \d+ moves \([a-c][1-3] [a-c][1-3] [a-c][1-3]\))/.test(outcome), `outcome: ${outcome}`);
    t.log(outcome);
  },

  // After the first visit the page plays offline (the service worker's cache).
  async 'offline'(t) {
    const page = await t.open('#3x3#8');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload(); // controlled by the service worker from here on
    await ready(page);
    t.stopServer();
    await page.reload();
    await ready(page);
    const native = nativeSolve(await boardId(page));
    await playKeys(page, native.moves);
    check(await shown(page, 'outcome'), 'offline: no win');
  },

  // The page as drawn, light and dark, desktop and phone, against golden images (a small tolerance;
  // NPUZZLE_UPDATE_GOLDEN=1 rewrites them). The light desktop one is the README's screenshot.
  async 'screenshots'(t) {
    const shots = [['page-light.png', 'light', { width: 800, height: 760 }],
                   ['page-dark.png', 'dark', { width: 800, height: 760 }],
                   ['page-phone.png', 'light', { width: 390, height: 844, isMobile: true, hasTouch: true }]];
    const narrow = await t.open('#4x4#2026', { width: 360, height: 640, isMobile: true, hasTouch: true });
    const wide = await narrow.evaluate(() => document.documentElement.scrollWidth);
    check(wide <= 360, `the page is ${wide} px wide on a 360 px screen`);
    const slides = await narrow.$eval('#board .cell', (e) => getComputedStyle(e).transitionDuration);
    check(slides !== '0s', 'tiles do not slide without prefers-reduced-motion');
    await narrow.close(); // its worker would build the 4x4's tables through the shots below
    for (const [file, scheme, viewport] of shots) {
      const page = await t.open('#3x3:8,6,7,2,5,4,3,0,1', viewport);
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme },
                                       { name: 'prefers-reduced-motion', value: 'reduce' }]);
      await page.evaluate(() => localStorage.clear()); // a fresh deal, not the game resumed from the last shot
      await page.reload();
      await ready(page);
      await page.evaluate(() => document.activeElement?.blur());
      // The tables ready: the status says "preparing hints…" from the deal until the worker answers.
      await page.waitForSelector('#board[data-tables="ready"]', { timeout: 60000 });
      const slide = await page.$eval('#board .cell', (e) => getComputedStyle(e).transitionDuration);
      check(slide === '0s', `${file}: tiles still slide (${slide}) with prefers-reduced-motion`);
      const png = await page.screenshot({ encoding: 'base64' });
      const where = path.join(golden, file);
      if (process.env.NPUZZLE_UPDATE_GOLDEN === '1') {
        fs.mkdirSync(golden, { recursive: true });
        fs.writeFileSync(where, Buffer.from(png, 'base64'));
        t.log(`wrote ${where}`);
        continue;
      }
      check(fs.existsSync(where), `no golden ${where} (NPUZZLE_UPDATE_GOLDEN=1 writes it)`);
      const off = await differing(page, `data:image/png;base64,${png}`,
                                  `data:image/png;base64,${fs.readFileSync(where).toString('base64')}`);
      check(off < 0.01, `${file}: ${(off * 100).toFixed(2)}% of pixels differ from the golden image`);
      t.log(`${file}: ${(off * 100).toFixed(3)}% of pixels differ`);
    }
  },

  // S solves with the library's optimal moves, animated step by step: the outcome owns up to it, and
  // such a game is kept out of the averages. p pauses: moves are refused and the tiles hidden.
  async 'solve-and-pause'(t) {
    const page = await t.open('#3x3#2026');
    const native = nativeSolve(await boardId(page));
    await page.keyboard.press('p');
    check((await text(page, 'status')).includes('Paused'), 'p did not pause');
    await page.keyboard.press(arrow[native.moves[0]]);
    check((await text(page, 'status')).startsWith('Moves 0'), 'a move was made while paused');
    await page.keyboard.press('p');
    // S at once, the tables still coming: the solve waits for them (it played constructive moves,
    // 75 where 55 were optimal) and so is optimal from its first step.
    await page.keyboard.press('S');
    await waitText(page, 'status', /^Moves [1-9]/, 60000);
    await page.keyboard.press('Escape'); // any key stops a solve, the help says: a key with no command too
    await waitText(page, 'message', /stopped/i);
    const stoppedAt = await text(page, 'status');
    await new Promise((r) => setTimeout(r, 500));
    check((await text(page, 'status')).split('  ')[0] === stoppedAt.split('  ')[0], `the solve went on after Escape: ${stoppedAt}`);
    await page.keyboard.press('S');
    await waitText(page, 'outcome', /Solved in/, 60000);
    const outcome = await text(page, 'outcome');
    check(outcome.includes(`Solved in ${native.length} moves`) && outcome.includes(`${native.length} moves by the solver`), outcome);
    check(outcome.includes('TPS: not counted') && outcome.includes('not a record: assisted'),
          `the win screen owns up to the solver: ${outcome}`);
    check(!outcome.includes('- TPS'), `a bare "- TPS": ${outcome}`);
    const counts = await page.evaluate(() => new Promise((resolve) => {
      indexedDB.open('npuzzle-stats').onsuccess = (e) => {
        const r = e.target.result.transaction('solves').objectStore('solves').getAll();
        r.onsuccess = () => resolve(r.result.map((s) => s.counts));
      };
    }));
    check(counts.length === 1 && counts[0] === false, `the solver's solve was kept as ${JSON.stringify(counts)}`);
  },

  // m,n,k's words come from its midend: H names the player's move with the computer's reply (it said
  // only "O plays b1"), and Q's question and answer promise no DNF where nothing is recorded.
  async 'mnk-words'(t) {
    const page = await t.open('#3x3k3');
    await page.keyboard.press('H');
    await waitText(page, 'message', /^Hint: X plays [a-c][1-3]; O plays [a-c][1-3]$/);
    await page.keyboard.press('Q');
    await waitText(page, 'message', /^Give this game up for the next deal\? y\/n$/);
    await page.keyboard.press('y');
    await waitText(page, 'message', /^Given up: nothing is recorded/);
    check(!/DNF/.test(await text(page, 'message')), `Q said: ${await text(page, 'message')}`);
    const marks = await page.$$eval('#board .cell span', (s) => s.filter((e) => e.textContent).length);
    check(marks === 0, `Q left ${marks} marks: no new board`);
  },

  // The key help at 390 px: two columns, each key beside what it does (the monospace lines wrapped
  // under one another), no sideways scroll; the legend names A and Q.
  async 'help-phone'(t) {
    const page = await t.open('#4x4#5', { width: 390, height: 844, isMobile: true, hasTouch: true });
    await page.click('#help-button');
    const rows = await page.$$eval('#keys tr', (trs) => trs.map((r) => [r.cells[0].textContent, r.cells[1].getBoundingClientRect().left]));
    check(rows.length >= 10, `${rows.length} rows of keys`);
    check(new Set(rows.map((r) => r[1])).size === 1, `what the keys do is not in one column: ${JSON.stringify(rows)}`);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    check(wide <= 390, `the page is ${wide} px wide at 390`);
    const legend = await text(page, 'legend');
    check(legend.includes('A again') && legend.includes('Q give up'), `legend: ${legend}`);
    const q = rows.find((r) => r[0] === 'Q');
    const qSays = await page.$$eval('#keys tr', (trs) => trs.find((r) => r.cells[0].textContent === 'Q')?.cells[1].textContent);
    check(q && !/quit/.test(qSays), `the help's Q on a page: ${qSays}`);
    if (process.env.NPUZZLE_SHOTS) await page.screenshot({ path: `${process.env.NPUZZLE_SHOTS}/help-390.png`, fullPage: true });
  },

  // Tic-tac-toe by keyboard alone: the arrows move the focus, Enter places.
  async 'mnk-keyboard'(t) {
    const page = await t.open('#3x3k3');
    await page.focus('#board .cell');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const at = await page.evaluate(() => document.activeElement.getAttribute('aria-label'));
    check(at === 'b2, empty', `focus on ${at}`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => [...document.querySelectorAll('#board .cell span')].filter((s) => s.textContent === 'O').length === 1);
    check((await page.evaluate(() => document.activeElement.getAttribute('aria-label'))) === 'b2, X', 'Enter placed no X on b2');
  },

  // The solves out as JSON Lines and slidysim lines, and in again; a line that does not check is refused whole.
  // The hint worker's answers are held back until the game is won: their arrival after the win must
  // not keep the solve a second time (it did, when the tables finished late under load in CI).
  async 'stats-export-import'(t) {
    const page = await t.open('#3x3#2026', undefined, (p) => p.evaluateOnNewDocument(() => {
      const held = [];
      window.releaseWorker = () => { window.releaseWorker = null; held.splice(0).forEach((f) => f()); };
      window.Worker = class extends Worker {
        set onmessage(f) {
          super.onmessage = (e) => (window.releaseWorker ? held.push(() => f(e)) : f(e));
        }
      };
    }));
    await playKeys(page, nativeSolve(await boardId(page)).moves);
    await waitText(page, 'outcome', /Solved in/);
    check((await page.$eval('#board', (b) => b.dataset.tables)) !== 'ready', 'the tables were ready before the win');
    await page.evaluate(() => window.releaseWorker());
    await page.waitForSelector('#board[data-tables="ready"]', { timeout: 60000 });
    const kept = await page.evaluate(() => new Promise((resolve) => {
      indexedDB.open('npuzzle-stats').onsuccess = (e) => {
        const r = e.target.result.transaction('solves').objectStore('solves').count();
        r.onsuccess = () => resolve(r.result);
      };
    }));
    check(kept === 1, `one win kept as ${kept} solves`);
    await page.click('#stats-button');
    const client = await page.createCDPSession();
    const downloads = fs.mkdtempSync('/tmp/npuzzle-web-');
    await client.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads, browserContextId: t.browser.id });
    await page.click('#export-jsonl');
    await page.click('#export-slidysim');
    const file = (name) => path.join(downloads, name);
    for (let i = 0; i < 100 && !(fs.existsSync(file('npuzzle-solves.jsonl')) && fs.existsSync(file('npuzzle-slidysim.txt'))); ++i)
      await new Promise((r) => setTimeout(r, 100));
    const line = JSON.parse(fs.readFileSync(file('npuzzle-solves.jsonl'), 'utf8').trim());
    check(line.size === '3x3' && line.result === 'solved' && line.counts === true, JSON.stringify(line));
    const slidysim = fs.readFileSync(file('npuzzle-slidysim.txt'), 'utf8').trim();
    check(/^[0-9 /]+\t[UDLR0-9]+$/.test(slidysim), `slidysim line: ${slidysim}`);
    // The export imported back is kept once (twice, it counted twice in the averages); another solve
    // of the same board, later, is a new one.
    const later = { ...line, ms: line.ms + 1000, when: new Date(Date.parse(line.when) + 60000).toISOString() };
    fs.writeFileSync(file('in.jsonl'), `${JSON.stringify(line)}\r\n${JSON.stringify(later)}\r\n`);
    await (await page.$('#import')).uploadFile(file('in.jsonl'));
    await waitText(page, 'stats-message', /^Imported 1 solve; 1 already kept$/);
    await waitText(page, 'stats-summary', /3x3: 2 solves/);
    fs.writeFileSync(file('again.txt'), `${slidysim}\n`); // the slidysim export: the same solve
    await (await page.$('#import')).uploadFile(file('again.txt'));
    await waitText(page, 'stats-message', /^Imported 0 solves; 1 already kept$/);
    check((await keptRows(page)).length === 2, 'a solve imported again was kept twice');
    fs.writeFileSync(file('negative.jsonl'), `${JSON.stringify({ ...later, ms: -5 })}\n`);
    await (await page.$('#import')).uploadFile(file('negative.jsonl'));
    await waitText(page, 'stats-message', /Nothing imported: line 1: .*ms or stm not a whole number >= 0/);
    fs.writeFileSync(file('bad.txt'), `${slidysim}\n1 2 3/4 5 6/7 8 0\tR4294967295\n`);
    await (await page.$('#import')).uploadFile(file('bad.txt'));
    await waitText(page, 'stats-message', /Nothing imported: line 2/);
    t.log(await text(page, 'stats-message'));
    fs.rmSync(downloads, { recursive: true });
  },

  // A damaged table in IndexedDB is not trusted: the worker drops it, builds it again and keeps the
  // new one, and the hints stay optimal.
  async 'tables-damaged'(t) {
    const page = await t.open('#3x3#7');
    await page.waitForSelector('#board[data-tables="ready"]', { timeout: 60000 });
    const entry = () => tableEntry(page);
    const kept = await keptTable(page);
    check(kept.count === 1 && kept.checks, `kept: ${JSON.stringify(kept)}`);
    await page.evaluate((name) => new Promise((resolve) => { // one byte flipped, the checksum left as it was
      indexedDB.open('npuzzle-tables').onsuccess = (e) => {
        const store = e.target.result.transaction('files', 'readwrite').objectStore('files');
        store.get(name).onsuccess = (v) => {
          const value = v.target.result;
          value.bytes[value.bytes.length >> 1] ^= 0x55;
          store.put(value, name).onsuccess = resolve;
        };
      };
    }), kept.name);
    check(!(await entry()).checks, 'the damage did not take');
    await hintAfterReload(page, 'the hint after the rebuild is not optimal');
    for (let i = 0; i < 50 && !(await entry()).checks; ++i) await new Promise((r) => setTimeout(r, 100));
    check((await entry()).checks, 'the rebuilt table was not kept');
  },

  // A damaged table whose SHA-256 was computed again over the damage (so the worker's own check
  // passes): the library's check of the file's bytes refuses it, and the worker builds it again rather
  // than trust it; the hint stays optimal and the entry kept is the table as built, not the damage.
  async 'tables-damaged-rehashed'(t) {
    const page = await t.open('#3x3#7');
    await page.waitForSelector('#board[data-tables="ready"]', { timeout: 60000 });
    const entry = () => tableEntry(page);
    const built = await keptTable(page);
    check(built.count === 1, `kept: ${JSON.stringify(built)}`);
    const damaged = await page.evaluate((name) => new Promise((resolve) => { // one byte flipped, hashed again
      indexedDB.open('npuzzle-tables').onsuccess = (e) => {
        const store = e.target.result.transaction('files', 'readwrite').objectStore('files');
        store.get(name).onsuccess = async (v) => {
          const value = v.target.result;
          value.bytes[value.bytes.length >> 1] ^= 0x55;
          const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', value.bytes));
          value.sha256 = Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('');
          const again = e.target.result.transaction('files', 'readwrite').objectStore('files');
          again.put(value, name).onsuccess = () => resolve(value.sha256);
        };
      };
    }), built.name);
    check(damaged !== built.sha256 && (await entry()).sha256 === damaged, 'the damage did not take');
    await hintAfterReload(page, 'the hint on the damaged table is not optimal');
    for (let i = 0; i < 50 && (await entry()).sha256 !== built.sha256; ++i) await new Promise((r) => setTimeout(r, 100));
    const now = await entry();
    check(now.count === 1 && now.sha256 === built.sha256, `kept after the reload: ${JSON.stringify(now)}, built ${built.sha256}`);
  },

  // A link opened while a game is under way asks first (the midend's question, as n does): No keeps
  // the game, its moves and its address, and records nothing; y then opens the link.
  async 'link-asks-mid-game'(t) {
    const page = await t.open('#3x3#2026');
    const native = nativeSolve(await boardId(page));
    await playKeys(page, native.moves.slice(0, 2));
    const before = await boardId(page);
    await page.evaluate(() => { location.hash = '#4x4#9'; });
    await waitText(page, 'message', /^Abandon this game for a new one\? y\/n \(y records a DNF\)$/);
    check(await shown(page, 'question'), 'no Yes/No buttons');
    await page.click('#no');
    await waitText(page, 'message', /^Carry on$/);
    check((await boardId(page)) === before, `No did not keep the game: ${await boardId(page)}`);
    check((await text(page, 'status')).startsWith('Moves 2'), `after No: ${await text(page, 'status')}`);
    const address = await page.evaluate(() => decodeURIComponent(location.hash));
    check(address === '#3x3#2026', `after No the address shows ${address}`);
    check((await keptRows(page).catch(() => [])).length === 0, 'No recorded the game');
    await page.evaluate(() => { location.hash = '#4x4#9'; });
    await waitText(page, 'message', /^Abandon this game/);
    await page.keyboard.press('y');
    await page.waitForFunction(() => document.getElementById('board').dataset.start === '4x4#9');
    const rows = await keptRows(page);
    check(rows.length === 1 && rows[0].result === 'dnf', `y kept ${JSON.stringify(rows.map((r) => r.result))}`);
    t.log('asked; No kept', before, '; y opened 4x4#9 and recorded', rows[0].result);
  },

  // S again while the solve waits for the tables it said it would wait for: it goes on waiting and
  // says so (it jumped to the end with constructive moves); the solve then plays optimal moves.
  async 'solve-twice-while-preparing'(t) {
    const page = await t.open('#4x4#3');
    await page.evaluate(() => {
      window.said = [];
      new MutationObserver(() => window.said.push(document.getElementById('message').textContent))
        .observe(document.getElementById('message'), { childList: true, characterData: true, subtree: true });
    });
    check((await page.$eval('#board', (b) => b.dataset.tables)) !== 'ready', 'the tables were ready at once');
    await page.keyboard.press('S');
    await waitText(page, 'message', /the solve starts when they are ready/);
    await page.keyboard.press('S');
    await page.waitForFunction(() => window.said.some((m) => /Already waiting for the hint tables/.test(m)));
    await new Promise((r) => setTimeout(r, 1500));
    check((await text(page, 'status')).startsWith('Moves 0'), `the second S played: ${await text(page, 'status')}`);
    check(!(await shown(page, 'outcome')), 'the second S solved the board');
    check((await page.$eval('#board', (b) => b.dataset.tables)) !== 'ready', 'the tables came before the check');
    t.log(await page.evaluate(() => [...new Set(window.said)].join(' | ')));
  },

  // m,n,k offers hints and the solve (the midend's view says so): its buttons are enabled and play.
  async 'mnk-buttons'(t) {
    const page = await t.open('#3x3k3');
    check(!(await page.$eval('#hint', (b) => b.disabled)) && !(await page.$eval('#solve', (b) => b.disabled)),
          'Hint or Solve disabled in m,n,k');
    await page.click('#hint');
    await waitText(page, 'message', /^Hint: X plays [a-c][1-3]; O plays [a-c][1-3]$/);
    await page.click('#solve');
    await waitText(page, 'outcome', /Draw|wins/, 30000);
    check(await page.$eval('#hint', (b) => b.disabled), 'Hint enabled on the results');
    const puzzle = await t.open('#3x3#5');
    check(!(await puzzle.$eval('#hint', (b) => b.disabled)), 'Hint disabled on the puzzle');
    t.log(await text(page, 'outcome'));
  },

  // IndexedDB refusing the tables (the hint worker's IDBObjectStore.put stubbed to throw the
  // QuotaExceededError a full quota gives): the hints use them from memory and stay optimal, the page
  // says they were not kept, nothing is stored, nothing breaks.
  async 'tables-quota'(t) {
    const page = await t.open('#3x3#7');
    await page.waitForSelector('#board[data-tables="ready"]', { timeout: 60000 });
    page.on('workercreated', (worker) => worker.evaluate(() => {
      IDBObjectStore.prototype.put = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
    }));
    await page.evaluate(() => new Promise((resolve, reject) => { // the tables kept so far gone: built again
      const request = indexedDB.deleteDatabase('npuzzle-tables');
      request.onsuccess = resolve;
      request.onerror = () => reject(request.error);
    }));
    await page.reload();
    await ready(page);
    await page.waitForSelector('#board[data-tables="ready"]', { timeout: 60000 });
    await waitText(page, 'note', /^Hint tables not kept: the browser's storage is full; .*built again on the next visit$/, 20000);
    t.log(await text(page, 'note'));
    const native = nativeSolve(await boardId(page));
    await page.keyboard.press('H');
    await waitText(page, 'message', /to go/, 60000);
    check(nativeSolve(await boardId(page)).length === native.length - 1, 'the hint without kept tables is not optimal');
    const kept = await page.evaluate(() => new Promise((resolve) => {
      indexedDB.open('npuzzle-tables').onsuccess = (e) => {
        e.target.result.transaction('files').objectStore('files').count().onsuccess = (c) => resolve(c.target.result);
      };
    }));
    check(kept === 0, `${kept} tables kept past the quota`);
  },

  // The midend's rule after a win: the results stay until u reopens the game (a move is refused
  // meanwhile); won again, the game is not kept a second time.
  async 'undo-reopens'(t) {
    const page = await t.open('#3x3#31');
    const native = nativeSolve(await boardId(page));
    await playKeys(page, native.moves);
    check(await shown(page, 'outcome'), 'no win screen');
    const solved = await boardId(page);
    await page.keyboard.press(arrow[native.moves[0]]);
    check((await boardId(page)) === solved, 'a move after the win un-solved the board');
    check((await text(page, 'message')) === '', 'the win screen shows no message');
    await page.keyboard.press('u');
    check(!(await shown(page, 'outcome')), 'u did not close the win screen');
    check(/^Reopened: the game goes on/.test(await text(page, 'message')), `after u: ${await text(page, 'message')}`);
    await page.keyboard.press('r');
    await waitText(page, 'outcome', /solved again: only this game's first solve is recorded/);
    const rows = await keptRows(page);
    check(rows.length === 1 && rows[0].result === 'solved' && rows[0].counts === true, `kept ${JSON.stringify(rows.map((r) => [r.result, r.counts]))}`);
    t.log(await text(page, 'outcome'));
  },

  // A seeded link counts the first time its board is played, as a --seed deal does in the terminal;
  // the same board's second solve is kept but counts for nothing, and the win screen says why.
  async 'seeded-counts-once'(t) {
    const page = await t.open('#3x3#41');
    await playKeys(page, nativeSolve(await boardId(page)).moves);
    await waitText(page, 'outcome', /Rank 1 of 1 by time/);
    await go(page, '3x3#42');
    await go(page, '3x3#41');
    await playKeys(page, nativeSolve(await boardId(page)).moves);
    await waitText(page, 'outcome', /not a record: this board was played before/);
    const rows = await keptRows(page);
    check(JSON.stringify(rows.map((r) => r.counts)) === '[true,false]', `counts kept: ${JSON.stringify(rows.map((r) => r.counts))}`);
    check(rows[0].start === rows[1].start && rows[0].start.startsWith('3x3:'), `starts: ${rows[0].start}, ${rows[1].start}`);
    t.log(await text(page, 'outcome'));
  },

  // n, A and Q on a game under way ask the midend's question first, as the terminal does (the page
  // acted at once and recorded a DNF without a word): n answers no, y or the Yes button goes ahead.
  // A and Q both deal the next seed, as n does; each game given up is a DNF row that does not spoil
  // a later first play's count; t opens the statistics.
  async 'again-abandon-dnf'(t) {
    const page = await t.open('#3x3#61');
    await playKeys(page, nativeSolve(await boardId(page)).moves.slice(0, 2));
    const before = await boardId(page);
    await page.keyboard.press('n');
    await waitText(page, 'message', /^Abandon this game for a new one\? y\/n \(y records a DNF\)/);
    check(await shown(page, 'question'), 'no Yes/No buttons with the question');
    await page.keyboard.press('n'); // no
    await waitText(page, 'message', /^Carry on/);
    check((await boardId(page)) === before && !(await shown(page, 'question')), 'n answered no, but the game went');
    check((await keptRows(page)).length === 0, 'a DNF was kept for a question answered no');
    await page.keyboard.press('A');
    await waitText(page, 'message', /^Abandon this game for a new deal of the same kind\? y\/n/);
    await page.keyboard.press('y');
    await page.waitForFunction(() => document.getElementById('board').dataset.start === '3x3#62');
    await playKeys(page, nativeSolve(await boardId(page)).moves.slice(0, 1));
    await page.keyboard.press('Q');
    await waitText(page, 'message', /^Give this game up for the next deal\? y\/n \(y records a DNF\)/);
    await page.click('#yes');
    await waitText(page, 'message', /^Given up: a DNF/);
    const start = await page.$eval('#board', (b) => b.dataset.start);
    check(start === '3x3#63', `Q dealt ${start}, not the next seed (3x3#63) as n and A do`);
    for (let i = 0; i < 50 && (await keptRows(page)).length < 2; ++i) await new Promise((r) => setTimeout(r, 100));
    const rows = await keptRows(page);
    check(JSON.stringify(rows.map((r) => [r.result, r.counts, r.moves])) === '[["dnf",true,2],["dnf",true,1]]',
          `kept ${JSON.stringify(rows.map((r) => [r.result, r.counts, r.moves]))}`);
    check(await page.evaluate(() => Object.keys(localStorage).every((k) => !k.startsWith('npuzzle-save'))), 'the abandoned game left a save');
    await page.keyboard.press('t');
    check(await shown(page, 'stats'), 't opened no statistics');
    await waitText(page, 'stats-summary', /^3x3: /);
    t.log(await text(page, 'stats-summary'));
  },

  // A save line of format 1 (the page's before it drove the midend) still resumes, as the terminal
  // resumes one: it cannot show how the game was played, so its win counts for nothing and says why.
  async 'resume-format-1'(t) {
    const page = await t.open('#3x3#9');
    const dealt = await boardId(page);
    await page.evaluate(() => localStorage.setItem('npuzzle-save',
      JSON.stringify({ start: '3x3#9', save: 'npuzzle-save 1 puzzle 3x3#9 - 0/0 0 f 0 -' })));
    await page.reload();
    await ready(page);
    check((await boardId(page)) === dealt, `resumed ${await boardId(page)}, dealt ${dealt}`);
    await playKeys(page, nativeSolve(dealt).moves);
    await waitText(page, 'outcome', /not a record: resumed from an older save/);
    const rows = await keptRows(page);
    check(rows.length === 1 && rows[0].counts === false, `kept ${JSON.stringify(rows.map((r) => r.counts))}`);
  },
};
