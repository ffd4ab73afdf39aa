// SPDX-License-Identifier: MIT
// The duplicate-move automaton: its list is exactly what the rule derives, and whatever it prunes
// has an interchangeable string it keeps.
#include <npuzzle/solve/duplicate_moves.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <set>
#include <span>
#include <sstream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

using namespace npuzzle;
using namespace npuzzle::solve;

namespace {

using moves = std::vector<direction>;
using cell = std::pair<int, int>;

// What a string of tile moves does on an unbounded board (where each displaced tile came from, and
// where the blank ends), and the cells its blank visits.
struct played {
    std::pair<cell, std::vector<std::pair<cell, cell>>> effect;
    std::set<cell> visited;
};

played play(const moves& m) {
    std::map<cell, cell> origin;
    cell blank{0, 0};
    played p;
    p.visited.insert(blank);
    for (direction d : m) {
        const cell next{blank.first + blank_row_step(d), blank.second + blank_col_step(d)};
        const auto found = origin.find(next);
        const cell from = found == origin.end() ? next : found->second;
        if (found != origin.end()) origin.erase(found);
        origin[blank] = from;
        blank = next;
        p.visited.insert(blank);
    }
    origin.erase(blank);
    p.effect.first = blank;
    for (const auto& [at, from] : origin)
        if (at != from) p.effect.second.emplace_back(at, from);
    return p;
}

// The automaton's order of moves.
std::vector<direction> order_of(const duplicate_moves& automaton) {
    std::vector<direction> order;
    for (unsigned k = 0; k < 4; ++k) order.push_back(automaton.move(k));
    return order;
}

// Every string of `length` moves, none undoing the one before, smallest first in `order`.
std::vector<moves> strings_of(unsigned length, const std::vector<direction>& order = order_of(duplicate_moves::standard())) {
    std::vector<moves> level{{}};
    for (unsigned i = 0; i < length; ++i) {
        std::vector<moves> longer;
        for (const auto& s : level)
            for (direction d : order)
                if (s.empty() || d != opposite(s.back())) {
                    longer.push_back(s);
                    longer.back().push_back(d);
                }
        level = std::move(longer);
    }
    return level;
}

// May `kept` stand in for `s`: the same effect, and its blank visits no cell that s's does not.
bool stands_in(const played& kept, const played& s) {
    return kept.effect == s.effect &&
           std::includes(s.visited.begin(), s.visited.end(), kept.visited.begin(), kept.visited.end());
}

std::string letters(const moves& m) {
    std::string out;
    for (direction d : m) out += "UDLR"[static_cast<int>(d)];
    return out;
}

bool pruned(const duplicate_moves& automaton, const moves& m) {
    duplicate_moves::state s = duplicate_moves::start;
    for (direction d : m)
        if ((s = automaton.after(s, d)) == duplicate_moves::pruned) return true;
    return false;
}

} // namespace

BOOST_AUTO_TEST_SUITE(duplicate_move_strings)

// The lists in duplicate_move_strings.hpp are the rule applied to every string of up to 14 moves.
// A sampled build (NPUZZLE_TEST_SAMPLED, support.hpp) derives up to 10 moves and checks the lists'
// strings that short; the optimised builds derive them all (6.4 M strings of 14 moves an order).
#ifdef NPUZZLE_TEST_SAMPLED
constexpr unsigned longest_derived = 10;
#else
constexpr unsigned longest_derived = 14;
#endif

// One string of `length` moves by its rank among all such strings (none undoing the one before),
// smallest first in `order`: the first move is one of four, each next one of the three left.
moves string_of_rank(std::uint64_t rank, unsigned length, const std::vector<direction>& order) {
    std::vector<unsigned> digits(length);
    for (unsigned i = length; i-- > 1;) {
        digits[i] = static_cast<unsigned>(rank % 3);
        rank /= 3;
    }
    digits[0] = static_cast<unsigned>(rank);
    moves m;
    for (unsigned i = 0; i < length; ++i) {
        unsigned k = 0, skip = digits[i];
        for (;; ++k)
            if (m.empty() || order[k] != opposite(m.back())) {
                if (skip == 0) break;
                --skip;
            }
        m.push_back(order[k]);
    }
    return m;
}

// Every string of `length` moves in rank order, played move by move on a board just large enough,
// each with a 64-bit digest of its effect: strings of one kind share a digest (play() above decides
// whether equal digests are one kind). A depth-first walk: millions of strings in a second.
class digests {
public:
    digests(unsigned length, const std::vector<direction>& order) : length_(static_cast<int>(length)), order_(order) {
        for (int c = 0; c < side * side; ++c) at_[static_cast<std::size_t>(c)] = c;
        blank_ = centre;
        at_[centre] = -1;
        walk(0, order_[0]);
    }
    /// (digest, rank) of every string, by rank.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> all;

private:
    static constexpr int side = 2 * 14 + 1, centre = 14 * side + 14;

