// SPDX-License-Identifier: MIT
// The reports of the solve history (see history_report.hpp).
#include "history_report.hpp"

#include "commands.hpp" // fit

#include <game/history_text.hpp>
#include <common/played_boards.hpp>

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/json.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/slidysim.hpp>
#include <npuzzle/core/statistics.hpp>

#include <iterator>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace npuzzle::text {

namespace {

using frontend::game_record;
using frontend::size_statistics;

// JSON: a number, "DNF", or null (too few results).
std::string json_average(const std::optional<npuzzle::average>& a) {
    return !a ? "null" : a->dnf ? "\"DNF\"" : std::to_string(a->ms);
}
std::string json_number(const std::optional<std::uint64_t>& v) { return v ? std::to_string(*v) : "null"; }
std::string json_number(const std::optional<double>& v) { return v ? frontend::tps_text(*v) : "null"; }

// One number of the solve a best came from (its moves, its time), or nothing.
std::optional<std::uint64_t> companion(const std::optional<npuzzle::solve_result>& solve,
                                       std::uint64_t npuzzle::solve_result::*field) {
    if (!solve) return std::nullopt;
    return (*solve).*field;
}

void write_stats(const size_statistics& st, bool json, std::ostream& out) {
    if (json) {
        out << "{\"size\":\"" << frontend::size_text(st.size) << "\",\"mode\":" << npuzzle::json_string(st.mode)
            << ",\"solves\":" << st.solves << ",\"dnfs\":" << st.dnfs
            << ",\"best_ms\":" << json_number(st.best_ms) << ",\"best_moves\":" << json_number(st.best_moves)
            << ",\"best_tps\":" << json_number(st.best_tps)
            << ",\"best_ms_moves\":" << json_number(companion(st.best_time_solve, &npuzzle::solve_result::moves))
            << ",\"best_moves_ms\":" << json_number(companion(st.fewest_moves_solve, &npuzzle::solve_result::ms))
            << ",\"best_tps_ms\":" << json_number(companion(st.best_tps_solve, &npuzzle::solve_result::ms));
        for (std::size_t i = 0; i < 4; ++i)
            out << ",\"ao" << size_statistics::average_sizes[i] << "_ms\":" << json_average(st.current[i]);
        for (std::size_t i = 0; i < 2; ++i)
            out << ",\"best_ao" << size_statistics::average_sizes[i] << "_ms\":" << json_average(st.best[i]);
        out << ",\"mean_ms\":" << json_number(st.mean_ms) << "}\n";
        return;
    }
    for (const auto& line : frontend::statistics_lines(st)) out << fit(line) << '\n';
}

// Each board's start as a slidysim scramble and its moves as a run-length solution (a marathon has
// several); the row's start and nothing if it does not play (a row the history always plays).
struct slidysim_board {
    std::string scramble, solution;
};
std::vector<slidysim_board> slidysim_boards(const game_record& g) {
    const auto boards = frontend::played_boards(g);
    if (!boards) return {{g.start, ""}};
    std::vector<slidysim_board> out;
    for (const auto& b : *boards) {
        if (b.moves.empty() && !out.empty()) break; // a marathon's board dealt but never played
        slidysim_board s;
        npuzzle::write_slidysim_scramble(b.start, std::back_inserter(s.scramble));
        npuzzle::run_length_writer runs;
        for (const auto& m : b.moves) runs.put(npuzzle::from_letter(m.letter), std::back_inserter(s.solution));
        runs.finish(std::back_inserter(s.solution));
        out.push_back(std::move(s));
    }
    return out;
}
// A marathon's boards in one JSON string: joined by ';' (slidysim's scramble uses '/' and spaces).
std::string joined(const std::vector<slidysim_board>& boards, std::string slidysim_board::*part) {
    std::string s;
    for (const auto& b : boards) {
        if (!s.empty()) s += ';';
        s += b.*part;
    }
    return s;
}

void write_game(const game_record& g, const frontend::options& opts, std::ostream& out) {
    const bool solved = g.result == frontend::game_result::solved;
    const auto tps = frontend::fair_tps(g); // none for a game the solver finished or that does not count
    if (opts.json) {
        out << "{\"id\":" << g.id << ",\"when\":\"" << frontend::utc_text(g.ended_at_ms, true) << "\",\"size\":\"" << frontend::size_text(g.size)
            << "\",\"mode\":" << npuzzle::json_string(g.mode) << ",\"start\":"
            << npuzzle::json_string(opts.slidysim ? joined(slidysim_boards(g), &slidysim_board::scramble) : g.start);
        if (opts.slidysim) out << ",\"solution\":" << npuzzle::json_string(joined(slidysim_boards(g), &slidysim_board::solution));
        out << ",\"stm\":" << g.stm << ",\"mtm\":" << g.mtm << ",\"ms\":" << g.ms << ",\"tps\":" << json_number(tps)
            << ",\"result\":\"" << (solved ? "solved" : "dnf") << "\",\"counts\":" << (g.counts ? "true" : "false")
            << ",\"optimal\":" << json_number(g.optimal) << "}\n";
        return;
    }
    if (opts.slidysim) { // a line per board: a marathon's boards are lines of their own
        for (const auto& b : slidysim_boards(g)) out << b.scramble << '\t' << b.solution << '\n';
        return;
    }
    out << '#' << g.id << ' ' << frontend::utc_text(g.ended_at_ms, false) << ' ' << frontend::size_text(g.size) << ' '
        << (solved ? "solved" : "DNF   ") << ' ' << frontend::seconds_text(g.ms) << " s " << g.stm << " STM " << g.mtm << " MTM "
        << frontend::tps_text(tps) << " TPS" << (g.optimal ? " optimal " + std::to_string(*g.optimal) : "")
        << (g.counts ? "" : " (does not count)");
    if (g.mode != "standard") out << ' ' << frontend::mode_text(g.mode); // piece by piece: g++ 12 -O3 warns on " " + string
    out << ' ' << g.start << '\n';
}

} // namespace

