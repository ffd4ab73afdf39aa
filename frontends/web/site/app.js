// SPDX-License-Identifier: MIT
// The page: draws the view the wasm bridge answers and hands it input. No rule lives here: every
// move, count, message, result and win screen comes from the midend (bridge.cpp); this maps keys,
// clicks and swipes to input, paces the game's own steps, keeps the save line in localStorage and the
// solve history's rows in IndexedDB, and carries hint searches to the worker.
import { recordSolves, knownRows, showStats, setupStats } from './stats.js';
import { claimSlot } from './slots.js';

const $ = (id) => document.getElementById(id);
const module_ = await createGame();
const api = {
  start: module_.cwrap('np_new', 'string', ['string']),
  resume: module_.cwrap('np_resume', 'string', ['string']),
  rows: module_.cwrap('np_rows', null, ['string']),
  command: module_.cwrap('np_command', 'string', ['string', 'number', 'number']),
  step: module_.cwrap('np_step', 'string', []),
  view: module_.cwrap('np_view', 'string', []),
  answer: module_.cwrap('np_answer', 'string', ['string', 'string', 'number']),
  tables: module_.cwrap('np_tables', 'string', ['string', 'string']),
};
window.npuzzleModule = module_; // stats.js asks the same module for the library's statistics

let view = null;
let tables = 'none';       // what the hint worker last said of its tables
let searching = null;      // the position the worker is solving (one at a time: the newest question next)
let stepTimer = 0;
let kept = null;           // the save line in this tab's slot (slots.js)
let slot = null;
const board = $('board');
const elements = new Map(); // tile label (puzzle) or cell index (m,n,k) -> its button

// --- the game ------------------------------------------------------------------------------------

function randomSeed() {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return ((BigInt(hi) << 32n) | BigInt(lo)) % 18446744073709551615n; // the library's seeds: 0 .. 2^64-2
}

function start(id) {
  const answer = JSON.parse(api.start(id));
  if (answer.error) return answer.error;
  refused = '';
  shown(answer, true);
  return '';
}

// A new deal: the midend's `n` on the same size, else a random deal of the size chosen.
function newGame() {
  const size = $('size').value;
  const current = view && (view.kind === 'mnk' ? view.start.split(':')[0] : `${view.rows}x${view.cols}`);
  if (size === current) send('n');
  else start(size.includes('k') ? size : `${size}#${randomSeed()}`);
}

function send(name, row = 0, col = 0) {
  performance.mark('command');
  refused = '';
  shown(JSON.parse(api.command(name, row, col)), false, true);
  if (view.page && $(view.page === 'statistics' ? 'stats' : 'help').hidden) toggle(view.page === 'statistics' ? 'stats' : 'help');
  performance.measure('draw', 'command'); // the command and its drawing
  requestAnimationFrame(() => performance.measure('frame', 'command')); // until the frame that shows it
}

// A new view: draw it, keep the game and the solve history's rows, and follow up what it asks for (a
// search, tables, the game's next step after the wait it names).
// `input`: the view answers the player (said again even if the words repeat); other views (the game's
// steps, the worker's news, every 50 ms while it works) say only what is new.
function shown(next, fresh = false, input = false) {
  if (next.error) return refuse(next.error);
  const before = view;
  view = next;
  if (fresh || before?.rows !== view.rows || before?.cols !== view.cols || before?.kind !== view.kind) {
    // The grid's rows (ARIA): each owns its row's cells by id, which stay the board's children to slide.
    board.replaceChildren(...Array.from({ length: view.rows }, () => Object.assign(document.createElement('div'), { role: 'row' })));
    elements.clear();
  }
  draw(input);
  keep();
  if (view.new_rows.length) recordSolves(view.new_rows.map((r) => ({ ...r, when: Date.now() })));
  if (view.prepare) worker.postMessage({ prepare: view.prepare });
  ask();
  clearTimeout(stepTimer);
  if (view.step !== null) stepTimer = setTimeout(() => shown(JSON.parse(api.step())), view.step);
}

// The search the game waits for, posted when the worker is free (an older answer is still taken).
function ask() {
  if (view.search && !searching) {
    searching = view.search;
    worker.postMessage({ solve: view.search });
  }
}

