// SPDX-License-Identifier: MIT
// CPU time, not wall time, for the solver's ratio: on a shared machine a search's wall time counts
// other people's work (npuzzle-solve on one thread searched Korf's first 10 in 0.28 s of wall time at
// load 2 and in 0.9-1.1 s at load 6, the whole process using 0.35 s of CPU). Linux only: the kernel's
// run time of a thread (/proc/.../schedstat, in ns).
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

const read = (file) => { try { return fs.readFileSync(file, 'utf8'); } catch { return null; } };

// The threads of Chromium's dedicated workers under the browser process `root`, as schedstat paths.
export function workerThreads(root) {
  const parent = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const stat = read(`/proc/${pid}/stat`);
    if (stat) parent.set(+pid, +stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  }
  const under = (pid) => { for (let p = pid; p > 1; p = parent.get(p) ?? 0) if (p === root) return true; return false; };
  const threads = [];
  for (const pid of [...parent.keys()].filter(under)) {
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      if (read(`/proc/${pid}/task/${tid}/comm`)?.startsWith('DedicatedWorker')) threads.push(`/proc/${pid}/task/${tid}/schedstat`);
    }
  }
  return threads;
}

// A thread's CPU seconds so far.
export const threadCpu = (schedstat) => Number(read(schedstat).split(' ')[0]) / 1e9;

// `exe args...` run to the end: its standard output and its CPU seconds (user + system, bash's `times`).
export function runCpu(exe, args) {
  const run = spawnSync('bash', ['-c', '"$@" && times >&2', 'bash', exe, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(`${exe} failed: ${run.stderr}`);
  const times = run.stderr.trim().split('\n').pop().match(/(\d+)m([\d.]+)s (\d+)m([\d.]+)s/);
  if (!times) throw new Error(`no times from bash: ${run.stderr}`);
  return { stdout: run.stdout, cpu: 60 * (+times[1] + +times[3]) + +times[2] + +times[4] };
}
