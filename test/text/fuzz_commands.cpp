// SPDX-License-Identifier: MIT
// libFuzzer: any bytes through the line parser. Every word must be a non-empty piece of the line
// without separators, in order, and every move a real direction; a move word without moves says why.
#include "commands.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view line(reinterpret_cast<const char*>(data), size);
    for (auto keys : {npuzzle::arrow_sense::tile, npuzzle::arrow_sense::blank}) {
        const char* previous_end = line.data();
        for (const auto& c : npuzzle::text::parse_line(line, keys)) {
            if (c.word.empty() || c.word.data() < previous_end || c.word.data() + c.word.size() > line.data() + size)
                std::abort();
            if (c.word.find_first_of(" \t;\r\n") != std::string_view::npos) std::abort();
            previous_end = c.word.data() + c.word.size();
            using verb = npuzzle::frontend::verb;
            // A move word with no moves is a refused run-length word, and says why.
            if (c.what == verb::move && c.moves.empty() && c.refused.empty() && c.longest_run <= npuzzle::text::max_run_moves)
                std::abort();
            if (c.what != verb::move && !c.moves.empty()) std::abort();
            for (auto d : c.moves)
                if (d == npuzzle::direction::none) std::abort();
        }
        (void)npuzzle::text::printable(line);
    }
    return 0;
}