// The page is left or hidden (a reload, a closed tab): the game is kept with its clock as it is now,
// not as it was at the last move (a reload once gave the time since then back).
function keepNow() {
  if (!view || view.over) return;
  const now = JSON.parse(api.view());
  if (now.save) slot.put({ start: now.start, save: now.save, paused: now.paused });
}
window.addEventListener('pagehide', keepNow);
document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') keepNow(); });

// The save line with the pause (the save keeps the moves and the clock; a paused game comes back
// paused), and the game's ID in the address, except while a refused link shows: what the player
// typed stays there beside the refusal until their next input (frontends/web/README.md).
let keptPaused = false;
// The game ID an address's fragment names; a malformed %-escape (`#%`) is taken as typed, for the
// parser to refuse in words (decodeURIComponent's URIError stopped the page from starting).
function fragmentId(hash) {
  try { return decodeURIComponent(hash.slice(1)); } catch { return hash.slice(1); }
}
function keep() {
  if (view.save !== kept || view.paused !== keptPaused) {
    kept = view.save;
    keptPaused = view.paused;
    if (kept) slot.put({ start: view.start, save: kept, paused: view.paused });
    else slot.drop();
  }
  const hash = '#' + view.start;
  if (!refused && '#' + fragmentId(location.hash) !== hash) history.replaceState(null, '', hash);
}

// --- drawing -------------------------------------------------------------------------------------

function cellName(r, c) { return view.cols <= 26 ? String.fromCharCode(97 + c) + (r + 1) : `${r + 1},${c + 1}`; }

// Why a game ID or a command was refused: it stays under the board until the player's next input or
// game (the worker's news redraws the view every 50 ms and would wipe it at once).
let refused = '';
function refuse(why) {
  refused = why;
  $('message').textContent = why;
}

let announced = '';
function draw(input) {
  document.title = `${view.title} - npuzzle`;
  $('title').textContent = view.title;
  $('status').textContent = view.status;
  $('message').textContent = refused || (view.over ? '' : view.message);
  $('question').hidden = !view.question;
  $('outcome').hidden = !view.over;
  $('outcome').replaceChildren(...view.results.map((line) => Object.assign(document.createElement('span'), { textContent: line })));
  $('legend').textContent = view.legend;
  $('keys').replaceChildren(...view.help.map(([keys, what]) => {
    const row = document.createElement('tr');
    row.append(Object.assign(document.createElement('th'), { scope: 'row', textContent: keys }),
               Object.assign(document.createElement('td'), { textContent: what }));
    return row;
  }));
  $('hint').disabled = !view.can_hint || view.over;
  $('solve').disabled = !view.can_solve || view.over;
  const size = view.kind === 'mnk' ? view.start.split(':')[0] : `${view.rows}x${view.cols}`;
  // A size the menu lacks (a link's 2x5, 7x6k4) joins it: the menu showed the last size it had, and
  // New game dealt that size instead of this one.
  if (![...$('size').options].some((o) => o.value === size)) $('size').add(new Option(size.replace(/k(\d+)$/, ', $1 in a row'), size));
  $('size').value = size;
  board.dataset.id = view.id;
  board.dataset.tables = tables;
  board.dataset.start = view.start;
  board.classList.toggle('over', view.over);
  board.classList.toggle('paused', view.paused);
  board.style.setProperty('--rows', view.rows);
  board.style.setProperty('--cols', view.cols);
  const widest = Math.max(...view.cells.map((c) => c.label.length), 1);
  board.style.setProperty('--font', widest <= 2 ? 0.42 : 0.3);
  const seen = new Set();
  const owned = Array.from({ length: view.rows }, () => []);
  view.cells.forEach((cell, i) => {
    // The blank is a cell too, so a screen reader finds it; not a button: nothing slides into it by a click.
    const blank = cell.role === 'blank';
    const key = blank ? 'blank' : view.kind === 'puzzle' ? cell.label : String(i);
    seen.add(key);
    let el = elements.get(key);
    if (!el) {
      el = Object.assign(document.createElement(blank ? 'div' : 'button'), { id: `cell-${key}`, role: 'gridcell' });
      if (!blank) Object.assign(el, { type: 'button', tabIndex: -1 }).append(document.createElement('span'));
      elements.set(key, el);
      board.append(el);
    }
    const r = Math.floor(i / view.cols), c = i % view.cols;
    owned[r].push(el.id);
    el.dataset.row = r;
    el.dataset.col = c;
    el.style.setProperty('--r', r);
    el.style.setProperty('--c', c);
    el.className = blank ? 'blank' : `cell ${cell.role}`;
    el.classList.toggle('marked', !!view.marked && view.marked[0] === r && view.marked[1] === c);
    if (!blank) el.firstChild.textContent = cell.label;
    const at = `row ${r + 1}, column ${c + 1}`;
    el.setAttribute('aria-label', blank ? `Blank, ${at}` : view.kind === 'puzzle'
      ? `Tile ${cell.label}, ${at}${cell.role === 'home' ? ', in place' : ''}`
      : `${cellName(r, c)}, ${cell.label || 'empty'}`);
  });
  for (const [key, el] of elements) if (!seen.has(key)) { el.remove(); elements.delete(key); }
  board.querySelectorAll('[role=row]').forEach((row, r) => row.setAttribute('aria-owns', owned[r].join(' ')));
  rovingFocus();
  if (view.announce && (input || view.announce !== announced)) announce(view.announce);
  announced = view.announce;
}

