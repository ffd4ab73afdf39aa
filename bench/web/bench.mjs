// SPDX-License-Identifier: MIT
// The page's figures (issue 33's targets), printed, never asserted:
//   node bench/web/bench.mjs [SITE] [NPUZZLE-SOLVE]     (defaults: build/web/site, build/gcc/examples/solve/npuzzle-solve)
// 1. page weight: each file gzipped (level 9), the page without the hint worker and with it;
// 2. first paint and the board drawn, from a local server in headless Chromium (fresh profile each, median of 5);
// 3. a move's frame: the command and its drawing (performance marks), and until the next frame, over 60 moves;
// 4. the optimal solver in wasm (the hint worker, one thread) against the native npuzzle-solve (--threads 1) on
//    the same positions: Korf's first 10 with pdb-6-6-3, and 3x3 boards #1..#50 with Manhattan, 20 times over.
//    Compared in CPU time (cpu_time.mjs: the worker's thread, Linux), whole calls both ways with the tables
//    loaded; the searches' wall times are printed beside, as they count the machine's load.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve, launch, ready } from '../../test/web/harness.mjs';
import { workerThreads, threadCpu, runCpu } from './cpu_time.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const site = path.resolve(process.argv[2] ?? 'build/web/site');
const solveExe = path.resolve(process.argv[3] ?? 'build/gcc/examples/solve/npuzzle-solve');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

// 1. Weight.
const page = ['index.html', 'style.css', 'app.js', 'slots.js', 'stats.js', 'sw.js', 'manifest.json', 'npuzzle-game.js', 'npuzzle-game.wasm'];
const worker = ['worker.js', 'npuzzle-solver.js', 'npuzzle-solver.wasm'];
const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(site, f)), { level: 9 }).length;
console.log('== page weight (gzip -9; no pattern databases: the worker builds them)');
for (const f of [...page, ...worker]) console.log(`  ${f.padEnd(22)} ${kb(fs.statSync(path.join(site, f)).size).padStart(9)} -> ${kb(gz(f))}`);
const pageGz = page.reduce((a, f) => a + gz(f), 0), workerGz = worker.reduce((a, f) => a + gz(f), 0);
console.log(`  the page: ${kb(pageGz)}; with the hint worker: ${kb(pageGz + workerGz)} (aim < 250 KB = 244.1 KiB)`);

