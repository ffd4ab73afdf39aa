// SPDX-License-Identifier: MIT
// Additive disjoint pattern databases (Korf and Felner 2002). A pattern is a set of tiles; its
// database holds, for every placement of those tiles, the fewest moves *of those tiles* that bring
// them home, the other tiles being free to move at no cost. Patterns that share no tile add up.
// This file is the table and what it means; the numbering of placements is placement_index.hpp, the
// breadth-first search that fills it pattern_builder.hpp, its file pattern_file.hpp, the cache of
// standard sets pattern_cache.hpp and the heuristic that reads it additive_pdb.hpp.
//
// Entries are packed 4 bits: a pattern's moves minus its tiles' Manhattan distance is even (each
// move of a pattern tile changes it by one), so the entry is half of that excess, at most 15 (larger
// excesses are clamped, which keeps the estimate admissible). The estimate is the board's Manhattan
// distance plus twice the sum of the entries. An entry is the fewest moves over every blank region,
// so the estimate is admissible but not always consistent (a move can lower it by 3); IDA* needs
// only admissibility.
//
// A pattern may name the blank too (tile 0, first): its table then keeps an entry for every placement
// and every region of empty cells the blank may be in (the fewest moves with the blank in that region,
// blank_regions.hpp), not the fewest over all regions: Clausecker and Reinefeld's zero-aware tables.
// Never lower, often 2 higher: the 7 tiles of the bottom rows home with the blank above them still
// need the blank brought down past them. A placement's entries are side by side, as many as the most
// regions k tiles leave on the board (5 for 6 tiles on 5x5 against 19 empty cells; 7 and 8 for 7 and 8
// on 4x4, a checkerboard, against 9 and 8), numbered by their
// lowest cell; the slots a placement has fewer regions for stay 0 and are never read.
#pragma once

#include <npuzzle/core/assert.hpp>
#include <npuzzle/core/error.hpp>
#include <npuzzle/solve/blank_regions.hpp>
#include <npuzzle/solve/large_array.hpp>
#include <npuzzle/solve/pattern_builder.hpp>
#include <npuzzle/solve/pattern_check.hpp>
#include <npuzzle/solve/pattern_file.hpp>
#include <npuzzle/solve/placement_index.hpp>
#include <npuzzle/solve/portable.hpp>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace npuzzle::solve {

/// One pattern's database (see above): built, or read from its file.
class pattern_database {
public:
    /// Bump whenever the meaning or layout of the table changes: older files are then rebuilt. Tables
    /// kept by the blank have their own: version 1 kept an entry per empty cell, 2 per region (only
    /// their layout changed, so the other tables' files stay good).
    static constexpr std::uint64_t format_version = 1;
    static constexpr std::uint64_t by_blank_format_version = 2; ///< see format_version

    /// Whether `tiles` (distinct, 1..n-1, optionally with a 0 first for the blank) is a pattern a
    /// database can be made of on a rows x cols board: 4 to 64 cells, at least 1 tile and at most 32
    /// empty cells.
    [[nodiscard]] static bool pattern_fits(std::uint32_t rows, std::uint32_t cols, const std::vector<std::uint32_t>& tiles) {
        const std::uint64_t n = std::uint64_t{rows} * cols;
        const std::size_t blank = !tiles.empty() && tiles.front() == 0 && tiles.size() > 1 ? 1 : 0;
        const std::size_t k = tiles.size() - blank;
        if (rows < 2 || cols < 2 || n > 64 || k == 0 || n - k > 32) return false;
        std::vector<bool> seen(n);
        for (std::size_t i = blank; i < tiles.size(); ++i) {
            if (tiles[i] == 0 || tiles[i] >= n || seen[tiles[i]]) return false;
            seen[tiles[i]] = true;
        }
        return true;
    }

    /// Builds the database of `tiles` on a rows x cols board by breadth-first search on `threads`
    /// threads. The pattern must fit (pattern_fits): the library's patterns are the fixed standard sets
    /// (checked by its tests) and nothing a user types reaches here, so a pattern that does not fit is
    /// the calling code's mistake and NPUZZLE_ASSERT stops it. std::bad_alloc when memory runs out.
    [[nodiscard]] static pattern_database build(std::uint32_t rows, std::uint32_t cols, std::vector<std::uint32_t> tiles,
                                  unsigned threads = 2, pdb_build_stats* stats = nullptr) {
        pattern_database db(rows, cols, std::move(tiles));
        pattern_builder(db.index_, rows, cols, db.tiles_, db.by_blank_, db.slots_, db.table_).run(std::max(threads, 1u), stats);
        return db;
    }

    /// The database of `tiles` (which must fit, as for build()) read from `path`, or why the file cannot
    /// be trusted: missing, another version or pattern (stale), short, long, failing its checksum, or
    /// with entries that contradict one another (inconsistent; `how`: pattern_check.hpp, which says
    /// what it costs).
    [[nodiscard]] static result<pattern_database, load_error> load(const std::filesystem::path& path, std::uint32_t rows,
                                                     std::uint32_t cols, std::vector<std::uint32_t> tiles,
                                                     table_check how = table_check::sampled) {
        pattern_database db(rows, cols, std::move(tiles), false); // the file fills the table
        return std::move(db).checked(pattern_file::load(path, db.header(), db.table_), path, how);
    }

    /// The same from a file's bytes in memory (the web page's hint worker keeps them in IndexedDB),
    /// checked as a file is; the message names file_name().
    [[nodiscard]] static result<pattern_database, load_error> load(std::span<const std::uint8_t> bytes, std::uint32_t rows,
                                                     std::uint32_t cols, std::vector<std::uint32_t> tiles,
                                                     table_check how = table_check::sampled) {
        pattern_database db(rows, cols, std::move(tiles), false); // the bytes fill the table
        const std::string name = db.file_name();
        return std::move(db).checked(pattern_file::load(bytes, name, db.header(), db.table_), name, how);
    }

