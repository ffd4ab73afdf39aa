// SPDX-License-Identifier: MIT
// npuzzle-solve's standard input as boards. A line is a board (a game ID, or bare numbers that are a
// whole board: each of 0..n-1 once, n a square or --size's cells), or one row of a board pasted as R
// lines of C numbers: the lines that follow, with C numbers each, are gathered until together they
// hold each of 0..R*C-1 once. A blank line, the end of the input, a line with more numbers or a line
// that is a board by itself ends a block early; it is then read (and refused) as it stands, the
// lines joined by '/' (rows: include/npuzzle/core/notation.hpp). A line with fewer numbers (a row
// missing one) ends it too, as its last row, so that the refusal names the short row.
#pragma once

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/narrow.hpp>
#include <npuzzle/core/notation.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <algorithm>
#include <vector>

namespace npuzzle::solve_tool {

// A comment starts with '#' at the start of the line or after a space; "4x4#5" is a seeded ID.
inline void remove_comment(std::string& line) {
    for (std::size_t at = line.find('#'); at != std::string::npos; at = line.find('#', at + 1))
        if (at == 0 || line[at - 1] == ' ' || line[at - 1] == '\t') {
            line.erase(at);
            return;
        }
}

struct board_text {
    std::string text;  // a game ID, bare numbers, or rows joined by '/'
    std::string where; // "line 4", "lines 4-7"
    std::string short_of; // rows that are part of a board only: why it is refused ("2 rows of 3; a 3x3 needs 3")
};

class board_lines {
public:
    explicit board_lines(shape size) : size_(size) {}

    // The boards that line `number` (comments removed) completes: none, one, or two (a block it
    // ends, then itself).
    std::vector<board_text> add(std::string line, std::size_t number) {
        std::vector<board_text> ready;
        if (line.find_first_not_of(" \t\r") == std::string::npos) { // blank: ends a block
            flush(ready);
            return ready;
        }
        numbers n;
        if (!bare(line) || !read(line, n)) { // a game ID, or not numbers at all: a line of its own
            flush(ready);
            ready.push_back({std::move(line), "line " + std::to_string(number), {}});
            return ready;
        }
        const bool whole = whole_count(n.count) && n.permutation();
        if (!rows_.empty() && !whole && n.count < columns_) { // a row short of numbers: the block's last, refused
            rows_.push_back(std::move(line));                  // as such ("row 3 has 2 numbers, row 1 has 3")
            flush(ready);
            return ready;
        }
        if (!rows_.empty() && (whole || n.count != columns_)) flush(ready);
        if (rows_.empty() && whole) {
            ready.push_back({std::move(line), "line " + std::to_string(number), {}});
            return ready;
        }
        if (rows_.empty()) {
            first_ = number;
            columns_ = n.count;
            gathered_ = {};
        }
        read(line, gathered_);
        rows_.push_back(std::move(line));
        // Complete, or past any board's size: a block never waits for more than it can use.
        const bool complete = rows_.size() > 1 && gathered_.permutation() &&
                              (size_ == shape{} || gathered_.count == size_.rows * size_.cols);
        if (complete || gathered_.count > puzzle::max_cells) flush(ready);
        return ready;
    }

    // The end of the input: a block still open is read as it stands.
    std::vector<board_text> finish() {
        std::vector<board_text> ready;
        flush(ready);
        return ready;
    }

private:
    // What matters about some numbers: how many, and whether they are each of 0..count-1 once.
    struct numbers {
        std::size_t count = 0;
        std::vector<bool> seen;
        bool repeated = false;
        bool permutation() const { return !repeated && count == seen.size() && count > 0; }
        void add(std::uint64_t v) {
            ++count;
            if (v >= puzzle::max_cells) {
                repeated = true; // no board holds it: never a permutation
                return;
            }
            const auto i = npuzzle::detail::narrow<std::size_t>(v);
            if (i >= seen.size()) seen.resize(i + 1, false);
            if (seen[i]) repeated = true;
            seen[i] = true;
        }
    };

    static bool bare(std::string_view line) { return line.find_first_of(":#/") == std::string_view::npos; }

    // The line's numbers; false if it is not numbers and separators only.
    static bool read(std::string_view line, numbers& n) {
        const std::string_view body = detail::trim(line);
        std::size_t count = 0;
        if (detail::count_numbers(body, 0, count) || count == 0) return false;
        for (const std::uint64_t v : detail::number_range{body, 0}) n.add(v);
        return true;
    }

    bool whole_count(std::size_t count) const {
        if (size_ != shape{}) return count == size_.rows * size_.cols;
        const std::size_t side = detail::square_root(count);
        return side >= 2 && side * side == count;
    }

    // Rows of a board cut short (a paste that missed its last rows): distinct numbers, each row as
    // long as the first, and a number no board of these rows can hold. Then the rows a board of this
    // width (--size's, else the fewest that hold the largest number) needs, said; else "".
    std::string missing_rows() const {
        const std::size_t rows = rows_.size();
        if (rows < 2 || gathered_.repeated || gathered_.count != rows * columns_ || gathered_.permutation())
            return {};
        std::size_t needed = (gathered_.seen.size() + columns_ - 1) / columns_; // the largest number's row
        if (size_ != shape{}) {
            if (size_.cols != columns_ || size_.rows <= rows) return {};
            needed = size_.rows;
        }
        if (needed <= rows) return {};
        const std::string of = std::to_string(rows) + " rows of " + std::to_string(columns_) + "; ";
        // Only --size or a square board names the height: else the least the numbers allow (two rows
        // of a 4x4 hold an 8, which a 3x4 would too), said as that.
        if (size_ != shape{} || needed == columns_)
            return of + "a " + std::to_string(needed) + "x" + std::to_string(columns_) + " needs " + std::to_string(needed);
        return of + "a board " + std::to_string(columns_) + " wide needs at least " + std::to_string(needed) +
               " for the number " + std::to_string(gathered_.seen.size() - 1) + " (--size names the board)";
    }

    void flush(std::vector<board_text>& ready) {
        if (rows_.empty()) return;
        board_text b;
        for (const auto& row : rows_) b.text += (b.text.empty() ? "" : "/") + row;
        const std::size_t last = first_ + rows_.size() - 1;
        b.where = rows_.size() == 1 ? "line " + std::to_string(first_)
                                    : "lines " + std::to_string(first_) + "-" + std::to_string(last);
        b.short_of = missing_rows();
        ready.push_back(std::move(b));
        rows_.clear();
    }

    shape size_;
    std::vector<std::string> rows_; // the block gathered so far
    std::size_t first_ = 0;         // its first line's number
    std::size_t columns_ = 0;       // numbers on each of its lines
    numbers gathered_;
};

} // namespace npuzzle::solve_tool
