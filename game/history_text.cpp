// SPDX-License-Identifier: MIT
#include "history_text.hpp"


#include <counted.hpp>

#include <npuzzle/core/narrow.hpp>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <ctime>

namespace npuzzle::frontend {

std::string average_text(const std::optional<npuzzle::average>& a) {
    return !a ? "-" : a->dnf ? "DNF" : seconds_text(a->ms);
}

std::string tps_text(const std::optional<double>& tps) {
    if (!tps) return "-";
    char text[64];
    std::snprintf(text, sizeof text, "%.3f", *tps);
    return text;
}

std::string size_text(const npuzzle::shape& s) { return std::to_string(s.rows) + "x" + std::to_string(s.cols); }

std::string mode_text(const std::string& mode) {
    if (mode == "blind") return "blindfold";
    if (mode.starts_with("marathon-")) return "marathon of " + mode.substr(9);
    return mode;
}

std::optional<std::size_t> marathon_boards(const std::string& mode) {
    if (!mode.starts_with("marathon-")) return std::nullopt;
    std::size_t n = 0;
    const char* first = mode.data() + 9;
    const char* last = mode.data() + mode.size();
    const auto [end, error] = std::from_chars(first, last, n);
    if (error != std::errc{} || end != last || first == last) return std::nullopt;
    return n;
}

std::size_t mode_order(const std::string& mode) {
    if (mode == "standard") return 0;
    if (mode == "blind") return 1;
    if (const auto n = marathon_boards(mode)) return 2 + std::min<std::size_t>(*n, max_marathon_boards);
    return 3 + max_marathon_boards; // a mode of a newer npuzzle: last
}

std::string statistics_summary(const size_statistics& st) {
    std::string head = size_text(st.size);
    if (st.mode != "standard") head += ' ' + mode_text(st.mode);
    head += ": " + support::counted(st.solves, "solve") + ", " + support::counted(st.dnfs, "DNF");
    if (st.best_ms) head += "; best time " + seconds_text(*st.best_ms) + " s";
    return head;
}

std::string bests_text(const size_statistics& st) {
    std::string out;
    auto add = [&](const std::string& part) { out += (out.empty() ? "" : "; ") + part; };
    if (const auto& s = st.best_time_solve) add("best time " + seconds_text(s->ms) + " s (" + support::counted(s->moves, "move") + ")");
    if (const auto& s = st.fewest_moves_solve) add("fewest moves " + std::to_string(s->moves) + " (" + seconds_text(s->ms) + " s)");
    if (const auto& s = st.best_tps_solve) add("best TPS " + tps_text(st.best_tps) + " (" + seconds_text(s->ms) + " s)");
    return out;
}

std::vector<std::string> statistics_lines(const size_statistics& st) {
    std::string head = size_text(st.size);
    if (st.mode != "standard") head += ' ' + mode_text(st.mode);
    head += ": " + support::counted(st.solves, "solve") + ", " + support::counted(st.dnfs, "DNF");
    if (st.mean_ms) head += "; mean " + seconds_text(*st.mean_ms) + " s";
    std::vector<std::string> lines{head};
    if (const std::string bests = bests_text(st); !bests.empty()) lines.push_back("  " + bests);
    std::string current = "  current", best = "  best   ";
    for (std::size_t i = 0; i < 4; ++i) {
        const std::string name = " ao" + std::to_string(size_statistics::average_sizes[i]) + ' ';
        current += name + average_text(st.current[i]);
        best += name + average_text(st.best[i]);
    }
    lines.push_back(current);
    lines.push_back(best);
    return lines;
}

std::optional<double> fair_tps(const game_record& g) {
    if (!g.counts || g.result != game_result::solved) return std::nullopt;
    return npuzzle::tps(g.stm, g.ms);
}

std::string utc_text(std::int64_t unix_ms, bool json) {
    const auto t = npuzzle::detail::narrow<std::time_t>(unix_ms / 1000);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char text[40];
    std::strftime(text, sizeof text, json ? "%Y-%m-%dT%H:%M:%S" : "%Y-%m-%d %H:%M:%S", &tm);
    std::string out = text;
    if (json) {
        char ms[8];
        std::snprintf(ms, sizeof ms, ".%03uZ", static_cast<unsigned>(unix_ms % 1000));
        out += ms;
    }
    return out;
}

std::string solve_line(const game_record& g) {
    // Appended piece by piece: g++ 12 at -O3 warns falsely (-Wrestrict) on chains of string +.
    const bool solved = g.result == game_result::solved;
    std::string line(1, '#');
    line += std::to_string(g.id);
    line += ' ';
    line += utc_text(g.ended_at_ms).substr(5, 11); // "11-23 21:07": the year is this one, mostly
    line += "  ";
    line += solved ? seconds_text(g.ms) + " s" : std::string("DNF");
    line += "  ";
    line += support::counted(g.stm, "move");
    if (const auto tps = fair_tps(g)) {
        line += "  ";
        line += tps_text(tps);
        line += " TPS";
    }
    if (g.optimal) {
        line += "  optimal ";
        line += std::to_string(*g.optimal);
    }
    if (g.mode != "standard") {
        line += "  ";
        line += mode_text(g.mode);
    }
    if (!g.counts) line += "  (does not count)";
    return line;
}

} // namespace npuzzle::frontend
