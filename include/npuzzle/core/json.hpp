// JSON string literals for the tools' --json output (JSON Lines: one object a line). Hosted.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

namespace npuzzle {

// `s` as one JSON string literal: quotes, backslashes and control characters escaped (the common
// ones by name, the rest as \u00XX); other bytes pass through, so UTF-8 stays UTF-8.
inline std::string json_string(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned>(c));
                out += escaped;
            } else {
                out += c;
            }
        }
    }
    return out + "\"";
}

} // namespace npuzzle
