// SPDX-License-Identifier: MIT
// The pattern databases that make a game's hints optimal, prepared in the background: a child
// process loads them from the cache, or builds and caches them (4x4: pdb-6-6-3, a few seconds; 3x3:
// pdb-8, a moment), while the player plays. A process rather than a thread: quitting never waits for
// a build, a killed game leaves no half-written table (the cache writes files whole), and the
// library's table registry is never locked for seconds under the input loop.
#pragma once

#include <cstddef>
#include <sys/types.h>

namespace npuzzle::frontend {

class hint_tables {
public:
    enum class state : unsigned char {
        not_needed, // no optimal hints on this shape, or never asked to prepare
        preparing,
        ready,      // the tables are in the cache: an optimal hint reads them at once
        failed,     // the child could not build them (no cache directory, a full disk): hints keep their budget
    };

    hint_tables() = default;
    hint_tables(const hint_tables&) = delete;
    hint_tables& operator=(const hint_tables&) = delete;
    ~hint_tables(); // stops a child still building (its partial file is removed by the next reader)

    // Starts preparing the tables for a rows x cols board, if that shape has optimal hints.
    void prepare(std::size_t rows, std::size_t cols);
    // Where preparation stands; asks the child without waiting for it.
    state current() const;

private:
    pid_t child_ = -1;
    mutable state state_ = state::not_needed;
};

} // namespace npuzzle::frontend
