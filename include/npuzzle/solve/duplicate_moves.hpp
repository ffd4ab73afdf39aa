// SPDX-License-Identifier: MIT
// Duplicate move strings (Taylor and Korf 1993): a depth-first search reaches most states by many
// paths of the same length. Two strings of moves that leave every tile where the other leaves it
// are interchangeable when the blank of the one visits no cell the other's does not; of each such
// set only the smallest (in U D L R order) needs searching. An automaton over the moves made so far
// says when the next move would end a string that is not the smallest, or undo the move before it,
// and the search never generates it. The strings of up to 14 moves (duplicate_move_strings.hpp) leave
// 0.72x the nodes of pdb-7-8 on Korf's 100 and 0.37x Manhattan distance's on his #1 and #2 (those of
// up to 10 moves left 0.77x and 0.50x); on ten 24-puzzles, 0.84x the nodes of those of 10.
//
// Why IDA* stays optimal: replacing a non-smallest piece of a shortest path by the smallest keeps it
// a shortest path (same length, same end, and no new cell for the blank, so it fits on any board;
// had the replacement undone the move before it, the path was not shortest) and makes it smaller;
// repeating this ends at a path with no forbidden piece, which the search does generate.
//
// Which is smallest depends on an order of the four moves, and a search that tries a node's moves in
// that same order meets paths smallest first: of the shortest solutions it finds first the smallest,
// which no forbidden piece holds, so it finds the one a search that prunes nothing finds, having
// generated only some of the nodes that search generates (fixed order, below). Two automata: U D L R
// (the default search tries the nearest child first, ties in that order) and U L R D, the fixed order
// that moves the blank toward its goal (bottom right) first.
#pragma once

#include <npuzzle/core/assert.hpp>
#include <npuzzle/core/direction.hpp>
#include <npuzzle/solve/duplicate_move_strings.hpp>

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

/// The longest strings the standard automata prune: 14 (the default), or 10 to keep 2 KB of lists in a
/// program rather than 138 KB (the browser's solver does: its page must stay small, and its hints are
/// for boards up to 4x4, where the longer strings save about 7% of the nodes). Define it before any
/// npuzzle header, the same in every file of a program.
#ifndef NPUZZLE_DUPLICATE_MOVES_LONGEST
#define NPUZZLE_DUPLICATE_MOVES_LONGEST 14
#endif
#if NPUZZLE_DUPLICATE_MOVES_LONGEST != 14 && NPUZZLE_DUPLICATE_MOVES_LONGEST != 10
#error "NPUZZLE_DUPLICATE_MOVES_LONGEST is 14 or 10"
#endif

namespace npuzzle::solve {

/// A packed list (duplicate_move_strings.hpp) spelled out: its strings in U D L R letters, each
/// followed by a space.
inline std::string move_strings_text(std::span<const std::uint32_t> packed) {
    std::string text;
    for (std::uint32_t string : packed) {
        for (unsigned i = 0; i < string >> 28; ++i) text += "UDLR"[(string >> (26 - 2 * i)) & 3u];
        text += ' ';
    }
    return text;
}

/// How a search orders a node's children (see above).
enum class move_order : std::uint8_t {
    nearest_first, ///< the child of least estimate first, ties in U D L R order (the default)
    fixed,         ///< U L R D, whatever the estimates: no more nodes than a search without the automaton
};

/// The automaton that prunes duplicate move strings (see above): a search keeps one state a node.
class duplicate_moves {
public:
    using state = std::uint16_t;            ///< where a path leaves the automaton
    static constexpr state start = 0;       ///< the state of the empty path
    static constexpr state pruned = 0xffff; ///< a path that ends a forbidden string

    /// A move undoing the one before is always pruned, whatever else `forbidden` lists (strings of
    /// U D L R letters, each followed by a space); `forbidden` keeps the smallest strings in `order`'s
    /// order of moves, which a search tries ties in.
    explicit duplicate_moves(std::string_view forbidden, move_order order = move_order::nearest_first)
        : order_(order) {
        build(forbidden);
        for (unsigned mask = 0; mask < 16; ++mask)
            for (unsigned k = 0; k < 4; ++k)
                if (mask >> static_cast<unsigned>(moves_[k]) & 1u)
                    ranked_[mask] = static_cast<std::uint8_t>(ranked_[mask] | 1u << k);
    }

    /// The automaton's state after tile move d, or `pruned`.
    state after(state s, direction d) const noexcept { return next_[s * 4u + static_cast<unsigned>(d)]; }

    /// The moves after() does not prune in state s: bit d for direction d.
    std::uint8_t allowed(state s) const noexcept { return allowed_[s]; }

    /// How a search using this automaton orders a node's children.
    move_order order() const noexcept { return order_; }
    /// The k-th move in this automaton's order of moves.
    direction move(unsigned k) const noexcept { return moves_[k]; }
    /// A mask of moves (bit d for direction d) as ranks in that order (bit k for move(k)): counting its
    /// set bits from the lowest visits the moves in order.
    unsigned ranked(unsigned directions) const noexcept { return ranked_[directions & 15u]; }

