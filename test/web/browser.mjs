// SPDX-License-Identifier: MIT
// One headless Chromium for all the browser tests of a ctest run (fixture npuzzle_web_browser): a
// Chromium started for each test cost 3.3 s of CPU (launch, a blank page, close), 37 times. Each test
// connects to it and works in a fresh browser context of its own (harness.mjs, browserForTest).
//   node test/web/browser.mjs start DIR   start it detached; its DevTools address in DIR/endpoint
//   node test/web/browser.mjs stop DIR    end it (its process group) and remove DIR
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { chromium, chromiumArgs } from './harness.mjs';

const [command, dir] = process.argv.slice(2);
const pidFile = dir && path.join(dir, 'pid');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };

// Ends the Chromium a pid file names (one left by an interrupted run too), then its profile.
async function stop() {
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    for (const [signal, wait] of [['SIGTERM', 5000], ['SIGKILL', 5000]]) {
      if (!alive(pid)) break;
      try { process.kill(-pid, signal); } catch { /* gone meanwhile */ }
      for (let t = 0; t < wait && alive(pid); t += 100) await sleep(100);
    }
    if (alive(pid)) throw new Error(`Chromium (pid ${pid}) did not end`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

async function start() {
  await stop();
  const profile = path.join(dir, 'profile');
  fs.mkdirSync(profile, { recursive: true });
  // puppeteer's own arguments, as launch() gives them, and a DevTools port of the system's choosing.
  const args = puppeteer.defaultArgs({ headless: true, userDataDir: profile, args: [...chromiumArgs, '--remote-debugging-port=0'] });
  // Detached, in its own process group, its output nowhere: ctest waits for this script only.
  const child = spawn(chromium, args, { detached: true, stdio: 'ignore' });
  child.unref();
  fs.writeFileSync(pidFile, String(child.pid));
  const port = path.join(profile, 'DevToolsActivePort'); // "port\n/devtools/browser/<id>"
  for (let t = 0; t < 60000; t += 100) {
    const [number, address] = fs.existsSync(port) ? fs.readFileSync(port, 'utf8').split('\n') : [];
    if (address) {
      fs.writeFileSync(path.join(dir, 'endpoint'), `ws://127.0.0.1:${number}${address}\n`);
      console.log(`Chromium ${child.pid} at ws://127.0.0.1:${number}${address}`);
      return;
    }
    if (!alive(child.pid)) throw new Error('Chromium ended at its start');
    await sleep(100);
  }
  throw new Error('Chromium gave no DevTools address in 60 s');
}

if (command === 'start' && dir) await start();
else if (command === 'stop' && dir) await stop();
else {
  console.error('usage: node test/web/browser.mjs start|stop DIR');
  process.exit(2);
}
