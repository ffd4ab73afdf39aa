// SPDX-License-Identifier: MIT
// Each tab's game in its own slot (frontends/web/README.md, "Tabs"): one shared save let the tab closed
// last overwrite the other's unfinished game. The slot's id lives in sessionStorage (a reload of the tab
// finds its game again) and a Web Lock on it is held for the tab's life (no other tab takes it).
const prefix = 'npuzzle-save:';
const oldKey = 'npuzzle-save'; // the single save of earlier versions, read once as a slot
const tabKey = 'npuzzle-slot';
const kept = 20; // the most recent saves: a game left in a tab closed long ago goes once 20 are newer

function read(key) { // a damaged entry is no save (its JSON.parse's SyntaxError stopped the page)
  try {
    const entry = JSON.parse(localStorage.getItem(key) ?? 'null');
    return typeof entry?.save === 'string' ? entry : null;
  } catch {
    return null;
  }
}

// The lock on a slot, held until the tab goes; `wait`: the tab's own slot, which its previous page (a
// reload) may still hold for a moment.
function hold(id, wait) {
  if (!navigator.locks) return Promise.resolve(true);
  return new Promise((resolve) => {
    const options = wait ? { signal: AbortSignal.timeout(2000) } : { ifAvailable: true };
    navigator.locks.request(prefix + id, options, (lock) => {
      resolve(!!lock);
      return lock && new Promise(() => {});
    }).catch(() => resolve(false));
  });
}

// The saves, the most recent first: [id, entry].
const saves = () => Object.keys(localStorage).filter((k) => k.startsWith(prefix))
  .map((k) => [k.slice(prefix.length), read(k)]).filter(([, e]) => e).sort((a, b) => (b[1].at ?? 0) - (a[1].at ?? 0));

// This tab's slot: its own after a reload; else (no link) the most recent save no open tab holds;
// else a new, empty one. {saved, put(entry), drop()}.
export async function claimSlot(fromLink) {
  let id = sessionStorage.getItem(tabKey);
  if (id && !(await hold(id, true))) id = null;
  const old = read(oldKey); // into this tab's slot if that is empty (a reload), else a slot of its own
  if (old) localStorage.setItem(prefix + (id && !read(prefix + id) ? id : crypto.randomUUID()), JSON.stringify({ ...old, at: 0 }));
  localStorage.removeItem(oldKey);
  if (!id) {
    for (const [free] of fromLink ? [] : saves()) if (await hold(free, false)) { id = free; break; }
    if (!id) await hold(id = crypto.randomUUID(), false);
    sessionStorage.setItem(tabKey, id);
  }
  // Past the most recent `kept`, the saves no open tab holds are dropped (they grew with every tab).
  const held = new Set((await navigator.locks?.query())?.held?.map((l) => l.name));
  for (const [old] of saves().slice(kept)) if (old !== id && !held.has(prefix + old)) localStorage.removeItem(prefix + old);
  const key = prefix + id;
  return {
    saved: read(key),
    put: (entry) => localStorage.setItem(key, JSON.stringify({ ...entry, at: Date.now() })),
    drop: () => localStorage.removeItem(key),
  };
}
