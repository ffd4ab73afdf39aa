// SPDX-License-Identifier: MIT
// A puzzle session's solve in slidysim's notations (core/slidysim.hpp): its start as a scramble and
// the moves on its board since the last restart as a run-length solution.
#pragma once

#include <npuzzle/core/slidysim.hpp>

#include <cstdint>
#include <iterator>
#include <string>

namespace npuzzle::web {

template <class Session>
std::string scramble_of(const Session& s) {
    std::string text;
    write_slidysim_scramble(s.initial(), std::back_inserter(text));
    return text;
}

template <class Session>
std::string solution_of(const Session& s) {
    std::string text;
    run_length_writer runs;
    const auto& h = s.history();
    for (std::size_t i = 0; i < h.undo_depth(); ++i) {
        if (h[i].restart()) { // the solve starts again from the deal
            text.clear();
            runs = run_length_writer{};
            continue;
        }
        for (std::uint32_t t = 0; t < h[i].tiles; ++t) runs.put(h[i].dir, std::back_inserter(text));
    }
    runs.finish(std::back_inserter(text));
    return text;
}

} // namespace npuzzle::web
