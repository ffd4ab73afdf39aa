// SPDX-License-Identifier: MIT
// parse_board on arbitrary text, for fixed and runtime-sized boards: it never crashes, every error
// is well-formed (its fields agree with its code and the text), and every board it accepts is a
// valid board that writes out and parses back to itself.
#include "check.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

namespace {

using npuzzle::error_code;

void check_error(const npuzzle::error& e, std::string_view text) {
    NPUZZLE_FUZZ_CHECK(e.code != error_code::none && e.code != error_code::unsolvable);
    const auto m = e.message();
    NPUZZLE_FUZZ_CHECK(m.size() > 0 && !m.full() && m.view() != "no error");
    switch (e.code) {
    case error_code::bad_syntax: { // the column points at a character that cannot be there
        NPUZZLE_FUZZ_CHECK(e.position >= 1 && e.position <= text.size());
        const char c = text[e.position - 1];
        NPUZZLE_FUZZ_CHECK(!(c >= '0' && c <= '9') && c != ',' && c != ' ' && c != '\t');
        break;
    }
    case error_code::too_few_numbers: NPUZZLE_FUZZ_CHECK(e.got < e.expected); break;
    case error_code::too_many_numbers: NPUZZLE_FUZZ_CHECK(e.got > e.expected); break;
    case error_code::out_of_range:
        NPUZZLE_FUZZ_CHECK(e.value >= e.expected && e.position >= 1 && e.position <= e.expected);
        break;
    case error_code::duplicate:
        NPUZZLE_FUZZ_CHECK(e.value < e.expected && e.position >= 2 && e.position <= e.expected);
        break;
    case error_code::shape_mismatch: // "expected a 12-cell board, got 12 cells" would make no sense
        NPUZZLE_FUZZ_CHECK(e.expected != e.got || m.view().starts_with("wrong shape"));
        break;
    case error_code::uneven_rows: // the first row sets the length: a later one differs from it
        NPUZZLE_FUZZ_CHECK(e.position >= 2 && e.got != e.expected && e.got >= 1 && e.expected >= 1);
        break;
    case error_code::not_square: {
        std::size_t side = 0;
        while ((side + 1) * (side + 1) <= e.got) ++side;
        NPUZZLE_FUZZ_CHECK(side * side != e.got || side < 2);
        break;
    }
    default: break;
    }
}

template <class Board>
void check_board(const Board& b) {
    NPUZZLE_FUZZ_CHECK(b.rows() >= 2 && b.cols() >= 2 && b.size() == b.rows() * b.cols());
    NPUZZLE_FUZZ_CHECK(b[b.blank_index()] == 0);
    std::vector<std::uint64_t> sorted(b.tiles().begin(), b.tiles().end());
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t i = 0; i < sorted.size(); ++i) NPUZZLE_FUZZ_CHECK(sorted[i] == i);
}

template <class Board>
void check_parse(std::string_view text, npuzzle::shape size = {}) {
    const auto parsed = npuzzle::parse_board<Board>(text, size);
    if (!parsed) {
        check_error(parsed.error(), text);
        return;
    }
    check_board(*parsed);
    if (size != npuzzle::shape{}) NPUZZLE_FUZZ_CHECK(parsed->rows() == size.rows && parsed->cols() == size.cols);
    std::string id;
    npuzzle::write_game_id(*parsed, std::back_inserter(id));
    const auto again = npuzzle::parse_board<Board>(id);
    NPUZZLE_FUZZ_CHECK(again.has_value());
    NPUZZLE_FUZZ_CHECK(*again == *parsed);
    // Rows separated by '/' are the same numbers as without them, in the shape the rows give.
    if (text.find('/') != std::string_view::npos && text.find('#') == std::string_view::npos) {
        std::string flat(text);
        std::replace(flat.begin(), flat.end(), '/', ' ');
        const auto same = npuzzle::parse_board<Board>(flat, {parsed->rows(), parsed->cols()});
        NPUZZLE_FUZZ_CHECK(same.has_value() && *same == *parsed);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    check_parse<npuzzle::basic_puzzle<3, 3>>(text);
    check_parse<npuzzle::basic_puzzle<4, 4>>(text);
    check_parse<npuzzle::basic_puzzle<2, 5>>(text);
    check_parse<npuzzle::basic_puzzle<17, 17>>(text); // two-byte tiles

    // Runtime-sized boards: skip declared sizes between 64 Ki and 16 Mi cells, which are valid but
    // take seconds to build and shuffle under the sanitizers (the unit tests cover them).
    if (const auto declared = npuzzle::parse_shape(text.substr(0, text.find_first_of(":#")));
        declared && declared->rows * declared->cols > (std::size_t{1} << 16) &&
        declared->rows * declared->cols <= npuzzle::puzzle::max_cells)
        return 0;
    check_parse<npuzzle::puzzle>(text);
    check_parse<npuzzle::puzzle>(text, {3, 4});
    return 0;
}
