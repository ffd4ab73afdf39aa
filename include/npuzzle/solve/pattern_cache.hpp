// SPDX-License-Identifier: MIT
// Where pattern databases come from: a cache directory of checked files (pattern_file.hpp), built
// when missing if allowed, and a process-wide registry so a table of 300 MB is read once.
#pragma once

#include <npuzzle/solve/linkage.hpp> // NPUZZLE_SOLVE_LINKAGE
#include <npuzzle/solve/pattern_database.hpp>
#include <npuzzle/solve/pattern_sets.hpp>
#include <npuzzle/solve/solve_options.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

namespace npuzzle::solve {

/// $XDG_CACHE_HOME/npuzzle, else ~/.cache/npuzzle; empty if neither can be found.
[[nodiscard]] inline std::filesystem::path default_cache_directory() {
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg == '/') return std::filesystem::path(xdg) / "npuzzle";
    if (const char* home = std::getenv("HOME"); home && *home) return std::filesystem::path(home) / ".cache" / "npuzzle";
    return {};
}

/// A pattern's database from its file in the cache directory, else (when allowed) built and saved.
/// A missing, stale or corrupt file is reported to the log and rebuilt, never trusted. Empty when
/// there is no trusted file and building is not allowed. Compiled with the solver (linkage.hpp): the
/// table's build and check are most of a game's time in a build whose other files are not optimised.
[[nodiscard]] NPUZZLE_SOLVE_LINKAGE std::optional<pattern_database> load_pattern_database(std::uint32_t rows, std::uint32_t cols,
                                                                            const std::vector<std::uint32_t>& tiles,
                                                                            const database_options& options = {});

#if NPUZZLE_SOLVE_DEFINES
NPUZZLE_SOLVE_LINKAGE std::optional<pattern_database> load_pattern_database(std::uint32_t rows, std::uint32_t cols,
                                                                            const std::vector<std::uint32_t>& tiles,
                                                                            const database_options& options) {
    auto say = [&](const std::string& text) {
        if (options.log) *options.log << text << '\n' << std::flush;
    };
    std::string why_not = "no cache directory";
    std::filesystem::path file;
    if (!options.cache_directory.empty()) {
        file = options.cache_directory / pattern_database::file_name(rows, cols, tiles);
        for (const auto& partial : pattern_file::remove_stale_partials(file))
            say("pattern database: removed " + partial.string() + ", left by an interrupted save");
        auto db = pattern_database::load(file, rows, cols, tiles);
        if (db) return std::move(*db);
        why_not = db.error().message();
    }
    if (!options.build_if_missing) {
        std::error_code ec;
        if (!file.empty() && std::filesystem::exists(file, ec)) say("pattern database: " + why_not + "; not used");
        return std::nullopt;
    }
    pdb_build_stats stats;
    say("pattern database " + pattern_database::file_name(rows, cols, tiles) + ": " + why_not + "; building it");
    auto db = pattern_database::build(rows, cols, tiles, options.threads, &stats);
    say("  " + std::to_string(db.entries()) + " entries in " + std::to_string(stats.seconds) + " s with " +
        std::to_string(options.threads) + " threads, " + std::to_string(stats.bytes >> 20) +
        " MiB while building, " + std::to_string(db.table_bytes() >> 20) + " MiB kept, deepest " +
        std::to_string(stats.deepest) + " moves" +
        (stats.clamped ? ", " + std::to_string(stats.clamped) + " entries clamped" : ""));
    if (!file.empty()) {
        const auto problem = db.save(file);
        say(problem ? "  not saved: " + problem->message() : "  saved " + file.string());
    }
    return db;
}
#endif

namespace detail {
/// The process-wide registry of tables read or built, by shape and pattern.
struct pattern_registry {
    std::mutex guard; ///< held while the maps are read or changed
    std::map<std::vector<std::uint32_t>, std::shared_ptr<const pattern_database>> tables; ///< by registry_key()
    /// Files found untrusted, by when they were written: a caller that may not rebuild one does not
    /// read it again (a 7-8 table is 260 MB) until it changes.
    std::map<std::filesystem::path, std::filesystem::file_time_type> untrusted;

    static pattern_registry& instance() {
        static pattern_registry registry;
        return registry;
    }
    static std::vector<std::uint32_t> key(std::uint32_t rows, std::uint32_t cols, const std::vector<std::uint32_t>& tiles) {
        std::vector<std::uint32_t> k{rows, cols};
        k.insert(k.end(), tiles.begin(), tiles.end());
        return k;
    }
};
} // namespace detail

/// Hands a database read elsewhere (checked by pattern_database::load) to the process-wide registry,
/// where shared_pattern_database() finds it as if read from the cache: the web page's hint worker,
/// which has no files, gives it the tables it keeps in IndexedDB. One already there is kept.
inline void share_pattern_database(pattern_database db) {
    auto& registry = detail::pattern_registry::instance();
    auto key = detail::pattern_registry::key(db.rows(), db.cols(), db.pattern());
    std::lock_guard lock(registry.guard);
    if (!registry.tables.contains(key)) registry.tables.emplace(std::move(key), std::make_shared<const pattern_database>(std::move(db)));
}

/// load_pattern_database() through a process-wide registry: each table is read (or built) once.
[[nodiscard]] inline std::shared_ptr<const pattern_database> shared_pattern_database(std::uint32_t rows, std::uint32_t cols,
                                                                        const std::vector<std::uint32_t>& tiles,
                                                                        const database_options& options = {}) {
    auto& [guard, registry, untrusted] = detail::pattern_registry::instance();
    std::vector<std::uint32_t> key = detail::pattern_registry::key(rows, cols, tiles);
    std::lock_guard lock(guard);
    if (auto found = registry.find(key); found != registry.end()) return found->second;
    std::filesystem::path file;
    if (!options.cache_directory.empty()) file = options.cache_directory / pattern_database::file_name(rows, cols, tiles);
    auto last_written = [&] {
        std::error_code ec;
        const auto time = std::filesystem::last_write_time(file, ec);
        return ec ? std::filesystem::file_time_type::min() : time;
    };
    if (auto bad = untrusted.find(file); !options.build_if_missing && bad != untrusted.end() && bad->second == last_written())
        return nullptr;
    auto db = load_pattern_database(rows, cols, tiles, options);
    if (!db) {
        if (std::error_code ec; !file.empty() && std::filesystem::exists(file, ec)) untrusted[file] = last_written();
        return nullptr;
    }
    auto shared = std::make_shared<const pattern_database>(std::move(*db));
    registry.emplace(std::move(key), shared);
    return shared;
}

/// Loads (or builds) every database of a pattern set; empty if one is missing and may not be built.
[[nodiscard]] inline std::vector<std::shared_ptr<const pattern_database>> load_pattern_set(const pattern_set& set,
                                                                            const database_options& options = {}) {
    std::vector<std::shared_ptr<const pattern_database>> dbs;
    for (const auto& tiles : set.patterns) {
        auto db = shared_pattern_database(set.rows, set.cols, tiles, options);
        if (!db) return {};
        dbs.push_back(std::move(db));
    }
    return dbs;
}

} // namespace npuzzle::solve