    /// One shared automaton for each order, built on its first use (about 58,000 states and 0.5 MB
    /// with the strings of 14 moves, in some 10 ms; 1,100 states with those of 10).
    static const duplicate_moves& standard(move_order order = move_order::nearest_first) {
        if (order == move_order::fixed) {
            static const duplicate_moves fixed{standard_list(order), order};
            return fixed;
        }
        static const duplicate_moves nearest{standard_list(order), order};
        return nearest;
    }
    /// One that prunes only a move undoing the one before (to measure raw speed).
    static const duplicate_moves& none(move_order order = move_order::nearest_first) {
        static const duplicate_moves nearest{std::string_view{}};
        static const duplicate_moves fixed{std::string_view{}, move_order::fixed};
        return order == move_order::fixed ? fixed : nearest;
    }

private:
    /// The lists the standard automata prune, spelled out (see NPUZZLE_DUPLICATE_MOVES_LONGEST).
    static std::string standard_list(move_order order) {
        const bool fixed = order == move_order::fixed;
        std::string text = move_strings_text(fixed ? std::span<const std::uint32_t>{forbidden_move_strings_blank_toward_goal}
                                                   : std::span<const std::uint32_t>{forbidden_move_strings});
#if NPUZZLE_DUPLICATE_MOVES_LONGEST == 14
        text += move_strings_text(fixed ? std::span<const std::uint32_t>{forbidden_move_strings_blank_toward_goal_11_to_14}
                                        : std::span<const std::uint32_t>{forbidden_move_strings_11_to_14});
#endif
        return text;
    }

    /// Aho-Corasick over the strings: a state is the longest suffix of the moves made that begins
    /// some forbidden string; reaching the end of one prunes.
    void build(std::string_view forbidden) {
        std::vector<std::array<int, 4>> child(1, {-1, -1, -1, -1});
        std::vector<bool> ends(1, false);
        child.reserve(forbidden.size() + 16); // no more nodes than letters
        ends.reserve(forbidden.size() + 16);
        int node = 0;
        const auto add = [&](char c) {
            const int k = c == 'U' ? 0 : c == 'D' ? 1 : c == 'L' ? 2 : c == 'R' ? 3 : -1;
            if (k < 0) { // a space ends a string
                if (node != 0) ends[static_cast<std::size_t>(node)] = true;
                node = 0;
                return;
            }
            if (child[static_cast<std::size_t>(node)][static_cast<std::size_t>(k)] < 0) {
                child[static_cast<std::size_t>(node)][static_cast<std::size_t>(k)] = static_cast<int>(child.size());
                child.push_back({-1, -1, -1, -1});
                ends.push_back(false);
            }
            node = child[static_cast<std::size_t>(node)][static_cast<std::size_t>(k)];
        };
        for (char c : std::string_view{"UD DU LR RL "}) add(c); // a move undoing the one before
        for (char c : forbidden) add(c);
        add(' ');

        const std::size_t n = child.size();
        std::vector<std::size_t> fail(n, 0), order{0};
        order.reserve(n);
        std::vector<std::size_t> go(n * 4, 0);
        for (std::size_t head = 0; head < order.size(); ++head) { // breadth first: shorter suffixes first
            const std::size_t u = order[head];
            if (ends[fail[u]]) ends[u] = true;
            for (std::size_t k = 0; k < 4; ++k) {
                const int v = child[u][k];
                if (v >= 0) {
                    fail[static_cast<std::size_t>(v)] = u == 0 ? 0 : go[fail[u] * 4 + k];
                    go[u * 4 + k] = static_cast<std::size_t>(v);
                    order.push_back(static_cast<std::size_t>(v));
                } else {
                    go[u * 4 + k] = u == 0 ? 0 : go[fail[u] * 4 + k];
                }
            }
        }
        // Only the nodes that end no forbidden string are states (a path never stays in the others),
        // numbered breadth first: the lists of 14 moves need some 58,000, which a 16-bit state holds.
        std::vector<std::size_t> id(n, 0);
        std::size_t states = 0;
        for (std::size_t u : order)
            if (!ends[u]) id[u] = states++;
        NPUZZLE_ASSERT(states < pruned, "duplicate_moves: too many states for a 16-bit state");
        next_.assign(states * 4, pruned);
        allowed_.assign(states, 0);
        for (std::size_t u : order) {
            if (ends[u]) continue;
            for (std::size_t k = 0; k < 4; ++k)
                if (!ends[go[u * 4 + k]]) {
                    next_[id[u] * 4 + k] = static_cast<state>(id[go[u * 4 + k]]);
                    allowed_[id[u]] = static_cast<std::uint8_t>(allowed_[id[u]] | 1u << k);
                }
        }
    }

    move_order order_;
    std::array<direction, 4> moves_ = order_ == move_order::fixed
                                          ? std::array{direction::up, direction::left, direction::right, direction::down}
                                          : std::array{direction::up, direction::down, direction::left, direction::right};
    std::array<std::uint8_t, 16> ranked_{};
    std::vector<state> next_;
    std::vector<std::uint8_t> allowed_;
};

} // namespace npuzzle::solve