    void walk(int depth, direction last) {
        if (depth == length_) return leaf();
        for (direction d : order_) {
            if (depth > 0 && d == opposite(last)) continue;
            const int from = blank_, to = blank_ + blank_row_step(d) * side + blank_col_step(d);
            at_[static_cast<std::size_t>(from)] = at_[static_cast<std::size_t>(to)];
            at_[static_cast<std::size_t>(to)] = -1;
            blank_ = to;
            path_.push_back(to);
            walk(depth + 1, d);
            path_.pop_back();
            at_[static_cast<std::size_t>(to)] = at_[static_cast<std::size_t>(from)];
            at_[static_cast<std::size_t>(from)] = -1;
            blank_ = from;
        }
    }
    void leaf() {
        cells_.assign(path_.begin(), path_.end());
        cells_.push_back(centre);
        std::sort(cells_.begin(), cells_.end());
        std::uint64_t h = 1469598103934665603u;
        const auto mix = [&](int v) { h = (h ^ static_cast<std::uint64_t>(v + 1)) * 1099511628211u; };
        mix(blank_);
        int previous = -1;
        for (int c : cells_) {
            const int tile = at_[static_cast<std::size_t>(c)];
            if (c != previous && tile != -1 && tile != c) mix(c), mix(tile);
            previous = c;
        }
        all.emplace_back(h, all.size());
    }

    int length_;
    std::vector<direction> order_;
    std::array<int, std::size_t{side} * side> at_{}; ///< the cell each tile came from; -1 the blank
    int blank_;
    std::vector<int> path_, cells_;
};

// Each automaton's: U D L R's and the fixed order's (U L R D). Length by length, every string that
// holds no shorter listed string and has a smaller one of its kind standing in for it (a smaller one
// may itself hold a forbidden string: replacing it in turn ends at a kept one).
void derive_and_compare(const duplicate_moves& automaton, std::span<const std::uint32_t> packed, std::size_t count_up_to_10,
                        std::size_t count_up_to_14) {
    const std::vector<direction> order = order_of(automaton);
    std::string forbidden; // as the header spells it
    std::size_t count = 0;
    for (unsigned length = 1; length <= longest_derived; ++length) {
        const duplicate_moves shorter{forbidden, automaton.order()};
        std::uint64_t total = 4;
        for (unsigned i = 1; i < length; ++i) total *= 3;
        auto kinds = digests(length, order).all; // (digest, rank), sorted
        BOOST_TEST(kinds.size() == total);
        std::sort(kinds.begin(), kinds.end());
        std::vector<std::uint64_t> found;
        for (std::size_t begin = 0, end; begin < kinds.size(); begin = end) {
            for (end = begin + 1; end < kinds.size() && kinds[end].first == kinds[begin].first; ++end) {}
            if (end - begin == 1) continue;
            std::vector<moves> members;
            std::vector<played> plays;
            for (std::size_t i = begin; i < end; ++i) {
                members.push_back(string_of_rank(kinds[i].second, length, order));
                plays.push_back(play(members.back()));
            }
            for (std::size_t i = 1; i < members.size(); ++i) {
                if (pruned(shorter, members[i])) continue;
                for (std::size_t j = 0; j < i; ++j)
                    if (stands_in(plays[j], plays[i])) {
                        found.push_back(kinds[begin + i].second);
                        break;
                    }
            }
        }
        std::sort(found.begin(), found.end());
        for (std::uint64_t r : found) forbidden += letters(string_of_rank(r, length, order)) + ' ';
        count += found.size();
        if (length == 10) BOOST_TEST(count == count_up_to_10);
    }
    if (longest_derived == 14) BOOST_TEST(count == count_up_to_14);
    std::ostringstream listed;
    std::istringstream words{move_strings_text(packed)};
    for (std::string word; words >> word;)
        if (word.size() <= longest_derived) listed << word << ' ';
    BOOST_TEST(forbidden == listed.str());
}

std::vector<std::uint32_t> joined(std::span<const std::uint32_t> a, std::span<const std::uint32_t> b) {
    std::vector<std::uint32_t> all(a.begin(), a.end());
    all.insert(all.end(), b.begin(), b.end());
    return all;
}

// The standard automata prune the last string of each list's second part: built with all of it.
void prunes_the_last_string(const duplicate_moves& automaton, std::span<const std::uint32_t> second_part) {
    const std::string text = move_strings_text(second_part.last(1));
    BOOST_TEST(text.size() == 15u);
    moves m;
    for (char c : text.substr(0, 14))
        m.push_back(c == 'U'   ? direction::up
                    : c == 'D' ? direction::down
                    : c == 'L' ? direction::left
                               : direction::right);
    BOOST_TEST(pruned(automaton, m), text);
    m.pop_back();
    BOOST_TEST(!pruned(automaton, m), text);
}

