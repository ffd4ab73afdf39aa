// SPDX-License-Identifier: MIT
// Duplicate move strings (Taylor and Korf 1993): a depth-first search reaches most states by many
// paths of the same length. Two strings of moves that leave every tile where the other leaves it
// are interchangeable when the blank of the one visits no cell the other's does not; of each such
// set only the smallest (in U D L R order) needs searching. An automaton over the moves made so far
// says when the next move would end a string that is not the smallest, or undo the move before it,
// and the search never generates it: on Korf's 100 that is a quarter fewer nodes, with Manhattan
// distance half.
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

#include <npuzzle/core/direction.hpp>

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace npuzzle::solve {

/// Every string of up to 10 tile moves (no move undoing the one before) that is not the smallest of
/// its kind and holds no shorter such string; the first four turn three tiles around a 2x2 block
/// the long way. Derived by test/solve/duplicate_moves_tests.cpp, which checks this list; kept as
/// data because deriving it takes a second and 60 MB.
inline constexpr std::string_view forbidden_move_strings =
    "RDLURD LDRULD RULDRU LURDLU RDLDLURR RDLLDRUR RRULDLDR RURDLLDR LDRRDLUL LDRDRULL LULDRRDL "
    "LLURDRDL RDLUULDR RDLULURD DRULULDR LURDDRUL RULDDLUR DLURURDL RULDLDRU LDRUURDL RRDLULUR "
    "RDRULLUR RULULDRR RULLURDR LDLURRUL LLDRURUL LURRULDL LURURDLL RDLDRDLUUR RDLDDRULUR RDLDDLUURR "
    "RDLDDLURUR RDLLDDRUUR RDLDLDRUUR RDDRULLURD RRULDLDDRU RURDLLDDRU RDLDLLURRR RRDLLDLURR "
    "RDLDLURURD DDLURUURDD RDLLLDRRUR RRDLLLDRUR RDLLDRUURD DLDRUUURDD RDLLDLURRR RDLLLDRURR "
    "RRRDLULLDR RRDRULLLDR RRULDLLDRR RURDLLLDRR RURRDLLLDR RRRULLDLDR RRRULDLLDR RRURDLLLDR "
    "RRUULDDLDR RUURDDLLDR RURULDDLDR RUURDLDLDR RUULDRDLDR RULURDDLDR RDLURRULDD RURDLDLURD "
    "RDLLULDRRR RDLLLURDRR LDRDRDLUUL LDRRDDLUUL LDRDDRULUL LDRDDRUULL LDRDDLURUL LDRDLDRUUL "
    "LDRRRDLLUL LDRRRDLULL LDRDRRULLL LDRRDRULLL LDRRDLUULD LLDRRRDLUL DRDLUUULDD LDRDRULULD "
    "LLDRRDRULL DDRULUULDD LULDRRDDLU LLURDRDDLU LDDLURRULD LDLDRURULD LDRRRULDLL LDRRURDLLL "
    "RDLLUULDRD RDLLULURDD LLDLURRRDL LLLDRURRDL LLLURRDRDL LULLDRRRDL LUULDDRRDL LLUURDDRDL "
    "LLULDRRRDL LLLURDRRDL LURULDDRDL LUURDLDRDL LUULDRDRDL LULURDDRDL LDRURULDLD LULDRDRULD "
    "LDRULLURDD LDRURULDDL RULDDRDLUU DRDLUUURDL DRDLUUULDR LURDDRDLUU RDDLUUULDR RDDLUULURD "
    "RULDDDRULU DDRULUURDL DDRULUULDR LURDDDRULU DDRUULULDR LURDDDRUUL RULDDDLUUR DDLUURURDL "
    "RULDDDLURU DDLURUURDL DDLURUULDR LURDDDLURU RULDLDDRUU LDDRUUURDL RULDDLDRUU DLDRUUURDL "
    "DLDRUUULDR LURDDLDRUU RRDLLUULDR RRDLLULURD RRDLULDLUR RRDLULLDRU RRDLULULDR RRDLULLURD "
    "DRRULLULDR LURDDRRULL RDRULLDLUR RDRULLLDRU RDRULLULDR RDRULLLURD RDLULDLURR RDLULLDRUR "
    "RDLULLURRD RDLUULLDRR RDLUUULDDR RDLULUURDD RDLULULDRR RDLULLURDR RDLUURULDD RDLUUURDLD "
    "RDLUUULDRD RDLUULURDD LDLURRDRUL LLDRURDRUL LLURRDDRUL DRULULLDRR DRULUULDDR LUURDDDRUL "
    "LULDRRDRUL LLURDRDRUL DRULURULDD DRULUURDLD DRULUULDRD DRULULURDD RULDDLLURR DLLURRURDL "
    "DLURURRDLL RRULLDDLUR RRULDLDLUR RURDLLDLUR RUULDDDLUR DLURUURDDL DLURURULDD DLURUURDLD "
    "DLURUULDRD DLURULURDD RULDLLDRRU LLDRRUURDL LDRUURRDLL RRULLDLDRU RRULDLLDRU RURDLLLDRU "
    "RUULDDLDRU LDRUUURDDL LDRUURULDD LDRUUURDLD LDRUUULDRD LDRUULURDD RULDLDLURR LDLURRURDL "
    "RULDLLDRUR LLDRURURDL RRULDLULDR RRULDLLURD RURDLLULDR RURDLLLURD RULDLULDRR RULDLLURDR "
    "LULDRRURDL LLURDRURDL RDRDLUULUR RRDDLUULUR RDDRULULUR RDDRUULLUR RDDLURULUR RDLDRUULUR "
    "RRRDLLULUR RRRDLULLUR RDRRULLLUR RRDRULLLUR RULDRRDLUU RRDLULLURR RRDLULUURD RULDRDRULU "
    "RDRULLLURR RDRULLUURD DRUULULDRR DRUULLURDR RRRULDLLUR RRURDLLLUR RRULLULDRR RRULLLURDR "
    "RULLDLURRR RULLLDRURR RULLLURRDR RULULLDRRR RULUULDDRR RULLUURDDR RULLULDRRR RULLLURDRR "
    "RULURULDDR RULUURDLDR RULUULDRDR RULULURDDR RUURDLLDRU RULULDRDRU RULLURDDRU RUURDLDLUR "
    "LDRDLUURUL LDDRULURUL LDDLUURRUL LDDLURURUL LLDDRUURUL LDLDRUURUL LURDRDLUUL LURDRDLULU "
    "DLUURRULDL DLUURURDLL LDLLURRRUL RULLDDLURU LDLURRUULD LURDLDLURU LLLDRRURUL RULLDLDRUU "
    "LLDRURUULD LURDLLDRUU LLDLURRRUL LLLDRURRUL LURRRDLULL LURRDRULLL LLURRRULDL LLURRURDLL "
    "LURURRDLLL LURRRULLDL LURRRULDLL LURRURDLLL LURRUULDDL LURUURDDLL LURURULDDL LURUURDLDL "
    "LURUULDRDL LURULURDDL LLULDRRRUL LLLURDRRUL LUULDRDRUL LURRULDDLU LURURDLDLU LUULDRRDLU "
    "LULURDRDLU ";

/// The same rule in the order U L R D (the blank toward its goal first): of each set the smallest in
/// that order is kept. Derived and checked by the same test.
inline constexpr std::string_view forbidden_move_strings_blank_toward_goal =
    "DRULDR DLURDL RULDRU LURDLU DDLURURD DLDRUURD DRURULDD DRUURDLD DRDLUULD DDRULULD DLUULDRD DLULURDD "
    "RDLUULDR RDLULURD DRULULDR DRULLURD DLURRULD DLURURDL RULDLDRU LDRUURDL RRDLULUR RDRULLUR RULULDRR "
    "RULLURDR LDLURRUL LLDRURUL LURRULDL LURURDLL DDRDLUUURD DDDRULUURD DDDLUURURD DDDLURUURD DLDDRUUURD "
    "DDLDRUUURD DDRUURULDD DDRUUURDLD DDLLURRURD DDLURURRDL DRULDDLURR DDLURUURDD DLLDRRUURD DLDRUURRDL "
    "DLDRURULDR DLDRUUURDD DLDLURRURD DLLDRURURD DRURRDLULD DRURDRULLD RRULDLLDRR RURDLLLDRR DRUURRDLLD "
    "DRURRULLDD DRURRULDLD DRURURDLLD DRURUULDDD DRUUURDDLD DRUURULDDD DRUUURDLDD DRUUULDRDD DRUULURDDD "
    "DRURULDLDR DRUURDLLDR DLULDRRURD DLLURDRURD DDRDLUUULD DRDDLUUULD DDDRULUULD DDDRUULULD DDDLURUULD "
    "DDLDRUUULD DRRDLLUULD DRRDLULULD DDRRULLULD DRDRULLULD DLURDRDLUL DRDLUULLDR DRDLUUULDD DLURDDRULL "
    "DDRULULLDR DDRULUULDD DDLUUULDRD DDLUULURDD DRRULDLULD DRURDLLULD RDLLUULDRD RDLLULURDD DLULDLURRD "
    "DLULLDRURD DLULLURRDD DLUULLDRRD DLUUULDDRD DLULUURDDD DLULULDRRD DLULLURDRD DLUURULDDD DLUUURDLDD "
    "DLUUULDRDD DLUULURDDD DLUULDRRDL DLULURDRDL DRUURDLURD DRDLUURULD DRDLUUURDL DRDLUUULDR DRDLUULURD "
    "RDDLUUULDR RDDLUULURD DDRULURULD DDRULUURDL DDRULUULDR DDRULULURD DDRUULULDR DDRUULLURD DDLUURRULD "
    "DDLUURURDL DDLURURULD DDLURUURDL DDLURUULDR DDLURULURD RULDLDDRUU LDDRUUURDL DLDRUURULD DLDRUUURDL "
    "DLDRUUULDR DLDRUULURD RRDLLUULDR RRDLLULURD DLURRRDLUL RRDLULLDRU RRDLULULDR RRDLULLURD DRRULLULDR "
    "DRRULLLURD DLURRDRULL RDRULLLDRU RDRULLULDR RDRULLLURD RDLULDLURR RDLULLDRUR RDLULLURRD RDLUULLDRR "
    "RDLUUULDDR RDLULUURDD RDLULULDRR RDLULLURDR RDLUURULDD RDLUUURDLD RDLUUULDRD RDLUULURDD DRULLDLURR "
    "DRULLLDRUR DRULLLURRD DRULULLDRR DRULUULDDR DRULLUURDD DRULLULDRR DRULLLURDR DRULURULDD DRULUURDLD "
    "DRULUULDRD DRULULURDD DLLURRRULD DLLURRURDL DLURURRDLL DLURRRULLD DLURRRULDL DLURRURDLL DLURRUULDD "
    "DLURUURDDL DLURURULDD DLURUURDLD DLURUULDRD DLURULURDD RULDLLDRRU LLDRRUURDL LDRUURRDLL RRULLDLDRU "
    "RRULDLLDRU RURDLLLDRU RUULDDLDRU LDRUUURDDL LDRUURULDD LDRUUURDLD LDRUUULDRD LDRUULURDD RULDLDLURR "
    "LDLURRURDL RULDLLDRUR LLDRURURDL RRULDLULDR RRULDLLURD RURDLLULDR RURDLLLURD RULDLULDRR RULDLLURDR "
    "LULDRRURDL LLURDRURDL DLUULDRULD RDRDLUULUR RRDDLUULUR RDDRULULUR RDDRUULLUR RDDLURULUR RDLDRUULUR "
    "RRRDLLULUR RRRDLULLUR RDRRULLLUR RRDRULLLUR RULDRRDLUU RRDLULLURR RRDLULUURD RULDRDRULU RDRULLLURR "
    "RDRULLUURD DRUULULDRR DRUULLURDR RULDDLURUR RULDDLURRU RRRULDLLUR RRURDLLLUR RRULLULDRR RRULLLURDR "
    "RULLDLURRR RULLLDRURR RULLLURRDR RULULLDRRR RULUULDDRR RULLUURDDR RULLULDRRR RULLLURDRR RULURULDDR "
    "RULUURDLDR RULUULDRDR RULULURDDR RUURDLLDRU RULULDRDRU RULLURDDRU LURURDLURD RURULDDLUR RUURDLDLUR "
    "LDRDLUURUL LDDRULURUL LDDLUURRUL LDDLURURUL LLDDRUURUL LDLDRUURUL LURDRDLULU LURDDRULLU DLUURRULDL "
    "DLUURURDLL LDLLURRRUL RULLDDLURU LDLURRUULD LURDLDLURU LLLDRRURUL RULLDLDRUU LLDRURUULD LURDLLDRUU "
    "LLDLURRRUL LLLDRURRUL LURRRDLULL LURRDRULLL RULULDRULD LLURRRULDL LLURRURDLL LURURRDLLL LURRRULLDL "
    "LURRRULDLL LURRURDLLL LURRUULDDL LURUURDDLL LURURULDDL LURUURDLDL LURUULDRDL LURULURDDL LLULDRRRUL "
    "LLLURDRRUL LUULDRDRUL LULURDDRUL LURRULDDLU LURURDLDLU LUULDRRDLU LULURDRDLU ";

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

    /// A move undoing the one before is always pruned, whatever else `forbidden` lists; `forbidden`
    /// keeps the smallest strings in `order`'s order of moves, which a search tries ties in.
    explicit duplicate_moves(std::string_view forbidden = forbidden_move_strings,
                             move_order order = move_order::nearest_first)
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

    /// One shared automaton for each order, built once (some thousand states).
    static const duplicate_moves& standard(move_order order = move_order::nearest_first) {
        static const duplicate_moves nearest;
        static const duplicate_moves fixed{forbidden_move_strings_blank_toward_goal, move_order::fixed};
        return order == move_order::fixed ? fixed : nearest;
    }
    /// One that prunes only a move undoing the one before (to measure raw speed).
    static const duplicate_moves& none(move_order order = move_order::nearest_first) {
        static const duplicate_moves nearest{std::string_view{}};
        static const duplicate_moves fixed{std::string_view{}, move_order::fixed};
        return order == move_order::fixed ? fixed : nearest;
    }

private:
    /// Aho-Corasick over the strings: a state is the longest suffix of the moves made that begins
    /// some forbidden string; reaching the end of one prunes.
    void build(std::string_view forbidden) {
        std::vector<std::array<int, 4>> child(1, {-1, -1, -1, -1});
        std::vector<bool> ends(1, false);
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
        next_.assign(n * 4, pruned);
        allowed_.assign(n, 0);
        for (std::size_t i = 0; i < n * 4; ++i)
            if (!ends[go[i]]) {
                next_[i] = static_cast<state>(go[i]);
                allowed_[i / 4] = static_cast<std::uint8_t>(allowed_[i / 4] | 1u << (i % 4));
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
