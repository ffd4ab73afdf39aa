// SPDX-License-Identifier: MIT
// parse_mnk on arbitrary text, for compile-time and runtime-sized boards: it never crashes, every
// error is well-formed, and every position it accepts is one a game can reach (mark counts, at most
// one winner whose line is really there, no line of k for anyone else), writes out and parses back
// to itself, and plays on by the rules.
#include "check.hpp"

#include <npuzzle/mnk/dynamic_mnk.hpp>
#include <npuzzle/mnk/notation.hpp>

#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>

namespace {

using npuzzle::mark;
using npuzzle::mnk_error_code;

void check_error(const npuzzle::mnk_error& e, std::string_view text) {
    NPUZZLE_FUZZ_CHECK(e.code != mnk_error_code::none);
    const auto m = e.message();
    NPUZZLE_FUZZ_CHECK(m.size() > 0 && !m.full() && m.view() != "no error");
    switch (e.code) {
    case mnk_error_code::bad_syntax: { // the column points at a character that cannot be in a body
        NPUZZLE_FUZZ_CHECK(e.position >= 1 && e.position <= text.size());
        const char c = text[e.position - 1];
        NPUZZLE_FUZZ_CHECK(c != 'X' && c != 'x' && c != 'O' && c != 'o' && c != '.' && c != '/');
        break;
    }
    case mnk_error_code::wrong_row_count: NPUZZLE_FUZZ_CHECK(e.got != e.expected); break;
    case mnk_error_code::wrong_row_length: NPUZZLE_FUZZ_CHECK(e.got != e.expected && e.position >= 1); break;
    case mnk_error_code::wrong_mark_counts: NPUZZLE_FUZZ_CHECK(e.got != e.value && e.got != e.value + 1); break;
    default: break;
    }
}

// The winner (if any) has a run of k through its line, and nobody else has one anywhere.
template <class Board>
void check_lines(const Board& b) {
    const mark winner = b.winner();
    if (winner != mark::empty) {
        const auto& line = b.winning_line();
        NPUZZLE_FUZZ_CHECK(line.length >= b.k());
        for (std::size_t i = 0; i < line.length; ++i) NPUZZLE_FUZZ_CHECK(b.on_board(line.at(i)) && b.at(line.at(i)) == winner);
    }
    if (b.size() > 4096) return; // every run of a large board costs seconds under the sanitizers
    for (std::size_t i = 0; i < b.size(); ++i)
        for (auto d : npuzzle::all_line_directions) {
            const auto run = b.run_through(b.to_cell(i), d);
            if (run.length >= b.k()) NPUZZLE_FUZZ_CHECK(b.at(b.to_cell(i)) == winner);
        }
}

template <class Board>
void check_parse(std::string_view text) {
    auto parsed = npuzzle::parse_mnk<Board>(text);
    if (!parsed) {
        check_error(parsed.error(), text);
        return;
    }
    Board& b = *parsed;
    NPUZZLE_FUZZ_CHECK(b.rows() >= 1 && b.cols() >= 1 && b.rows() <= npuzzle::mnk_max_side &&
                       b.cols() <= npuzzle::mnk_max_side);
    NPUZZLE_FUZZ_CHECK(b.k() >= 2 && b.k() <= (b.rows() > b.cols() ? b.rows() : b.cols()));
    std::size_t x = 0, o = 0;
    for (mark m : b.marks()) {
        x += m == mark::x;
        o += m == mark::o;
    }
    NPUZZLE_FUZZ_CHECK(b.placed() == x + o && (x == o || x == o + 1));
    NPUZZLE_FUZZ_CHECK(b.to_move() == (x == o ? mark::x : mark::o));
    check_lines(b);

    std::string id;
    npuzzle::write_mnk_id(b, std::back_inserter(id));
    const auto again = npuzzle::parse_mnk<Board>(id);
    NPUZZLE_FUZZ_CHECK(again.has_value());
    NPUZZLE_FUZZ_CHECK(*again == b);

    // Play on: the first free cell takes the mover's mark, unless the game is over.
    for (std::size_t i = 0; i < b.size(); ++i) {
        if (b.at(b.to_cell(i)) != mark::empty) continue;
        const bool over = b.is_over();
        const std::size_t before = b.placed();
        b.place(b.to_cell(i));
        NPUZZLE_FUZZ_CHECK(b.placed() == before + (over ? 0 : 1));
        if (!over) check_lines(b);
        break;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    check_parse<npuzzle::basic_mnk<3, 3, 3>>(text);
    check_parse<npuzzle::basic_mnk<4, 5, 3>>(text);
    check_parse<npuzzle::mnk>(text);
    return 0;
}
