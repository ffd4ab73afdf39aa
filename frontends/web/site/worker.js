// SPDX-License-Identifier: MIT
// The hint worker: the library's optimal solver (npuzzle-solver.wasm) off the page's thread. Its
// pattern databases are built on first use and kept in IndexedDB as the bytes of their files: each
// entry carries a format version and a SHA-256 of its bytes, and one that does not check is deleted
// and rebuilt, never trusted (the solver checks the file's own header, checksum and entries again
// when it is handed the bytes). A quota error only means the tables are rebuilt next time, and the
// page says so.
importScripts('npuzzle-solver.js');

const tablesVersion = 1; // bump when the library's table files change
let solver = null, solve = null, put = null, next = null;

function openDb() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('npuzzle-tables', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('files');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function done(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function digest(bytes) {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('');
}

// The tables kept from earlier visits, checked, handed to the solver (which checks them again).
async function load() {
  const db = await openDb();
  const store = () => db.transaction('files', 'readwrite').objectStore('files');
  const names = await done(store().getAllKeys());
  for (const name of names) {
    const entry = await done(store().get(name));
    const good = entry && entry.version === tablesVersion && entry.bytes instanceof Uint8Array &&
                 entry.sha256 === await digest(entry.bytes);
    if (!good) {
      await done(store().delete(name));
      console.info(`hint tables: ${name} did not check; rebuilding it`);
      continue;
    }
    const why = offer(name, entry.bytes);
    if (why) {
      await done(store().delete(name));
      console.info(`hint tables: ${why}; rebuilding it`);
    }
  }
  db.close();
}

// The transaction's end: a quota error shows there (its requests may all have succeeded).
function committed(tx) {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new DOMException('transaction aborted', 'AbortError'));
  });
}

// A table file's bytes, copied into the solver's memory for it to check and use: "" or why not.
function offer(name, bytes) {
  const at = solver._malloc(bytes.length);
  if (!at) return `${name} does not fit in memory`;
  try {
    solver.HEAPU8.set(bytes, at);
    return put(name, at, bytes.length);
  } finally {
    solver._free(at);
  }
}

// The tables built since, into IndexedDB. They are in use already (in the solver): if they cannot be kept
// (a full quota, no IndexedDB), the page says so once and the next visit builds them again.
async function keep() {
  let db;
  try {
    db = await openDb();
    for (let name = next(); name; name = next()) {
      const at = solver._np_table_bytes(), size = solver._np_table_size();
      const bytes = solver.HEAPU8.slice(at, at + size);
      const entry = { version: tablesVersion, sha256: await digest(bytes), bytes };
      const tx = db.transaction('files', 'readwrite');
      const end = committed(tx);
      tx.objectStore('files').put(entry, name);
      await end;
    }
  } catch (e) {
    const why = e?.name === 'QuotaExceededError' ? 'the browser\'s storage is full' : `storage failed (${e?.name})`;
    postMessage({ note: `Hint tables not kept: ${why}; they are used now and built again on the next visit` });
  } finally {
    db?.close();
  }
}

const ready = (async () => {
  solver = await createSolver();
  solve = solver.cwrap('np_solve', 'string', ['string', 'string']);
  put = solver.cwrap('np_table_put', 'string', ['string', 'number', 'number']);
  next = solver.cwrap('np_table_next', 'string', []);
  try { await load(); } catch (e) { console.info(`hint tables: IndexedDB unavailable (${e.name})`); }
})();

// A board one move from solved: solving it builds (or reads) every table its shape's hints use.
function nearlySolved(shape) {
  const [rows, cols] = shape.split('x').map(Number);
  const tiles = Array.from({ length: rows * cols }, (_, i) => (i + 1) % (rows * cols));
  [tiles[tiles.length - 2], tiles[tiles.length - 1]] = [tiles[tiles.length - 1], tiles[tiles.length - 2]];
  return `${rows}x${cols}:${tiles.join(',')}`;
}

// One message at a time, in order. A message whose work throws (the solver's module failed to load, a
// table could not be read) is answered with a failure, and the queue goes on: one rejected step would
// otherwise leave every later question unanswered and the page "preparing hints" for ever.
let queue = Promise.resolve();
const prepared = new Set();
onmessage = ({ data }) => {
  queue = queue.then(() => work(data)).catch((e) => {
    const error = `the hint worker failed: ${e?.message ?? e}`;
    if (data.prepare) postMessage({ tables: 'failed', shape: data.prepare, error });
    else if (data.solve) postMessage({ solved: data.solve, tables: 'failed', error });
    else if (data.bench) postMessage({ bench: [], error });
  });
};

async function work(data) {
  await ready;
  if (data.prepare) {
    const shape = data.prepare;
    if (!prepared.has(shape)) {
      postMessage({ tables: 'preparing', shape });
      const answer = JSON.parse(solve(nearlySolved(shape), ''));
      if (answer.error) return postMessage({ tables: 'failed', shape, error: answer.error });
      prepared.add(shape);
      await keep();
    }
    postMessage({ tables: 'ready', shape });
  } else if (data.solve) {
    const answer = JSON.parse(solve(data.solve, ''));
    if (answer.error) return postMessage({ solved: data.solve, tables: 'failed', error: answer.error });
    postMessage({ solved: data.solve, moves: answer.moves, nodes: answer.nodes, ms: answer.ms,
                  heuristic: answer.heuristic, tables: 'ready' });
  } else if (data.bench) { // the benchmark: positions with a named heuristic, all in one message
    postMessage({ bench: data.bench.map((id) => JSON.parse(solve(id, data.heuristic ?? ''))) });
  }
}
