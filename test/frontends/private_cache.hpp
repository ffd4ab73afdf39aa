// SPDX-License-Identifier: MIT
// A private $XDG_CACHE_HOME, empty at first: the hint tables are built (or missed) as a new
// player's are, and nothing of the real cache is read or written. NPUZZLE_HINT_TABLES=small while it
// stands: no test builds pdb-7-8 (minutes, and over a GB). Both variables are put back as they were,
// so a case's own cache nests in the one the whole suite runs in (main.cpp).
#pragma once

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <system_error>

#include <unistd.h>

namespace npuzzle::frontend::testing {

struct private_cache {
    std::filesystem::path path;
    std::optional<std::string> old, old_tables;

    explicit private_cache(const std::string& name = "npuzzle-hint-cache")
        : path(std::filesystem::temp_directory_path() / (name + "-" + std::to_string(::getpid()))) {
        if (const char* o = std::getenv("XDG_CACHE_HOME")) old = o;
        if (const char* o = std::getenv("NPUZZLE_HINT_TABLES")) old_tables = o;
        std::filesystem::remove_all(path);
        std::filesystem::create_directories(path);
        ::setenv("XDG_CACHE_HOME", path.c_str(), 1);
        ::setenv("NPUZZLE_HINT_TABLES", "small", 1);
    }
    private_cache(const private_cache&) = delete;
    private_cache& operator=(const private_cache&) = delete;
    ~private_cache() {
        restore("XDG_CACHE_HOME", old);
        restore("NPUZZLE_HINT_TABLES", old_tables);
        std::error_code ignored;
        std::filesystem::remove_all(path, ignored);
    }
    // Where the games keep their tables under it.
    std::filesystem::path tables() const { return path / "npuzzle"; }

private:
    static void restore(const char* name, const std::optional<std::string>& value) {
        if (value) ::setenv(name, value->c_str(), 1);
        else ::unsetenv(name);
    }
};

} // namespace npuzzle::frontend::testing
