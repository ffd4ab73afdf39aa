// SPDX-License-Identifier: MIT
// A number and its noun, singular or plural as the number asks: "1 move", "2 moves", "0 DNFs". The
// one place the programs count things in words, so none says "scrambled 1 moves".
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace npuzzle::support {

// `n` and `noun` ("move"), or `plural` for any n but 1 (default: the noun and an s).
inline std::string counted(std::uint64_t n, std::string_view noun, std::string_view plural = {}) {
    std::string text = std::to_string(n) + ' ';
    if (n == 1) return text += noun;
    if (!plural.empty()) return text += plural;
    return (text += noun) += 's';
}

} // namespace npuzzle::support
