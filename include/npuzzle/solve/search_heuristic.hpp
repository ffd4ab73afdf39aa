// SPDX-License-Identifier: MIT
// What IDA* (ida_star.hpp) asks of a heuristic: one required protocol and two optional ones, each a
// concept. The search uses an optional protocol exactly when the heuristic models its concept.
#pragma once

#include <npuzzle/solve/search_board.hpp>

#include <concepts>
#include <cstdint>

namespace npuzzle::solve {

/// The board a heuristic reads: its `board` type when it names one (basic_search_board<4, 4> for a
/// search compiled for 4x4), else search_board. IDA* searches on that board.
template <class H>
struct heuristic_board {
    using type = search_board; ///< the default
};
/// A heuristic that names its board.
template <class H>
    requires requires { typename H::board; }
struct heuristic_board<H> {
    using type = typename H::board; ///< the named one
};
/// heuristic_board's type.
template <class H>
using heuristic_board_t = typename heuristic_board<H>::type;

/// Required. An admissible estimate of the moves left, evaluated incrementally: a search asks for a
/// child's value from its parent's value and the one tile that moved, never rescanning the board.
///   using value = ...;                                   what a search node carries
///   value evaluate(const heuristic_board_t<H>&);        from scratch (heuristic_board_t: see above)
///   value after_slide(const heuristic_board_t<H>&, parent, tile, from, to);  the value once `tile` slides
///                                                        from `from` to `to`; the board still shows it on
///                                                        `from`, so a search can judge a child before
///                                                        moving it
///   static unsigned estimate(value);                     the lower bound on moves left
template <class H>
concept search_heuristic = requires(H& h, const heuristic_board_t<H>& b, typename H::value v, std::uint32_t n) {
    { h.evaluate(b) } -> std::same_as<typename H::value>;
    { h.after_slide(b, v, n, n, n) } -> std::same_as<typename H::value>;
    { H::estimate(v) } -> std::convertible_to<unsigned>;
};

/// Optional: a second admissible estimate of the board, computed from scratch (additive_pdb's lookups
/// on the dual board). The search reads it only where the first leaves no slack, and it may be
/// inconsistent (a move may change it by more than one): the search propagates it (BPMX).
///   unsigned dual_estimate(const heuristic_board_t<H>&) const;
template <class H>
concept dual_heuristic = search_heuristic<H> && requires(const H& h, const heuristic_board_t<H>& b) {
    { h.dual_estimate(b) } -> std::convertible_to<unsigned>;
};

/// Optional: a heuristic that reads tables readies all children of a node before it looks the first
/// up, so their cache misses overlap, and builds a child's full value only for a child the search enters.
///   struct prepared_child;                               small: one per child, on the search's stack
///   void prepare(board, parent value, tile, from, to, unsigned limit, prepared_child&);
///                                                        the child after_slide() would give; an estimate
///                                                        above `limit` is pruned, so the heuristic may
///                                                        skip lookups that cannot change that
///   unsigned look_up(prepared_child&, unsigned limit);   the child's estimate (the same, or above limit)
///   void descend(parent value, const prepared_child&, value& child);  the entered child's value
template <class H>
concept prepared_heuristic =
    search_heuristic<H> && requires(H& h, const heuristic_board_t<H>& b, const typename H::value& v, typename H::value& out,
                                    typename H::prepared_child& c, std::uint32_t n, unsigned limit) {
        h.prepare(b, v, n, n, n, limit, c);
        { h.look_up(c, limit) } -> std::convertible_to<unsigned>;
        h.descend(v, c, out);
    };

} // namespace npuzzle::solve
