// SPDX-License-Identifier: MIT
// Small helpers shared by the core tests: std::string views of the library's freestanding output.
#pragma once

#include <npuzzle/core/error.hpp>
#include <npuzzle/core/notation.hpp>

#include <cmath>
#include <iterator>
#include <string>

namespace npuzzle::test {

template <class Board>
std::string game_id(const Board& board) {
    std::string id;
    write_game_id(board, std::back_inserter(id));
    return id;
}

inline std::string text_of(const error& e) { return std::string(e.message().view()); }
// A result's error as text, or "" for a value (for a check's message, which may be written either way).
template <class T>
std::string text_of(const result<T>& r) { return r ? std::string() : text_of(r.error()); }

// Wilson-Hilferty approximation of the chi-square quantile with `df` degrees of freedom at the
// standard normal quantile `z` (z = 3.09: the 0.999 quantile). Accurate to a fraction of a percent
// for the hundreds of degrees of freedom used here.
inline double chi_square_quantile(double df, double z) {
    const double a = 2.0 / (9.0 * df);
    const double b = 1.0 - a + z * std::sqrt(a);
    return df * b * b * b;
}

} // namespace npuzzle::test
