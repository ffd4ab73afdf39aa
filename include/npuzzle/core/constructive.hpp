// SPDX-License-Identifier: MIT
/// \file
/// The constructive solver: a hint for any board size with no search, and the fast solver for large
/// boards. Both are the same move generator, whose every decision is a function of the board alone
/// (its cache only saves rescans), so hint(b) is the first move of a fresh generator and the solver
/// keeps calling next(). Freestanding: no heap, no exceptions.
///
/// Strategy (row and column reduction, in the spirit of Parberry 2015 and Tatham's fifteen.c):
///   - The unsolved part is a rectangle at the bottom right. While it is not 2x2, place its top row if
///     it has at least as many rows as columns, else its left column; so it stays close to square and
///     every line is placed with at least 3 rows (or columns) of room below it.
///   - Tiles of a line go home one by one. The tile walks toward home, preferring whichever of its
///     useful steps the blank reaches first; the blank takes a shortest way there, round the tile
///     through one of the eight cells about it if it must, so a diagonal step costs 3 moves and a
///     straight one 5 (Parberry's 8/3 n^3 moves on average; we measure 2.66 n^3 at n = 1000).
///   - The last two tiles A, B of a line: A goes to B's home (the corner), then B next to it; once A,
///     B and the blank are all in the 3x3 (3x2 on two-tile lines) window at the end of the line, a
///     table found by breadth-first search while compiling finishes the line in the fewest moves.
///   - The last 2x2 turns its three tiles round the shorter way.
/// Speed: away from the walls a decision depends only on a few offsets, so walk_step's decisions there
/// are tabulated while compiling, each followed until the tile moves; the solver replays those runs.
/// Unsolvable boards get direction::none at once.
#pragma once

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/narrow.hpp>

#include <array>
#include <cstddef>
#include <cstdint>

namespace npuzzle {

namespace detail::constructive {

using coord = std::ptrdiff_t;

// A cell in the frame of the line being placed: `r` counts away from the line (0 = the line
// itself), `c` along it. A column line is a transposed row line.
struct point {
    coord r = 0;
    coord c = 0;
    friend constexpr bool operator==(const point&, const point&) = default;
};

constexpr coord absolute(coord v) noexcept { return v < 0 ? -v : v; }
constexpr coord sign(coord v) noexcept { return (v > 0) - (v < 0); }
constexpr coord manhattan(point a, point b) noexcept { return absolute(a.r - b.r) + absolute(a.c - b.c); }
constexpr bool between(coord v, coord a, coord b) noexcept { return a < b ? a <= v && v <= b : b <= v && v <= a; }
constexpr bool in_box(point p, point a, point b) noexcept { return between(p.r, a.r, b.r) && between(p.c, a.c, b.c); }

// Where the blank and the walking tile may go: rows 1..depth-1 whole, and of row 0 (the line) only
// the strip [strip_begin, strip_end). Everything else holds placed tiles (or A, parked in its corner).
struct field {
    coord depth = 0;
    coord length = 0;
    coord strip_begin = 0;
    coord strip_end = 0;

