// SPDX-License-Identifier: MIT
// Records, per board size: how many games that count were played and solved, the fewest moves and the
// best time of a fair solve. Derived from the solve history (history.hpp) when asked, never kept
// apart: one source of truth. (Versions before this kept them in a file "records" beside the history;
// that file is no longer read or written, and is left where it is.)
#pragma once

#include "game.hpp"

#include <npuzzle/core/statistics.hpp>

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace npuzzle::frontend {

struct size_record {
    std::uint64_t dealt = 0;      // games that count (dealt at random, played without help), solved or DNF
    std::uint64_t solved = 0;     // of those, solved
    std::uint64_t best_moves = 0; // fewest single-tile moves of a fair solve (0: none yet)
    std::uint64_t best_ms = 0;    // fastest fair solve
    friend constexpr bool operator==(const size_record&, const size_record&) = default;
};

// What a fair solve changed.
struct improvement {
    bool first = false; // no solve for this size before
    bool moves = false; // fewer moves than the best
    bool time = false;  // faster than the best
};

// The record of one size's results that count, oldest first.
size_record record_of(const std::vector<npuzzle::solve_result>& results);
// What the last of `results` (a solve just added) changed against those before it.
improvement improvement_of(const std::vector<npuzzle::solve_result>& results);
// "Your first 3x3 solve!", "New personal best: moves!", or "".
std::string improvement_note(const improvement& better, const std::string& size);
// A mode's solve, the last of its `results` (`kind`: "2x2 blindfold"): "First 2x2 blindfold solve in
// the history!", "Best 2x2 blindfold time so far!" only when faster than every solve before, "Equals
// your best 2x2 blindfold time" on a tie, or "".
std::string mode_best_note(const std::vector<npuzzle::solve_result>& results, const std::string& kind);

// What a game's end meant for the records and the history: the note for the win screen ("Your first
// 3x3 solve!", "not a record: assisted ...", what could not be written) and the size's record now.
struct game_recorded {
    std::string note;
    std::optional<size_record> now;
    // From the solve history, for a won game that counts: its rank by time among the size's solves
    // that count (of `ranked_among`), and the current averages of 5 and 12 with it.
    std::optional<std::size_t> rank;
    std::size_t ranked_among = 0;
    std::optional<npuzzle::average> ao5, ao12;
};

// What a won game that counts did to its size's records, from the results that count of its size and
// mode (oldest first, the won game's own last): its rank, averages, record and note. Every store
// words the win screen so, wherever it keeps the rows (SQLite, a browser's IndexedDB).
game_recorded recorded_from(const std::vector<npuzzle::solve_result>& results, const npuzzle::shape& size,
                            const std::string& mode);

} // namespace npuzzle::frontend
