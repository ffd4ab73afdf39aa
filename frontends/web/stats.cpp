// SPDX-License-Identifier: MIT
// The page's statistics and slidysim import, as the library computes them (core/statistics.hpp,
// core/slidysim.hpp): the page keeps the solves in IndexedDB and only draws what this answers.
// Nothing here depends on the midend.
#include "reply.hpp"
#include "game/time_text.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/slidysim.hpp>
#include <npuzzle/core/statistics.hpp>

#include <emscripten/emscripten.h>

#include <charconv>
#include <cstdio>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

using npuzzle::web::answer;
using npuzzle::web::json_text;

constexpr std::uint64_t max_moves = 10'000'000;

std::string number(double x) {
    char text[32];
    std::snprintf(text, sizeof text, "%.3f", x);
    return text;
}

// An average as JSON: milliseconds, "DNF", or null when there are too few solves.
std::string json(const std::optional<npuzzle::average>& a) {
    if (!a) return "null";
    return a->dnf ? "\"DNF\"" : std::to_string(a->ms);
}

// Reads "ms moves dnf" lines (dnf 0 or 1), oldest first; a malformed line is skipped.
std::vector<npuzzle::solve_result> read_results(std::string_view text) {
    std::vector<npuzzle::solve_result> out;
    while (!text.empty()) {
        const auto end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        npuzzle::solve_result r;
        unsigned dnf = 0;
        const char* p = line.data();
        const char* last = line.data() + line.size();
        auto read = [&](auto& value) {
            while (p < last && *p == ' ') ++p;
            const auto [next, ec] = std::from_chars(p, last, value);
            p = next;
            return ec == std::errc{};
        };
        if (read(r.ms) && read(r.moves) && read(dnf) && dnf <= 1) {
            r.dnf = dnf == 1;
            out.push_back(r);
        }
    }
    return out;
}

} // namespace

extern "C" {

// The statistics of the solves in `lines` ("ms moves dnf" a line, oldest first): the current and best
// ao5/ao12/ao50/ao100, the mean, each best named apart (time, fewest moves, TPS, each with its solve)
// and, for the chart, the ao5 and ao12 ending at every solve.
EMSCRIPTEN_KEEPALIVE const char* np_stats(const char* lines) {
    const auto results = read_results(lines);
    const std::span<const npuzzle::solve_result> all(results);
    std::string v = "{\"count\":" + std::to_string(results.size());
    for (const std::size_t n : {5u, 12u, 50u, 100u}) {
        v += ",\"ao" + std::to_string(n) + "\":" + json(npuzzle::current_average(all, n));
        v += ",\"best_ao" + std::to_string(n) + "\":" + json(npuzzle::best_average(all, n));
    }
    const auto mean = npuzzle::mean_finished_ms(all);
    v += ",\"mean\":" + (mean ? std::to_string(*mean) : std::string("null"));
    // Each best is one solve, named with the rest of that solve (never three solves read as one).
    std::optional<std::size_t> fastest, fewest, quickest;
    for (std::size_t i = 0; i < results.size(); ++i) {
        const auto& r = results[i];
        if (r.dnf) continue;
        if (!fastest || r.ms < results[*fastest].ms) fastest = i;
        if (!fewest || r.moves < results[*fewest].moves) fewest = i;
        const auto t = npuzzle::tps(r.moves, r.ms);
        if (t && (!quickest || *t > *npuzzle::tps(results[*quickest].moves, results[*quickest].ms))) quickest = i;
    }
    auto solve = [&](std::optional<std::size_t> i) {
        if (!i) return std::string("null");
        const auto& r = results[*i];
        const auto t = npuzzle::tps(r.moves, r.ms);
        return "{\"ms\":" + std::to_string(r.ms) + ",\"moves\":" + std::to_string(r.moves) +
               ",\"tps\":" + (t ? number(*t) : std::string("null")) + "}";
    };
    v += ",\"best_time\":" + solve(fastest) + ",\"fewest_moves\":" + solve(fewest) + ",\"best_tps\":" + solve(quickest);
    std::string lines_text;
    if (fastest) {
        const auto& r = results[*fastest];
        lines_text += "best time " + npuzzle::frontend::seconds_text(r.ms) + " s (" + std::to_string(r.moves) + " moves)";
    }
    if (fewest) {
        const auto& r = results[*fewest];
        lines_text += "; fewest moves " + std::to_string(r.moves) + " (" + npuzzle::frontend::seconds_text(r.ms) + " s)";
    }
    if (quickest) {
        const auto& r = results[*quickest];
        lines_text += "; best TPS " + number(*npuzzle::tps(r.moves, r.ms)) + " (" + npuzzle::frontend::seconds_text(r.ms) + " s)";
    }
    v += ",\"bests\":" + json_text(lines_text);
    std::string ao5 = "[", ao12 = "[";
    for (std::size_t i = 1; i <= results.size(); ++i) {
        const auto upto = all.first(i);
        ao5 += (i > 1 ? "," : "") + json(npuzzle::current_average(upto, 5));
        ao12 += (i > 1 ? "," : "") + json(npuzzle::current_average(upto, 12));
    }
    return answer(v + ",\"series_ao5\":" + ao5 + "],\"series_ao12\":" + ao12 + "]}");
}

// One slidysim line ("scramble<TAB>solution") read and checked: the scramble's game ID, its moves
// counted and played, {"start":ID,"moves":N,"solved":bool}; or {"error": why}.
EMSCRIPTEN_KEEPALIVE const char* np_slidysim(const char* line) {
    const std::string_view text(line);
    const auto tab = text.find('\t');
    auto board = npuzzle::parse_slidysim_scramble<npuzzle::puzzle>(text.substr(0, tab));
    if (!board) return answer("{\"error\":" + json_text("scramble: " + std::string(board.error().message().view())) + "}");
    std::string id;
    npuzzle::write_game_id(*board, std::back_inserter(id));
    std::uint64_t moves = 0;
    bool legal = true;
    if (tab != std::string_view::npos) {
        // Counted first: a line may ask for billions of moves (R4294967295), which is refused, not played.
        const auto count = npuzzle::count_run_length_moves(text.substr(tab + 1));
        if (count && *count > max_moves) return answer("{\"error\":\"solution: more than 10000000 moves\"}");
        const auto e = npuzzle::for_each_run_length_move(text.substr(tab + 1), [&](npuzzle::direction d) {
            legal = legal && board->can_move(d);
            if (legal) board->move(d), ++moves;
        });
        if (e) return answer("{\"error\":" + json_text("solution: " + std::string(e.message().view())) + "}");
    }
    if (!legal) return answer("{\"error\":" + json_text("solution: move " + std::to_string(moves + 1) + " runs into a wall") + "}");
    return answer("{\"start\":" + json_text(id) + ",\"moves\":" + std::to_string(moves) + ",\"solved\":" +
                  (board->is_solved() ? "true" : "false") + "}");
}

} // extern "C"