    constexpr bool contains(point p) const noexcept {
        if (p.r < 0 || p.r >= depth || p.c < 0 || p.c >= length) return false;
        return p.r > 0 || (strip_begin <= p.c && p.c < strip_end);
    }
};

inline constexpr point steps[4] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

constexpr point operator+(point a, point b) noexcept { return {a.r + b.r, a.c + b.c}; }
constexpr point operator-(point a, point b) noexcept { return {a.r - b.r, a.c - b.c}; }

// Is there a path from `a` to `b` (rows >= 1 only) of length manhattan(a, b) that avoids `t`? Rows
// >= 1 are free, so only a straight segment can be blocked.
constexpr bool clear_below_line(point a, point b, point t) noexcept {
    if (a == t || b == t) return false;
    return !(in_box(t, a, b) && (a.r == b.r || a.c == b.c));
}

// Is there a path of length manhattan(p, q) from p to q through the field that avoids the walking
// tile t? p and q are free cells. O(1): it decides the blank's ordinary steps.
constexpr bool monotone_clear(const field& f, point p, point q, point t) noexcept {
    if (p.r > q.r) {
        const point swap = p;
        p = q;
        q = swap;
    }
    if (p.r > 0) return clear_below_line(p, q, t);
    if (q.r == 0) return !(t.r == 0 && between(t.c, p.c, q.c)); // the strip is an interval
    // p on the line, q below it: walk the line to column k, step down, then go below the line.
    const coord step = sign(q.c - p.c);
    const coord candidates[3] = {p.c, t.c, t.c + step};
    for (coord k : candidates) {
        if (!between(k, p.c, q.c) || !f.contains({0, k})) continue;
        if (t.r == 0 && between(t.c, p.c, k)) continue;
        if (clear_below_line({1, k}, q, t)) return true;
    }
    return false;
}

// The blank's way to `n`, a free cell beside the walking tile `t`: a shortest path if one avoids t,
// else round t through one of the eight cells about it (the waypoint), each leg a shortest path.
// Placed tiles only ever cut the field along row 0, so these two kinds of path always exist.
inline constexpr coord unreachable = PTRDIFF_MAX / 4; // any route is shorter, and sums stay in range
inline constexpr point ring[8] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};

struct route {
    coord moves = unreachable; // the blank's moves to n along the route
    point via{};               // where to head for now: n itself, or the waypoint
};

constexpr route blank_route(const field& f, point x, point n, point t) noexcept {
    if (x == n || monotone_clear(f, x, n, t)) return {manhattan(x, n), n};
    route best;
    for (point r : ring) {
        const point w = t + r;
        if (w == x || !f.contains(w)) continue;
        const coord moves = manhattan(x, w) + manhattan(w, n);
        if (moves < best.moves && monotone_clear(f, x, w, t) && monotone_clear(f, w, n, t)) best = {moves, w};
    }
    return best;
}

// One step of the blank along its route. Each step shortens the route by one (the same waypoint
// still serves, one move nearer), so the blank always arrives.
constexpr point step_toward(const field& f, point x, point via, point t) noexcept {
    // Vertical first, so the choice is the same from every cell of the path.
    const point toward[2] = {{sign(via.r - x.r), 0}, {0, sign(via.c - x.c)}};
    for (point s : toward) {
        const point y = x + s;
        if (y != x && y != t && f.contains(y) && monotone_clear(f, y, via, t)) return s;
    }
    return {}; // no route: never on the boards the planner builds
}

constexpr point blank_step(const field& f, point x, point n, point t) noexcept {
    return step_toward(f, x, blank_route(f, x, n, t).via, t);
}

// The next blank step that walks tile t one cell toward `goal`: the blank goes to whichever useful
// cell beside t it reaches first, and once there t slides into it.
constexpr point walk_step(const field& f, point t, point goal, point blank) noexcept {
    const point useful[2] = {{sign(goal.r - t.r), 0}, {0, sign(goal.c - t.c)}};
    point best{};
    route best_route;
    for (point s : useful) {
        const point n = t + s;
        if (n == t || !f.contains(n)) continue;
        const route r = blank_route(f, blank, n, t);
        if (r.moves < best_route.moves) { // ties go to the vertical step
            best = n;
            best_route = r;
        }
    }
    if (blank == best) return t - blank; // the blank goes where t was
    return step_toward(f, blank, best_route.via, t);
}

// --- walk_step by table -------------------------------------------------------------------------

// Away from the walls, walk_step looks at nothing farther than three cells from the tile when the
// blank is that near, so its decisions depend only on the blank's offset from the tile, the goal's
// direction and, near the line, the tile's row and the strip's start relative to it. Those decisions
// are walk_step's own, tabulated while compiling on small boards with the same surroundings, each
// followed until the tile moves (a replay): the solver plays a replay through without looking again,
// the hint looks each time and finds the same.
inline constexpr coord reach = 3;                 // blank offsets tabulated, per axis
inline constexpr coord margin = reach + 1;        // the tile's distance from the walls this needs
inline constexpr coord strip_reach = reach + 1;   // strip starts farther away look like this far
inline constexpr int offsets = 2 * reach + 1;
inline constexpr int longest_replay = 16;

constexpr unsigned step_code(point s) noexcept { return s.r < 0 ? 0u : s.r > 0 ? 1u : s.c < 0 ? 2u : 3u; }

// Steps of the blank, two bits each, from one situation until the tile moves or the blank leaves reach.
struct replay {
    std::uint8_t length = 0; // 0: the situation cannot arise
    bool moves_tile = false; // the last step is the tile's (else the blank left reach)
    std::uint32_t codes = 0;
    constexpr point operator[](int i) const noexcept { return steps[(codes >> (2 * i)) & 3u]; }
};

// walk_step's replays for a tile at t in field f heading for goal, by the blank's offset.
struct situation {
    replay from[offsets][offsets]{};
    constexpr const replay& at(point offset) const noexcept { return from[offset.r + reach][offset.c + reach]; }
};

constexpr situation tabulate(const field& f, point t, point goal) {
    situation table;
    point first[offsets][offsets]{};
    for (coord dr = -reach; dr <= reach; ++dr)
        for (coord dc = -reach; dc <= reach; ++dc) {
            const point blank{t.r + dr, t.c + dc};
            if (blank != t && f.contains(blank) && f.contains(t)) {
                first[dr + reach][dc + reach] = walk_step(f, t, goal, blank);
                table.from[dr + reach][dc + reach].length = 1;
            }
        }
    for (coord dr = -reach; dr <= reach; ++dr)
        for (coord dc = -reach; dc <= reach; ++dc) {
            replay& r = table.from[dr + reach][dc + reach];
            if (r.length == 0) continue;
            r.length = 0;
            point offset{dr, dc};
            while (r.length < longest_replay) {
                const point step = first[offset.r + reach][offset.c + reach];
                r.codes |= step_code(step) << (2 * r.length++);
                offset = offset + step;
                r.moves_tile = offset == point{};
                if (r.moves_tile || absolute(offset.r) > reach || absolute(offset.c) > reach) break;
            }
        }
    return table;
}

// Open space: rows >= 1 all round the tile; by the goal's direction (row sign, column sign).
constexpr std::array<situation, 9> make_open_space() {
    std::array<situation, 9> table{};
    constexpr coord middle = 2 * margin;
    const field open{2 * middle + 1, 2 * middle + 1, 0, 2 * middle + 1};
    for (coord sr = -1; sr <= 1; ++sr)
        for (coord sc = -1; sc <= 1; ++sc)
            if (sr != 0 || sc != 0)
                table[static_cast<std::size_t>((sr + 1) * 3 + sc + 1)] =
                    tabulate(open, {middle, middle}, {middle + sr * middle, middle + sc * middle});
    return table;
}
inline constexpr std::array<situation, 9> open_space = make_open_space();

// Near the line (an ordinary tile's walk, the strip starting at its goal): by the strip's start
// relative to the tile, one table per row so each stays a small constant expression.
constexpr std::array<situation, 2 * strip_reach + 1> make_near_line(coord row) {
    std::array<situation, 2 * strip_reach + 1> table{};
    const field f{row + margin + 1, 2 * margin + 1, 0, 2 * margin + 1};
    for (coord start = -strip_reach; start <= strip_reach; ++start) {
        const field strip{f.depth, f.length, margin + start, f.length};
        table[static_cast<std::size_t>(start + strip_reach)] = tabulate(strip, {row, margin}, {0, margin + start});
    }
    return table;
}
inline constexpr std::array<situation, 2 * strip_reach + 1> near_line[margin] = {
    make_near_line(0), make_near_line(1), make_near_line(2), make_near_line(3)};
static_assert(margin == 4, "one near_line table per row within the margin");

// The tabulated situation of an ordinary tile's walk (the field's strip starts at the goal), if any.
constexpr const situation* situation_of(const field& f, point t, point goal) noexcept {
    if (t.c < margin || t.c >= f.length - margin || t.r >= f.depth - margin) return nullptr;
    if (t.r >= margin) return &open_space[static_cast<std::size_t>((sign(goal.r - t.r) + 1) * 3 + sign(goal.c - t.c) + 1)];
    const coord start = goal.c - t.c < -strip_reach ? -strip_reach : goal.c - t.c > strip_reach ? strip_reach : goal.c - t.c;
    return &near_line[t.r][static_cast<std::size_t>(start + strip_reach)];
}

// walk_step for an ordinary tile, from the tables where they reach: a far blank in open space acts
// as if three cells away on the same side (walk_step compares its offsets only with -1, 0 and 1).
constexpr point fast_walk_step(const field& f, point t, point goal, point blank) noexcept {
    const situation* s = situation_of(f, t, goal);
    const point offset = blank - t;
    if (s && absolute(offset.r) <= reach && absolute(offset.c) <= reach && s->at(offset).length > 0)
        return s->at(offset)[0];
    if (s && t.r >= margin && blank.r > 0) {
        auto clamp = [](coord d) { return d < -reach ? -reach : d > reach ? reach : d; };
        return s->at({clamp(offset.r), clamp(offset.c)})[0];
    }
    return walk_step(f, t, goal, blank);
}

// The replay from here, if the situation is tabulated and the blank within reach.
constexpr const replay* replay_of(const field& f, point t, point goal, point blank) noexcept {
    const situation* s = situation_of(f, t, goal);
    const point offset = blank - t;
    if (!s || absolute(offset.r) > reach || absolute(offset.c) > reach || s->at(offset).length == 0) return nullptr;
    return &s->at(offset);
}

// --- the end of a line: A, B and the blank in the 3x3 (3x2) window, by a table --------------------

// Window cells are numbered r * 3 + c, with c counted from the line's length - 3. On a line of two
// tiles column 0 is off the board; otherwise (0, 0) is a placed tile. A goes to (0, 1), B to (0, 2).
inline constexpr int window_cells = 9;
inline constexpr int a_home = 1;
inline constexpr int b_home = 2;

struct end_table {
    // moves[a][b][g]: moves to finish with A at a, B at b and the blank at g (0xff: impossible state).
    std::uint8_t moves[window_cells][window_cells][window_cells]{};
    bool usable[window_cells]{};
    std::uint8_t longest = 0;
    bool complete = true; // every state finishes
};

constexpr int window_step(int cell, point s, const bool (&usable)[window_cells]) noexcept {
    const int r = cell / 3 + detail::narrow<int>(s.r), c = cell % 3 + detail::narrow<int>(s.c);
    if (r < 0 || r > 2 || c < 0 || c > 2 || !usable[r * 3 + c]) return -1;
    return r * 3 + c;
}

// Breadth-first search backward from the goal states; moves are reversible, so this is the distance.
constexpr end_table make_end_table(bool two_tile_line) {
    end_table t;
    for (int i = 0; i < window_cells; ++i) t.usable[i] = two_tile_line ? i % 3 != 0 : i != 0;
    constexpr std::uint8_t unseen = 0xff;
    for (auto& plane : t.moves)
        for (auto& row : plane)
            for (auto& m : row) m = unseen;
    struct state {
        int a, b, g;
    };
    std::array<state, window_cells * window_cells * window_cells> queue{};
    std::size_t head = 0, tail = 0;
    for (int g = 0; g < window_cells; ++g)
        if (t.usable[g] && g != a_home && g != b_home) {
            t.moves[a_home][b_home][g] = 0;
            queue[tail++] = {a_home, b_home, g};
        }
    while (head < tail) {
        const state s = queue[head++];
        for (point step : steps) {
            const int h = window_step(s.g, step, t.usable);
            if (h < 0) continue;
            const state n{s.a == h ? s.g : s.a, s.b == h ? s.g : s.b, h};
            if (t.moves[n.a][n.b][n.g] == unseen) {
                t.moves[n.a][n.b][n.g] = static_cast<std::uint8_t>(t.moves[s.a][s.b][s.g] + 1);
                if (t.moves[n.a][n.b][n.g] > t.longest) t.longest = t.moves[n.a][n.b][n.g];
                queue[tail++] = n;
            }
        }
    }
    for (int a = 0; a < window_cells; ++a)
        for (int b = 0; b < window_cells; ++b)
            for (int g = 0; g < window_cells; ++g)
                if (t.usable[a] && t.usable[b] && t.usable[g] && a != b && b != g && a != g &&
                    t.moves[a][b][g] == unseen)
                    t.complete = false;
    return t;
}

inline constexpr end_table end_of_line = make_end_table(false);
inline constexpr end_table end_of_two_tile_line = make_end_table(true);
static_assert(end_of_line.complete && end_of_two_tile_line.complete,
              "two tiles can be placed from anywhere in the window");

// The next blank step in the window: to a neighbouring state one move nearer the goal.
constexpr point table_step(const end_table& t, int a, int b, int g) noexcept {
    const std::uint8_t here = t.moves[a][b][g];
    for (point s : steps) {
        const int h = window_step(g, s, t.usable);
        if (h < 0) continue;
        const int na = a == h ? g : a, nb = b == h ? g : b;
        if (t.moves[na][nb][h] + 1 == here) return s;
    }
    return {};
}

// --- the bound ----------------------------------------------------------------------------------

// Moves to place one line of `length` tiles with `depth` rows of room (see constructive_move_bound).
constexpr std::uint64_t line_bound(std::uint64_t depth, std::uint64_t length) noexcept {
    const std::uint64_t span = depth + length; // any walk of the tile or the blank is shorter
    const std::uint64_t per_tile = (span + 4) + 6 * span;
    const std::uint64_t end = 2 * per_tile + end_of_line.longest + 8;
    return (length >= 2 ? length - 2 : 0) * per_tile + end;
}

} // namespace detail::constructive

