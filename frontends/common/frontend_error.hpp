// SPDX-License-Identifier: MIT
// The front ends' one error: what went wrong, in a sentence for the player, and the exit status the
// program ends with for it. Every fallible front-end function answers a frontend_result (the library's
// result, std::expected's names), never an exception or a string standing in for one.
#pragma once

#include <npuzzle/core/error.hpp>

#include <string>
#include <utility>

namespace npuzzle::frontend {

// The exit statuses the front ends document (their READMEs' "Exit status").
inline constexpr int exit_failure = 1; // the machine failed us: output not written, memory, the history
inline constexpr int exit_usage = 2;   // the player asked for what cannot be: a bad option, a save in use

struct frontend_error {
    std::string text;        // "--size expects RxC such as 4x4, got 'x'"
    int status = exit_usage; // what a program that cannot go on exits with

    // The sentence, as every error of the library says it.
    [[nodiscard]] const std::string& message() const noexcept { return text; }
};

template <class T>
using frontend_result = npuzzle::result<T, frontend_error>;

// The error saying `why`, with the usage status unless told otherwise.
[[nodiscard]] inline frontend_error failed(std::string why, int status = exit_usage) {
    return frontend_error{std::move(why), status};
}

} // namespace npuzzle::frontend
