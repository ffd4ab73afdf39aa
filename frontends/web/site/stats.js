// SPDX-License-Identifier: MIT
// The solve history kept in IndexedDB (a row per game the midend ended: solved, or a DNF), and the
// statistics panel: the numbers come from the library (stats.cpp: core/statistics.hpp), the page only
// stores rows, draws the chart and moves files.
const $ = (id) => document.getElementById(id);
let currentView = () => null;
let rowsChanged = () => {};
const isDnf = (s) => s.result === 'dnf';
// The page's other tabs are told when rows are added: their midend reads them again, so a board won in
// one tab does not count again in another (each tab knew only the rows there were when it opened).
const tabs = 'BroadcastChannel' in self ? new BroadcastChannel('npuzzle-stats') : null;

function openDb() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('npuzzle-stats', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('solves', { autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore(mode, work) {
  const db = await openDb();
  try {
    const tx = db.transaction('solves', mode);
    const result = await work(tx.objectStore('solves'));
    // A full quota aborts the transaction as it commits, with no error event: waited for, not hung on.
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = tx.onabort = () => reject(tx.error ?? new DOMException('the transaction was aborted', 'AbortError'));
    });
    return result;
  } finally {
    db.close();
  }
}

// Rows IndexedDB refused (a full quota) are held in localStorage and written with the next rows or at
// the next start: a result is never lost (it was, with a message the next redraw wiped at once).
// Meanwhile they count, and are shown and exported, as the kept ones are.
const heldKey = 'npuzzle-held-rows';
function held() { // rows only: a damaged entry must not stop the page
  try {
    const rows = JSON.parse(localStorage.getItem(heldKey) ?? '[]');
    return Array.isArray(rows) ? rows.filter((r) => typeof r?.size === 'string') : [];
  } catch {
    return [];
  }
}

const all = async () => [...await withStore('readonly', (store) => new Promise((resolve, reject) => {
  const request = store.getAll();
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error);
})), ...held()];

// The rows the midend handed over (each once), kept; the panel follows if it is open.
export async function recordSolves(rows) {
  const waiting = [...held(), ...rows];
  try {
    await withStore('readwrite', (store) => { for (const r of waiting) store.add(r); });
    localStorage.removeItem(heldKey);
    $('held').textContent = '';
  } catch (e) {
    try {
      localStorage.setItem(heldKey, JSON.stringify(waiting));
      $('held').textContent = `${waiting.length === 1 ? 'A result' : `${waiting.length} results`} not kept yet: ` +
        `the browser's storage refused it (${e.name}); held here and kept when there is room (Export saves a copy)`;
    } catch (e2) {
      $('held').textContent = `This game's result could not be kept: the browser's storage refused it (${e2.name})`;
    }
  }
  tabs?.postMessage('rows');
  if (!$('stats').hidden) showStats(currentView());
}

// Every row as the midend's store reads them (page_store.hpp): "RxC counts dnf ms stm start", a line each.
export async function knownRows() {
  let rows = [];
  if (held().length) await recordSolves([]); // kept now if there is room
  try {
    rows = await all();
  } catch (e) {
    console.info(`solve history: IndexedDB unavailable (${e.name})`);
  }
  return rows.filter((r) => /^\d+x\d+$/.test(r.size) && Number.isSafeInteger(r.ms) && Number.isSafeInteger(r.moves))
    .map((r) => `${r.size} ${r.counts ? 1 : 0} ${isDnf(r) ? 1 : 0} ${r.ms} ${r.moves} ${r.start}`).join('\n');
}

const seconds = (ms) => (ms / 1000).toFixed(3);
const shown = (a) => (a === null ? '-' : a === 'DNF' ? 'DNF' : `${seconds(a)} s`);

function library() {
  const m = window.npuzzleModule;
  return { stats: m.cwrap('np_stats', 'string', ['string']), slidysim: m.cwrap('np_slidysim', 'string', ['string']),
           refused: m.cwrap('np_refused', 'string', ['string', 'string']) };
}