/// An upper bound on the moves the constructive solver makes on any rows x cols board. Per line of
/// `length` tiles with `depth` rows of room, span = depth + length:
///   - an ordinary tile makes fewer than span steps, each toward home. Before the first the blank walks
///     to it: a shortest path, or two through a waypoint beside the tile, so under span + 4 moves.
///     Before each later step the blank, standing where the tile was, goes round it: at most 4 moves
///     (two legs of two through a corner cell beside the tile), plus the tile's own move; 6 allowed.
///   - the last two: A's walk to the corner and B's into the window cost at most an ordinary tile each
///     (A never leaves the corner until the table takes over); the blank then starts beside B, within
///     8 moves of the window; the table needs at most its longest entry.
///   - the last 2x2 turns at most 6 times.
/// The tests check every solve against it; real counts are 4 to 5 times smaller.
[[nodiscard]] constexpr std::uint64_t constructive_move_bound(std::size_t rows, std::size_t cols) noexcept {
    std::uint64_t h = rows, w = cols, total = 6;
    while (h > 2 || w > 2) {
        if (h >= w) {
            total += detail::constructive::line_bound(h, w);
            --h;
        } else {
            total += detail::constructive::line_bound(w, h);
            --w;
        }
    }
    return total;
}

namespace detail::constructive {

// The strategy's decisions on a board it only reads. Its cache (the unsolved rectangle, the line's
// first cell not home, where the blank and the line's next tiles are) only saves rescans: a fresh
// planner finds the same again, so every decision is a function of the board.
template <class Board>
class planner {
public:
    constexpr explicit planner(const Board& b) : board_(b), solvable_(b.is_solvable()) { reframe(); }