    /// Writes the database to `path` (pattern_file.hpp: whole or not at all); nothing, or why not.
    [[nodiscard]] std::optional<save_error> save(const std::filesystem::path& path) const {
        return pattern_file::save(path, header(), table_);
    }

    /// The bytes save() writes to its file, handed to `sink(const char* bytes, std::size_t n)`.
    template <class Write>
    void write(Write&& sink) const {
        pattern_file::write(std::forward<Write>(sink), header(), table_);
    }

    /// "4x4-1-2-3-4-5-6-7-8.pdb": the file of this pattern in a cache directory.
    [[nodiscard]] static std::string file_name(std::uint32_t rows, std::uint32_t cols, const std::vector<std::uint32_t>& tiles) {
        std::string name = std::to_string(rows) + "x" + std::to_string(cols);
        for (std::uint32_t t : tiles) {
            name += '-';
            name += std::to_string(t);
        }
        return name + ".pdb";
    }
    /// This database's file name (as the static file_name()).
    [[nodiscard]] std::string file_name() const { return file_name(rows_, cols_, pattern()); }

    /// The tiles as named: with a 0 first when the blank counts.
    [[nodiscard]] std::vector<std::uint32_t> pattern() const {
        std::vector<std::uint32_t> named(tiles_.size() + (by_blank_ ? 1 : 0), 0);
        std::copy(tiles_.begin(), tiles_.end(), named.end() - static_cast<std::ptrdiff_t>(tiles_.size()));
        return named;
    }

    std::uint32_t rows() const noexcept { return rows_; } ///< the board's rows
    std::uint32_t cols() const noexcept { return cols_; } ///< the board's columns
    const std::vector<std::uint32_t>& tiles() const noexcept { return tiles_; } ///< the pattern's tiles, the blank never among them
    bool by_blank() const noexcept { return by_blank_; } ///< whether entries are kept by the blank's region
    /// Entries per placement: 1, or with the blank, the most regions its tiles leave (blank_regions::most;
    /// the blank's region's number is its slot).
    std::uint32_t slots() const noexcept { return slots_; }
    std::uint64_t entries() const noexcept { return entries_; } ///< entries in the table
    std::uint64_t table_bytes() const noexcept { return table_.size(); } ///< bytes the table takes (two entries a byte)

    /// Half the excess over Manhattan distance of the placement `index` (see index()); with the blank,
    /// of entry index * slots() + the number of the blank's region.
    unsigned excess(std::uint64_t index) const noexcept { return excess(table_.data(), index); }
    /// The same on the packed entries themselves (entries_data()), for a search that keeps the pointer
    /// at hand instead of reaching it through the database at every lookup.
    static unsigned excess(const std::uint8_t* entries, std::uint64_t index) noexcept {
        return (entries[index >> 1] >> ((index & 1) * 4)) & 0xfu;
    }
    /// Asks for entry `index`'s cache line ahead of its lookup.
    static void prefetch(const std::uint8_t* entries, std::uint64_t index) noexcept { detail::prefetch(&entries[index >> 1]); }
    const std::uint8_t* entries_data() const noexcept { return table_.data(); } ///< the packed entries, for excess(entries, i)

    /// How the placements are numbered (placement_index.hpp); index() numbers one.
    const placement_index& placements() const noexcept { return index_; }
    /// The number of the placement where the pattern's i-th tile stands on `cell_of(i)`.
    template <class CellOf>
    std::uint64_t index(CellOf&& cell_of) const noexcept {
        return index_.index(std::forward<CellOf>(cell_of));
    }

private:
    pattern_database(std::uint32_t rows, std::uint32_t cols, std::vector<std::uint32_t> tiles, bool zeroed = true)
        : rows_(rows), cols_(cols), tiles_(std::move(tiles)) {
        NPUZZLE_ASSERT(pattern_fits(rows, cols, tiles_), "pattern_database: a pattern that does not fit its board");
        if (tiles_.size() > 1 && tiles_.front() == 0) {
            by_blank_ = true;
            tiles_.erase(tiles_.begin());
        }
        const auto k = static_cast<std::uint32_t>(tiles_.size());
        index_ = placement_index(rows, cols, k);
        slots_ = by_blank_ ? blank_regions(rows, cols).most(k) : 1;
        entries_ = index_.placements() * slots_;
        table_ = large_array<std::uint8_t>((entries_ + 1) / 2, zeroed);
    }

    /// What the file must begin with: exactly what was built.
    // This database, just read, if `why_not` is empty and its entries agree with one another.
    result<pattern_database, load_error> checked(std::optional<load_error> why_not, const std::filesystem::path& path,
                                                 table_check how) && {
        if (why_not) return *why_not;
        if (find_inconsistent_entry(index_, rows_, cols_, tiles_, table_.data(), how, slots_))
            return load_error{load_error::code::inconsistent, path};
        return std::move(*this);
    }

    std::vector<std::uint64_t> header() const {
        std::vector<std::uint64_t> h{0x4244505a5a55504eull /* "NPUZZPDB" */, by_blank_ ? by_blank_format_version : format_version, rows_, cols_,
                                     tiles_.size()};
        const std::vector<std::uint32_t> named = pattern();
        h.insert(h.end(), named.begin(), named.end());
        h.push_back(entries_);
        return h;
    }

    std::uint32_t rows_, cols_;
    std::vector<std::uint32_t> tiles_;
    bool by_blank_ = false;
    std::uint32_t slots_ = 1;
    std::uint64_t entries_ = 0;
    placement_index index_;
    large_array<std::uint8_t> table_;
};

} // namespace npuzzle::solve
