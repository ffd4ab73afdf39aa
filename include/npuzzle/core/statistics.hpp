// SPDX-License-Identifier: MIT
/// \file
/// Speed-solving statistics over a sequence of results: best single, mean, the WCA average of N, rolling
/// averages over a history (ao5, ao12, ao50, ao100), TPS and moves over Manhattan distance.
/// Freestanding: no heap, no scratch buffers; a window is a span, oldest first.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

namespace npuzzle {

/// One attempt: its time, its moves (STM) and whether it was abandoned (DNF: did not finish).
struct solve_result {
    std::uint64_t ms = 0;    ///< the time, in milliseconds
    std::uint64_t moves = 0; ///< the moves, counted STM
    bool dnf = false;        ///< abandoned: did not finish
    /// The same time, moves and DNF.
    friend constexpr bool operator==(const solve_result&, const solve_result&) = default;
};

/// An average's value: milliseconds (rounded to the nearest), or DNF, which is worse than any time.
struct average {
    std::uint64_t ms = 0; ///< the average time in milliseconds, when not DNF
    bool dnf = false;     ///< DNF: too many attempts of the window did not finish
    /// The same value.
    friend constexpr bool operator==(const average&, const average&) = default;
};

/// Whether `a` is strictly better than `b`: a finished average beats DNF, a shorter one a longer one.
[[nodiscard]] constexpr bool better(const average& a, const average& b) noexcept {
    return !a.dnf && (b.dnf || a.ms < b.ms);
}

namespace detail {

constexpr std::uint64_t rounded_quotient(std::uint64_t sum, std::uint64_t count) noexcept {
    return sum / count + (sum % count >= count - sum % count ? 1 : 0); // halves round up
}

// The sum of the `k` smallest finished times of `window` (k at most their number). The k-th smallest
// is found by bisecting on the value (no copy to sort); ties at it are counted once each.
constexpr std::uint64_t sum_of_smallest(std::span<const solve_result> window, std::size_t k) noexcept {
    if (k == 0) return 0;
    std::uint64_t low = ~std::uint64_t{0}, high = 0;
    for (const auto& r : window)
        if (!r.dnf) {
            low = std::min(low, r.ms);
            high = std::max(high, r.ms);
        }
    while (low < high) { // the least v with at least k finished times <= v
        const std::uint64_t mid = low + (high - low) / 2;
        std::size_t at_most = 0;
        for (const auto& r : window) at_most += !r.dnf && r.ms <= mid ? 1 : 0;
        if (at_most >= k) high = mid;
        else low = mid + 1;
    }
    std::uint64_t sum = 0;
    std::size_t below = 0;
    for (const auto& r : window)
        if (!r.dnf && r.ms < low) {
            sum += r.ms;
            ++below;
        }
    return sum + (k - below) * low;
}

} // namespace detail

/// How many results an average of `n` drops at each end: 5% rounded up, at least one (WCA: 1 of 5,
/// 1 of 12, 3 of 50, 5 of 100).
constexpr std::size_t trimmed_each_end(std::size_t n) noexcept {
    return std::max<std::size_t>(1, (n + 19) / 20);
}

/// The WCA-style average of the whole window: drop trimmed_each_end() best and as many worst (a DNF
/// counts as the worst), the mean of the rest. More DNFs than dropped make it DNF. Nothing for a
/// window of fewer than 3 results, where nothing would remain.
[[nodiscard]] constexpr std::optional<average> average_of(std::span<const solve_result> window) noexcept {
    const std::size_t n = window.size();
    const std::size_t drop = trimmed_each_end(n);
    if (n < 2 * drop + 1) return std::nullopt;
    std::size_t dnfs = 0;
    std::uint64_t finished_sum = 0;
    for (const auto& r : window) {
        if (r.dnf) ++dnfs;
        else finished_sum += r.ms;
    }
    if (dnfs > drop) return average{0, true};
    const std::size_t finished = n - dnfs;
    const std::uint64_t best = detail::sum_of_smallest(window, drop);
    const std::uint64_t worst = finished_sum - detail::sum_of_smallest(window, finished - (drop - dnfs));
    return average{detail::rounded_quotient(finished_sum - best - worst, n - 2 * drop), false};
}

/// The plain mean of every result (WCA's mean of N): DNF if any is; nothing for an empty window.
[[nodiscard]] constexpr std::optional<average> mean_of(std::span<const solve_result> window) noexcept {
    if (window.empty()) return std::nullopt;
    std::uint64_t sum = 0;
    for (const auto& r : window) {
        if (r.dnf) return average{0, true};
        sum += r.ms;
    }
    return average{detail::rounded_quotient(sum, window.size()), false};
}

/// The mean time of the finished results, DNFs left out (a session's mean); nothing if none finished.
[[nodiscard]] constexpr std::optional<std::uint64_t> mean_finished_ms(std::span<const solve_result> history) noexcept {
    std::uint64_t sum = 0, count = 0;
    for (const auto& r : history)
        if (!r.dnf) {
            sum += r.ms;
            ++count;
        }
    if (count == 0) return std::nullopt;
    return detail::rounded_quotient(sum, count);
}

/// The average of the last `n` results (the "current ao5"); nothing until there are `n`.
[[nodiscard]] constexpr std::optional<average> current_average(std::span<const solve_result> history, std::size_t n) noexcept {
    if (n == 0 || history.size() < n) return std::nullopt;
    return average_of(history.last(n));
}

/// The best average of `n` consecutive results anywhere in the history; nothing until there are `n`.
[[nodiscard]] constexpr std::optional<average> best_average(std::span<const solve_result> history, std::size_t n) noexcept {
    if (n == 0 || history.size() < n) return std::nullopt;
    std::optional<average> best;
    for (std::size_t start = 0; start + n <= history.size(); ++start) {
        const auto a = average_of(history.subspan(start, n));
        if (!a) return std::nullopt; // too few for an average at all (n < 3)
        if (!best || better(*a, *best)) best = a;
    }
    return best;
}

/// Tiles per second: moves over seconds. Nothing for a zero time (no speed can be told).
[[nodiscard]] constexpr std::optional<double> tps(std::uint64_t moves, std::uint64_t ms) noexcept {
    if (ms == 0) return std::nullopt;
    return static_cast<double>(moves) * 1000.0 / static_cast<double>(ms);
}

/// Moves over the start's Manhattan distance (1.0 is the least any solve can take; lower bounds every
/// optimal solution). Nothing for a start at distance 0.
[[nodiscard]] constexpr std::optional<double> moves_over_manhattan(std::uint64_t moves, std::uint64_t manhattan) noexcept {
    if (manhattan == 0) return std::nullopt;
    return static_cast<double>(moves) / static_cast<double>(manhattan);
}

/// The best finished single by time, by moves and by TPS; nothing if none finished.
[[nodiscard]] constexpr std::optional<std::uint64_t> best_ms(std::span<const solve_result> history) noexcept {
    std::optional<std::uint64_t> best;
    for (const auto& r : history)
        if (!r.dnf && (!best || r.ms < *best)) best = r.ms;
    return best;
}
/// The fewest moves of a finished solve; nothing if none finished.
[[nodiscard]] constexpr std::optional<std::uint64_t> best_moves(std::span<const solve_result> history) noexcept {
    std::optional<std::uint64_t> best;
    for (const auto& r : history)
        if (!r.dnf && (!best || r.moves < *best)) best = r.moves;
    return best;
}
/// The best turns per second of a finished solve; nothing if none finished.
[[nodiscard]] constexpr std::optional<double> best_tps(std::span<const solve_result> history) noexcept {
    std::optional<double> best;
    for (const auto& r : history)
        if (const auto t = tps(r.moves, r.ms); !r.dnf && t && (!best || *t > *best)) best = t;
    return best;
}

/// A finished result's rank by time among the history's finished results: 1 for the best (ties share
/// the better rank). Nothing for a DNF.
[[nodiscard]] constexpr std::optional<std::size_t> rank_by_time(std::span<const solve_result> history,
                                                  const solve_result& r) noexcept {
    if (r.dnf) return std::nullopt;
    std::size_t faster = 0;
    for (const auto& other : history) faster += !other.dnf && other.ms < r.ms ? 1 : 0;
    return faster + 1;
}

} // namespace npuzzle