    constexpr direction decide() {
        if (!solvable_) return direction::none;
        advance();
        if (depth_ == 2 && length_ == 2) return last_square();
        if (blank_index_ != board_.blank_index()) {
            blank_index_ = board_.blank_index();
            blank_ = point_of(blank_index_);
        }
        macro_ = nullptr;
        if (next_ >= length_ - 2) {
            step_ = line_end();
        } else {
            const field f{depth_, length_, next_, length_};
            const point t = where(next_), goal{0, next_};
            if constexpr (tabulated) {
                macro_ = replay_of(f, t, goal, blank_);
                step_ = macro_ ? (*macro_)[0] : fast_walk_step(f, t, goal, blank_);
                replayed_ = 1;
            } else {
                step_ = walk_step(f, t, goal, blank_);
            }
        }
        return to_direction(step_);
    }

    // decide(), or the rest of a macro it chose: the solver alone moves the board, so the board is
    // where the macro expects it and decide() would find the same.
    constexpr direction replay_or_decide() {
        if constexpr (tabulated) {
            if (macro_ && replayed_ < macro_->length) {
                step_ = (*macro_)[replayed_++];
                return to_direction(step_);
            }
            if (macro_ && macro_->moves_tile && blank_ - step_ != point{0, next_}) {
                // The replay ended with the tile's move and the tile is not home: decide() would find
                // the same line and tile (where the blank was), so look up the next replay directly.
                const point t = blank_ - step_;
                macro_ = replay_of(field{depth_, length_, next_, length_}, t, {0, next_}, blank_);
                if (macro_) {
                    step_ = (*macro_)[0];
                    replayed_ = 1;
                    return to_direction(step_);
                }
            }
        }
        return decide();
    }

