// SPDX-License-Identifier: MIT
// Speed-solving statistics against values worked out by hand: the WCA average's trimming (5% rounded
// up, at least one each end), DNFs counted as the worst, rounding, rolling averages, TPS.
#include <npuzzle/core/statistics.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <vector>

using npuzzle::average;
using npuzzle::solve_result;

namespace {

constexpr std::uint64_t dnf = ~std::uint64_t{0}; // a marker in the lists below, never a time

// Results from times in ms (`dnf` for an abandoned attempt); moves are 10 a second.
std::vector<solve_result> times(std::initializer_list<std::uint64_t> ms) {
    std::vector<solve_result> out;
    for (auto t : ms) out.push_back(t == dnf ? solve_result{0, 0, true} : solve_result{t, t / 100, false});
    return out;
}

std::optional<average> time(std::uint64_t ms) { return average{ms, false}; }
std::optional<average> dnf_average() { return average{0, true}; }

} // namespace

BOOST_AUTO_TEST_SUITE(statistics)

BOOST_AUTO_TEST_CASE(trimming_is_five_percent_rounded_up_at_least_one) {
    BOOST_TEST(npuzzle::trimmed_each_end(3) == 1u);
    BOOST_TEST(npuzzle::trimmed_each_end(5) == 1u);
    BOOST_TEST(npuzzle::trimmed_each_end(12) == 1u);
    BOOST_TEST(npuzzle::trimmed_each_end(20) == 1u);
    BOOST_TEST(npuzzle::trimmed_each_end(21) == 2u);
    BOOST_TEST(npuzzle::trimmed_each_end(50) == 3u);
    BOOST_TEST(npuzzle::trimmed_each_end(100) == 5u);
    BOOST_TEST(npuzzle::trimmed_each_end(1000) == 50u);
}

BOOST_AUTO_TEST_CASE(average_of_5) {
    // 9.000 and 15.000 dropped: (10 + 12 + 11) / 3 = 11.000
    BOOST_TEST((npuzzle::average_of(times({10000, 12000, 11000, 9000, 15000})) == time(11000)));
    // One DNF is the worst and is dropped; 9.000 too: (10 + 11 + 15) / 3 = 12.000
    BOOST_TEST((npuzzle::average_of(times({10000, dnf, 11000, 9000, 15000})) == time(12000)));
    // Two DNFs, one dropped: DNF
    BOOST_TEST((npuzzle::average_of(times({10000, dnf, 11000, dnf, 15000})) == dnf_average()));
    // Ties: one 1000 dropped as the best, 3000 as the worst: 4000 / 3 = 1333.33 -> 1333
    BOOST_TEST((npuzzle::average_of(times({1000, 1000, 1000, 2000, 3000})) == time(1333)));
    // Rounding to the nearest: (1000 + 1001 + 1001) / 3 = 1000.67 -> 1001
    BOOST_TEST((npuzzle::average_of(times({1000, 1000, 1001, 1001, 5000})) == time(1001)));
    BOOST_TEST((npuzzle::average_of(times({7, 7, 7, 7, 7})) == time(7)));
}

BOOST_AUTO_TEST_CASE(average_of_12_50_and_100) {
    // 1..12 s: 1 and 12 dropped, the mean of 2..11 s is 6.5 s
    BOOST_TEST((npuzzle::average_of(times({1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000, 11000,
                                           12000})) == time(6500)));
    std::vector<solve_result> fifty;
    for (std::uint64_t i = 1; i <= 50; ++i) fifty.push_back({i * 100, i, false});
    // 0.1, 0.2, 0.3 and 4.8, 4.9, 5.0 s dropped: the mean of 0.4..4.7 s is 2.55 s
    BOOST_TEST((npuzzle::average_of(fifty) == time(2550)));
    // Three DNFs in place of 1.0, 2.0, 3.0 s: they are the three worst, so 4.8..5.0 s now count:
    // (sum of 0.4..5.0 s - 6.0 s) / 44 = 120.9 / 44 s = 2747.73 ms -> 2748
    for (std::size_t i : {9u, 19u, 29u}) fifty[i].dnf = true;
    BOOST_TEST((npuzzle::average_of(fifty) == time(2748)));
    fifty[39].dnf = true; // a fourth: more DNFs than dropped
    BOOST_TEST((npuzzle::average_of(fifty) == dnf_average()));

    std::vector<solve_result> hundred;
    for (std::uint64_t i = 1; i <= 100; ++i) hundred.push_back({i * 1000, i, false});
    // 1..5 and 96..100 s dropped: the mean of 6..95 s is 50.5 s
    BOOST_TEST((npuzzle::average_of(hundred) == time(50500)));
    for (std::size_t i = 0; i < 5; ++i) hundred[i * 20].dnf = true; // 1, 21, 41, 61, 81 s: five DNFs
    // Dropped: 2..6 s (the best five) and the five DNFs; kept 7..100 s without 21, 41, 61, 81:
    // (sum 7..100 = 5029 - 204 = 4825) / 90 = 53.611 s -> 53611
    BOOST_TEST((npuzzle::average_of(hundred) == time(53611)));
}

