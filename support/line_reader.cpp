// SPDX-License-Identifier: MIT
#include "line_reader.hpp"

#include <array>

namespace npuzzle::support {

line_status line_reader::read(std::string& line, std::size_t& length) {
    line.clear();
    length = 0;
    if (ended_) return line_status::end;
    // Kept characters go to the line a block at a time: a string's push_back per character is a call
    // per character in the sanitizers' unoptimised builds (24 s for a 170 MB line).
    std::array<char, 4096> block;
    std::size_t filled = 0;
    for (;;) {
        const auto c = in_.sbumpc();
        if (c == std::char_traits<char>::eof()) {
            ended_ = true;
            if (length == 0) return line_status::end;
            break;
        }
        if (c == '\n') break;
        if (++length > max_) continue;
        block[filled++] = static_cast<char>(c);
        if (filled == block.size()) {
            line.append(block.data(), filled);
            filled = 0;
        }
    }
    if (length > max_) {
        std::string().swap(line); // a capped line's buffer is not kept for the next one
        return line_status::too_long;
    }
    line.append(block.data(), filled);
    return line_status::ok;
}

} // namespace npuzzle::support