    // Keeps the cache right after the move decide() returned: `tile` went to where the blank was.
    constexpr void moved(std::size_t tile) {
        const std::size_t k = line_cell_of(tile, batch_first_, batch_size_);
        if (k != nowhere) batch_[k - batch_first_] = to_small(blank_);
        blank_ = blank_ + step_;
        blank_index_ = board_.blank_index();
    }

private:
    static constexpr std::size_t nowhere = ~std::size_t{0};

    // The longer side of a compile-time board.
    static constexpr std::size_t longest_static_line() noexcept {
        return Board::static_rows > Board::static_cols ? Board::static_rows : Board::static_cols;
    }

    // The tables serve lines of 2 * margin + 1 tiles or more: small compile-time boards (a
    // microcontroller's) leave them out of the program.
    static constexpr bool tabulated = [] {
        if constexpr (requires { Board::static_rows; }) return longest_static_line() > 2 * margin;
        else return true;
    }();

    // How many of the line's next tiles the cache follows: each batch costs one scan, so large boards
    // want many; a compile-time board needs no more than its longest line.
    static constexpr std::size_t batch_capacity = [] {
        if constexpr (requires { Board::static_rows; }) return longest_static_line();
        else return std::size_t{256};
    }();
    struct small_point {
        std::uint32_t r = 0, c = 0;
    };
    static constexpr small_point to_small(point p) {
        return {static_cast<std::uint32_t>(p.r), static_cast<std::uint32_t>(p.c)};
    }
    static constexpr point to_point(small_point p) { return {static_cast<coord>(p.r), static_cast<coord>(p.c)}; }

