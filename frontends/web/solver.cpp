// SPDX-License-Identifier: MIT
// The hint worker's module: the library's optimal solver, on one thread, its pattern databases read
// from and saved to /pdb (emscripten's in-memory file system, which worker.js fills from IndexedDB
// and saves back). Nothing here depends on the midend: it answers "solve this game ID".
#include "reply.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/solve/solver.hpp>

#include <emscripten/emscripten.h>

#include <chrono>
#include <string>

using npuzzle::web::answer;
using npuzzle::web::json_text;

extern "C" {

// An optimal solution of the game ID `id`: {"moves":"ULDR...","nodes":N,"ms":T,"search_s":S,"heuristic":"pdb-8"}
// (ms: the whole call, tables included; search_s: the search alone, as npuzzle-solve's "seconds"), or
// {"error": why}. `heuristic`: "" for the library's choice (automatic), or a name ("pdb-6-6-3"). The
// tables it needs are read from /pdb, or built and saved there.
EMSCRIPTEN_KEEPALIVE const char* np_solve(const char* id, const char* heuristic) {
    auto board = npuzzle::parse_board<npuzzle::puzzle>(id);
    if (!board) return answer("{\"error\":" + json_text(std::string(board.error().message().view())) + "}");
    npuzzle::solve::solve_options options;
    options.databases.cache_directory = "/pdb";
    options.databases.threads = 1;
    if (heuristic && *heuristic) {
        const auto h = npuzzle::solve::parse_heuristic(heuristic);
        if (!h) return answer("{\"error\":" + json_text("unknown heuristic " + std::string(heuristic)) + "}");
        options.heuristic = *h;
    }
    const auto chosen = npuzzle::solve::choose_heuristic(options.heuristic, board->rows(), board->cols(), options.databases);
    const auto start = std::chrono::steady_clock::now();
    const auto s = npuzzle::solve::solve_optimal(*board, options);
    const auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (!s) return answer("{\"error\":" + json_text(s.error().message()) + "}");
    if (s->status != npuzzle::solve::solve_status::solved)
        return answer("{\"error\":" + json_text(std::string(npuzzle::solve::to_string(s->status))) + "}");
    std::string moves;
    for (const auto d : s->moves) moves += npuzzle::to_letter(d);
    return answer("{\"moves\":\"" + moves + "\",\"nodes\":" + std::to_string(s->nodes) + ",\"ms\":" + std::to_string(ms) +
                  ",\"search_s\":" + std::to_string(s->seconds) +
                  ",\"heuristic\":" + json_text(chosen ? std::string(npuzzle::solve::to_string(*chosen)) : "") + "}");
}

} // extern "C"
