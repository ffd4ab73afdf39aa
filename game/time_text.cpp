// SPDX-License-Identifier: MIT
#include "time_text.hpp"

#include <cstdio>

namespace npuzzle::frontend {

std::string format_clock(std::uint64_t ms) {
    const auto s = static_cast<unsigned long long>(ms / 1000);
    char text[48];
    if (s < 3600)
        std::snprintf(text, sizeof text, "%llu:%02llu", s / 60, s % 60);
    else
        std::snprintf(text, sizeof text, "%llu:%02llu:%02llu", s / 3600, s / 60 % 60, s % 60);
    return text;
}

std::string format_clock_tenths(std::uint64_t ms) {
    std::string text = format_clock(ms);
    text += '.';
    text += static_cast<char>('0' + ms % 1000 / 100);
    return text;
}

std::string seconds_text(std::uint64_t ms) {
    char text[32];
    std::snprintf(text, sizeof text, "%llu.%03u", static_cast<unsigned long long>(ms / 1000),
                  static_cast<unsigned>(ms % 1000));
    return text;
}

} // namespace npuzzle::frontend
