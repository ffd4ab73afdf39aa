// SPDX-License-Identifier: MIT
// parse_slidysim_scramble on arbitrary text, for fixed and runtime-sized boards: it never crashes,
// every error is well-formed, and every board it accepts is a valid board that writes out (as a
// scramble and as a game ID) and parses back to itself.
#include "check.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/slidysim.hpp>

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
    NPUZZLE_FUZZ_CHECK(m.size() > 0 && !m.full());
    switch (e.code) {
    case error_code::bad_syntax: { // the column points at a character no scramble holds, or at the
                                   // '/' that closes an empty row (parse_board's rule)
        NPUZZLE_FUZZ_CHECK(e.position >= 1 && e.position <= text.size());
        const char c = text[e.position - 1];
        NPUZZLE_FUZZ_CHECK(!(c >= '0' && c <= '9') && c != ' ' && c != '\t');
        break;
    }
    case error_code::uneven_rows:
        NPUZZLE_FUZZ_CHECK(e.position >= 2 && e.got != e.expected);
        NPUZZLE_FUZZ_CHECK(static_cast<std::size_t>(std::count(text.begin(), text.end(), '/')) >= e.position - 1);
        break;
    case error_code::out_of_range: NPUZZLE_FUZZ_CHECK(e.value >= e.expected && e.position >= 1); break;
    case error_code::duplicate: NPUZZLE_FUZZ_CHECK(e.value < e.expected && e.position >= 2); break;
    default: break;
    }
}

template <class Board>
void check_parse(std::string_view text) {
    const auto parsed = npuzzle::parse_slidysim_scramble<Board>(text);
    if (!parsed) {
        check_error(parsed.error(), text);
        return;
    }
    const Board& b = *parsed;
    NPUZZLE_FUZZ_CHECK(b.rows() >= 2 && b.cols() >= 2 && b[b.blank_index()] == 0);
    NPUZZLE_FUZZ_CHECK(b.rows() == static_cast<std::size_t>(std::count(text.begin(), text.end(), '/')) + 1);
    std::vector<std::uint64_t> sorted(b.tiles().begin(), b.tiles().end());
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t i = 0; i < sorted.size(); ++i) NPUZZLE_FUZZ_CHECK(sorted[i] == i);

    std::string scramble, id;
    npuzzle::write_slidysim_scramble(b, std::back_inserter(scramble));
    const auto again = npuzzle::parse_slidysim_scramble<Board>(scramble);
    NPUZZLE_FUZZ_CHECK(again.has_value() && *again == b);
    npuzzle::write_game_id(b, std::back_inserter(id));
    const auto from_id = npuzzle::parse_board<Board>(id);
    NPUZZLE_FUZZ_CHECK(from_id.has_value() && *from_id == b);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    check_parse<npuzzle::basic_puzzle<3, 3>>(text);
    check_parse<npuzzle::basic_puzzle<4, 4>>(text);
    check_parse<npuzzle::basic_puzzle<2, 5>>(text);
    check_parse<npuzzle::puzzle>(text);
    return 0;
}
