// SPDX-License-Identifier: MIT
// The terminal games' hint tables (game/hint_tables.hpp): child processes load them from the cache, or build and cache them, while the player plays. Two sets:
// a quick one, built in seconds (3x3: pdb-8; 4x4: pdb-6-6-3), with which hints search at once; and
// on 4x4 a strong one, pdb-7-8 (minutes and over a GB of memory while building, 290 MB on disk),
// with which the hardest boards take well under a second instead of minutes. The strong set's child
// runs at nice 19, so the game (and everything else on the machine) comes first, and takes a lock
// in the cache directory, so that two games build it once between them; once cached, no game builds
// it again. NPUZZLE_HINT_TABLES=small leaves it out (small machines; the tests).
//
// Processes rather than threads: quitting never waits for a build, a killed game leaves no
// half-written table (the cache writes files whole), and the library's table registry is never
// locked for seconds under the input loop. Quitting stops them: what is not saved yet is built
// again by the next game (each table is saved as soon as it is built).
#pragma once

#include "hint_tables.hpp"

#include <cstddef>
#include <filesystem>
#include <sys/types.h>

namespace npuzzle::frontend {

class forked_tables final : public hint_tables {
public:
    // The sets to prepare, by name ("pdb-6-6-3"); either may be none.
    struct plan {
        const char* quick = nullptr;  // built at once: seconds
        const char* strong = nullptr; // built at nice 19, once for every game: minutes
    };
    // 3x3: pdb-8; 4x4: pdb-6-6-3, then pdb-7-8 (unless NPUZZLE_HINT_TABLES=small); others: none.
    static plan for_shape(std::size_t rows, std::size_t cols);

    forked_tables() = default;
    forked_tables(const forked_tables&) = delete;
    forked_tables& operator=(const forked_tables&) = delete;
    ~forked_tables() override; // stops the children still building (their partial files are removed by the next reader)

    // Starts preparing the tables for a rows x cols board, if that shape has optimal hints. Call it
    // before any thread starts (it forks).
    void prepare(std::size_t rows, std::size_t cols) override { prepare(for_shape(rows, cols)); }
    // Starts preparing `p`'s sets in `cache` (by default the games' cache, default_cache_directory()).
    void prepare(const plan& p, std::filesystem::path cache = {});
    // Whether hints can search with tables: the quick set's state (ready at once when the strong set
    // is cached already). Asks the children without waiting for them.
    state current() const override;
    // The strong set's state.
    state strong() const override { return strong_.poll(); }
    // True once, when the strong set has just become ready: a search under way should start again.
    bool strengthened() override;

private:
    struct builder {
        pid_t child = -1;
        mutable state now = state::not_needed;
        state poll() const; // without waiting
        void stop();
    };
    builder quick_, strong_;
    bool strong_told_ = false;
};

} // namespace npuzzle::frontend
