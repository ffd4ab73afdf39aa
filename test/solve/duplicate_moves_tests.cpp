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

// Every string of `length` moves, none undoing the one before.
std::vector<moves> strings_of(unsigned length) {
    std::vector<moves> level{{}};
    for (unsigned i = 0; i < length; ++i) {
        std::vector<moves> longer;
        for (const auto& s : level)
            for (direction d : all_directions)
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
// The sanitizer build (NPUZZLE_TEST_SANITIZED, support.hpp) derives up to 8 moves, where 10 took half a
// minute of its CI phase, and checks the list's strings that short; the optimised builds derive it all.
#ifdef NPUZZLE_TEST_SANITIZED
constexpr unsigned longest_derived = 8;
#else
constexpr unsigned longest_derived = 10;
#endif

BOOST_AUTO_TEST_CASE(the_list_is_what_the_rule_derives) {
    std::vector<moves> forbidden;
    for (unsigned length = 1; length <= longest_derived; ++length) {
        const auto all = strings_of(length);
        std::map<decltype(played::effect), std::vector<std::size_t>> kinds;
        std::vector<played> plays;
        for (std::size_t i = 0; i < all.size(); ++i) {
            plays.push_back(play(all[i]));
            kinds[plays.back().effect].push_back(i);
        }
        for (const auto& [effect, members] : kinds)
            for (std::size_t i : members) {
                const bool smaller = std::any_of(members.begin(), members.end(), [&](std::size_t j) {
                    return all[j] < all[i] && stands_in(plays[j], plays[i]);
                });
                const bool holds_shorter = std::any_of(forbidden.begin(), forbidden.end(), [&](const moves& f) {
                    return std::search(all[i].begin(), all[i].end(), f.begin(), f.end()) != all[i].end();
                });
                if (smaller && !holds_shorter) forbidden.push_back(all[i]);
            }
    }
    std::ostringstream derived, listed;
    for (const auto& f : forbidden) derived << letters(f) << ' ';
    std::istringstream list{std::string(forbidden_move_strings)};
    for (std::string word; list >> word;)
        if (word.size() <= longest_derived) listed << word << ' ';
    BOOST_TEST(forbidden.size() == (longest_derived == 10 ? 280u : 28u));
    BOOST_TEST(derived.str() == listed.str());
}

// Completeness, directly: every string of up to 8 moves the automaton prunes has one it keeps that
// stands in for it: smaller, or shorter (a replacement can meet the move before it and undo it: the
// pruned path was then not a shortest one). IDA* needs no more: pieces of a shortest path are never
// longer than a stand-in.
BOOST_AUTO_TEST_CASE(a_pruned_string_has_a_kept_stand_in) {
    const duplicate_moves& automaton = duplicate_moves::standard();
    std::vector<moves> all;
    for (unsigned length = 1; length <= 8; ++length) {
        auto level = strings_of(length);
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
                const bool before = all[j].size() < all[i].size() || (all[j].size() == all[i].size() && all[j] < all[i]);
                return before && stands_in(plays[j], plays[i]) && !pruned(automaton, all[j]);
            });
            BOOST_TEST(kept_stand_in, letters(all[i]) << " is pruned with nothing kept in its place");
        }
    BOOST_TEST(pruned_count > 0u);
    // The first kind: three tiles turned around a 2x2 block, 6 moves one way or the other.
    BOOST_TEST(pruned(automaton, {direction::right, direction::down, direction::left, direction::up, direction::right,
                                  direction::down}));
    BOOST_TEST(!pruned(automaton, {direction::down, direction::right, direction::up, direction::left, direction::down,
                                   direction::right}));
}

// The search's only rule against going back: both automata prune a move undoing the one before,
// and the raw-speed one prunes nothing else.
BOOST_AUTO_TEST_CASE(a_move_undoing_the_one_before_is_pruned) {
    for (const duplicate_moves* automaton : {&duplicate_moves::standard(), &duplicate_moves::none()})
        for (direction d : all_directions) {
            BOOST_TEST(!pruned(*automaton, {d}));
            BOOST_TEST(pruned(*automaton, {d, opposite(d)}));
            BOOST_TEST(!pruned(*automaton, {d, d, d}));
        }
    BOOST_TEST(!pruned(duplicate_moves::none(), {direction::right, direction::down, direction::left, direction::up,
                                                 direction::right, direction::down}));
}

BOOST_AUTO_TEST_SUITE_END()