// One cell in the tab order (the focused one, else the first): Tab enters the board, arrows move.
function rovingFocus() {
  const cells = [...board.querySelectorAll('.cell')];
  const current = cells.includes(document.activeElement) ? document.activeElement : cells[0];
  for (const el of cells) el.tabIndex = el === current ? 0 : -1;
}

function announce(text) {
  const region = $('announce');
  region.textContent = region.textContent === text ? text + '\u00a0' : text; // said again if repeated
}

// --- input ---------------------------------------------------------------------------------------

const moveKeys = {
  ArrowUp: 'up', k: 'up', w: 'up', ArrowDown: 'down', j: 'down', s: 'down',
  ArrowLeft: 'left', h: 'left', a: 'left', ArrowRight: 'right', l: 'right', d: 'right',
};
// Every other key the midend's command table names (u r R H S p n A Q ? t): the midend says what it does.
const tableKeys = new Set(['u', 'r', 'R', 'H', 'S', 'p', 'n', 'A', 'Q', '?', 't']);

document.addEventListener('keydown', (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey || !view) return;
  if (e.target.closest('input, select, textarea, form')) return;
  const key = e.key;
  if (view.question) { // the midend's y/n question: y goes ahead, any other key does not
    if (['Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'Tab'].includes(key)) return;
    send(key === 'y' || key === 'Y' ? 'y' : 'n');
    return e.preventDefault();
  }
  if (view.kind === 'mnk' && moveKeys[key]) return moveCursor(moveKeys[key]) || e.preventDefault();
  if (moveKeys[key]) send(moveKeys[key]);
  else if (key === '?' && !$('help').hidden) toggle('help'); // the page closes as it opened
  else if (key === 't' && !$('stats').hidden) toggle('stats');
  else if (tableKeys.has(key)) send(key);
  else if ((key === 'Enter' || key === ' ') && e.target.classList?.contains('cell')) return; // the click does it
  else if (view.solving && !['Shift', 'Control', 'Alt', 'Meta', 'CapsLock'].includes(key)) send('key'); // any key stops it
  else return;
  e.preventDefault();
});

// m,n,k: the arrows move the focus between squares (a cursor is not the game's state).
function moveCursor(dir) {
  const at = document.activeElement?.classList?.contains('cell') ? document.activeElement : null;
  let r = at ? +at.dataset.row : 0, c = at ? +at.dataset.col : 0;
  if (at) {
    if (dir === 'up') r = Math.max(0, r - 1);
    if (dir === 'down') r = Math.min(view.rows - 1, r + 1);
    if (dir === 'left') c = Math.max(0, c - 1);
    if (dir === 'right') c = Math.min(view.cols - 1, c + 1);
  }
  board.querySelector(`.cell[data-row="${r}"][data-col="${c}"]`)?.focus();
  rovingFocus();
}

let swiped = false;
board.addEventListener('click', (e) => {
  const el = e.target.closest('.cell');
  if (!el || swiped || view.question) return;
  el.focus();
  send('select', +el.dataset.row, +el.dataset.col);
});

// Swipes: the tile next to the gap slides the way the finger went.
let touchStart = null;
board.addEventListener('pointerdown', (e) => { touchStart = { x: e.clientX, y: e.clientY }; swiped = false; });
board.addEventListener('pointerup', (e) => {
  if (!touchStart || view?.kind !== 'puzzle') return;
  const dx = e.clientX - touchStart.x, dy = e.clientY - touchStart.y;
  touchStart = null;
  if (Math.max(Math.abs(dx), Math.abs(dy)) < 24) return;
  swiped = true;
  setTimeout(() => { swiped = false; }, 0);
  send(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : (dy > 0 ? 'down' : 'up'));
});

function toggle(id) {
  const section = $(id);
  section.hidden = !section.hidden;
  $(`${id}-button`).setAttribute('aria-expanded', String(!section.hidden));
  if (id === 'stats' && !section.hidden) showStats(view);
}

$('new').addEventListener('click', newGame);
$('yes').addEventListener('click', () => send('y'));
$('no').addEventListener('click', () => send('n'));
$('size').addEventListener('change', () => {
  newGame();
  $('size').blur(); // the arrows play the new game: on the menu they dealt size after size
});
$('hint').addEventListener('click', () => send('H'));
$('solve').addEventListener('click', () => send('S'));
$('help-button').addEventListener('click', () => toggle('help'));
$('stats-button').addEventListener('click', () => toggle('stats'));
$('load').addEventListener('submit', (e) => {
  e.preventDefault();
  const why = start($('game-id').value.trim());
  if (why) refuse(why);
  else document.activeElement.blur(); // the keys play the new game, not type into the box
});
// The address's new ID as the event carries it: a view drawn before the event is handled (the hint
// worker's news) puts the current game's ID back in the address, and the new link was lost under load.
window.addEventListener('hashchange', (e) => {
  const id = fragmentId(new URL(e.newURL).hash);
  if (id && id !== view?.start) {
    const why = start(id);
    if (why) refuse(why);
  }
});
setInterval(() => { if (view && !view.over && !view.paused && !view.solving) $('status').textContent = JSON.parse(api.view()).status; }, 500);

// --- hints: the worker solves and prepares tables; the midend decides what a hint plays --------------

const worker = new Worker('worker.js');
worker.onmessage = ({ data }) => {
  if (data.note) $('note').textContent = data.note; // the tables work, but are not kept
  if (data.shape) {
    tables = data.tables;
    shown(JSON.parse(api.tables(data.shape, data.tables)));
  }
  if (data.solved) {
    searching = null;
    shown(JSON.parse(api.answer(data.solved, data.moves ?? '', data.error ? 1 : 0)));
  }
};
worker.onerror = (e) => { // no worker: the games' hints are constructive
  console.warn('hint worker:', e.message);
  searching = null;
  if (view?.kind === 'puzzle') shown(JSON.parse(api.tables(`${view.rows}x${view.cols}`, 'failed')));
};

// --- start: the address's game ID, else the game left last time, else a new deal ------------------

setupStats(() => view, (rows) => api.rows(rows));
api.rows(await knownRows()); // the first-play rule and the win screen's rank read them
const typed = location.hash;
const wanted = fragmentId(typed);
slot = await claimSlot(!!wanted);
const saved = slot.saved;
// The game kept last time, paused again if it was left paused.
function resumeSaved() {
  const answer = JSON.parse(api.resume(saved.save));
  if (answer.error) return slot.drop(), false;
  kept = saved.save;
  keptPaused = !!saved.paused;
  shown(answer, true);
  if (saved.paused && !view.paused) send('p');
  return true;
}
// The address's game, else the one kept (also when the address names a game that cannot be played:
// it is not lost to a new deal), else a new deal.
const why = wanted && wanted !== saved?.start ? start(wanted) : 'none';
if (why && !(saved && resumeSaved()) && (!wanted || start(wanted))) newGame();
if (wanted && why && why !== 'none') {
  refuse(why);
  history.replaceState(null, '', typed); // what was typed stays in view with the refusal
}
if ('serviceWorker' in navigator && location.protocol.startsWith('http')) navigator.serviceWorker.register('sw.js');
performance.mark('ready'); // the board drawn: the benchmark's first-load figure
document.body.dataset.ready = '1';
