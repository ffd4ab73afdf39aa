// SPDX-License-Identifier: MIT
// Random input to a game session (moves, clicks, undo, redo, pause, restart, the clock) on fixed
// and runtime-sized boards. After every input: the blank index points at the blank, the tiles stay
// a permutation, the solvable class never changes, the event matches what happened to the board,
// and undoing everything at the end returns to the start with both counters at zero.
#include "check.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/random.hpp>
#include <npuzzle/core/session.hpp>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

namespace {

using npuzzle::event;

template <class Board>
void check_board(const Board& b, bool solvable) {
    NPUZZLE_FUZZ_CHECK(b[b.blank_index()] == 0);
    NPUZZLE_FUZZ_CHECK(b.is_solvable() == solvable);
    std::vector<std::uint32_t> sorted(b.tiles().begin(), b.tiles().end());
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t i = 0; i < sorted.size(); ++i) NPUZZLE_FUZZ_CHECK(sorted[i] == i);
}

// Plays `ops` on a session with room for every move (so undo can go back to the start) and on
// one with a tiny history (so the oldest moves fall out).
template <class Board>
void play(const Board& start, const std::uint8_t* ops, std::size_t count) {
    npuzzle::basic_session<Board, 4096> s(start);
    npuzzle::basic_session<Board, 3> small(start);
    const bool solvable = start.is_solvable();
    std::uint64_t last_elapsed = 0;
    bool in_step = true;

    for (std::size_t i = 0; i < count; ++i) {
        const std::uint8_t op = ops[i];
        const Board before = s.board();
        const bool was_paused = s.paused();
        event e = event::no_effect, e_small = event::no_effect;
        switch (op >> 5) {
        case 0:
        case 1:
        case 2: { // a move; values 4..7 of the low bits are not moves
            const auto d = static_cast<npuzzle::direction>(std::min(op & 7, 4));
            e = s.move(d);
            e_small = small.move(d);
            NPUZZLE_FUZZ_CHECK((e == event::not_a_move) == (d == npuzzle::direction::none));
            break;
        }
        case 3: { // a click, sometimes off the board
            const npuzzle::cell target{(op >> 3) % (s.board().rows() + 1), (op & 7) % (s.board().cols() + 1)};
            e = s.slide(target);
            e_small = small.slide(target);
            const bool on_board = target.row < s.board().rows() && target.col < s.board().cols();
            NPUZZLE_FUZZ_CHECK((e == event::not_a_move) == !on_board);
            break;
        }
        case 4:
            e = s.undo();
            e_small = small.undo();
            break;
        case 5:
            e = s.redo();
            e_small = small.redo();
            break;
        case 6: // pause or resume, and let time pass
            if (op & 1) {
                s.pause();
                small.pause();
            } else {
                s.resume();
                small.resume();
            }
            s.clock().advance(op & 0x1f);
            break;
        case 7:
            if (op == 0xff) { // an undoable restart; nothing to do on a game with no moves
                const bool untouched = s.moves() == 0;
                e = s.restart();
                e_small = small.restart();
                NPUZZLE_FUZZ_CHECK(s.board() == start && s.moves() == 0);
                NPUZZLE_FUZZ_CHECK(e == (untouched ? event::no_effect : event::moved));
                if (!untouched) NPUZZLE_FUZZ_CHECK(s.elapsed_ms() == 0);
            } else {
                s.clock().advance(op & 0x1f);
            }
            break;
        }
        const Board& after = s.board();
        check_board(after, solvable);
        check_board(small.board(), solvable);
        // Both sessions agree until the small history refuses an undo the large one allows.
        // A restart is undoable now: sessions that differed before it differ again after its undo.
        if (op >> 5 == 4 || op >> 5 == 5) in_step = in_step && s.board() == small.board() && e == e_small;
        if (in_step) NPUZZLE_FUZZ_CHECK(s.board() == small.board() && e == e_small);
        const bool history_op = op == 0xff || op >> 5 == 4 || op >> 5 == 5; // may cross a restart
        if (!history_op) NPUZZLE_FUZZ_CHECK(npuzzle::changed(e) == (after != before));
        if (!npuzzle::changed(e)) NPUZZLE_FUZZ_CHECK(after == before);
        // A restart (or its redo) onto a solved start is a fresh game, not a solve.
        if (history_op) NPUZZLE_FUZZ_CHECK(e != event::solved || after.is_solved());
        else NPUZZLE_FUZZ_CHECK((e == event::solved) == (npuzzle::changed(e) && after.is_solved()));
        if (was_paused && op != 0xff) NPUZZLE_FUZZ_CHECK(!npuzzle::changed(e)); // a restart ends a pause
        NPUZZLE_FUZZ_CHECK(s.moves() >= s.multi_moves() && s.moves() <= 64u * count);
        NPUZZLE_FUZZ_CHECK(small.history().undo_depth() <= 3);
        // The clock never runs backwards, but across a restart (or its undo) it is another clock.
        if (!history_op) NPUZZLE_FUZZ_CHECK(s.elapsed_ms() >= last_elapsed);
        last_elapsed = s.elapsed_ms();
    }

    s.resume();
    while (s.can_undo()) NPUZZLE_FUZZ_CHECK(npuzzle::changed(s.undo()));
    NPUZZLE_FUZZ_CHECK(s.board() == start);
    NPUZZLE_FUZZ_CHECK(s.moves() == 0 && s.multi_moves() == 0);
}

} // namespace

// Input: a shape byte, an 8-byte seed, then one byte per input to the session.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 9) return 0;
    const std::size_t rows = 2 + data[0] % 6, cols = 2 + (data[0] >> 4) % 6;
    std::uint64_t seed = 0;
    std::memcpy(&seed, data + 1, sizeof seed);
    const std::uint8_t* ops = data + 9;
    const std::size_t count = size - 9;

    // Seed 0 starts solved, odd seeds from a shuffled board, even ones from an unsolvable board.
    auto board = *npuzzle::puzzle::solved(rows, cols);
    if (seed != 0) board = npuzzle::random_board(board, seed);
    if (seed != 0 && seed % 2 == 0) {
        std::vector<std::uint32_t> tiles(board.tiles().begin(), board.tiles().end());
        std::swap(tiles[board.blank_index() == 0 ? 1 : 0], tiles[board.blank_index() <= 1 ? 2 : 1]);
        NPUZZLE_FUZZ_CHECK(!board.assign(tiles));
        NPUZZLE_FUZZ_CHECK(!board.is_solvable());
    }
    play(board, ops, count);
    play(npuzzle::random_board(npuzzle::basic_puzzle<4, 4>{}, seed), ops, count);
    return 0;
}
