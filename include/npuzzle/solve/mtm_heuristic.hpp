// SPDX-License-Identifier: MIT
// The estimate of an MTM search (metric.hpp): the largest of its MTM pattern databases'
// (mtm_pattern_database.hpp) and of the Manhattan distance divided by the most tiles one move
// shifts. Both are admissible, so their max is: a jump along a row or column shifts at most
// max(rows, cols) - 1 tiles one cell each, lowering the Manhattan distance by at most that much.
// The tables for a shape are built once a process and shared.
#pragma once

#include <npuzzle/solve/mtm_pattern_database.hpp>
#include <npuzzle/solve/search_board.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace npuzzle::solve {

using mtm_tables = std::vector<std::shared_ptr<const mtm_pattern_database>>;

/// The patterns for a rows x cols board: tiles 1..n-1 in reading order, in groups as large as keep a
/// table within 2^23 entries (8 MiB): 3x3 and 2x4, one exact table of n-2 tiles; 4x4, 5-5-5. None
/// beyond 64 cells.
[[nodiscard]] inline std::vector<std::vector<std::uint32_t>> mtm_patterns(std::uint32_t rows, std::uint32_t cols) {
    const std::uint32_t n = rows * cols;
    if (n < 3 || n > 64) return {};
    std::uint32_t group = 1; // tiles a table; its states place them and the blank
    auto entries = [n](std::uint32_t tiles) {
        std::uint64_t e = 1;
        for (std::uint32_t i = 0; i <= tiles; ++i) e *= n - i;
        return e;
    };
    while (group + 1 <= n - 2 && entries(group + 1) <= (std::uint64_t{1} << 23)) ++group;
    std::vector<std::vector<std::uint32_t>> patterns;
    for (std::uint32_t first = 1; first <= (group == n - 2 ? 1 : n - 1); first += group) {
        patterns.emplace_back();
        for (std::uint32_t t = first; t < first + group && t <= n - 1; ++t) patterns.back().push_back(t);
    }
    return patterns;
}

/// The tables of mtm_patterns(rows, cols), built on first use and kept for the process. Each build
/// (seconds on 4x4) is reported to `log`, one line before and one after, as pattern databases are
/// (pattern_cache.hpp); nothing when it is null.
[[nodiscard]] inline mtm_tables shared_mtm_tables(std::uint32_t rows, std::uint32_t cols, std::ostream* log = nullptr) {
    static std::mutex guard;
    static std::map<std::pair<std::uint32_t, std::uint32_t>, mtm_tables> built;
    const std::lock_guard lock(guard);
    auto [at, fresh] = built.try_emplace({rows, cols});
    if (!fresh) return at->second;
    for (auto& tiles : mtm_patterns(rows, cols)) {
        const std::string name = "mtm pattern database " + std::to_string(rows) + "x" + std::to_string(cols) + " tiles " +
                                 std::to_string(tiles.front()) + "-" + std::to_string(tiles.back());
        if (log) *log << name << ": building it (kept in memory)" << std::endl;
        const auto start = std::chrono::steady_clock::now();
        auto table = std::make_shared<const mtm_pattern_database>(rows, cols, std::move(tiles));
        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
        if (log)
            *log << "  " << table->entries() << " entries in " << took.count() << " s, deepest "
                 << unsigned{table->deepest()} << " moves" << std::endl;
        at->second.push_back(std::move(table));
    }
    return at->second;
}

/// The multi-tile metric's estimate: the largest of its tables' (see above).
class mtm_heuristic {
public:
    /// For boards of `board`'s shape, reading `tables` (shared_mtm_tables()).
    mtm_heuristic(const search_board& board, mtm_tables tables)
        : tables_(std::move(tables)), longest_jump_(std::max(board.rows(), board.cols()) - 1) {}

    /// Read from scratch: a jump moves up to max(rows, cols) - 1 tiles, and a table's index is cheap to
    /// recompute next to what an incremental update of several tiles would take.
    unsigned estimate(const search_board& b) const noexcept {
        unsigned manhattan = 0;
        for (std::uint32_t t = 1; t < b.size(); ++t) manhattan += static_cast<unsigned>(b.distance(t, b.cell_of(t)));
        unsigned h = (manhattan + longest_jump_ - 1) / longest_jump_;
        for (const auto& table : tables_)
            h = std::max<unsigned>(h, table->estimate([&](std::uint32_t tile) { return b.cell_of(tile); }));
        return h;
    }

private:
    mtm_tables tables_;
    unsigned longest_jump_;
};

} // namespace npuzzle::solve