int history_report(const frontend::options& opts, std::ostream& out, std::ostream& err) {
    const std::filesystem::path file = opts.history_db ? std::filesystem::path(*opts.history_db)
                                                       : frontend::default_history_path();
    if (file.empty()) {
        err << "npuzzle-text: no history file: set XDG_STATE_HOME or HOME, or give --history-db\n";
        return 1;
    }
    frontend::history_store store(file);
    const auto size = opts.size_given ? std::optional<npuzzle::shape>(opts.size) : std::nullopt;
    if (opts.stats) {
        const auto stats = store.statistics(size);
        if (!stats) {
            err << "npuzzle-text: " << stats.error().message() << '\n';
            return stats.error().status;
        }
        bool any = false;
        for (const auto& st : *stats)
            if (st.variant == opts.variant) {
                write_stats(st, opts.json, out);
                any = true;
            }
        if (!any && !opts.json) out << "no games that count recorded yet\n";
        for (const auto& notice : store.take_notices()) err << "npuzzle-text: " << notice << '\n';
        return 0;
    }
    const auto games = store.last(std::numeric_limits<std::size_t>::max(), size);
    if (!games) {
        err << "npuzzle-text: " << games.error().message() << '\n';
        return games.error().status;
    }
    bool any = false;
    for (const auto& g : *games)
        if (g.variant == opts.variant && (!opts.slidysim || g.result == frontend::game_result::solved)) {
            write_game(g, opts, out); // slidysim's format has no DNF: it gets the solves only
            any = true;
        }
    if (!any && !opts.json && !opts.slidysim) out << "no games recorded yet\n";
    for (const auto& notice : store.take_notices()) err << "npuzzle-text: " << notice << '\n';
    return 0;
}

} // namespace npuzzle::text
