// SPDX-License-Identifier: MIT
// The searches behind solve_optimal (solver.hpp): the automatic heuristic made concrete, the chosen
// heuristic built for the board, and IDA* run with it, serially or on threads, or the mtm search.
// This is the one place a search type is chosen, so the searches are instantiated here only: in every
// translation unit (header-only, included by solver.hpp), or once (solver_source.hpp).
#pragma once

#include <npuzzle/solve/solver.hpp>

#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/error.hpp>
#include <npuzzle/solve/additive_pdb.hpp>
#include <npuzzle/solve/heuristic_choice.hpp>
#include <npuzzle/solve/heuristics.hpp>
#include <npuzzle/solve/ida_star.hpp>
#include <npuzzle/solve/max_of_partitions.hpp>
#include <npuzzle/solve/metric.hpp>
#include <npuzzle/solve/mtm_search.hpp>
#include <npuzzle/solve/parallel_ida_star.hpp>
#include <npuzzle/solve/pattern_cache.hpp>
#include <npuzzle/solve/pattern_sets.hpp>
#include <npuzzle/solve/search_board.hpp>
#include <npuzzle/solve/solution.hpp>

#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace npuzzle::solve {

/// `h` made concrete for a rows x cols board, or why it does not fit (as heuristic_misfit()):
/// automatic becomes the best at hand (see solve_options), reading the cache to see what is there;
/// any other choice is itself. Cost: automatic may read a table file (a 7-8 table is 260 MB) once
/// per process (pattern_cache.hpp keeps what it read).
[[nodiscard]] inline result<heuristic, solve_error> choose_heuristic(heuristic h, std::size_t rows, std::size_t cols,
                                                                     const database_options& databases) {
    if (auto misfit = heuristic_misfit(h, rows, cols)) return *misfit;
    if (h != heuristic::automatic) return h;
    database_options cached_only = databases;
    cached_only.build_if_missing = false;
    auto cached = [&](heuristic set) {
        const pattern_set* tables = pattern_set_of(set);
        return tables != nullptr && !load_pattern_set(*tables, cached_only).empty();
    };
    auto buildable = [&](heuristic set) { return databases.build_if_missing || cached(set); };
    if (rows == 3 && cols == 3 && buildable(heuristic::pdb_8)) return heuristic::pdb_8;
    if (rows == 4 && cols == 4) {
        if (cached(heuristic::pdb_7_8)) return heuristic::pdb_7_8;
        if (buildable(heuristic::pdb_6_6_3)) return heuristic::pdb_6_6_3;
    }
    if (rows == 5 && cols == 5 && cached(heuristic::pdb_6_6_6_6)) return heuristic::pdb_6_6_6_6;
    return heuristic::linear_conflict;
}

/// Calls search(origin, h, duplicates) with the heuristic `chosen` (concrete: not automatic, and fits
/// `origin`'s shape) made for `origin`, and the duplicate-move automaton `options` asks for; returns
/// what it returns, or gave_up when a pattern database is missing and may not be built. An error from
/// a pattern set's search names its tables. solve_optimal's searches, and other processes'
/// (examples/solve_mpi), go through it. Each call site instantiates `search` once per heuristic type
/// (five): pdb-7-8 on 4x4, the set that beats the other solvers, gets the search compiled for that
/// board and set (additive_pdb_4x4: the same nodes, fewer instructions; issue 36); a set of several
/// partitions gets max_of_partitions.
template <class Search>
[[nodiscard]] result<solution, solve_error> with_heuristic(heuristic chosen, const search_board& origin,
                                                           const solve_options& options, Search&& search) {
    const duplicate_moves& duplicates =
        options.skip_duplicates ? duplicate_moves::standard(options.order) : duplicate_moves::none(options.order);
    if (chosen == heuristic::manhattan) {
        manhattan h(origin);
        return search(origin, h, duplicates);
    }
    if (chosen == heuristic::linear_conflict) {
        linear_conflict h(origin);
        return search(origin, h, duplicates);
    }
    const pattern_set* tables = pattern_set_of(chosen);
    if (tables == nullptr) return solution{}; // every other choice names a set: nothing to search with
    const pattern_set& set = *tables;
    auto dbs = load_pattern_set(set, options.databases);
    if (dbs.empty()) return solution{};
    auto s = [&] {
        if (chosen == heuristic::pdb_7_8) { // 4x4: heuristic_misfit() has seen to it
            additive_pdb_4x4 h(origin, std::move(dbs));
            return search(origin, h, duplicates);
        }
        if (set.partitions > 1) { // equal counts: each partition its own additive_pdb (pattern_sets.hpp)
            const std::size_t each = dbs.size() / set.partitions;
            std::vector<additive_pdb> parts;
            for (std::size_t first = 0; first < dbs.size(); first += each)
                parts.emplace_back(origin,
                                   std::vector(dbs.begin() + static_cast<std::ptrdiff_t>(first),
                                               dbs.begin() + static_cast<std::ptrdiff_t>(first + each)),
                                   set.dual);
            max_of_partitions h(std::move(parts));
            return search(origin, h, duplicates);
        }
        additive_pdb h(origin, std::move(dbs), set.dual);
        return search(origin, h, duplicates);
    }();
    if (!s) { // name the tables: only their entries can be wrong
        solve_error e = s.error();
        e.detail = std::string(set.name()) + ": " + e.detail + "; its pattern databases are wrong";
        if (!options.databases.cache_directory.empty())
            e.detail += " (delete them from " + options.databases.cache_directory.string() + " to have them rebuilt)";
        return e;
    }
    return s;
}

// The searches' one definition: in every file when header-only; with NPUZZLE_SOLVE_SEPARATE_COMPILATION
// only in the file of solver_source.hpp, so that other files may include this header (for
// choose_heuristic, say) without defining the searches a second time.
#if NPUZZLE_SOLVE_DEFINES
NPUZZLE_SOLVE_LINKAGE result<solution, solve_error> search_optimal(const search_board& start, const solve_options& options) {
    if (options.metric == metric::mtm) {
        const mtm_heuristic h(start, shared_mtm_tables(start.rows(), start.cols(), options.databases.log));
        return mtm_ida_star(start, h, options.limits).run();
    }
    const auto chosen = choose_heuristic(options.heuristic, start.rows(), start.cols(), options.databases);
    if (!chosen) return chosen.error();
    const unsigned threads = search_threads(options.threads);
    return with_heuristic(*chosen, start, options, [&](const search_board& origin, auto& h, const duplicate_moves& duplicates) {
        using searched = std::remove_cvref_t<decltype(h)>;
        if (threads > 1) return parallel_ida_star<searched>(origin, h, options.limits, threads, duplicates).run();
        return ida_star<searched>(origin, h, options.limits, duplicates).run();
    });
}
#endif

} // namespace npuzzle::solve
