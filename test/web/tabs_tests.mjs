// SPDX-License-Identifier: MIT
// Tabs in one browser (issue 33): each tab keeps its own game (one save for all tabs let the tab closed
// last overwrite the other's unfinished game). run.mjs runs these beside tests.mjs's.
import { check, text, boardId, nativeSolve, playKeys, ready } from './harness.mjs';

// A tab's game: its board and its move count.
const game = async (page) => ({ id: await boardId(page), status: (await text(page, 'status')).split(' ').slice(0, 2).join(' ') });
async function played(page, moves) {
  await page.bringToFront();
  await playKeys(page, nativeSolve(await boardId(page)).moves.slice(0, moves));
  return game(page);
}
const same = (a, b) => a.id === b.id && a.status === b.status;

export const tests = {
  // Two tabs play two games and are closed; two new tabs without a link resume both, the most recent
  // first; a reload of either keeps its own game.
  async 'two-tabs-two-games'(t) {
    const first = await t.open('#3x3#22');
    const second = await t.open('#3x3#21');
    const a = await played(first, 2);
    const b = await played(second, 3);
    check(a.status === 'Moves 2' && b.status === 'Moves 3', `played ${JSON.stringify([a, b])}`);
    await first.close();
    await second.close();
    const third = await t.open('');
    const fourth = await t.open('');
    const c = await game(third);
    const d = await game(fourth);
    check(same(c, b), `the first new tab resumed ${JSON.stringify(c)}, not the last game played ${JSON.stringify(b)}`);
    check(same(d, a), `the second new tab resumed ${JSON.stringify(d)}, not the other game ${JSON.stringify(a)}`);
    for (const [page, kept] of [[fourth, a], [third, b], [fourth, a]]) {
      await page.bringToFront();
      await page.reload();
      await ready(page);
      const now = await game(page);
      check(same(now, kept), `after a reload ${JSON.stringify(now)}, before ${JSON.stringify(kept)}`);
    }
    // A third new tab finds every save held: a new deal, the two games untouched.
    const fifth = await t.open('');
    const e = await game(fifth);
    check(e.id !== a.id && e.id !== b.id && e.status === 'Moves 0', `a tab with every save held: ${JSON.stringify(e)}`);
  },
  // The single save of earlier pages is resumed by a new tab without a link, as a slot of its own.
  async 'old-save-new-tab'(t) {
    const first = await t.open('#3x3#9');
    const dealt = await boardId(first);
    await first.evaluate(() => localStorage.setItem('npuzzle-save',
      JSON.stringify({ start: '3x3#9', save: 'npuzzle-save 1 puzzle 3x3#9 - 0/0 0 f 0 -' })));
    const second = await t.open('');
    check((await boardId(second)) === dealt, `the new tab played ${await boardId(second)}, not the old save's ${dealt}`);
    check(await second.evaluate(() => localStorage.getItem('npuzzle-save') === null), 'the old save was left beside its slot');
  },
  // The slots are bounded: past the 20 most recent saves, those no open tab holds are dropped (a user
  // opening tabs for months kept every game left under way). The open tab's save is the newest (kept
  // again as the tab is hidden).
  async 'slots-bounded'(t) {
    const first = await t.open('#3x3#22');
    await played(first, 1);
    const own = await first.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith('npuzzle-save:')));
    check(own, 'the game played left no save');
    await first.evaluate(() => {
      for (let i = 1; i <= 25; ++i) {
        localStorage.setItem(`npuzzle-save:old-${i}`, JSON.stringify({ start: '3x3#9', at: i,
          save: 'npuzzle-save 1 puzzle 3x3#9 - 0/0 0 f 0 -' }));
      }
    });
    await t.open('#3x3#23'); // a link: it takes no save, and plays none yet
    const keys = await first.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('npuzzle-save:')).sort());
    const expected = [own, ...Array.from({ length: 19 }, (_, i) => `npuzzle-save:old-${i + 7}`)].sort();
    check(JSON.stringify(keys) === JSON.stringify(expected), `the saves kept: ${keys.join(' ')}`);
  },
};
