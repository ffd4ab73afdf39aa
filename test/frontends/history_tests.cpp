// SPDX-License-Identifier: MIT
// The solve history on real files in a temporary directory: the schema made on first use, a version 1
// file migrated forward, games written by several processes at once, a corrupt file moved aside, a
// read-only directory and a full disk reported as values, and the statistics the queries compute.
#include <common/history.hpp>
#include <game/history_text.hpp>

#include <boost/test/unit_test.hpp>

#include <sqlite3.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <pwd.h>
#include <signal.h>
#include <string>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace npuzzle::frontend;
namespace fs = std::filesystem;

namespace {

// A fresh directory under the system's temporary one, removed afterwards.
struct temp_dir {
    fs::path path;
    temp_dir() {
        std::string pattern = (fs::temp_directory_path() / "npuzzle-history-XXXXXX").string();
        BOOST_TEST_REQUIRE(mkdtemp(pattern.data()) != nullptr);
        path = pattern;
    }
    ~temp_dir() {
        std::error_code ec;
        fs::permissions(path, fs::perms::owner_all, fs::perm_options::add, ec);
        for (const auto& e : fs::recursive_directory_iterator(path, ec))
            fs::permissions(e.path(), fs::perms::owner_all, fs::perm_options::add, ec);
        fs::remove_all(path, ec);
    }
};

game_record sample(std::uint64_t ms, game_result result = game_result::solved, bool counts = true) {
    game_record g;
    g.ended_at_ms = 1'795'000'000'000;
    g.size = {3, 3};
    g.start = "3x3:1,2,3,4,5,6,7,0,8";
    g.stm = 1;
    g.mtm = 1;
    g.ms = ms;
    g.moves = {{'L', ms}};
    g.result = result;
    g.counts = counts;
    g.optimal = 1;
    return g;
}

// Runs SQL on `file` directly (fixtures, and reading what the store wrote); the first column of the
// last row, as text.
std::string sql(const fs::path& file, const std::string& statements) {
    sqlite3* db = nullptr;
    BOOST_TEST_REQUIRE(sqlite3_open(file.c_str(), &db) == SQLITE_OK);
    std::string last;
    char* why = nullptr;
    const int rc = sqlite3_exec(
        db, statements.c_str(),
        [](void* out, int, char** values, char**) {
            *static_cast<std::string*>(out) = values[0] ? values[0] : "NULL";
            return 0;
        },
        &last, &why);
    const std::string error = why ? why : "";
    sqlite3_free(why);
    sqlite3_close(db);
    BOOST_TEST_REQUIRE(rc == SQLITE_OK, error);
    return last;
}

// How SQLite would run `query` on `file`: the detail lines of EXPLAIN QUERY PLAN, joined by "; ".
std::string query_plan(const fs::path& file, const std::string& query) {
    sqlite3* db = nullptr;
    BOOST_TEST_REQUIRE(sqlite3_open(file.c_str(), &db) == SQLITE_OK);
    std::string plan;
    const int rc = sqlite3_exec(
        db, ("EXPLAIN QUERY PLAN " + query).c_str(),
        [](void* out, int columns, char** values, char**) {
            auto& text = *static_cast<std::string*>(out);
            text += (text.empty() ? "" : "; ") + std::string(columns > 3 && values[3] ? values[3] : "");
            return 0;
        },
        &plan, nullptr);
    sqlite3_close(db);
    BOOST_TEST_REQUIRE(rc == SQLITE_OK);
    return plan;
}

// Runs `f` in a child process and returns its exit status (the child never returns into the tests).
template <class F>
int in_child(F f) {
    std::cout.flush();
    const pid_t pid = fork();
    BOOST_TEST_REQUIRE(pid >= 0);
    if (pid == 0) _exit(f());
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

} // namespace

BOOST_AUTO_TEST_SUITE(history)

BOOST_AUTO_TEST_CASE(the_default_path_follows_xdg) {
    const char* old_state = std::getenv("XDG_STATE_HOME");
    const char* old_home = std::getenv("HOME");
    const std::string saved_state = old_state ? old_state : "", saved_home = old_home ? old_home : "";
    setenv("HOME", "/home/ann", 1);
    setenv("XDG_STATE_HOME", "/tmp/state", 1);
    BOOST_TEST(default_history_path() == fs::path("/tmp/state/npuzzle/history.sqlite3"));
    setenv("XDG_STATE_HOME", "relative/state", 1); // not absolute: ignored, as the XDG rule says
    BOOST_TEST(default_history_path() == fs::path("/home/ann/.local/state/npuzzle/history.sqlite3"));
    unsetenv("XDG_STATE_HOME");
    BOOST_TEST(default_history_path() == fs::path("/home/ann/.local/state/npuzzle/history.sqlite3"));
    unsetenv("HOME");
    BOOST_TEST(default_history_path().empty());
    if (old_state) setenv("XDG_STATE_HOME", saved_state.c_str(), 1);
    if (old_home) setenv("HOME", saved_home.c_str(), 1);
}

BOOST_AUTO_TEST_CASE(the_first_game_creates_the_directory_and_the_schema) {
    temp_dir dir;
    const fs::path file = dir.path / "state" / "npuzzle" / "history.sqlite3";
    history_store store(file);
    // Reading a history that does not exist yet: empty, and nothing is created.
    BOOST_TEST_REQUIRE(store.statistics().has_value());
    BOOST_TEST(store.statistics()->empty());
    BOOST_TEST(store.last(10)->empty());
    BOOST_TEST(!store.game(1)->has_value());
    BOOST_TEST(!fs::exists(dir.path / "state"));

    game_record g = sample(4321);
    g.moves = {{'L', 800}, {'U', 1500}, {'U', 1500}, {'R', 4321}};
    g.stm = 4;
    g.mtm = 3;
    g.optimal = std::nullopt;
    const auto id = store.add(g);
    BOOST_TEST_REQUIRE(id.has_value(), (id ? std::string() : id.error().message()));
    BOOST_TEST(*id == 1);
    BOOST_TEST(fs::exists(file));
    BOOST_TEST(sql(file, "PRAGMA user_version") == std::to_string(history_schema_version));
    BOOST_TEST(sql(file, "PRAGMA journal_mode") == "wal");
    BOOST_TEST(sql(file, "SELECT moves || ' ' || move_ms FROM games") == "LUUR 800,1500,1500,4321");

    const auto back = store.game(*id);
    BOOST_TEST_REQUIRE(back->has_value());
    g.id = *id;
    BOOST_TEST((**back == g));
    BOOST_TEST(store.take_notices().empty());
}

BOOST_AUTO_TEST_CASE(a_version_1_file_is_migrated_forward) {
    temp_dir dir;
    const fs::path file = dir.path / "history.sqlite3";
    // The first layout, as a build of schema 1 wrote it: no mode, no move times, no optimal length.
    sql(file, "CREATE TABLE games (id INTEGER PRIMARY KEY, ended_at INTEGER NOT NULL, variant TEXT NOT NULL,"
              " rows INTEGER NOT NULL, cols INTEGER NOT NULL, start TEXT NOT NULL, stm INTEGER NOT NULL,"
              " mtm INTEGER NOT NULL, ms INTEGER NOT NULL, moves TEXT NOT NULL,"
              " result TEXT NOT NULL CHECK (result IN ('solved', 'dnf')), counts INTEGER NOT NULL);"
              "INSERT INTO games VALUES (1, 1700000000000, 'puzzle', 2, 2, '2x2:1,2,0,3', 1, 1, 900, 'L', 'solved', 1);"
              "INSERT INTO games VALUES (2, 1700000001000, 'puzzle', 2, 2, '2x2:1,2,0,3', 0, 0, 5000, '', 'dnf', 1);"
              "PRAGMA user_version = 1;");
    history_store store(file);
    const auto games = store.last(10);
    BOOST_TEST_REQUIRE(games.has_value(), (games ? std::string() : games.error().message()));
    BOOST_TEST_REQUIRE(games->size() == 2u);
    const auto& first = games->front();
    BOOST_TEST(first.id == 1);
    BOOST_TEST(first.mode == "standard");
    BOOST_TEST(first.size.rows == 2u);
    BOOST_TEST(first.ms == 900u);
    BOOST_TEST((first.moves == std::vector<timed_move>{{'L', 0}})); // schema 1 kept no times
    BOOST_TEST(!first.optimal.has_value());
    BOOST_TEST((games->back().result == game_result::dnf));
    BOOST_TEST(sql(file, "PRAGMA user_version") == std::to_string(history_schema_version));
    const auto id = store.add(sample(1000));
    BOOST_TEST_REQUIRE(id.has_value(), (id ? std::string() : id.error().message()));
    BOOST_TEST(*id == 3);
}

BOOST_AUTO_TEST_CASE(a_newer_or_foreign_file_is_left_alone) {
    temp_dir dir;
    const fs::path newer = dir.path / "newer.sqlite3";
    sql(newer, "CREATE TABLE games (id INTEGER PRIMARY KEY); PRAGMA user_version = 99;");
    history_store a(newer);
    const auto r = a.add(sample(1000));
    BOOST_TEST_REQUIRE(!r.has_value());
    BOOST_TEST(r.error().message().starts_with("the solve was not saved: "));
    BOOST_TEST(r.error().status == 1); // npuzzle-text --stats and --history exit with it
    BOOST_TEST(contains(r.error().message(), "newer npuzzle (schema 99, this one knows up to " + std::to_string(history_schema_version) + ")"), r.error().message());
    BOOST_TEST(sql(newer, "PRAGMA user_version") == "99");

    const fs::path foreign = dir.path / "photos.db";
    sql(foreign, "CREATE TABLE photos (name TEXT); INSERT INTO photos VALUES ('cat');");
    history_store b(foreign);
    const auto f = b.add(sample(1000));
    BOOST_TEST_REQUIRE(!f.has_value());
    BOOST_TEST(contains(f.error().message(), "another program's database"), f.error().message());
    BOOST_TEST(sql(foreign, "SELECT name FROM photos") == "cat");
}

// Issue 37's trial: a state folder that is a plain file read as "no games recorded yet". Only a history
// that is simply not there reads as empty; one behind a file says which file stands in the way. A DNF
// that cannot be written says a DNF was lost, not a solve.
BOOST_AUTO_TEST_CASE(a_folder_that_is_a_file_is_named_and_a_lost_dnf_is_no_solve) {
    temp_dir dir;
    const fs::path folder = dir.path / "npuzzle";
    std::ofstream(folder) << "not a folder\n";
    const fs::path file = folder / "history.sqlite3";
    history_store store(file);
    const auto read = store.statistics();
    BOOST_TEST_REQUIRE(!read.has_value());
    BOOST_TEST(read.error().message() == "cannot read the history: " + file.string() + ": Not a directory (" + folder.string() +
                                   " is a file, not a folder)");
    BOOST_TEST(!store.last(10).has_value());
    BOOST_TEST(!store.game(1).has_value());
    const auto dnf = store.add(sample(1000, game_result::dnf));
    BOOST_TEST_REQUIRE(!dnf.has_value());
    BOOST_TEST(dnf.error().message().starts_with("the DNF was not saved: "), dnf.error().message());
    const auto solve = store.add(sample(1000));
    BOOST_TEST_REQUIRE(!solve.has_value());
    BOOST_TEST(solve.error().message().starts_with("the solve was not saved: "), solve.error().message());

    history_store absent(dir.path / "elsewhere" / "history.sqlite3"); // not there: empty, and not made
    const auto none = absent.statistics();
    BOOST_TEST_REQUIRE(none.has_value());
    BOOST_TEST(none->empty());
    BOOST_TEST(!fs::exists(dir.path / "elsewhere"));
}

BOOST_AUTO_TEST_CASE(a_corrupt_file_is_moved_aside_and_kept) {
    temp_dir dir;
    const fs::path file = dir.path / "history.sqlite3";
    std::string garbage;
    for (int i = 0; i < 200; ++i) garbage += "this is not an SQLite database, it is a text file\n";
    std::ofstream(file, std::ios::binary) << garbage;

    history_store reader(file);
    const auto read = reader.statistics(); // a read reports it and moves nothing
    BOOST_TEST_REQUIRE(!read.has_value());
    BOOST_TEST(contains(read.error().message(), "is not a valid database"), read.error().message());

    history_store store(file);
    const auto id = store.add(sample(1000));
    BOOST_TEST_REQUIRE(id.has_value(), (id ? std::string() : id.error().message()));
    const auto notices = store.take_notices();
    BOOST_TEST_REQUIRE(notices.size() == 1u);
    BOOST_TEST(contains(notices[0], "was not a valid database: moved to "), notices[0]);
    BOOST_TEST(notices[0].find('\n') == std::string::npos);
    BOOST_TEST(store.take_notices().empty()); // said once

    std::vector<fs::path> aside;
    for (const auto& e : fs::directory_iterator(dir.path))
        if (contains(e.path().filename().string(), ".corrupt-")) aside.push_back(e.path());
    BOOST_TEST_REQUIRE(aside.size() == 1u);
    std::ifstream kept(aside[0], std::ios::binary);
    BOOST_TEST((std::string(std::istreambuf_iterator<char>(kept), {}) == garbage)); // byte for byte
    BOOST_TEST(contains(notices[0], aside[0].string()));
    BOOST_TEST(sql(file, "SELECT count(*) FROM games") == "1");
}

BOOST_AUTO_TEST_CASE(processes_finishing_games_at_once_lose_nothing) {
    temp_dir dir;
    const fs::path file = dir.path / "history.sqlite3";
    constexpr int processes = 4, games = 25;
    int go[2];
    BOOST_TEST_REQUIRE(pipe(go) == 0);
    std::vector<pid_t> children;
    for (int p = 0; p < processes; ++p) {
        std::cout.flush();
        const pid_t pid = fork();
        BOOST_TEST_REQUIRE(pid >= 0);
        if (pid == 0) {
            close(go[1]);
            char c;
            (void)read(go[0], &c, 1); // all start together: when the parent closes the pipe
            history_store store(file);  // each its own connection, as separate games have
            for (int g = 0; g < games; ++g) {
                auto record = sample(static_cast<std::uint64_t>(1000 * (p + 1) + g));
                if (const auto id = store.add(record); !id) {
                    std::fprintf(stderr, "process %d, game %d: %s\n", p, g, id.error().message().c_str());
                    _exit(1);
                }
            }
            _exit(0);
        }
        children.push_back(pid);
    }
    close(go[0]);
    close(go[1]);
    for (pid_t pid : children) {
        int status = 0;
        waitpid(pid, &status, 0);
        BOOST_TEST((WIFEXITED(status) && WEXITSTATUS(status) == 0));
    }
    BOOST_TEST(sql(file, "SELECT count(*) FROM games") == std::to_string(processes * games));
    BOOST_TEST(sql(file, "SELECT count(DISTINCT ms) FROM games") == std::to_string(processes * games));
}

BOOST_AUTO_TEST_CASE(a_read_only_directory_is_reported_not_thrown) {
    temp_dir dir;
    const fs::path locked = dir.path / "locked";
    fs::create_directory(locked);
    fs::permissions(dir.path, fs::perms::owner_all | fs::perms::group_exec | fs::perms::others_exec);
    fs::permissions(locked, fs::perms::owner_read | fs::perms::owner_exec | fs::perms::group_read |
                                fs::perms::group_exec | fs::perms::others_read | fs::perms::others_exec);
    // Root writes anywhere: the child drops to nobody first, so the directory is read-only to it.
    const int status = in_child([&] {
        if (geteuid() == 0) {
            const passwd* nobody = getpwnam("nobody");
            if (!nobody || setgid(nobody->pw_gid) != 0 || setuid(nobody->pw_uid) != 0) return 3;
        }
        history_store store(locked / "history.sqlite3");
        const auto r = store.add(sample(1000));
        if (r.has_value()) return 1;
        std::cerr << "as expected: " << r.error().message() << '\n';
        return r.error().message().starts_with("the solve was not saved: cannot open ") ? 0 : 2;
    });
    BOOST_TEST(status == 0);
    BOOST_TEST(!fs::exists(locked / "history.sqlite3"));
}

BOOST_AUTO_TEST_CASE(a_full_disk_is_reported_not_thrown) {
    temp_dir dir;
    const fs::path file = dir.path / "history.sqlite3";
    {
        history_store store(file);
        BOOST_TEST_REQUIRE(store.add(sample(1000)).has_value());
    }
    // A file size limit stands in for a full disk: writes past it fail (SIGXFSZ ignored, as a game would not die).
    const int status = in_child([&] {
        signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{256 * 1024, 256 * 1024};
        if (setrlimit(RLIMIT_FSIZE, &limit) != 0) return 3;
        history_store store(file);
        game_record big = sample(2000);
        big.moves.assign(400'000, timed_move{'L', 123456});
        const auto r = store.add(big);
        if (r.has_value()) return 1;
        std::cerr << "as expected: " << r.error().message() << '\n';
        if (!r.error().message().starts_with("the solve was not saved: ")) return 2;
        return store.add(sample(3000)).has_value() ? 0 : 4; // a small game still fits
    });
    BOOST_TEST(status == 0);
    BOOST_TEST(sql(file, "SELECT group_concat(ms) FROM games") == "1000,3000");
}

// Issue 37: a full disk met while opening the file for a game to add says "cannot write", with the
// system's reason; the same failure on a read says "cannot read". A file size limit below SQLite's
// shared-memory file (32 KiB) stands in for the disk: the file opens, its -shm cannot be made.
BOOST_AUTO_TEST_CASE(a_failed_open_says_write_or_read_and_the_reason) {
    temp_dir dir;
    const fs::path file = dir.path / "history.sqlite3";
    {
        history_store store(file);
        BOOST_TEST_REQUIRE(store.add(sample(1000)).has_value());
    }
    BOOST_TEST_REQUIRE(!fs::exists(dir.path / "history.sqlite3-shm"));
    const int status = in_child([&] {
        signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{16 * 1024, 16 * 1024};
        if (setrlimit(RLIMIT_FSIZE, &limit) != 0) return 3;
        history_store writer(file);
        const auto added = writer.add(sample(2000));
        if (added.has_value()) return 1;
        std::cerr << "as expected: " << added.error().message() << '\n';
        if (added.error().message() != "the solve was not saved: cannot write " + file.string() + ": disk I/O error (File too large)")
            return 2;
        history_store reader(file);
        const auto read = reader.statistics(std::nullopt);
        if (read.has_value()) return 4;
        std::cerr << "as expected: " << read.error().message() << '\n';
        return read.error().message() == "cannot read the history: cannot read " + file.string() + ": disk I/O error (File too large)" ? 0 : 5;
    });
    BOOST_TEST(status == 0);
    BOOST_TEST(sql(file, "SELECT group_concat(ms) FROM games") == "1000");
}

// Issue 37: a count below 0 (or not a number) in a row is a damaged row, never taken as 0 or
// wrapped round to 2^64-1 to be added to. It costs only itself (the trial's: one damaged row once
// disabled every statistic without naming it): each read leaves it out and names it once, by id; a
// replay of that very game is refused.
BOOST_AUTO_TEST_CASE(a_row_with_a_negative_or_foreign_count_is_left_out_and_named) {
    temp_dir dir;
    const fs::path file = dir.path / "history.sqlite3";
    history_store store(file);
    for (const std::uint64_t ms : {1000u, 2000u, 3000u}) {
        game_record g = sample(ms);
        g.start = "3x3#" + std::to_string(ms); // three boards, all counting
        BOOST_TEST_REQUIRE(store.add(g).has_value());
    }
    sql(file, "UPDATE games SET stm = -1 WHERE id = 2");
    const auto st = store.statistics(std::nullopt);
    BOOST_TEST_REQUIRE(st.has_value(), (st ? std::string() : st.error().message()));
    BOOST_TEST_REQUIRE(st->size() == 1u);
    BOOST_TEST(st->front().solves == 2u); // rows 1 and 3
    BOOST_TEST((st->front().mean_ms == std::optional<std::uint64_t>(2000)));
    BOOST_TEST((store.take_notices() == std::vector<std::string>{"history row 2 is damaged: left out (stm is '-1', not a count)"}));
    BOOST_TEST(store.take_notices().empty()); // said once
    const auto games = store.last(10, std::nullopt);
    BOOST_TEST_REQUIRE(games.has_value());
    BOOST_TEST(games->size() == 2u);
    BOOST_TEST(store.take_notices().size() == 1u);
    sql(file, "UPDATE games SET stm = 1, ms = 'soon' WHERE id = 2");
    const auto results = store.counting_results({3, 3}, "puzzle", "standard");
    BOOST_TEST_REQUIRE(results.has_value());
    BOOST_TEST(results->size() == 2u);
    BOOST_TEST((store.take_notices() == std::vector<std::string>{"history row 2 is damaged: left out (ms is 'soon', not a count)"}));
    const auto replay = store.game(2);
    BOOST_TEST_REQUIRE(!replay.has_value());
    BOOST_TEST(replay.error().message() == "cannot read the history: a damaged row: ms is 'soon', not a count");
    sql(file, "UPDATE games SET ms = 1000");
    BOOST_TEST(store.statistics(std::nullopt)->front().solves == 3u);
    BOOST_TEST(store.take_notices().empty());
}

BOOST_AUTO_TEST_CASE(statistics_per_size_over_the_games_that_count) {
    temp_dir dir;
    history_store store(dir.path / "history.sqlite3");
    int deal = 0;
    auto add = [&](npuzzle::shape size, std::uint64_t ms, std::uint64_t moves, game_result result, bool counts) {
        game_record g = sample(ms, result, counts);
        g.start = "deal-" + std::to_string(++deal); // a board counts once: each its own (an ID, no spaces)
        g.size = size;
        g.stm = moves;
        BOOST_TEST_REQUIRE(store.add(g).has_value());
    };
    // 3x3: 10, 12, 11, 9, 15 s (moves 50 each), then a DNF, then 8 s; a game that does not count: 1 s.
    for (std::uint64_t s : {10u, 12u, 11u, 9u, 15u}) add({3, 3}, s * 1000, 50, game_result::solved, true);
    add({3, 3}, 3000, 5, game_result::dnf, true);
    add({3, 3}, 8000, 40, game_result::solved, true);
    add({3, 3}, 1000, 10, game_result::solved, false);
    add({4, 4}, 30000, 150, game_result::solved, true);

    const auto all = store.statistics();
    BOOST_TEST_REQUIRE(all.has_value(), (all ? std::string() : all.error().message()));
    BOOST_TEST_REQUIRE(all->size() == 2u);
    const auto& three = (*all)[0];
    BOOST_TEST(three.size.rows == 3u);
    BOOST_TEST(three.solves == 6u);
    BOOST_TEST(three.dnfs == 1u);
    BOOST_TEST(*three.best_ms == 8000u);
    BOOST_TEST(*three.best_moves == 40u);
    BOOST_TEST(*three.best_tps == 50.0 / 9.0); // 50 moves in 9 s beats 40 in 8 s
    BOOST_TEST(*three.mean_ms == 10833u);      // 65 s / 6
    // ao5 now: 9, 15, DNF, 8 and... the last five are 11, 9, 15, DNF, 8: drop 8 and DNF -> 35/3 s
    BOOST_TEST((three.current[0] == npuzzle::average{11667, false}));
    BOOST_TEST((three.best[0] == npuzzle::average{11000, false})); // the first five
    BOOST_TEST(!three.current[1].has_value());                     // 7 counting games: no ao12
    BOOST_TEST((*all)[1].size.rows == 4u);

    const auto four = store.statistics(npuzzle::shape{4, 4});
    BOOST_TEST_REQUIRE(four->size() == 1u);
    BOOST_TEST((*four)[0].solves == 1u);

    // What a win screen needs: the rank of the newest solve and the averages with it.
    const auto results = store.counting_results({3, 3});
    BOOST_TEST_REQUIRE(results.has_value(), (results ? std::string() : results.error().message()));
    BOOST_TEST(results->size() == 7u);
    BOOST_TEST((npuzzle::rank_by_time(*results, results->back()) == std::optional<std::size_t>(1)));
    BOOST_TEST((statistics_of(*results).current[0] == three.current[0]));
    BOOST_TEST(store.counting_results({5, 5})->empty());

    const auto last = store.last(3, npuzzle::shape{3, 3});
    BOOST_TEST_REQUIRE(last->size() == 3u);
    BOOST_TEST(last->front().ms == 3000u); // oldest first
    BOOST_TEST(last->back().ms == 1000u);
    BOOST_TEST(store.last(100)->size() == 9u);
}

BOOST_AUTO_TEST_CASE(each_mode_has_statistics_and_ranks_of_its_own) {
    temp_dir dir;
    history_store store(dir.path / "history.sqlite3");
    int deal = 0;
    auto add = [&](const std::string& mode, std::uint64_t ms, game_result result = game_result::solved) {
        game_record g = sample(ms, result);
        g.start = "deal-" + std::to_string(++deal); // a board counts once: each its own (an ID, no spaces)
        g.mode = mode;
        BOOST_TEST_REQUIRE(store.add(g).has_value());
    };
    add("marathon-5", 60000);
    add("standard", 9000);
    add("blind", 20000);
    add("blind", 15000, game_result::dnf);
    add("standard", 7000);
    add("marathon-12", 200000);
    add("blind", 18000);

    const auto all = store.statistics(npuzzle::shape{3, 3});
    BOOST_TEST_REQUIRE(all.has_value(), (all ? std::string() : all.error().message()));
    BOOST_TEST_REQUIRE(all->size() == 4u);
    // Standard first, then the modes by name; a marathon of 5 and one of 12 are different events.
    BOOST_TEST((*all)[0].mode == "standard");
    BOOST_TEST((*all)[0].solves == 2u);
    BOOST_TEST(*(*all)[0].best_ms == 7000u);
    BOOST_TEST((*all)[1].mode == "blind");
    BOOST_TEST((*all)[1].solves == 2u);
    BOOST_TEST((*all)[1].dnfs == 1u);
    BOOST_TEST(*(*all)[1].best_ms == 18000u);
    BOOST_TEST((*all)[2].mode == "marathon-5"); // by length, not as text ("marathon-12" < "marathon-5")
    BOOST_TEST(*(*all)[2].best_ms == 60000u);
    BOOST_TEST((*all)[3].mode == "marathon-12");

    // The win screen ranks a game among its own mode's.
    BOOST_TEST(store.counting_results({3, 3})->size() == 2u);
    const auto blind = store.counting_results({3, 3}, "puzzle", "blind");
    BOOST_TEST_REQUIRE(blind->size() == 3u);
    BOOST_TEST((npuzzle::rank_by_time(*blind, blind->back()) == std::optional<std::size_t>(1)));
    BOOST_TEST(store.counting_results({3, 3}, "puzzle", "marathon-5")->size() == 1u);

    // In words: the mode named after the size.
    BOOST_TEST(statistics_lines((*all)[1])[0] == "3x3 blindfold: 2 solves, 1 DNF; mean 19.000 s");
    BOOST_TEST(statistics_lines((*all)[1])[1] ==
               "  best time 18.000 s (1 move); fewest moves 1 (20.000 s); best TPS 0.056 (18.000 s)");
    BOOST_TEST(statistics_lines((*all)[2])[0].starts_with("3x3 marathon of 5: 1 solve, 0 DNFs"));
    BOOST_TEST(statistics_summary((*all)[1]) == "3x3 blindfold: 2 solves, 1 DNF; best time 18.000 s");
    BOOST_TEST((marathon_boards("marathon-12") == std::optional<std::size_t>(12)));
    BOOST_TEST(!marathon_boards("marathon-x").has_value()); // a foreign file's mode: no crash, no number
    BOOST_TEST(!marathon_boards("blind").has_value());
    BOOST_TEST(statistics_lines((*all)[0])[0].starts_with("3x3: 2 solves"));
}

// "best 3.035 s, 44 moves, 17.159 TPS" read as one solve but mixed three: each best is told with
// the solve it came from.
BOOST_AUTO_TEST_CASE(each_best_is_named_apart_with_its_own_solve) {
    std::vector<npuzzle::solve_result> results{{3035, 49, false}, {4073, 44, false}, {3147, 54, false}, {0, 9, true}};
    const size_statistics st = statistics_of(results);
    BOOST_TEST(bests_text(st) == "best time 3.035 s (49 moves); fewest moves 44 (4.073 s); best TPS 17.159 (3.147 s)");
    BOOST_TEST(statistics_lines(st).size() == 4u);
    BOOST_TEST(statistics_lines(statistics_of({{0, 9, true}})).size() == 3u); // no solve: no bests line
}

// A marathon the solver played showed 46000 TPS: a game that does not count has no TPS.
BOOST_AUTO_TEST_CASE(only_a_solve_that_counts_has_a_tps) {
    game_record g = sample(2000);
    g.id = 7;
    g.stm = 20;
    BOOST_TEST((fair_tps(g) == std::optional<double>(10.0)));
    BOOST_TEST(solve_line(g).find("10.000 TPS") != std::string::npos, solve_line(g));
    g.counts = false; // assisted: the solver finished it
    BOOST_TEST(!fair_tps(g).has_value());
    BOOST_TEST(solve_line(g).find("TPS") == std::string::npos, solve_line(g));
    g.counts = true;
    g.result = game_result::dnf;
    BOOST_TEST(!fair_tps(g).has_value());
}

// `--seed 7` dealt the same board every run and each solve counted: a board counts the first time
// it is played (solved or not), however it was dealt; the history decides it as it adds the row.
BOOST_AUTO_TEST_CASE(a_board_counts_only_the_first_time_it_is_played) {
    temp_dir dir;
    history_store store(dir.path / "history.sqlite3");
    BOOST_TEST(!store.first_played("puzzle", "3x3:1,2,3,4,5,6,7,0,8")->has_value());
    const auto first = store.add(sample(5000, game_result::dnf));
    BOOST_TEST_REQUIRE(first.has_value());
    BOOST_TEST((*store.first_played("puzzle", "3x3:1,2,3,4,5,6,7,0,8") == std::optional<std::int64_t>(*first)));
    const auto again = store.add(sample(4000));
    BOOST_TEST_REQUIRE(again.has_value());
    BOOST_TEST(!(*store.game(*again))->counts);
    BOOST_TEST((*store.game(*first))->counts);
    game_record other = sample(6000);
    other.start = "3x3:1,2,3,4,5,6,0,7,8";
    other.moves = {{'L', 1}, {'L', 6000}};
    const auto fresh = store.add(other);
    BOOST_TEST((*store.game(*fresh))->counts);
    game_record mnk = sample(6000);
    mnk.variant = "mnk"; // another variant's "board" is another board
    BOOST_TEST((*store.game(*store.add(mnk)))->counts);
    BOOST_TEST(store.counting_results({3, 3})->size() == 2u); // the DNF and the fresh board
    // A marathon's start is its boards' IDs. Marathons from adjacent seeds share boards: the second
    // does not count (both did), nor does a board played alone after a marathon played it, nor a
    // marathon with a board played alone before.
    auto marathon = [&](std::string start) {
        game_record m = sample(9000);
        m.mode = "marathon-2";
        m.start = std::move(start);
        return *store.game(*store.add(m));
    };
    const auto a = marathon("3x3#101 3x3#102");
    BOOST_TEST(a->counts);
    BOOST_TEST(!marathon("3x3#102 3x3#103")->counts);
    BOOST_TEST((*store.first_played("puzzle", "3x3#102 3x3#103") == std::optional<std::int64_t>(a->id)));
    game_record alone = sample(7000);
    alone.start = "3x3#101";
    BOOST_TEST(!(*store.game(*store.add(alone)))->counts);
    BOOST_TEST(!marathon("3x3#104 3x3:1,2,3,4,5,6,0,7,8")->counts); // `other` above, alone
    BOOST_TEST(!marathon("3x3#104 3x3#105")->counts); // #104 was in a game that did not count: played all the same
    BOOST_TEST(!store.first_played("puzzle", "3x3#10 3x3#11")->has_value()); // a prefix is no board (#10 of #101)
    BOOST_TEST(marathon("3x3#10 3x3#11")->counts);
    // The index of boards by ID is there for a lookup of one board.
    const std::string plan = query_plan(store.path(), "SELECT 1 FROM games WHERE variant = 'puzzle' AND start = 'x'");
    BOOST_TEST(contains(plan, "USING COVERING INDEX games_by_start"), plan);
    BOOST_TEST(!contains(plan, "SCAN"), plan);
}

BOOST_AUTO_TEST_SUITE_END()
