// SPDX-License-Identifier: MIT
// The pattern databases that make a game's hints optimal, prepared in the background by the front
// end (game_host.hpp): a terminal forks children that build them into the cache on disk
// (frontends/common/forked_tables.hpp); a browser builds them in a Web Worker and keeps them in
// IndexedDB. The game only asks how far they are, without waiting.
#pragma once

#include <cstddef>

namespace npuzzle::frontend {

class hint_tables {
public:
    enum class state : unsigned char {
        not_needed, // no optimal hints on this shape, or never asked to prepare
        preparing,
        ready,      // the tables are there: an optimal hint reads them at once
        failed,     // they could not be built (no cache, a full disk): hints keep their budget
    };

    virtual ~hint_tables() = default;

    // Starts preparing the tables for a rows x cols board, if that shape has optimal hints.
    virtual void prepare(std::size_t rows, std::size_t cols) = 0;
    // Whether hints can search with tables: the quick set's state.
    virtual state current() const = 0;
    // The strong set's state (4x4: pdb-7-8), not_needed where there is none.
    virtual state strong() const { return state::not_needed; }
    // True once, when the strong set has just become ready: a search under way should start again.
    virtual bool strengthened() { return false; }
};

} // namespace npuzzle::frontend
