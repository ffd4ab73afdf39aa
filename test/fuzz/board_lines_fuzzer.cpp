// SPDX-License-Identifier: MIT
// npuzzle-solve's standard input as boards (examples/solve/board_lines.hpp) on arbitrary text: never
// a crash; every line with something on it lands in exactly one board, blank lines in none, the
// boards come out in the order of their lines and name them rightly ("line 4", "lines 4-7"); each
// board's text reads as a board or as a well-formed error.
#include "check.hpp"

#include "board_lines.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace {

// "line 4" -> {4, 4}, "lines 4-7" -> {4, 7}.
std::pair<std::size_t, std::size_t> lines_of(const std::string& where) {
    if (where.rfind("line ", 0) == 0) {
        const std::size_t n = std::stoul(where.substr(5));
        return {n, n};
    }
    NPUZZLE_FUZZ_CHECK(where.rfind("lines ", 0) == 0);
    const std::size_t dash = where.find('-');
    NPUZZLE_FUZZ_CHECK(dash != std::string::npos);
    return {std::stoul(where.substr(6, dash - 6)), std::stoul(where.substr(dash + 1))};
}

} // namespace

// A declared size between 64 Ki and 16 Mi cells is valid but takes seconds to build and shuffle
// under the sanitizers (a seeded 4213x3888 timed out): not parsed here, as in parse_fuzzer (the
// unit tests cover such boards).
static bool huge_but_valid(std::string_view text) {
    const std::size_t start = text.find_first_not_of(" \t\r");
    if (start == std::string_view::npos) return false;
    text.remove_prefix(start);
    const auto declared = npuzzle::parse_shape(text.substr(0, text.find_first_of(":#")));
    return declared && declared->rows * declared->cols > (std::size_t{1} << 16) &&
           declared->rows * declared->cols <= npuzzle::puzzle::max_cells;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    // The first byte picks --size: none, or 3x3.
    npuzzle::shape shape{};
    if (!text.empty()) {
        if (text.front() == '!') shape = {3, 3};
        text.remove_prefix(1);
    }
    npuzzle::solve_tool::board_lines lines(shape);
    std::vector<npuzzle::solve_tool::board_text> boards;
    std::vector<bool> has_content; // by line number - 1
    std::size_t number = 0;
    const auto take = [&](std::vector<npuzzle::solve_tool::board_text> ready) {
        for (auto& b : ready) boards.push_back(std::move(b));
    };
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string line(text.substr(0, end));
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
        ++number;
        npuzzle::solve_tool::remove_comment(line);
        has_content.push_back(line.find_first_not_of(" \t\r") != std::string::npos);
        take(lines.add(std::move(line), number));
    }
    take(lines.finish());

    std::vector<int> covered(number, 0);
    std::size_t last = 0;
    for (const auto& b : boards) {
        const auto [first, final] = lines_of(b.where);
        NPUZZLE_FUZZ_CHECK(first >= 1 && first <= final && final <= number && first > last);
        NPUZZLE_FUZZ_CHECK((first == final) == (b.where.rfind("line ", 0) == 0));
        last = final;
        for (std::size_t n = first; n <= final; ++n) ++covered[n - 1];
        if (huge_but_valid(b.text)) continue;
        const auto parsed = npuzzle::parse_board<npuzzle::puzzle>(b.text, shape);
        if (!parsed) NPUZZLE_FUZZ_CHECK(parsed.error().code != npuzzle::error_code{});
    }
    for (std::size_t n = 0; n < number; ++n) NPUZZLE_FUZZ_CHECK(covered[n] == (has_content[n] ? 1 : 0));
    return 0;
}
