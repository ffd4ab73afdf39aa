// SPDX-License-Identifier: MIT
// Run-length moves (slidysim's solution notation) on arbitrary text: never a crash; an error is
// well-formed and plays nothing; an accepted text expands to moves whose count matches
// count_run_length_moves, and writing those moves gives the canonical text, which reads back to the
// same moves and is its own canonical form.
#include "check.hpp"

#include <npuzzle/core/slidysim.hpp>

#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

namespace {

using npuzzle::direction;
using npuzzle::error_code;

constexpr std::uint64_t max_expanded = 1 << 20; // larger counts are counted, not played

std::vector<direction> play(std::string_view text) {
    std::vector<direction> moves;
    const auto e = npuzzle::for_each_run_length_move(text, [&](direction d) { moves.push_back(d); });
    NPUZZLE_FUZZ_CHECK(!e);
    return moves;
}

std::string canonical(const std::vector<direction>& moves) {
    std::string out;
    npuzzle::write_run_length(moves.begin(), moves.end(), std::back_inserter(out));
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto count = npuzzle::count_run_length_moves(text);
    if (!count) {
        const auto e = count.error();
        NPUZZLE_FUZZ_CHECK(e.code == error_code::bad_syntax || e.code == error_code::bad_repeat);
        NPUZZLE_FUZZ_CHECK(e.position >= 1 && e.position <= text.size());
        const char c = text[e.position - 1];
        if (e.code == error_code::bad_syntax) NPUZZLE_FUZZ_CHECK(c != 'U' && c != 'D' && c != 'L' && c != 'R');
        else NPUZZLE_FUZZ_CHECK(c >= '0' && c <= '9' && (e.value == 0 || e.value > npuzzle::max_repeat));
        bool played = false;
        NPUZZLE_FUZZ_CHECK(npuzzle::for_each_run_length_move(text, [&](direction) { played = true; }) == e);
        NPUZZLE_FUZZ_CHECK(!played);
        return 0;
    }
    if (*count > max_expanded) return 0;
    const auto moves = play(text);
    NPUZZLE_FUZZ_CHECK(moves.size() == *count);
    for (direction d : moves) NPUZZLE_FUZZ_CHECK(d != direction::none);
    const std::string written = canonical(moves);
    NPUZZLE_FUZZ_CHECK(play(written) == moves);
    NPUZZLE_FUZZ_CHECK(canonical(play(written)) == written);
    return 0;
}
