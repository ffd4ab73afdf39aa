// SPDX-License-Identifier: MIT
/// \file
/// The computer player of the m,n,k game. One search serves every board: alpha-beta (negamax) with
/// a transposition table, deepened one ply at a time until the game is solved or the think budget
/// runs out. Where the whole game tree fits (3x3, 4x4) it plays perfectly; on larger boards it looks
/// as far as the budget allows and judges the horizon by the open lines. Hosted: the transposition
/// table lives on the heap and the time budget reads std::chrono::steady_clock.
#pragma once

#include <npuzzle/core/narrow.hpp>
#include <npuzzle/core/random.hpp>
#include <npuzzle/mnk/board.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

namespace npuzzle {

/// How long the computer may think: search nodes and wall-clock milliseconds, whichever runs out
/// first (a front end's frame never waits longer). The default thinks until the game is solved:
/// meant for boards whose tree fits (3x3, 4x4); give larger boards a budget.
struct think_budget {
    /// At most this many search nodes.
    std::uint64_t nodes = std::numeric_limits<std::uint64_t>::max();
    /// At most this many milliseconds of wall-clock time.
    std::uint64_t milliseconds = std::numeric_limits<std::uint64_t>::max();
};

/// The result for the player to move with best play from both sides, when the search proved it.
enum class forecast : std::uint8_t { unknown, win, draw, loss };

/// "unknown", "win", "draw" or "loss".
[[nodiscard]] constexpr std::string_view to_string(forecast f) noexcept {
    switch (f) {
    case forecast::unknown: return "unknown";
    case forecast::win: return "win";
    case forecast::draw: return "draw";
    case forecast::loss: return "loss";
    }
    return "unknown";
}

/// What the computer chose, and what it knows about the position.
struct think_result {
    /// The chosen cell.
    cell move{};
    /// The result with best play, when proved (unknown when the budget ran out first).
    forecast outcome = forecast::unknown;
    std::int64_t score = 0;  ///< for the player to move: above 0 is good for them
    std::size_t depth = 0;   ///< plies of the deepest finished search (0: the move came from the ordering alone)
    std::uint64_t nodes = 0; ///< search nodes spent, never more than the budget's
};

/// The computer player: iterative-deepening alpha-beta with a transposition table and the board's
/// symmetries; think() picks a move within a budget. Hosted (its table is on the heap).
class mnk_player {
public:
    /// A transposition table of 2^table_bits entries, 24 bytes each (the default: 24 MiB). It is kept
    /// from move to move while the board's shape stays the same.
    explicit mnk_player(unsigned table_bits = 20)
        : table_(std::size_t{1} << std::min(table_bits, 30u)), mask_(table_.size() - 1) {}

