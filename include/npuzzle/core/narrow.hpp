// SPDX-License-Identifier: MIT
/// \file
/// detail::narrow<To>(v): a static_cast that is written once for every target. std::uint64_t to
/// std::size_t narrows on a 32-bit microcontroller (a cast is needed there) and is the same type on
/// a 64-bit host (where g++'s -Wuseless-cast flags the cast). Freestanding.
#pragma once

#include <type_traits>

namespace npuzzle::detail {

template <class To, class From>
constexpr To narrow(From v) noexcept {
    if constexpr (std::is_same_v<To, From>) return v;
    else return static_cast<To>(v);
}

} // namespace npuzzle::detail
