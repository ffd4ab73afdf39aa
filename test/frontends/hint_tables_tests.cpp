// SPDX-License-Identifier: MIT
// The hint tables prepared in child processes: the strong set built at nice 19, once, and found by
// the next game. pdb-8 (one 3x3 file, built in a moment) stands in for pdb-7-8 where the build must
// finish (7-8 takes minutes and over a GB; pdb-5-5-5 took 15 s a test under the sanitizers), pdb-5-5-5
// where it must still be under way when the game quits.
#include <common/forked_tables.hpp>

#include <npuzzle/solve/pattern_cache.hpp>
#include <npuzzle/solve/pattern_sets.hpp>

#include <boost/test/unit_test.hpp>

#include "private_cache.hpp"

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace npuzzle::frontend;
using npuzzle::frontend::testing::private_cache;
using namespace std::chrono_literals;
namespace fs = std::filesystem;

namespace {

constexpr forked_tables::plan strong_only{nullptr, "pdb-8"};
constexpr forked_tables::plan strong_and_slow{nullptr, "pdb-5-5-5"};

bool eventually(const std::function<bool()>& done, std::chrono::seconds most = 300s) {
    const auto give_up = std::chrono::steady_clock::now() + most;
    while (!done()) {
        if (std::chrono::steady_clock::now() > give_up) return false;
        std::this_thread::sleep_for(10ms);
    }
    return true;
}

// The files of strong_only's set in `cache`.
std::vector<fs::path> files(const fs::path& cache) {
    std::vector<fs::path> f;
    const auto* set = npuzzle::solve::find_pattern_set(strong_only.strong);
    for (const auto& tiles : set->patterns)
        f.push_back(cache / npuzzle::solve::pattern_database::file_name(set->rows, set->cols, tiles));
    return f;
}

// Each file's inode: a file written again (a second build renames a new file over it) has another.
std::vector<ino_t> inodes(const fs::path& cache) {
    std::vector<ino_t> i;
    for (const auto& f : files(cache)) {
        struct stat s {};
        i.push_back(::stat(f.c_str(), &s) == 0 ? s.st_ino : 0);
    }
    return i;
}

// This process's children now (Linux).
std::vector<pid_t> children() {
    std::ifstream in("/proc/self/task/" + std::to_string(::getpid()) + "/children");
    std::vector<pid_t> pids;
    for (pid_t p = 0; in >> p;) pids.push_back(p);
    return pids;
}

} // namespace

BOOST_AUTO_TEST_SUITE(hint_tables_tests)

BOOST_AUTO_TEST_CASE(the_4x4_games_build_pdb_7_8_unless_told_to_keep_to_small_tables) {
    const private_cache cache; // sets NPUZZLE_HINT_TABLES=small
    BOOST_TEST(forked_tables::for_shape(4, 4).strong == nullptr);
    BOOST_TEST(std::string(forked_tables::for_shape(4, 4).quick) == "pdb-6-6-3");
    ::unsetenv("NPUZZLE_HINT_TABLES");
    BOOST_TEST(std::string(forked_tables::for_shape(4, 4).strong) == "pdb-7-8");
    BOOST_TEST(std::string(forked_tables::for_shape(3, 3).quick) == "pdb-8");
    BOOST_TEST(forked_tables::for_shape(3, 3).strong == nullptr);
    BOOST_TEST(forked_tables::for_shape(5, 5).quick == nullptr);
    ::setenv("NPUZZLE_HINT_TABLES", "small", 1);
}

// The strong set's child runs at nice 19; once it is done the set is cached, strengthened() says so
// once, and a second game finds the files without building (no child, the same files).
BOOST_AUTO_TEST_CASE(the_strong_set_is_built_once_at_low_priority_and_found_by_the_next_game) {
    const private_cache cache;
    const auto before = children();
    std::vector<ino_t> built;
    {
        forked_tables first;
        first.prepare(strong_only, cache.tables());
        BOOST_TEST((first.strong() == hint_tables::state::preparing));
        const auto now = children();
        BOOST_REQUIRE(now.size() == before.size() + 1);
        const pid_t builder = now.back();
        // It lowers its own priority as it starts: seen unless it is done first.
        int nice = 0;
        BOOST_TEST(eventually([&] {
            errno = 0;
            nice = ::getpriority(PRIO_PROCESS, static_cast<id_t>(builder));
            return (errno == 0 && nice == 19) || first.strong() != hint_tables::state::preparing;
        }));
        BOOST_REQUIRE(eventually([&] { return first.strong() != hint_tables::state::preparing; }));
        BOOST_TEST((first.strong() == hint_tables::state::ready));
        BOOST_TEST((first.current() == hint_tables::state::ready)); // hints search with it
        BOOST_TEST(first.strengthened());
        BOOST_TEST(!first.strengthened()); // once
        for (const auto& f : files(cache.tables())) BOOST_TEST(fs::exists(f), f);
        built = inodes(cache.tables());
    }
    forked_tables second;
    second.prepare(strong_only, cache.tables());
    BOOST_TEST((second.strong() == hint_tables::state::ready)); // at once
    BOOST_TEST(!second.strengthened());                          // searches start with it: nothing to restart
    BOOST_TEST(children().size() == before.size());              // no child
    BOOST_TEST(inodes(cache.tables()) == built);
}

// Two games started together: the lock lets one build while the other waits, then finds the files;
// the set is written once.
BOOST_AUTO_TEST_CASE(two_games_at_once_build_the_strong_set_once) {
    const private_cache cache;
    forked_tables a, b;
    a.prepare(strong_only, cache.tables());
    b.prepare(strong_only, cache.tables());
    std::vector<ino_t> first_written;
    BOOST_REQUIRE(eventually([&] {
        const bool a_done = a.strong() != hint_tables::state::preparing, b_done = b.strong() != hint_tables::state::preparing;
        if ((a_done || b_done) && first_written.empty()) first_written = inodes(cache.tables());
        return a_done && b_done;
    }));
    BOOST_TEST((a.strong() == hint_tables::state::ready));
    BOOST_TEST((b.strong() == hint_tables::state::ready));
    BOOST_TEST(inodes(cache.tables()) == first_written);
}

// A game that quits while the set is being built stops its child at once and leaves no file behind
// (the next game builds the set).
BOOST_AUTO_TEST_CASE(quitting_stops_the_build) {
    const private_cache cache;
    const auto before = children();
    {
        forked_tables t;
        t.prepare(strong_and_slow, cache.tables()); // stopped at once, long before its first table is done
        BOOST_TEST((t.strong() == hint_tables::state::preparing));
    }
    BOOST_TEST(children().size() == before.size());
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(cache.tables(), ec))
        BOOST_TEST(entry.path().extension() != ".pdb", entry.path());
}

// Without a cache directory nothing is built: hints search without tables, within their budget.
BOOST_AUTO_TEST_CASE(no_cache_directory_no_tables) {
    const private_cache cache;
    const char* home = std::getenv("HOME");
    const std::string saved_home = home ? home : "";
    ::unsetenv("XDG_CACHE_HOME");
    ::unsetenv("HOME");
    forked_tables t;
    t.prepare(3, 3);
    BOOST_TEST((t.current() == hint_tables::state::failed));
    if (home) ::setenv("HOME", saved_home.c_str(), 1);
    ::setenv("XDG_CACHE_HOME", cache.path.c_str(), 1);
}

BOOST_AUTO_TEST_SUITE_END()
