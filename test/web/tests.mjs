// SPDX-License-Identifier: MIT
// The page's tests in real Chromium, each as a user plays: keys, clicks, taps and swipes.
import { check, boardId, text, shown, nativeSolve, playKeys, waitText, arrow, ready } from './harness.mjs';

export const tests = {
  // A seeded 3x3 played to the win screen by keys, with the native solver's optimal moves.
  async 'keys-win'(t) {
    const page = await t.open('#3x3#2026');
    const id = await boardId(page);
    const native = nativeSolve(id);
    check(native.board === id, `native board ${native.board}, page ${id}`);
    await playKeys(page, native.moves);
    check(await shown(page, 'outcome'), 'no win screen');
    const outcome = await text(page, 'outcome');
    check(outcome.startsWith(`Solved in ${native.length} moves`), `outcome: ${outcome}`);
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
};