    // The frame of the line being placed: the top row of the unsolved rectangle if it has at least
    // as many rows as columns, else its left column.
    constexpr void reframe() {
        const std::size_t rows = board_.rows() - top_, cols = board_.cols() - left_;
        row_line_ = rows >= cols;
        depth_ = static_cast<coord>(row_line_ ? rows : cols);
        length_ = static_cast<coord>(row_line_ ? cols : rows);
        next_ = 0;
        batch_first_ = batch_size_ = 0;
        blank_index_ = nowhere;
    }

    constexpr std::size_t index_of(point p) const {
        const auto r = static_cast<std::size_t>(row_line_ ? p.r : p.c);
        const auto c = static_cast<std::size_t>(row_line_ ? p.c : p.r);
        return (top_ + r) * board_.cols() + left_ + c;
    }
    constexpr point point_of(std::size_t index) const {
        const auto r = static_cast<coord>(index / board_.cols() - top_);
        const auto c = static_cast<coord>(index % board_.cols() - left_);
        return row_line_ ? point{r, c} : point{c, r};
    }
    constexpr bool home(coord i) const { return board_.is_home(index_of({0, i})); }

    // Which of the line cells first, first+1, ... first+count-1 is `tile`'s home, or nowhere. It runs
    // after every move and for every cell of a scan, so it divides only for the few tiles of a column
    // line's batch rows.
    constexpr std::size_t line_cell_of(std::size_t tile, std::size_t first, std::size_t count) const {
        if (tile == 0) return nowhere;
        const std::size_t offset = tile - 1 - index_of({0, static_cast<coord>(first)});
        if (row_line_) return offset < count ? first + offset : nowhere;
        const std::size_t width = board_.cols();
        if (offset >= count * width || offset % width != 0) return nowhere;
        return first + offset / width;
    }

