// SPDX-License-Identifier: MIT
// How every wasm module of the page answers JavaScript, written once: a C string (cwrap's 'string')
// kept until the module's next answer, and JSON string literals.
#pragma once

#include <npuzzle/core/json.hpp>

#include <iterator>
#include <string>
#include <string_view>
#include <utility>

namespace npuzzle::web {

// `text` as the call's answer: JavaScript copies it before it calls the module again.
inline const char* answer(std::string text) {
    static std::string kept;
    kept = std::move(text);
    return kept.c_str();
}

// `s` as a JSON string literal.
inline std::string json_text(std::string_view s) {
    std::string out;
    write_json_string(s, std::back_inserter(out));
    return out;
}

} // namespace npuzzle::web