    /// The move for whoever is to move on `board` (basic_mnk or mnk), or nothing when the game is over.
    template <class Board>
    std::optional<think_result> think(const Board& board, think_budget budget = {}) {
        const auto start = std::chrono::steady_clock::now();
        if (board.is_over()) return std::nullopt;
        if (board.rows() != rows_ || board.cols() != cols_ || board.k() != k_)
            set_shape(board.rows(), board.cols(), board.k());
        load(board.marks());
        const auto allowed = std::chrono::duration_cast<std::chrono::steady_clock::duration>(
            std::chrono::milliseconds(std::min<std::uint64_t>(budget.milliseconds, 1'000'000'000)));
        deadline_ = start + allowed;
        node_limit_ = budget.nodes;
        nodes_ = 0;
        aborted_ = false;
        return search_root();
    }

    /// Forgets every position searched so far.
    void clear() { std::fill(table_.begin(), table_.end(), entry{}); }

private:
    using score_t = std::int64_t;
    static constexpr score_t infinity = std::numeric_limits<score_t>::max() / 2;
    /// A win when the game ends with n marks on the board scores win_score - n: sooner is better,
    /// and the score depends on the position alone, so the table can keep it.
    static constexpr score_t win_score = score_t{1} << 60;
    static constexpr std::uint16_t no_move = 0xffff;
    /// Boards up to this many cells consider every empty cell (so the search can prove results);
    /// larger ones only cells within `reach` steps of a mark.
    static constexpr std::size_t full_width_cells = 16;
    static constexpr std::ptrdiff_t reach = 2;

    enum class bound : std::uint8_t { none, exact, lower, upper };
    struct entry {
        std::uint64_t key = 0;
        score_t score = 0;
        std::uint16_t depth = 0;
        std::uint16_t move = no_move;
        bound kind = bound::none;
    };
    struct scored_move {
        std::uint16_t cell;
        score_t priority;
    };
    /// What the lines through the empty cells say before any move is searched.
    enum class threat : std::uint8_t { none, win_now, lost };

    /// --- the board as the search sees it ----------------------------------------------------
    void set_shape(std::size_t rows, std::size_t cols, std::size_t k) {
        rows_ = rows;
        cols_ = cols;
        k_ = k;
        cells_ = rows * cols;
        full_width_ = cells_ <= full_width_cells;
        lines_.clear();
        for_each_mnk_line(rows, cols, k, [&](const mnk_line& l) { lines_.push_back(l); });
        // Each cell's lines, as one flat list with offsets.
        line_offsets_.assign(cells_ + 1, 0);
        for (const mnk_line& l : lines_)
            for (std::size_t i = 0; i < l.length; ++i) ++line_offsets_[index(l.at(i)) + 1];
        for (std::size_t c = 0; c < cells_; ++c) line_offsets_[c + 1] += line_offsets_[c];
        cell_lines_.assign(line_offsets_[cells_], 0);
        std::vector<std::uint32_t> filled(line_offsets_.begin(), line_offsets_.end() - 1);
        for (std::uint32_t id = 0; id < lines_.size(); ++id)
            for (std::size_t i = 0; i < lines_[id].length; ++i) cell_lines_[filled[index(lines_[id].at(i))]++] = id;
        // A line holding c marks of one player and none of the other is worth 8^c (capped so the
        // sum over every line stays far below a win).
        weight_.assign(k + 1, 0);
        for (std::size_t c = 1; c <= k; ++c) weight_[c] = score_t{1} << std::min<std::size_t>(3 * c, 36);
        // Keys drawn from a stream of the shape's own: the table keeps other shapes' entries, and
        // their keys will not match (so switching games costs no table clearing).
        pcg32 rng(0x6d6e6b, (std::uint64_t{rows} << 32) | (std::uint64_t{cols} << 16) | k);
        zobrist_.resize(2 * cells_);
        for (auto& z : zobrist_) z = (std::uint64_t{rng()} << 32) | rng();
        // The board's symmetries, as cell permutations: flips and half turn, and on a square board
        // also the quarter turns and diagonal flips.
        symmetries_.clear();
        inverses_.clear();
        const std::size_t count = rows == cols ? 8 : 4;
        for (std::size_t s = 0; s < count; ++s) {
            std::vector<std::uint16_t> image(cells_);
            for (std::size_t r = 0; r < rows; ++r)
                for (std::size_t c = 0; c < cols; ++c) {
                    const bool transpose = s >= 4, flip_rows = s & 1, flip_cols = s & 2;
                    std::size_t r2 = flip_rows ? rows - 1 - r : r, c2 = flip_cols ? cols - 1 - c : c;
                    if (transpose) std::swap(r2, c2);
                    image[r * cols + c] = static_cast<std::uint16_t>(r2 * cols + c2);
                }
            std::vector<std::uint16_t> back(cells_);
            for (std::size_t at = 0; at < cells_; ++at) back[image[at]] = static_cast<std::uint16_t>(at);
            symmetries_.push_back(std::move(image));
            inverses_.push_back(std::move(back));
        }
        hashes_.assign(count, 0);
        plies_.assign(cells_ + 1, {});
    }

    std::size_t index(cell c) const noexcept { return c.row * cols_ + c.col; }

    void load(std::span<const mark> marks) {
        side_of_.assign(cells_, empty_side);
        counts_.assign(lines_.size(), {0, 0});
        near_.assign(cells_, 0);
        placed_ = 0;
        std::fill(hashes_.begin(), hashes_.end(), 0);
        eval_x_ = 0;
        open_ = {lines_.size(), lines_.size()};
        for (std::size_t i = 0; i < cells_; ++i)
            if (marks[i] != mark::empty) play(static_cast<std::uint16_t>(i), marks[i] == mark::x ? 0 : 1);
    }

    /// A line's worth to X: open to one player only, it counts for them.
    score_t line_value(const std::array<std::uint8_t, 2>& n) const noexcept {
        return n[1] == 0 ? weight_[n[0]] : n[0] == 0 ? -weight_[n[1]] : 0;
    }

    void play(std::uint16_t at, int side) { update(at, side, +1); }
    void unplay(std::uint16_t at, int side) { update(at, side, -1); }

    void update(std::uint16_t at, int side, int sign) {
        for (std::uint32_t i = line_offsets_[at]; i < line_offsets_[at + 1]; ++i) {
            auto& n = counts_[cell_lines_[i]];
            eval_x_ -= line_value(n);
            open_[0] -= n[1] == 0;
            open_[1] -= n[0] == 0;
            n[static_cast<std::size_t>(side)] = static_cast<std::uint8_t>(n[static_cast<std::size_t>(side)] + sign);
            eval_x_ += line_value(n);
            open_[0] += n[1] == 0;
            open_[1] += n[0] == 0;
        }
        side_of_[at] = sign > 0 ? static_cast<std::uint8_t>(side) : empty_side;
        for (std::size_t s = 0; s < symmetries_.size(); ++s)
            hashes_[s] ^= zobrist_[2 * symmetries_[s][at] + static_cast<std::size_t>(side)];
        placed_ = sign > 0 ? placed_ + 1 : placed_ - 1;
        if (full_width_) return;
        const auto r = static_cast<std::ptrdiff_t>(at / cols_), c = static_cast<std::ptrdiff_t>(at % cols_);
        for (std::ptrdiff_t dr = -reach; dr <= reach; ++dr)
            for (std::ptrdiff_t dc = -reach; dc <= reach; ++dc) {
                const std::ptrdiff_t nr = r + dr, nc = c + dc;
                if (nr >= 0 && nc >= 0 && nr < static_cast<std::ptrdiff_t>(rows_) && nc < static_cast<std::ptrdiff_t>(cols_))
                    {
                    auto& near = near_[static_cast<std::size_t>(nr) * cols_ + static_cast<std::size_t>(nc)];
                    near = static_cast<std::int16_t>(near + (sign > 0 ? 1 : -1));
                }
            }
    }

    /// Symmetric positions share one table entry: the key is the smallest hash over the
    /// symmetries, and `frame` the symmetry that gives it (moves are stored in its frame).
    std::pair<std::uint64_t, std::size_t> table_key() const noexcept {
        std::size_t frame = 0;
        for (std::size_t s = 1; s < hashes_.size(); ++s)
            if (hashes_[s] < hashes_[frame]) frame = s;
        return {hashes_[frame], frame};
    }

    int mover() const noexcept { return static_cast<int>(placed_ % 2); }
    score_t static_eval() const noexcept { return mover() == 0 ? eval_x_ : -eval_x_; }
    score_t win_in(std::size_t plies) const noexcept { return win_score - static_cast<score_t>(placed_ + plies); }
    bool decisive(score_t s) const noexcept { return s > win_score - 2 * static_cast<score_t>(cells_) - 2 || s < -win_score + 2 * static_cast<score_t>(cells_) + 2; }

    /// The candidate moves, best first (the table's move leads): lines the move extends for the
    /// mover or spoils for the opponent. A winning move, or the opponent's winning cells, cut the
    /// list short: they are the only moves worth searching.
    threat generate(std::vector<scored_move>& moves, std::uint16_t hint) const {
        moves.clear();
        const auto me = static_cast<std::size_t>(mover()), them = 1 - me;
        std::uint16_t block = no_move;
        std::size_t blocks = 0;
        for (std::size_t at = 0; at < cells_; ++at) {
            if (side_of_[at] != empty_side || !(full_width_ || near_[at] > 0)) continue;
            score_t priority = 0;
            bool wins = false, must_block = false;
            for (std::uint32_t i = line_offsets_[at]; i < line_offsets_[at + 1]; ++i) {
                const auto& n = counts_[cell_lines_[i]];
                if (n[them] == 0) {
                    priority += weight_[n[me] + 1u] - weight_[n[me]];
                    wins |= n[me] + 1u == k_;
                }
                if (n[me] == 0) {
                    priority += weight_[n[them] + 1u] - weight_[n[them]];
                    must_block |= n[them] + 1u == k_;
                }
            }
            const auto here = static_cast<std::uint16_t>(at);
            if (wins) {
                moves.assign(1, {here, 0});
                return threat::win_now;
            }
            if (must_block) {
                block = here;
                ++blocks;
            }
            moves.push_back({here, at == hint ? infinity : priority});
        }
        if (blocks > 0) {
            // Any other move loses at once; with two cells to block, the next move wins anyway.
            moves.assign(1, {block, 0});
            return blocks > 1 ? threat::lost : threat::none;
        }
        // Only an empty large board has no cell near a mark (on a grid, an empty cell and a mark
        // always have an empty cell next to a mark between them): open in the centre.
        if (moves.empty()) moves.push_back({static_cast<std::uint16_t>((rows_ / 2) * cols_ + cols_ / 2), 0});
        std::stable_sort(moves.begin(), moves.end(),
                         [](const scored_move& a, const scored_move& b) { return a.priority > b.priority; });
        return threat::none;
    }

    bool out_of_budget() {
        if (aborted_) return true;
        if (nodes_ >= node_limit_ || ((nodes_ & 255) == 0 && std::chrono::steady_clock::now() >= deadline_))
            aborted_ = true;
        return aborted_;
    }

    /// Negamax: the score for the player to move, searching `depth` plies.
    score_t search(std::size_t depth, score_t alpha, score_t beta, std::size_t ply) {
        if (out_of_budget()) return 0;
        ++nodes_;
        const std::size_t empties = cells_ - placed_;
        // A player with no line left to fill can at best draw: the full board, or nobody to win, is
        // a draw; one side unable to win bounds the score by 0.
        const int me = mover();
        if (empties == 0 || (open_[0] == 0 && open_[1] == 0)) return 0;
        if ((open_[static_cast<std::size_t>(me)] == 0 && alpha >= 0) || (open_[static_cast<std::size_t>(1 - me)] == 0 && beta <= 0))
            return 0;
        // Searching deeper than the game lasts finds the same: such results are exact at any depth.
        depth = std::min(depth, empties);
        const auto [key, frame] = table_key();
        const std::vector<std::uint16_t>& to_frame = symmetries_[frame];
        entry& e = table_[detail::narrow<std::size_t>(key & mask_)];
        std::uint16_t hint = no_move;
        if (e.key == key && e.kind != bound::none) {
            // The entry's move is in the frame of the symmetric position that stored it.
            if (e.move != no_move) hint = inverses_[frame][e.move];
            if (e.depth >= depth && (e.kind == bound::exact || (e.kind == bound::lower && e.score >= beta) ||
                                     (e.kind == bound::upper && e.score <= alpha)))
                return e.score;
        }
        if (depth == 0) return static_eval();
        auto& moves = plies_[ply];
        const threat t = generate(moves, hint);
        if (t == threat::win_now) return win_in(1);
        if (t == threat::lost) return -win_in(2);
        const score_t first_alpha = alpha;
        score_t best = -infinity;
        std::uint16_t best_move = moves.front().cell;
        for (const scored_move& m : moves) {
            play(m.cell, mover());
            const score_t s = -search(depth - 1, -beta, -alpha, ply + 1);
            unplay(m.cell, 1 - mover());
            if (aborted_) return 0;
            if (s > best) {
                best = s;
                best_move = m.cell;
            }
            alpha = std::max(alpha, s);
            if (alpha >= beta) break;
        }
        const bound kind = best <= first_alpha ? bound::upper : best >= beta ? bound::lower : bound::exact;
        table_[detail::narrow<std::size_t>(key & mask_)] = {key, best, static_cast<std::uint16_t>(depth), to_frame[best_move], kind};
        return best;
    }

    /// Deepens one ply at a time until the result is proven or the budget runs out; the move of the
    /// deepest finished search is played (the ordering's favourite if none finished).
    think_result search_root() {
        std::vector<scored_move> moves;
        const threat t = generate(moves, no_move);
        const auto cell_of = [this](std::uint16_t at) { return cell{at / cols_, at % cols_}; };
        think_result r{cell_of(moves.front().cell), forecast::unknown, 0, 0, 0};
        if (t == threat::win_now) {
            r.outcome = forecast::win;
            r.score = win_in(1);
            return r;
        }
        if (t == threat::lost) {
            r.outcome = forecast::loss;
            r.score = -win_in(2);
            return r;
        }
        const std::size_t empties = cells_ - placed_;
        for (std::size_t depth = 1; depth <= empties; ++depth) {
            score_t best = -infinity;
            std::uint16_t best_move = moves.front().cell;
            for (const scored_move& m : moves) {
                play(m.cell, mover());
                const score_t s = -search(depth - 1, -infinity, -best, 1);
                unplay(m.cell, 1 - mover());
                if (aborted_) break;
                if (s > best) {
                    best = s;
                    best_move = m.cell;
                }
            }
            if (aborted_) break;
            r = {cell_of(best_move), forecast::unknown, best, depth, nodes_};
            // The next, deeper search tries this move first.
            std::stable_partition(moves.begin(), moves.end(), [&](const scored_move& m) { return m.cell == best_move; });
            if (decisive(best) || (full_width_ && depth == empties)) break;
        }
        r.nodes = nodes_;
        if (decisive(r.score)) r.outcome = r.score > 0 ? forecast::win : forecast::loss;
        else if (full_width_ && r.depth == empties) r.outcome = forecast::draw;
        return r;
    }

    static constexpr std::uint8_t empty_side = 2;

    std::size_t rows_ = 0, cols_ = 0, k_ = 0, cells_ = 0;
    bool full_width_ = true;
    std::vector<mnk_line> lines_;
    std::vector<std::uint32_t> line_offsets_, cell_lines_;
    std::vector<score_t> weight_;
    std::vector<std::uint64_t> zobrist_;
    std::vector<std::vector<std::uint16_t>> symmetries_, inverses_;
    std::vector<std::vector<scored_move>> plies_;

    std::vector<std::uint8_t> side_of_; ///< 0 X, 1 O, empty_side
    std::vector<std::array<std::uint8_t, 2>> counts_; ///< each line's marks of X and of O
    std::vector<std::int16_t> near_;  ///< marks within `reach` of each cell
    std::size_t placed_ = 0;
    std::array<std::size_t, 2> open_{}; ///< lines X, and O, could still fill
    std::vector<std::uint64_t> hashes_; ///< the position's hash seen through each symmetry
    score_t eval_x_ = 0;

    std::vector<entry> table_;
    std::size_t mask_;
    std::uint64_t nodes_ = 0, node_limit_ = 0;
    std::chrono::steady_clock::time_point deadline_{};
    bool aborted_ = false;
};

} // namespace npuzzle