// The statistics of the counting solves of this view's size, and their chart.
export async function showStats(view) {
  if (!view || view.kind !== 'puzzle') {
    $('stats-summary').textContent = 'Statistics are kept for the sliding puzzle.';
    $('chart').replaceChildren();
    return;
  }
  const size = `${view.rows}x${view.cols}`;
  const solves = (await all()).filter((s) => s.size === size && s.counts && Number.isFinite(s.ms));
  const s = JSON.parse(library().stats(solves.map((r) => `${r.ms} ${r.moves} ${isDnf(r) ? 1 : 0}`).join('\n')));
  const summary = $('stats-summary');
  summary.dataset.ao5 = s.ao5 ?? '';
  const dnfs = solves.filter(isDnf).length, solved = solves.length - dnfs;
  const counted = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  const games = [counted(solved, 'solve'), ...(dnfs ? [counted(dnfs, 'DNF', 'DNFs')] : [])].join(', ');
  summary.textContent = s.count === 0 ? `No ${size} solves that count yet.`
    : `${size}: ${games}. ao5 ${shown(s.ao5)} (best ${shown(s.best_ao5)}), ao12 ${shown(s.ao12)} ` +
      `(best ${shown(s.best_ao12)}), ao50 ${shown(s.ao50)}, ao100 ${shown(s.ao100)}, mean ${shown(s.mean)}.` +
      (s.bests ? ` ${s.bests}.` : '');
  $('chart').replaceChildren(chart(solves.map((r) => (isDnf(r) ? null : r.ms)), s.series_ao5, s.series_ao12));
}

// Solve times as dots, a DNF (null: it has no solve time) as a cross along the top, the ao5 and ao12
// as lines (SVG; the axis is seconds).
function chart(times, ao5, ao12) {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  const w = 480, h = 200, pad = 34;
  svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `Solve times of ${times.length} solves with ao5 and ao12`);
  if (times.length === 0) return svg;
  const max = Math.max(1000, ...times.filter((t) => t !== null), ...ao5.concat(ao12).filter((a) => typeof a === 'number')) * 1.1;
  const x = (i) => pad + (times.length === 1 ? 0 : (i * (w - pad - 8)) / (times.length - 1));
  const y = (ms) => h - pad + 8 - (ms / max) * (h - pad - 8);
  const add = (name, attrs, text) => {
    const el = document.createElementNS(ns, name);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    if (text) el.textContent = text;
    svg.append(el);
  };
  add('line', { class: 'axis', x1: pad, y1: y(0), x2: w - 4, y2: y(0) });
  add('line', { class: 'axis', x1: pad, y1: 4, x2: pad, y2: y(0) });
  add('text', { x: 2, y: 14 }, `${(max / 1000).toFixed(1)} s`);
  add('text', { x: 2, y: y(0) }, '0');
  times.forEach((ms, i) => (ms === null ? add('text', { class: 'dnf', x: x(i) - 4, y: 14 }, '\u00d7')
    : add('circle', { class: 'time', cx: x(i), cy: y(ms), r: 3 })));
  for (const [name, series] of [['ao5', ao5], ['ao12', ao12]]) {
    const points = series.map((a, i) => (typeof a === 'number' ? `${x(i)},${y(a)}` : null)).filter(Boolean);
    if (points.length) add('polyline', { class: name, points: points.join(' ') });
  }
  add('text', { x: w - 110, y: 14 }, 'ao5 —  ao12 - -');
  return svg;
}

function download(name, text) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

// One JSON object a line, as npuzzle-text --history --json writes its rows' fields.
const jsonLine = (s) => JSON.stringify({ size: s.size, start: s.start, stm: s.moves, mtm: s.mtm, ms: s.ms,
  result: isDnf(s) ? 'dnf' : 'solved', counts: s.counts, when: new Date(s.when).toISOString(), scramble: s.scramble, solution: s.solution });