    // Where the tile of line cell i is: from the batch, refilled by one scan of the unsolved part.
    constexpr point where(coord i) {
        const auto cell = static_cast<std::size_t>(i);
        if (cell - batch_first_ >= batch_size_) {
            batch_first_ = cell;
            const std::size_t left = static_cast<std::size_t>(length_) - cell;
            batch_size_ = batch_capacity < left ? batch_capacity : left;
            for (std::size_t r = top_; r < board_.rows(); ++r)
                for (std::size_t c = left_; c < board_.cols(); ++c) {
                    const std::size_t k = line_cell_of(board_.at(r, c), batch_first_, batch_size_);
                    if (k != nowhere) batch_[k - cell] = to_small(point_of(r * board_.cols() + c));
                }
        }
        return to_point(batch_[cell - batch_first_]);
    }

    // Shrinks the unsolved rectangle past finished lines and finds the line's first tile not home.
    constexpr void advance() {
        while (depth_ > 2 || length_ > 2) {
            if (next_ > length_ - 2) next_ = length_ - 2; // the end of a line may have displaced A
            while (next_ < length_ - 2 && home(next_)) ++next_;
            if (next_ < length_ - 2 || !home(length_ - 2) || !home(length_ - 1)) return;
            if (row_line_)
                ++top_;
            else
                ++left_;
            reframe();
        }
    }

    // A local blank step as the direction of the tile that moves.
    constexpr direction to_direction(point s) const {
        const coord dr = row_line_ ? s.r : s.c, dc = row_line_ ? s.c : s.r;
        if (dr > 0) return direction::up;
        if (dr < 0) return direction::down;
        if (dc > 0) return direction::left;
        if (dc < 0) return direction::right;
        return direction::none;
    }

    // The last two tiles of a line: A = cell l-2, B = cell l-1 of the line.
    constexpr point line_end() {
        const coord d = depth_, l = length_;
        const point a = where(l - 2), b = where(l - 1), blank = blank_, corner{0, l - 1};
        const coord window_left = l - 3;
        auto window_cell = [&](point p) {
            const bool inside = p.r <= 2 && p.c >= window_left && (p.c > window_left || (l > 2 && p.r > 0));
            return inside ? detail::narrow<int>(p.r * 3 + (p.c - window_left)) : -1;
        };
        const int wa = window_cell(a), wb = window_cell(b), wg = window_cell(blank);
        if (wa >= 0 && wb >= 0 && wg >= 0)
            return table_step(l == 2 ? end_of_two_tile_line : end_of_line, wa, wb, wg);
        if (a != corner) return walk_step(field{d, l, l - 2, l}, a, corner, blank);
        const field parked{d, l, l - 2, l - 1}; // A waits in the corner
        const coord near_c = window_left < 0 ? 0 : window_left;
        if (wb < 0) {
            const point goal{b.r < 1 ? 1 : (b.r > 2 ? 2 : b.r), b.c < near_c ? near_c : b.c};
            return walk_step(parked, b, goal, blank);
        }
        // A and B wait in the window: bring the blank to its nearest free cell.
        point target{};
        coord best = -1;
        for (coord r = 1; r <= 2; ++r)
            for (coord c = near_c; c < l; ++c) {
                const point p{r, c};
                if (p != b && (best < 0 || manhattan(blank, p) < best)) {
                    target = p;
                    best = manhattan(blank, p);
                }
            }
        return blank_step(parked, blank, target, b);
    }

