// SPDX-License-Identifier: MIT
#include "line_reader.hpp"

namespace npuzzle::support {

line_status line_reader::read(std::string& line, std::size_t& length) {
    line.clear();
    length = 0;
    if (ended_) return line_status::end;
    for (;;) {
        const auto c = in_.sbumpc();
        if (c == std::char_traits<char>::eof()) {
            ended_ = true;
            if (length == 0) return line_status::end;
            break;
        }
        if (c == '\n') break;
        if (++length <= max_) line += static_cast<char>(c);
    }
    if (length > max_) {
        std::string().swap(line); // a capped line's buffer is not kept for the next one
        return line_status::too_long;
    }
    return line_status::ok;
}

} // namespace npuzzle::support
