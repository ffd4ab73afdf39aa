// SPDX-License-Identifier: MIT
// The hint worker's module: the library's optimal solver, on one thread. It has no file system (the
// worker's download is smaller without emscripten's): worker.js hands it the pattern databases kept
// in IndexedDB as bytes, checked by the library's own loader as a file would be, and takes the ones
// built here back as the bytes of their files. Nothing here depends on the midend: it answers "solve
// this game ID".
#include "reply.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/solve/pattern_cache.hpp>
#include <npuzzle/solve/solver.hpp>

#include <emscripten/emscripten.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <set>
#include <span>
#include <string>
#include <vector>

using npuzzle::web::answer;
using npuzzle::web::json_text;

namespace {

// The tables IndexedDB holds already: those worker.js handed in, and those np_table_next() handed out.
std::set<std::string> kept;
// The bytes of the table np_table_next() named last.
std::vector<std::uint8_t> handed_out;

// Calls f(rows, cols, tiles, file name) on each table of the library's standard pattern sets.
template <class F>
void each_table(F&& f) {
    for (const auto& set : npuzzle::solve::standard_pattern_sets())
        for (const auto& tiles : set.patterns) f(set.rows, set.cols, tiles, npuzzle::solve::pattern_database::file_name(set.rows, set.cols, tiles));
}

} // namespace

extern "C" {

// An optimal solution of the game ID `id`: {"moves":"ULDR...","nodes":N,"ms":T,"search_s":S,"heuristic":"pdb-8"}
// (ms: the whole call, tables included; search_s: the search alone, as npuzzle-solve's "seconds"), or
// {"error": why}. `heuristic`: "" for the library's choice (automatic), or a name ("pdb-6-6-3"). The
// tables it needs are those np_table_put() was given, or built (kept in memory: np_table_next()).
EMSCRIPTEN_KEEPALIVE const char* np_solve(const char* id, const char* heuristic) {
    auto board = npuzzle::parse_board<npuzzle::puzzle>(id);
    if (!board) return answer("{\"error\":" + json_text(std::string(board.error().message().view())) + "}");
    npuzzle::solve::solve_options options;
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

// Hands in the table file `name` ("4x4-1-2-5-6-9-10.pdb"), `size` bytes at `bytes`, kept from an earlier
// visit: "" if it checks (the library's loader: header, checksum, entries) and is used from now on, else
// why not (worker.js then deletes it, and the table is built again when needed).
EMSCRIPTEN_KEEPALIVE const char* np_table_put(const char* name, const std::uint8_t* bytes, std::size_t size) {
    std::string why_not = std::string(name) + " is not a table of the solver's";
    each_table([&](std::uint32_t rows, std::uint32_t cols, const std::vector<std::uint32_t>& tiles, const std::string& file) {
        if (file != name) return;
        auto db = npuzzle::solve::pattern_database::load(std::span(bytes, size), rows, cols, tiles);
        if (!db) {
            why_not = db.error().message();
            return;
        }
        npuzzle::solve::share_pattern_database(std::move(*db));
        kept.insert(file);
        why_not.clear();
    });
    return answer(why_not);
}

// The name of a table built here and not yet handed out (its file's bytes: np_table_bytes(), np_table_size(),
// until the next call), or "" when there is none.
EMSCRIPTEN_KEEPALIVE const char* np_table_next() {
    handed_out.clear();
    npuzzle::solve::database_options in_memory_only;
    in_memory_only.build_if_missing = false;
    std::string next;
    each_table([&](std::uint32_t rows, std::uint32_t cols, const std::vector<std::uint32_t>& tiles, const std::string& file) {
        if (!next.empty() || kept.contains(file)) return;
        const auto db = npuzzle::solve::shared_pattern_database(rows, cols, tiles, in_memory_only);
        if (!db) return;
        db->write([](const char* b, std::size_t n) {
            const auto* u = reinterpret_cast<const std::uint8_t*>(b);
            handed_out.insert(handed_out.end(), u, u + n);
        });
        kept.insert(file);
        next = file;
    });
    return answer(next);
}

EMSCRIPTEN_KEEPALIVE const std::uint8_t* np_table_bytes() { return handed_out.data(); }
EMSCRIPTEN_KEEPALIVE std::size_t np_table_size() { return handed_out.size(); }

} // extern "C"