// What tells one solve from another: its board and moves, and for a timed one its time and when it ended
// (a slidysim line has neither: its board and moves are all it is).
const solveKey = (r) => [r.start, r.solution, ...(r.ms === null ? [] : [r.ms, r.moves, r.when])].join('\t');

async function importFile(file) {
  const text = await file.text();
  const lib = library();
  const rows = [], errors = [];
  // A size the game could not have (1000x1000) is refused by the links' rule (each size asked once).
  const sizes = new Map();
  const checkSize = (size) => {
    if (!sizes.has(size)) sizes.set(size, lib.refused(size, 'size'));
    if (sizes.get(size)) throw new Error(sizes.get(size));
  };
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    try {
      if (line.trimStart().startsWith('{')) {
        const r = JSON.parse(line);
        if (!/^\d+x\d+$/.test(r.size) || !(r.ms >= 0 && r.stm >= 0 && Number.isSafeInteger(r.ms) && Number.isSafeInteger(r.stm)))
          throw new Error('missing size, or ms or stm not a whole number >= 0');
        checkSize(r.size);
        rows.push({ start: String(r.start ?? ''), size: r.size, ms: r.ms, moves: r.stm, mtm: r.mtm ?? r.stm,
                    counts: r.counts === true, result: r.result === 'dnf' ? 'dnf' : 'solved', scramble: r.scramble ?? '', solution: r.solution ?? '', when: Date.parse(r.when) || Date.now() });
      } else { // slidysim: "scramble<TAB>solution", checked by the library; no time, so not in the averages
        const r = JSON.parse(lib.slidysim(line));
        if (r.error) throw new Error(r.error);
        if (!r.solved) throw new Error('the solution does not solve the scramble');
        const [rows_, cols] = r.start.split(':')[0].split('x');
        checkSize(`${rows_}x${cols}`);
        const [scramble, solution] = line.split('\t');
        rows.push({ start: r.start, size: `${rows_}x${cols}`, ms: null, moves: r.moves, mtm: r.moves, counts: false,
                    scramble, solution: solution ?? '', when: Date.now() });
      }
    } catch (e) {
      errors.push(`line ${i + 1}: ${e.message}`);
    }
  });
  // A solve already kept (a backup imported twice, the page's own export) is not added again: twice
  // in the list, it counted twice in every average.
  const seen = new Set((await all()).flatMap((r) => [solveKey(r), solveKey({ ...r, ms: null })]));
  const fresh = rows.filter((r) => !seen.has(solveKey(r)) && seen.add(solveKey(r)));
  if (errors.length === 0) {
    try {
      await withStore('readwrite', (store) => { for (const r of fresh) store.add(r); });
    } catch (e) {
      errors.push(`the browser's storage refused them (${e.name})`);
    }
  }
  const already = rows.length - fresh.length;
  $('stats-message').textContent = errors.length ? `Nothing imported: ${errors.slice(0, 3).join('; ')}`
    : `Imported ${fresh.length} ${fresh.length === 1 ? 'solve' : 'solves'}${already ? `; ${already} already kept` : ''}`;
  if (errors.length === 0) {
    rowsChanged(await knownRows());
    tabs?.postMessage('rows');
  }
  showStats(currentView());
}

// `view()`: the view on the page; `onRows(lines)`: the rows changed (an import), as knownRows() gives them.
export function setupStats(view, onRows) {
  currentView = view;
  rowsChanged = onRows;
  if (tabs) tabs.onmessage = async () => {
    onRows(await knownRows());
    if (!$('stats').hidden) showStats(currentView());
  };
  $('export-jsonl').addEventListener('click', async () =>
    download('npuzzle-solves.jsonl', (await all()).filter((s) => Number.isFinite(s.ms)).map(jsonLine).join('\n') + '\n'));
  $('export-slidysim').addEventListener('click', async () =>
    download('npuzzle-slidysim.txt', (await all()).filter((s) => !isDnf(s)).map((s) => `${s.scramble}\t${s.solution}`).join('\n') + '\n'));
  $('import').addEventListener('change', (e) => { if (e.target.files[0]) importFile(e.target.files[0]); });
}