BOOST_AUTO_TEST_CASE(too_few_results_give_no_average) {
    BOOST_TEST(!npuzzle::average_of(times({})).has_value());
    BOOST_TEST(!npuzzle::average_of(times({1000, 2000})).has_value());
    BOOST_TEST((npuzzle::average_of(times({3000, 1000, 2000})) == time(2000))); // the median of 3
    BOOST_TEST(!npuzzle::current_average(times({1000, 2000, 3000, 4000}), 5).has_value());
    BOOST_TEST(!npuzzle::best_average(times({1000, 2000, 3000, 4000}), 5).has_value());
    BOOST_TEST(!npuzzle::current_average(times({1000, 2000, 3000}), 0).has_value());
}

BOOST_AUTO_TEST_CASE(mean) {
    BOOST_TEST((npuzzle::mean_of(times({1000, 2000, 4000})) == time(2333)));
    BOOST_TEST((npuzzle::mean_of(times({1, 2})) == time(2))); // 1.5 rounds up
    BOOST_TEST((npuzzle::mean_of(times({1000, dnf, 4000})) == dnf_average()));
    BOOST_TEST(!npuzzle::mean_of(times({})).has_value());
    BOOST_TEST((npuzzle::mean_finished_ms(times({1000, dnf, 4000})) == std::optional<std::uint64_t>(2500)));
    BOOST_TEST(!npuzzle::mean_finished_ms(times({dnf, dnf})).has_value());
}

BOOST_AUTO_TEST_CASE(rolling_averages) {
    const auto history = times({10000, 20000, 30000, 40000, 50000, 60000, 5000});
    // The last five: 30, 40, 50, 60, 5 s; 5 and 60 dropped: 40 s
    BOOST_TEST((npuzzle::current_average(history, 5) == time(40000)));
    // Windows: 10..50 s -> 30 s; 20..60 s -> 40 s; 30, 40, 50, 60, 5 s -> 40 s. Best: 30 s
    BOOST_TEST((npuzzle::best_average(history, 5) == time(30000)));
    // A DNF window is worse than any time; when every window is DNF the best is DNF
    const auto with_dnfs = times({dnf, dnf, 1000, 2000, 3000, 4000});
    BOOST_TEST((npuzzle::best_average(with_dnfs, 5) == time(3000))); // dnf 1 2 3 4 -> (2+3+4)/3 s
    BOOST_TEST((npuzzle::best_average(times({dnf, dnf, 1000, 2000, 3000}), 5) == dnf_average()));
    BOOST_TEST((npuzzle::current_average(times({dnf, dnf, 1000, 2000, 3000}), 5) == dnf_average()));
}

BOOST_AUTO_TEST_CASE(singles_tps_and_efficiency) {
    const std::vector<solve_result> history{{10000, 50, false}, {8000, 60, false}, {1000, 5, true}, {12000, 40, false}};
    BOOST_TEST((npuzzle::best_ms(history) == std::optional<std::uint64_t>(8000))); // the DNF's 1 s is no single
    BOOST_TEST((npuzzle::best_moves(history) == std::optional<std::uint64_t>(40)));
    BOOST_TEST(npuzzle::best_tps(history).value() == 7.5); // 60 moves in 8 s
    BOOST_TEST(npuzzle::tps(50, 10000).value() == 5.0);
    BOOST_TEST(!npuzzle::tps(50, 0).has_value());
    BOOST_TEST(npuzzle::moves_over_manhattan(60, 40).value() == 1.5);
    BOOST_TEST(!npuzzle::moves_over_manhattan(0, 0).has_value());
    BOOST_TEST(!npuzzle::best_ms(times({dnf})).has_value());
    BOOST_TEST(!npuzzle::best_tps(times({dnf})).has_value());
    BOOST_TEST((npuzzle::rank_by_time(history, {8000, 1, false}) == std::optional<std::size_t>(1)));
    BOOST_TEST((npuzzle::rank_by_time(history, {11000, 1, false}) == std::optional<std::size_t>(3)));
    BOOST_TEST(!npuzzle::rank_by_time(history, {1, 1, true}).has_value());
}

BOOST_AUTO_TEST_CASE(usable_while_compiling) {
    constexpr solve_result five[] = {{10000, 1, false}, {12000, 1, false}, {11000, 1, false}, {9000, 1, false},
                                     {15000, 1, false}};
    static_assert(npuzzle::average_of(five)->ms == 11000);
    static_assert(npuzzle::best_average(five, 5)->ms == 11000);
    BOOST_TEST(true);
}

BOOST_AUTO_TEST_SUITE_END()