    // The last 2x2 holds three tiles in a cycle: turn them the shorter way round.
    constexpr direction last_square() const {
        const std::size_t r = board_.rows() - 2, c = board_.cols() - 2;
        // The square's cells clockwise: top-left, top-right, bottom-right, bottom-left.
        const std::size_t square[4] = {r * board_.cols() + c, r * board_.cols() + c + 1,
                                     (r + 1) * board_.cols() + c + 1, (r + 1) * board_.cols() + c};
        std::size_t tiles[4]{}, blank = 0;
        for (std::size_t i = 0; i < 4; ++i) {
            tiles[i] = board_[square[i]];
            if (tiles[i] == 0) blank = i;
        }
        auto solved = [&](const std::size_t(&t)[4]) {
            for (std::size_t i = 0; i < 4; ++i)
                if (t[i] != board_.goal_tile(square[i])) return false;
            return true;
        };
        // Moving the blank clockwise k times; 12 turns bring everything back.
        std::size_t turns = 0, g = blank;
        std::size_t t[4] = {tiles[0], tiles[1], tiles[2], tiles[3]};
        while (!solved(t) && turns < 12) {
            const std::size_t h = (g + 1) % 4;
            t[g] = t[h];
            t[h] = 0;
            g = h;
            ++turns;
        }
        if (turns == 0 || turns == 12) return direction::none;
        const bool clockwise = turns <= 6;
        const std::size_t to = clockwise ? (blank + 1) % 4 : (blank + 3) % 4;
        const cell from_cell = board_.to_cell(square[blank]), to_cell = board_.to_cell(square[to]);
        if (to_cell.row > from_cell.row) return direction::up;
        if (to_cell.row < from_cell.row) return direction::down;
        if (to_cell.col > from_cell.col) return direction::left;
        return direction::right;
    }

    const Board& board_;
    bool solvable_;
    std::size_t top_ = 0, left_ = 0; // the unsolved rectangle's top-left corner
    bool row_line_ = true;           // the line is its top row (else its left column)
    coord depth_ = 0, length_ = 0;   // the rectangle in the line's frame
    coord next_ = 0;                 // the line's first cell not home, as far as known
    std::size_t blank_index_ = nowhere;
    point blank_{}, step_{};         // the blank in the line's frame, and its last step
    const replay* macro_ = nullptr;  // the decisions being replayed
    int replayed_ = 0;               // how many of them were played
    std::size_t batch_first_ = 0, batch_size_ = 0;
    std::array<small_point, batch_capacity> batch_{}; // where line cells batch_first_... have their tiles
};

} // namespace detail::constructive

/// Plays the constructive strategy on `b` in place: next() makes one move and returns it, or returns
/// direction::none (and moves nothing) once the board is solved, or at once if it is unsolvable.
/// Memory: the board plus a few hundred bytes; moves are streamed, never stored. Only the solver may
/// move the board while it plays (its cache follows its own moves); after other moves start a new
/// solver, or ask hint(), which always looks afresh.
template <class Board>
class constructive_solver {
public:
    /// A solver that plays on `b` (kept by reference: it must outlive the solver).
    constexpr explicit constructive_solver(Board& b) : board_(b), planner_(b) {}

    /// Makes the next move on the board and returns it; direction::none, moving nothing, once solved
    /// (or at once when unsolvable). Amortised O(1) a move; the whole solve is O(n^1.5) moves for n cells.
    constexpr direction next() {
        const direction d = planner_.replay_or_decide();
        if (d == direction::none) return d;
        const std::size_t old_blank = board_.blank_index();
        board_.move(d);
        planner_.moved(board_[old_blank]);
        return d;
    }

private:
    Board& board_;
    detail::constructive::planner<Board> planner_;
};

/// The constructive strategy's next move on `b`: direction::none if it is solved or unsolvable.
template <class Board>
[[nodiscard]] constexpr direction hint(const Board& b) {
    return detail::constructive::planner<Board>(b).decide();
}

} // namespace npuzzle
