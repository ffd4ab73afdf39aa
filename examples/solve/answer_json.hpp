// SPDX-License-Identifier: MIT
// npuzzle-solve's --json records, which npuzzle-solve-mpi writes too: one board's answer, split around
// its move letters (a long solution's letters are streamed between), and a line that failed.
#pragma once

#include <npuzzle/core/json.hpp>

#include <cstdint>
#include <iterator>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <string_view>

namespace npuzzle::solve_tool {

struct json_answer {
    std::string before, after; // the letters (U D L R: nothing to escape) go between
};

// `mtm`: the answer of an MTM search (--metric mtm), which adds "mtm": its MTM length (null unsolved).
inline json_answer json_record(std::string_view id, bool solvable, bool solved, std::uint64_t length,
                               std::uint64_t nodes, double seconds, bool optimal, bool gave_up,
                               std::optional<std::uint64_t> mtm = std::nullopt, bool mtm_metric = false) {
    std::ostringstream before, after;
    before << "{\"board\":" << json_string(id) << ",\"solvable\":" << (solvable ? "true" : "false")
           << ",\"length\":" << (solved ? std::to_string(length) : "null") << ",\"moves\":" << (solved ? "\"" : "null");
    if (solved) after << '"';
    if (mtm_metric) after << ",\"mtm\":" << (solved && mtm ? std::to_string(*mtm) : "null");
    after << ",\"nodes\":" << nodes << ",\"seconds\":" << seconds << ",\"optimal\":" << (solved && optimal ? "true" : "false");
    if (gave_up) after << ",\"gave_up\":true";
    after << "}\n";
    return {before.str(), after.str()};
}

// {"input":...,"error":"<where>: <why>"}. The input is written as it is escaped, not copied first: it
// may be what exhausted memory.
inline void write_json_error(std::ostream& out, std::string_view input, std::string_view where, std::string_view why) {
    out << "{\"input\":";
    if (write_json_string(input, std::ostreambuf_iterator<char>(out)).failed()) out.setstate(std::ios::badbit);
    out << ",\"error\":" << json_string(std::string(where) + ": " + std::string(why)) << "}\n";
}

} // namespace npuzzle::solve_tool
