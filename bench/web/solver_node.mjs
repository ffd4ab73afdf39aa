// SPDX-License-Identifier: MIT
// Builds of the hint worker's solver (bench/web/solver_flags.sh) against native, in node, in CPU time:
//   node bench/web/solver_node.mjs ROUNDS BUILD.js... [--bench build/gcc/bench/npuzzle-bench-optimal]
// Korf's first 10 with pdb-6-6-3, each round native first (npuzzle-bench-optimal --threads 1: the search
// thread's CPU) then every build in turn (this thread's CPU over the 10 whole calls), the node counts
// checked equal. The tables are the native ones (~/.cache/npuzzle: run the native bench once first), the
// same files as the worker's. V8 as in Chromium, without a page: the flags' effects, quickly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';

const args = process.argv.slice(2);
const at = args.indexOf('--bench');
const benchExe = at >= 0 ? args.splice(at, 2)[1] : 'build/gcc/bench/npuzzle-bench-optimal';
const [rounds, ...builds] = [Number(args[0]), ...args.slice(1)];
if (!(rounds > 0) || builds.length === 0) {
  console.error('usage: node bench/web/solver_node.mjs ROUNDS BUILD.js... [--bench NPUZZLE-BENCH-OPTIMAL]');
  process.exit(2);
}
const here = path.dirname(new URL(import.meta.url).pathname);
const cache = path.join(os.homedir(), '.cache/npuzzle');
const korf = fs.readFileSync(path.join(here, '../data/korf100.txt'), 'utf8').split('\n')
  .filter((l) => l && !l.startsWith('#')).slice(0, 10)
  .map((l) => `4x4:${l.trim().split(/\s+/).slice(0, 16).join(',')}`);
const cpu = () => Number(fs.readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e9;

const solvers = [];
for (const file of builds) {
  const module = await createRequire(import.meta.url)(path.resolve(file))({ wasmBinary: fs.readFileSync(file.replace(/\.js$/, '.wasm')) });
  const put = module.cwrap('np_table_put', 'string', ['string', 'number', 'number']);
  for (const table of ['4x4-1-2-5-6-9-10.pdb', '4x4-3-4-7-8-11-12.pdb', '4x4-13-14-15.pdb']) {
    const bytes = fs.readFileSync(path.join(cache, table)); // handed over as the worker does (worker.js)
    const at = module._malloc(bytes.length);
    module.HEAPU8.set(bytes, at);
    const why = put(table, at, bytes.length);
    module._free(at);
    if (why) throw new Error(`${file}: ${why}`);
  }
  const solve = module.cwrap('np_solve', 'string', ['string', 'string']);
  const first = JSON.parse(solve(korf[0], 'pdb-6-6-3'));
  if (first.error) throw new Error(`${file}: ${first.error}`);
  solvers.push({ name: path.basename(file, '.js'), solve, times: [] });
}
const native = [];
for (let round = 0; round < rounds; ++round) {
  const out = execFileSync(benchExe, ['--set', 'korf100', '--first', '10', '--threads', '1', '--heuristic', 'pdb-6-6-3'], { encoding: 'utf8' });
  const row = out.split('\n').find((l) => l.startsWith('pdb-6-6-3 ')).trim().split(/\s+/); // name optimal gave-up nodes seconds cpu-s
  native.push(Number(row[5]));
  const line = [`native ${row[5]}`];
  for (const s of solvers) {
    let nodes = 0;
    const start = cpu();
    for (const id of korf) nodes += JSON.parse(s.solve(id, 'pdb-6-6-3')).nodes;
    s.times.push(cpu() - start);
    if (nodes !== Number(row[3])) throw new Error(`${s.name}: ${nodes} nodes, native ${row[3]}`);
    line.push(`${s.name} ${s.times.at(-1).toFixed(3)} (${(s.times.at(-1) / native.at(-1)).toFixed(2)}x)`);
  }
  console.log(line.join('  '));
}
const least = (xs) => Math.min(...xs);
const total = (xs) => xs.reduce((a, b) => a + b, 0);
console.log(`native: least ${least(native).toFixed(3)} s, total ${total(native).toFixed(3)} s`);
for (const s of solvers)
  console.log(`${s.name}: least ${least(s.times).toFixed(3)} s (${(least(s.times) / least(native)).toFixed(2)}x), ` +
              `total ${total(s.times).toFixed(3)} s (${(total(s.times) / total(native)).toFixed(2)}x)`);
