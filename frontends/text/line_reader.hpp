// SPDX-License-Identifier: MIT
// Standard input, one line at a time, for npuzzle-text: in the commands library so the tests can
// feed it any stream buffer (a terminal's Ctrl-D included).
#pragma once

#include <cstddef>
#include <streambuf>
#include <string>

namespace npuzzle::text {

inline constexpr std::size_t max_line = 65536; // longer lines are refused, never buffered whole

enum class line_status { ok, too_long, end };

class line_reader {
public:
    explicit line_reader(std::streambuf& in) : in_(in) {}

    // One line without its '\n'; of a line longer than max_line only the length is kept. A last
    // line without a '\n' is a line too.
    line_status read(std::string& line, std::size_t& length);
    bool ended() const noexcept { return ended_; } // no more lines: a prompt would ask for nothing

private:
    std::streambuf& in_;
    // The input has ended. A terminal says so once (Ctrl-D) and would read on if asked again: after
    // a partial last line, the next read reports the end without asking, as cat does.
    bool ended_ = false;
};

} // namespace npuzzle::text