const server = await serve(site);
const browser = await launch();
try {
  // 2. First paint.
  const paints = [], drawn = [];
  for (let i = 0; i < 5; ++i) {
    const context = await browser.createBrowserContext();
    const p = await context.newPage();
    await p.goto(`${server.url}/#4x4#2026`);
    await ready(p);
    const t = await p.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      board: performance.getEntriesByName('ready')[0].startTime,
    }));
    paints.push(t.paint);
    drawn.push(t.board);
    await context.close();
  }
  console.log('== first paint from a local server, headless Chromium, fresh profile (median of 5)');
  console.log(`  first contentful paint ${median(paints).toFixed(0)} ms (${paints.map((x) => x.toFixed(0)).join(', ')}); ` +
              `board drawn ${median(drawn).toFixed(0)} ms (aim < 1000 ms)`);

  // 3. A move's frame.
  const p = await browser.newPage();
  await p.goto(`${server.url}/#4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15`);
  await ready(p);
  await p.evaluate(() => performance.clearMeasures());
  for (let i = 0; i < 60; ++i) {
    await p.keyboard.press(i % 2 ? 'ArrowRight' : 'ArrowLeft');
    await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }
  const work = await p.evaluate(() => performance.getEntriesByName('draw').map((e) => e.duration));
  const frames = await p.evaluate(() => performance.getEntriesByName('frame').map((e) => e.duration));
  console.log('== a move (60 moves on a 4x4; performance marks)');
  console.log(`  command + drawing: median ${median(work).toFixed(2)} ms, max ${Math.max(...work).toFixed(2)} ms`);
  console.log(`  until the next frame: median ${median(frames).toFixed(2)} ms, max ${Math.max(...frames).toFixed(2)} ms (aim < 16 ms)`);

  // 4. The solver, wasm against native, in CPU time (cpu_time.mjs): the worker's thread, and npuzzle-solve
  // on one thread less its run on a board one move from the goal (start-up and reading the tables).
  const korf = fs.readFileSync(path.join(here, '../data/korf100.txt'), 'utf8').split('\n')
    .filter((l) => l && !l.startsWith('#')).slice(0, 10)
    .map((l) => `4x4:${l.trim().split(/\s+/).slice(0, 16).join(',')}`);
  const small = Array.from({ length: 50 }, (_, i) => `3x3#${i + 1}`);
  const before = new Set(workerThreads(browser.process().pid));
  await p.evaluate(() => { window.benchWorker = new Worker('worker.js'); });
  const wasm = (ids, heuristic) => p.evaluate((i, h) => new Promise((resolve) => {
    window.benchWorker.onmessage = ({ data }) => { if (data.bench) resolve(data.bench); };
    window.benchWorker.postMessage({ bench: i, heuristic: h });
  }), ids, heuristic);
  const native = (ids, heuristic) => {
    const run = runCpu(solveExe, ['--json', '--threads', '1', '--heuristic', heuristic, ...ids]);
    return { answers: run.stdout.trim().split('\n').map((l) => JSON.parse(l)), cpu: run.cpu };
  };
  // Start-up and the tables' reading alone: npuzzle-solve on a board one move from the goal.
  const setUpCpu = (shape, heuristic) => {
    const n = shape.split('x').reduce((a, b) => a * b);
    return native([`${shape}:${[...Array.from({ length: n - 2 }, (_, i) => i + 1), 0, n - 1].join(',')}`], heuristic).cpu;
  };
  let thread = null;
  const sum = (xs, k) => xs.reduce((a, x) => a + x[k], 0);
  // The 3x3 searches take tens of microseconds: the set is searched 20 times over for a measurable time.
  for (const [name, ids, heuristic, times] of [["Korf's first 10", korf, 'pdb-6-6-3', 1], ['3x3 #1..#50', small, 'manhattan', 20]]) {
    const shape = ids[0].slice(0, 3);
    const built = Date.now();
    await wasm([ids[0]], heuristic); // builds the tables first (not timed below)
    const buildMs = Date.now() - built;
    if (!thread) {
      const mine = workerThreads(browser.process().pid).filter((t) => !before.has(t));
      if (mine.length !== 1) throw new Error(`the benchmark's worker thread not told apart (${mine.length} new)`);
      thread = mine[0];
    }
    const batch = Array.from({ length: times }, () => ids).flat();
    // Three rounds, wasm and native in turn (the machine is shared): each round's totals, and the least.
    const rounds = [];
    let nodes = 0;
    for (let round = 0; round < 3; ++round) {
      const start = threadCpu(thread);
      const w = await wasm(batch, heuristic);
      const wasmCpu = threadCpu(thread) - start;
      const n = native(batch, heuristic);
      const setUp = setUpCpu(shape, heuristic);
      for (let i = 0; i < batch.length; ++i)
        if (w[i].moves?.length !== n.answers[i].length || w[i].nodes !== n.answers[i].nodes)
          throw new Error(`${batch[i]}: wasm ${w[i].moves?.length ?? w[i].error} moves ${w[i].nodes} nodes, native ${n.answers[i].length} ${n.answers[i].nodes}`);
      nodes = sum(n.answers, 'nodes');
      rounds.push({ wasm: wasmCpu, native: Math.max(n.cpu - setUp, 1e-3),
                    wasmWall: sum(w, 'search_s'), nativeWall: sum(n.answers, 'seconds') });
    }
    const least = (k) => Math.min(...rounds.map((r) => r[k]));
    const ratio = (a, b) => `${(least(a) / least(b)).toFixed(2)}x`;
    console.log(`== ${name}${times > 1 ? ` x${times}` : ''}, ${heuristic}, one thread (the same moves and ${nodes} nodes both ways)`);
    console.log(`  CPU, least of 3: wasm ${least('wasm').toFixed(3)} s, native ${least('native').toFixed(3)} s: ` +
                `${ratio('wasm', 'native')} (aim within 2x); rounds ` +
                rounds.map((r) => `${r.wasm.toFixed(3)}/${r.native.toFixed(3)}`).join(', '));
    console.log(`  search's wall time, least of 3: wasm ${least('wasmWall').toFixed(3)} s, native ${least('nativeWall').toFixed(3)} s: ` +
                `${ratio('wasmWall', 'nativeWall')} (the load's share in it)`);
    console.log(`  the first call, its tables built (none for manhattan), took ${(buildMs / 1000).toFixed(1)} s`);
  }
} finally {
  await browser.close();
  server.close();
}