BOOST_AUTO_TEST_CASE(the_list_is_what_the_rule_derives) {
    BOOST_TEST(move_strings_text(forbidden_move_strings).substr(0, 28) == "LURDLU LDRULD RULDRU RDLURD ");
    prunes_the_last_string(duplicate_moves::standard(), forbidden_move_strings_11_to_14);
    prunes_the_last_string(duplicate_moves::standard(move_order::fixed), forbidden_move_strings_blank_toward_goal_11_to_14);
    derive_and_compare(duplicate_moves::standard(), joined(forbidden_move_strings, forbidden_move_strings_11_to_14),
                       280, 17309);
}

BOOST_AUTO_TEST_CASE(the_fixed_orders_list_is_what_the_rule_derives_in_that_order) {
    const duplicate_moves& fixed = duplicate_moves::standard(move_order::fixed);
    BOOST_TEST((order_of(fixed) == std::vector{direction::up, direction::left, direction::right, direction::down}));
    derive_and_compare(fixed,
                       joined(forbidden_move_strings_blank_toward_goal, forbidden_move_strings_blank_toward_goal_11_to_14),
                       283, 17171);
}

// Completeness, directly: every string of up to 8 moves the automaton prunes has one it keeps that
// stands in for it: smaller, or shorter (a replacement can meet the move before it and undo it: the
// pruned path was then not a shortest one). IDA* needs no more: pieces of a shortest path are never
// longer than a stand-in. Both automata, each in its own order.
void has_kept_stand_ins(move_order order) {
    const duplicate_moves& automaton = duplicate_moves::standard(order);
    std::vector<moves> all; // shorter first, then smaller first in the automaton's order
    for (unsigned length = 1; length <= 8; ++length) {
        auto level = strings_of(length, order_of(automaton));
        all.insert(all.end(), level.begin(), level.end());
    }
    std::map<decltype(played::effect), std::vector<std::size_t>> kinds;
    std::vector<played> plays;
    for (std::size_t i = 0; i < all.size(); ++i) {
        plays.push_back(play(all[i]));
        kinds[plays.back().effect].push_back(i);
    }
    std::size_t pruned_count = 0;
    for (const auto& [effect, members] : kinds)
        for (std::size_t i : members) {
            if (!pruned(automaton, all[i])) continue;
            ++pruned_count;
            const bool kept_stand_in = std::any_of(members.begin(), members.end(), [&](std::size_t j) {
                return j < i && stands_in(plays[j], plays[i]) && !pruned(automaton, all[j]);
            });
            BOOST_TEST(kept_stand_in, letters(all[i]) << " is pruned with nothing kept in its place");
        }
    BOOST_TEST(pruned_count > 0u);
    // The first kind: three tiles turned around a 2x2 block, 6 moves one way or the other; the smaller
    // way kept (in U D L R order, D before R; in U L R D, R before D).
    const moves one_way{direction::right, direction::down, direction::left, direction::up, direction::right, direction::down};
    const moves other_way{direction::down, direction::right, direction::up, direction::left, direction::down, direction::right};
    BOOST_TEST(pruned(automaton, order == move_order::fixed ? other_way : one_way));
    BOOST_TEST(!pruned(automaton, order == move_order::fixed ? one_way : other_way));
}

BOOST_AUTO_TEST_CASE(a_pruned_string_has_a_kept_stand_in) { has_kept_stand_ins(move_order::nearest_first); }

BOOST_AUTO_TEST_CASE(a_pruned_string_has_a_kept_stand_in_in_the_fixed_order) { has_kept_stand_ins(move_order::fixed); }

// The search's only rule against going back: both automata prune a move undoing the one before,
// and the raw-speed one prunes nothing else.
BOOST_AUTO_TEST_CASE(a_move_undoing_the_one_before_is_pruned) {
    for (const duplicate_moves* automaton :
         {&duplicate_moves::standard(), &duplicate_moves::none(), &duplicate_moves::standard(move_order::fixed),
          &duplicate_moves::none(move_order::fixed)})
        for (direction d : all_directions) {
            BOOST_TEST(!pruned(*automaton, {d}));
            BOOST_TEST(pruned(*automaton, {d, opposite(d)}));
            BOOST_TEST(!pruned(*automaton, {d, d, d}));
        }
    BOOST_TEST(!pruned(duplicate_moves::none(), {direction::right, direction::down, direction::left, direction::up,
                                                 direction::right, direction::down}));
}

BOOST_AUTO_TEST_SUITE_END()
