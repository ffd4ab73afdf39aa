// SPDX-License-Identifier: MIT
// Standard input, one line at a time, with a cap on a line's length: npuzzle-text's commands and
// npuzzle-solve's boards. Any stream buffer (a terminal's Ctrl-D included), so tests feed it strings.
#pragma once

#include <cstddef>
#include <streambuf>
#include <string>

namespace npuzzle::support {

inline constexpr std::size_t max_line = 65536; // npuzzle-text's cap: longer lines are refused, never buffered whole

enum class line_status { ok, too_long, end };

class line_reader {
public:
    explicit line_reader(std::streambuf& in, std::size_t max_length = max_line) : in_(in), max_(max_length) {}

    // One line without its '\n'; of a line longer than the cap only the length is kept. A last
    // line without a '\n' is a line too.
    line_status read(std::string& line, std::size_t& length);
    bool ended() const noexcept { return ended_; } // no more lines: a prompt would ask for nothing
    std::size_t max_length() const noexcept { return max_; }

private:
    std::streambuf& in_;
    std::size_t max_;
    // The input has ended. A terminal says so once (Ctrl-D) and would read on if asked again: after
    // a partial last line, the next read reports the end without asking, as cat does.
    bool ended_ = false;
};

} // namespace npuzzle::support
