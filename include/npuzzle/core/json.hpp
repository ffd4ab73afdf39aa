// SPDX-License-Identifier: MIT
/// \file
/// JSON string literals for the tools' --json output (JSON Lines: one object a line). Hosted.
#pragma once

#include <cstddef>
#include <iterator>
#include <string>
#include <string_view>

namespace npuzzle {

/// Writes `s` to `out` as one JSON string literal and returns the iterator past it. Quotes,
/// backslashes and control characters are escaped (the common ones by name, the rest as `\u00XX`).
/// Valid UTF-8 passes through; bytes that are not (a stray continuation byte, a truncated, overlong
/// or surrogate sequence, a code point past U+10FFFF, bytes F5 to FF) become `\ufffd`, one for each
/// maximal ill-formed part as Unicode recommends, so the output is valid UTF-8 whatever `s` holds.
template <class Out>
Out write_json_string(std::string_view s, Out out) {
    auto put = [&](std::string_view text) {
        for (char c : text) *out++ = c;
    };
    constexpr char hex[] = "0123456789abcdef";
    put("\"");
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        if (b < 0x80) {
            switch (b) {
            case '"': put("\\\""); break;
            case '\\': put("\\\\"); break;
            case '\n': put("\\n"); break;
            case '\r': put("\\r"); break;
            case '\t': put("\\t"); break;
            default:
                if (b < 0x20) {
                    const char escaped[] = {'\\', 'u', '0', '0', hex[b >> 4], hex[b & 0xf]};
                    put(std::string_view(escaped, sizeof escaped));
                } else {
                    *out++ = static_cast<char>(b);
                }
            }
            ++i;
            continue;
        }
        // The sequence `b` starts: how many bytes follow, and the range of the first of them
        // (narrower after E0, ED, F0 and F4: no overlong forms, surrogates or code points past U+10FFFF).
        std::size_t follow = 0;
        unsigned char low = 0x80, high = 0xbf;
        if (b >= 0xc2 && b <= 0xdf) follow = 1;
        else if (b >= 0xe0 && b <= 0xef) follow = 2;
        else if (b >= 0xf0 && b <= 0xf4) follow = 3;
        if (b == 0xe0) low = 0xa0;
        else if (b == 0xed) high = 0x9f;
        else if (b == 0xf0) low = 0x90;
        else if (b == 0xf4) high = 0x8f;
        std::size_t length = 1; // the bytes of the sequence seen so far, all valid
        while (length <= follow && i + length < s.size()) {
            const auto c = static_cast<unsigned char>(s[i + length]);
            if (c < low || c > high) break;
            ++length;
            low = 0x80;
            high = 0xbf;
        }
        if (follow > 0 && length == follow + 1) put(s.substr(i, length));
        else put("\\ufffd"); // a lead byte and the valid continuation bytes after it, or one stray byte
        i += length;
    }
    put("\"");
    return out;
}

/// `s` as one JSON string literal (see write_json_string).
[[nodiscard]] inline std::string json_string(std::string_view s) {
    std::string out;
    out.reserve(s.size() + 2);
    write_json_string(s, std::back_inserter(out));
    return out;
}

} // namespace npuzzle
