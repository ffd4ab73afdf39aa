// SPDX-License-Identifier: MIT
// The duplicate-move automaton: its list is exactly what the rule derives, and whatever it prunes
// has an interchangeable string it keeps.
#include <npuzzle/solve/duplicate_moves.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <map>
#include <set>
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

// The list in the header is the rule applied to every string of up to 10 moves.
// A sampled build (NPUZZLE_TEST_SAMPLED, support.hpp) derives up to 8 moves, where 10 took half a
// minute of its CI phase, and checks the list's strings that short; the optimised builds derive it all.
#ifdef NPUZZLE_TEST_SAMPLED
constexpr unsigned longest_derived = 8;
#else
constexpr unsigned longest_derived = 10;
#endif

// Each automaton's: U D L R's and the fixed order's (U L R D). strings_of lists the strings smallest
// first, so a smaller one is one listed before.
void derive_and_compare(const duplicate_moves& automaton, std::string_view list, std::size_t count_up_to_8,
                        std::size_t count_up_to_10) {
    std::vector<moves> forbidden;
    for (unsigned length = 1; length <= longest_derived; ++length) {
        const auto all = strings_of(length, order_of(automaton));
        std::map<decltype(played::effect), std::vector<std::size_t>> kinds;
        std::vector<played> plays;
        for (std::size_t i = 0; i < all.size(); ++i) {
            plays.push_back(play(all[i]));
            kinds[plays.back().effect].push_back(i);
        }
        for (const auto& [effect, members] : kinds)
            for (std::size_t i : members) {
                const bool smaller = std::any_of(members.begin(), members.end(), [&](std::size_t j) {
                    return j < i && stands_in(plays[j], plays[i]);
                });
                const bool holds_shorter = std::any_of(forbidden.begin(), forbidden.end(), [&](const moves& f) {
                    return std::search(all[i].begin(), all[i].end(), f.begin(), f.end()) != all[i].end();
                });
                if (smaller && !holds_shorter) forbidden.push_back(all[i]);
            }
    }
    std::ostringstream derived, listed;
    for (const auto& f : forbidden) derived << letters(f) << ' ';
    std::istringstream words{std::string(list)};
    for (std::string word; words >> word;)
        if (word.size() <= longest_derived) listed << word << ' ';
    BOOST_TEST(forbidden.size() == (longest_derived == 10 ? count_up_to_10 : count_up_to_8));
    BOOST_TEST(derived.str() == listed.str());
}

BOOST_AUTO_TEST_CASE(the_list_is_what_the_rule_derives) {
    derive_and_compare(duplicate_moves::standard(), forbidden_move_strings, 28, 280);
}

BOOST_AUTO_TEST_CASE(the_fixed_orders_list_is_what_the_rule_derives_in_that_order) {
    const duplicate_moves& fixed = duplicate_moves::standard(move_order::fixed);
    BOOST_TEST((order_of(fixed) == std::vector{direction::up, direction::left, direction::right, direction::down}));
    derive_and_compare(fixed, forbidden_move_strings_blank_toward_goal, 28, 283);
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
