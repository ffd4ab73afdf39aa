// SPDX-License-Identifier: MIT
// Pattern databases: built right (exact where the pattern is every tile), identical with one or two
// threads, and their files: a missing, stale, truncated or corrupt file is rebuilt, never trusted.
#include "support.hpp"

#include <npuzzle/core/random.hpp>
#include <npuzzle/solve/additive_pdb.hpp>
#include <npuzzle/solve/ida_star.hpp>

#include <boost/test/unit_test.hpp>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <tuple>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace npuzzle;
using namespace npuzzle::solve;
namespace fs = std::filesystem;

namespace {

const std::vector<std::uint32_t> corner{11, 12, 14, 15}; // 4x4: a pattern that builds in a blink

bool same_table(const pattern_database& a, const pattern_database& b) {
    if (a.entries() != b.entries()) return false;
    for (std::uint64_t i = 0; i < a.entries(); ++i)
        if (a.excess(i) != b.excess(i)) return false;
    return true;
}

// A fresh cache directory for one test.
fs::path fresh_directory(const std::string& name) {
    const fs::path dir = fs::path(NPUZZLE_TEST_CACHE) / name;
    fs::remove_all(dir);
    return dir;
}

std::string loading_log(const fs::path& dir) {
    std::ostringstream log;
    database_options o;
    o.cache_directory = dir;
    o.log = &log;
    auto db = load_pattern_database(4, 4, corner, o);
    BOOST_TEST(db.has_value());
    return log.str();
}

// Empty when the file is trusted, else the load_error's message.
std::string why_not_trusted(const fs::path& file) {
    const auto db = pattern_database::load(file, 4, 4, corner);
    return db ? std::string() : db.error().message();
}

// Runs `f` in a child process; true when it ended by SIGABRT, NPUZZLE_ASSERT's default policy (the
// child drops Boost.Test's handler, which would report the signal and carry on).
template <class F>
bool aborts(F f) {
    const pid_t child = fork();
    if (child == 0) {
        std::signal(SIGABRT, SIG_DFL);
        f();
        _exit(0);
    }
    int status = 0;
    waitpid(child, &status, 0);
    return WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT;
}

void patch(const fs::path& file, std::streamoff at, char byte) {
    std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(at);
    f.put(byte);
}

// The 8-puzzle's exact database saved in `dir` with its entries replaced by random ones (the goal's
// kept at 0 or not) under a valid checksum: what a forger, not a disk error, would leave.
pattern_database forged_8_puzzle_database(const fs::path& dir, bool goal_kept) {
    const std::vector<std::uint32_t> tiles{1, 2, 3, 4, 5, 6, 7, 8};
    const fs::path file = dir / pattern_database::file_name(3, 3, tiles);
    const pattern_database real = pattern_database::build(3, 3, tiles, 1);
    BOOST_TEST_REQUIRE(!real.save(file));
    const std::uint64_t goal = real.index([](std::uint32_t i) { return i; });
    large_array<std::uint8_t> table(real.table_bytes());
    std::mt19937_64 random(23);
    for (std::size_t i = 0; i < table.size(); ++i) table[i] = static_cast<std::uint8_t>(random());
    if (goal_kept) table[goal >> 1] = static_cast<std::uint8_t>(table[goal >> 1] & (goal & 1 ? 0x0f : 0xf0));
    const auto at = static_cast<std::streamoff>(fs::file_size(file) - table.size());
    std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(at - 8);
    std::uint64_t sum = pattern_file::checksum(table);
    for (int i = 0; i < 8; ++i, sum >>= 8) f.put(static_cast<char>(sum & 0xff));
    f.write(reinterpret_cast<const char*>(table.data()), static_cast<std::streamsize>(table.size()));
    f.close();
    BOOST_TEST((pattern_database::load(file, 3, 3, tiles).error().what == load_error::code::inconsistent));
    auto forged = pattern_database::load(file, 3, 3, tiles, table_check::unchecked);
    BOOST_TEST_REQUIRE(forged.has_value()); // the checksum cannot tell
    BOOST_TEST_REQUIRE((forged->excess(goal) == 0u) == goal_kept);
    return std::move(*forged);
}

} // namespace

BOOST_AUTO_TEST_SUITE(pattern_databases)

// A search with a forged table ends with an error, not a search for ever, whether the goal itself is
// misjudged or only the boards around it (then the bound outgrows any solution, or the solution found
// is shorter than the estimates on its way). The budget (a second) only keeps a regression from hanging.
BOOST_AUTO_TEST_CASE(a_forged_database_with_a_valid_checksum_is_reported_not_searched_for_ever) {
    const fs::path dir = fresh_directory("forged");
    for (bool goal_kept : {false, true}) {
        auto db = std::make_shared<const pattern_database>(forged_8_puzzle_database(dir, goal_kept));
        for (std::uint64_t seed = 0; seed < 20; ++seed) {
            const search_board start(seed == 0 ? basic_puzzle<3, 3>{} : random_board(basic_puzzle<3, 3>{}, seed));
            additive_pdb h(start, {db});
            ida_star<additive_pdb> search(start, h, {0, std::chrono::seconds(1)});
            const auto r = search.run();
            if (seed == 0 && goal_kept) { // the goal, read right: solved without a move
                BOOST_TEST_REQUIRE(r.has_value());
                BOOST_TEST(r->moves.empty());
            } else {
                BOOST_TEST_REQUIRE(!r.has_value(), "seed " << seed);
                BOOST_TEST((r.error().code == solve_error_code::inconsistent_heuristic));
                BOOST_TEST(r.error().message().starts_with("the heuristic"), r.error().message());
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(every_tile_of_a_2x3_board_gives_the_exact_distance) {
    const auto distances = test::distances_from_goal<basic_puzzle<2, 3>>();
    auto db = std::make_shared<const pattern_database>(pattern_database::build(2, 3, {1, 2, 3, 4, 5}));
    for (const auto& [key, distance] : distances) {
        std::vector<unsigned> tiles(6);
        std::uint64_t k = key;
        for (std::size_t i = 6; i-- > 0; k >>= 4) tiles[i] = k & 0xf;
        search_board b(*basic_puzzle<2, 3>::from_tiles(tiles));
        additive_pdb h(b, {db});
        BOOST_TEST(additive_pdb::estimate(h.evaluate(b)) == distance);
    }
}

BOOST_AUTO_TEST_CASE(the_goal_placement_needs_no_move_and_threads_agree) {
    pdb_build_stats stats;
    const auto one = pattern_database::build(4, 4, corner, 1, &stats);
    const auto two = pattern_database::build(4, 4, corner, 2);
    BOOST_TEST(same_table(one, two));
    BOOST_TEST(one.entries() == 16u * 15 * 14 * 13);
    BOOST_TEST(one.excess(one.index([](std::uint32_t i) { return corner[i] - 1; })) == 0u);
    BOOST_TEST(stats.deepest > 10u);
    BOOST_TEST(stats.clamped == 0u);
}

BOOST_AUTO_TEST_CASE(a_missing_file_is_built_and_saved_then_trusted) {
    const fs::path dir = fresh_directory("missing");
    BOOST_TEST(loading_log(dir).find("building") != std::string::npos);
    const fs::path file = dir / pattern_database::file_name(4, 4, corner);
    BOOST_TEST(fs::exists(file));
    BOOST_TEST(why_not_trusted(file).empty());
    BOOST_TEST(loading_log(dir).empty()); // read back, not rebuilt
    const auto back = pattern_database::load(file, 4, 4, corner);
    BOOST_TEST_REQUIRE(back.has_value());
    BOOST_TEST(same_table(*back, pattern_database::build(4, 4, corner)));
}

BOOST_AUTO_TEST_CASE(only_a_trusted_file_is_used_when_building_is_not_allowed) {
    database_options o;
    o.cache_directory = fresh_directory("no-build");
    o.build_if_missing = false;
    BOOST_TEST(!load_pattern_database(4, 4, corner, o).has_value());
}

BOOST_AUTO_TEST_CASE(an_untrusted_file_is_reported_and_not_read_again_when_building_is_not_allowed) {
    // A pattern of its own: the process-wide registry must not hold it already.
    const std::vector<std::uint32_t> pair{2, 7};
    const fs::path dir = fresh_directory("untrusted");
    const fs::path file = dir / pattern_database::file_name(4, 4, pair);
    BOOST_TEST_REQUIRE(!pattern_database::build(4, 4, pair).save(file));
    fs::resize_file(file, fs::file_size(file) - 100);
    database_options o;
    o.cache_directory = dir;
    o.build_if_missing = false;
    std::ostringstream log;
    o.log = &log;
    BOOST_TEST(!shared_pattern_database(4, 4, pair, o));
    BOOST_TEST(log.str().find("truncated; not used") != std::string::npos);
    log.str("");
    BOOST_TEST(!shared_pattern_database(4, 4, pair, o)); // remembered: neither read nor reported again
    BOOST_TEST(log.str().empty());
    o.build_if_missing = true; // a caller that may build rebuilds it
    BOOST_TEST(shared_pattern_database(4, 4, pair, o));
    BOOST_TEST(log.str().find("truncated; building it") != std::string::npos);
    BOOST_TEST(pattern_database::load(file, 4, 4, pair).has_value());
}

BOOST_AUTO_TEST_CASE(a_file_that_is_not_regular_is_not_opened) {
    const fs::path dir = fresh_directory("fifo");
    fs::create_directories(dir);
    const fs::path file = dir / pattern_database::file_name(4, 4, corner);
    BOOST_TEST_REQUIRE(::mkfifo(file.c_str(), 0600) == 0); // opening it to read would wait for a writer
    BOOST_TEST(why_not_trusted(file).find("not a regular file") != std::string::npos);
    fs::remove(file);
    fs::create_directory(file);
    BOOST_TEST(why_not_trusted(file).find("not a regular file") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_cache_directory_that_cannot_be_made_is_said_so) {
    const fs::path dir = fresh_directory("not-a-directory");
    fs::create_directories(dir);
    std::ofstream(dir / "file") << "x";
    const auto failed = pattern_database::build(4, 4, corner).save(dir / "file" / "table.pdb");
    BOOST_TEST_REQUIRE(failed.has_value());
    const std::string why = failed->message();
    BOOST_TEST(why.find("cannot create the directory") != std::string::npos);
    // The system's reason: libstdc++ reports the file in the way, libc++ 14 that it exists.
    BOOST_TEST((why.find("Not a directory") != std::string::npos || why.find("File exists") != std::string::npos), why);
}

BOOST_AUTO_TEST_CASE(truncated_corrupt_stale_or_padded_files_are_rebuilt) {
    const fs::path dir = fresh_directory("damaged");
    loading_log(dir);
    const fs::path file = dir / pattern_database::file_name(4, 4, corner);
    const auto size = fs::file_size(file);

    fs::resize_file(file, size - 100);
    BOOST_TEST(why_not_trusted(file).find("truncated") != std::string::npos);
    BOOST_TEST(loading_log(dir).find("truncated; building it") != std::string::npos);
    BOOST_TEST(fs::file_size(file) == size);
    BOOST_TEST(why_not_trusted(file).empty());

    patch(file, static_cast<std::streamoff>(size) - 7, '\x5a'); // a table byte
    BOOST_TEST(why_not_trusted(file).find("checksum") != std::string::npos);
    BOOST_TEST(loading_log(dir).find("building") != std::string::npos);
    BOOST_TEST(why_not_trusted(file).empty());

    patch(file, 8, '\x7f'); // the format version
    BOOST_TEST(why_not_trusted(file).find("stale") != std::string::npos);
    BOOST_TEST(loading_log(dir).find("building") != std::string::npos);
    BOOST_TEST(why_not_trusted(file).empty());

    std::ofstream(file, std::ios::app | std::ios::binary) << "extra";
    BOOST_TEST(why_not_trusted(file).find("longer") != std::string::npos);
    BOOST_TEST(loading_log(dir).find("building") != std::string::npos);
    BOOST_TEST(why_not_trusted(file).empty());
}

// Issue 36: 200 bytes of the 3x3 table set to 0xEE and its checksum recomputed. Trusted, such a table
// answered some boards 2 moves longer than optimal, marked optimal; the check on load refuses it, and
// the cache rebuilds it.
BOOST_AUTO_TEST_CASE(an_edited_table_with_a_valid_checksum_is_refused_and_rebuilt) {
    const std::vector<std::uint32_t> tiles{1, 2, 3, 4, 5, 6, 7, 8};
    const fs::path dir = fresh_directory("edited");
    const fs::path file = dir / pattern_database::file_name(3, 3, tiles);
    const pattern_database real = pattern_database::build(3, 3, tiles, 1);
    BOOST_TEST_REQUIRE(!real.save(file));
    large_array<std::uint8_t> table(real.table_bytes());
    std::copy(real.entries_data(), real.entries_data() + table.size(), table.data());
    std::mt19937_64 random(36);
    for (int i = 0; i < 200; ++i) table[random() % table.size()] = 0xee;
    const auto at = static_cast<std::streamoff>(fs::file_size(file) - table.size());
    {
        std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(at - 8);
        std::uint64_t sum = pattern_file::checksum(table);
        for (int i = 0; i < 8; ++i, sum >>= 8) f.put(static_cast<char>(sum & 0xff));
        f.write(reinterpret_cast<const char*>(table.data()), static_cast<std::streamsize>(table.size()));
    }
    // What trusting it would do: some of 300 boards answered longer than optimal, no error.
    auto trusted = pattern_database::load(file, 3, 3, tiles, table_check::unchecked);
    BOOST_TEST_REQUIRE(trusted.has_value()); // the checksum passes
    const auto& distances = test::every_distance<basic_puzzle<3, 3>>();
    auto wrong_answers = [&](std::shared_ptr<const pattern_database> db) {
        int wrong = 0;
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            const auto board = random_board(basic_puzzle<3, 3>{}, seed);
            const search_board start(board);
            additive_pdb h(start, {db});
            const auto r = ida_star<additive_pdb>(start, h, {}).run();
            wrong += !r || r->moves.size() != distances.at(test::key_of(board));
        }
        return wrong;
    };
    BOOST_TEST(wrong_answers(std::make_shared<const pattern_database>(std::move(*trusted))) > 0);

    const auto refused = pattern_database::load(file, 3, 3, tiles);
    BOOST_TEST_REQUIRE(!refused.has_value());
    BOOST_TEST((refused.error().what == load_error::code::inconsistent));
    BOOST_TEST(refused.error().message() == file.string() + " holds entries that contradict one another (edited or damaged)");
    BOOST_TEST(!pattern_database::load(file, 3, 3, tiles, table_check::full).has_value());

    std::ostringstream log;
    database_options o;
    o.cache_directory = dir;
    o.log = &log;
    auto rebuilt = load_pattern_database(3, 3, tiles, o);
    BOOST_TEST_REQUIRE(rebuilt.has_value());
    BOOST_TEST(log.str().find("contradict one another (edited or damaged); building it") != std::string::npos, log.str());
    BOOST_TEST(same_table(*rebuilt, real));
    BOOST_TEST(wrong_answers(std::make_shared<const pattern_database>(std::move(*rebuilt))) == 0);
    BOOST_TEST(pattern_database::load(file, 3, 3, tiles, table_check::full).has_value()); // saved again, right
}

// Tables built right pass the check in full: every placement, without and with clamped entries.
BOOST_AUTO_TEST_CASE(tables_built_right_pass_the_full_check) {
    for (const auto& tiles : std::vector<std::vector<std::uint32_t>>{{1, 2, 3, 4, 5, 6, 7, 8}, {1, 2, 3, 4, 5}, {3, 5}}) {
        const pattern_database db = pattern_database::build(3, 3, tiles, 1);
        BOOST_TEST(!find_inconsistent_entry(db.placements(), 3, 3, db.tiles(), db.entries_data(), table_check::full));
    }
    for (const auto& tiles : std::vector<std::vector<std::uint32_t>>{corner, {13, 14, 15}, {1, 2, 5, 6, 9}}) {
        if (test::sampling && tiles.size() == 5) continue; // 524,160 placements; the others check the same
        const pattern_database db = pattern_database::build(4, 4, tiles, 2);
        BOOST_TEST(!find_inconsistent_entry(db.placements(), 4, 4, db.tiles(), db.entries_data(), table_check::full));
    }
    if (!test::sampling) { // 665,280 placements; the 3x3 and 4x4 ones check the same
        const pattern_database thin = pattern_database::build(2, 6, {1, 2, 3, 4, 5, 6}, 2);
        BOOST_TEST(!find_inconsistent_entry(thin.placements(), 2, 6, thin.tiles(), thin.entries_data(), table_check::full));
    }
    // Kept by the blank: an entry per region, checked region against region.
    for (const auto& [rows, cols, tiles] : std::vector<std::tuple<std::uint32_t, std::uint32_t, std::vector<std::uint32_t>>>{
             {3, 3, {0, 1, 2, 3, 4}}, {3, 3, {0, 5, 6, 7, 8}}, {4, 4, {0, 11, 12, 14, 15}}, {4, 4, {0, 1, 2, 3, 4, 5}}, {2, 6, {0, 1, 2, 3, 7, 8}}}) {
        if (test::sampling && tiles.size() == 6) continue; // the 5-tile ones check the same, faster
        const pattern_database db = pattern_database::build(rows, cols, tiles, 2);
        BOOST_TEST(!find_inconsistent_entry(db.placements(), rows, cols, db.tiles(), db.entries_data(), table_check::full,
                                            db.slots()));
    }
}

// A table by the blank with entries raised (and its checksum recomputed) is refused by the check on load,
// as is one with a value in the slot of a region its placement does not have.
BOOST_AUTO_TEST_CASE(an_edited_table_by_the_blank_is_refused) {
    const std::vector<std::uint32_t> named{0, 1, 2, 3, 4};
    const pattern_database real = pattern_database::build(3, 3, named, 2);
    const auto edited = [&](auto&& edit) {
        large_array<std::uint8_t> table(real.table_bytes());
        std::copy(real.entries_data(), real.entries_data() + table.size(), table.data());
        edit(table);
        return find_inconsistent_entry(real.placements(), 3, 3, real.tiles(), table.data(), table_check::full, real.slots());
    };
    BOOST_TEST(!edited([](large_array<std::uint8_t>&) {}).has_value());
    std::mt19937_64 random(36);
    BOOST_TEST(edited([&](large_array<std::uint8_t>& t) {
                   for (int i = 0; i < 20; ++i) t[random() % t.size()] = 0xee;
               }).has_value());
    // The first placement with fewer regions than slots: a value in its last slot.
    const blank_regions regions(3, 3);
    std::vector<std::uint32_t> cells(real.tiles().size());
    std::uint64_t q = 0;
    while (regions.count(real.placements().unrank(q, cells)) == real.slots()) ++q;
    const std::uint64_t unused = q * real.slots() + real.slots() - 1;
    BOOST_TEST(real.excess(unused) == 0u);
    BOOST_TEST(edited([&](large_array<std::uint8_t>& t) { t[unused >> 1] |= static_cast<std::uint8_t>(1u << ((unused & 1) * 4)); })
                   .has_value());
}

// A save killed before its rename leaves a partial file (260 MB for the 8-tile table): the next run
// removes those whose writer is gone or that nothing has written for ten minutes, and keeps a live
// writer's fresh one.
BOOST_AUTO_TEST_CASE(partial_files_of_interrupted_saves_are_removed_by_the_next_run) {
    const fs::path dir = fresh_directory("partials");
    loading_log(dir);
    const fs::path file = dir / pattern_database::file_name(4, 4, corner);
    const pid_t gone = fork();
    if (gone == 0) _exit(0);
    BOOST_TEST_REQUIRE(gone > 0);
    waitpid(gone, nullptr, 0);
    const std::string self = std::to_string(getpid());
    auto partial = [&](const std::string& suffix, bool old) {
        fs::path p = file;
        p += suffix;
        std::ofstream(p) << "half a table";
        if (old) fs::last_write_time(p, fs::file_time_type::clock::now() - std::chrono::hours(1));
        return p;
    };
    const fs::path dead = partial(".partial-" + std::to_string(gone) + "-1", false);
    const fs::path live = partial(".partial-" + self + "-2", false);
    const fs::path live_but_old = partial(".partial-" + self + "-3", true);
    const fs::path older_version = partial(".partial123456789", true);
    const fs::path older_version_fresh = partial(".partial987654321", false);
    const std::string log = loading_log(dir);
    BOOST_TEST(!fs::exists(dead));
    BOOST_TEST(!fs::exists(live_but_old));
    BOOST_TEST(!fs::exists(older_version));
    BOOST_TEST(fs::exists(live));
    BOOST_TEST(fs::exists(older_version_fresh));
    BOOST_TEST(log.find("removed " + dead.string() + ", left by an interrupted save") != std::string::npos, log);
    BOOST_TEST(fs::exists(file));
    BOOST_TEST(why_not_trusted(file).empty());
}

// A table by the blank is its own file: it never passes for the region table of the same tiles.
BOOST_AUTO_TEST_CASE(a_table_by_the_blank_has_its_own_file) {
    const fs::path dir = fresh_directory("by-blank");
    std::vector<std::uint32_t> by_blank{0};
    by_blank.insert(by_blank.end(), corner.begin(), corner.end());
    BOOST_TEST(pattern_database::file_name(4, 4, by_blank) == "4x4-0-11-12-14-15.pdb");
    const pattern_database db = pattern_database::build(4, 4, by_blank, 2);
    BOOST_TEST(db.by_blank());
    BOOST_TEST(db.slots() == 3u); // four tiles leave at most three regions on 4x4 (two corners cut off)
    BOOST_TEST(db.tiles() == corner);
    BOOST_TEST(!db.save(dir / db.file_name()));
    const auto back = pattern_database::load(dir / db.file_name(), 4, 4, by_blank);
    BOOST_TEST_REQUIRE(back.has_value());
    BOOST_TEST(same_table(db, *back));
    fs::copy_file(dir / db.file_name(), dir / pattern_database::file_name(4, 4, corner));
    BOOST_TEST(why_not_trusted(dir / pattern_database::file_name(4, 4, corner)).find("stale") != std::string::npos);
    BOOST_TEST(same_table(pattern_database::build(4, 4, by_blank, 1), db)); // one thread or two: the same
    // A file of the per-cell layout (format version 1 for tables by the blank) is stale: rebuilt, not read.
    patch(dir / db.file_name(), 8, '\x01');
    const auto per_cell = pattern_database::load(dir / db.file_name(), 4, 4, by_blank);
    BOOST_TEST_REQUIRE(!per_cell.has_value());
    BOOST_TEST(per_cell.error().message().find("stale") != std::string::npos);
}

// A file's problems are load_error values, each with its code and the file in its message.
BOOST_AUTO_TEST_CASE(load_errors_say_what_is_wrong_with_the_file) {
    const fs::path dir = fresh_directory("load-errors");
    const fs::path file = dir / pattern_database::file_name(4, 4, corner);
    auto refused = [&] {
        const auto db = pattern_database::load(file, 4, 4, corner);
        BOOST_TEST_REQUIRE(!db.has_value());
        return db.error();
    };
    BOOST_TEST((refused().what == load_error::code::missing));
    BOOST_TEST(refused().message() == "no file " + file.string());
    loading_log(dir);
    const auto size = fs::file_size(file);
    fs::resize_file(file, size - 1);
    BOOST_TEST((refused().what == load_error::code::truncated));
    BOOST_TEST(refused().message() == file.string() + " is truncated");
    fs::resize_file(file, 20); // inside the header
    BOOST_TEST((refused().what == load_error::code::stale));
    BOOST_TEST(refused().message() == file.string() + " is stale or corrupt (its header does not match)");
}

// The library's patterns are fixed sets; one that does not fit its board is a mistake in code, stopped
// by NPUZZLE_ASSERT (which aborts by default), and pattern_fits() asks first.
BOOST_AUTO_TEST_CASE(patterns_that_do_not_fit_are_refused) {
    BOOST_TEST(pattern_database::pattern_fits(4, 4, corner));
    BOOST_TEST(pattern_database::pattern_fits(4, 4, {0, 1, 2}));
    BOOST_TEST(!pattern_database::pattern_fits(4, 4, {1, 1}));
    BOOST_TEST(!pattern_database::pattern_fits(4, 4, {16}));
    BOOST_TEST(!pattern_database::pattern_fits(4, 4, {0}));
    BOOST_TEST(!pattern_database::pattern_fits(4, 4, {}));
    BOOST_TEST(!pattern_database::pattern_fits(9, 9, {1}));
    BOOST_TEST(!pattern_database::pattern_fits(8, 8, {1})); // 63 empty cells: more than 32
    BOOST_TEST(aborts([] { (void)pattern_database::build(4, 4, {1, 1}); }));
    BOOST_TEST(aborts([] { (void)pattern_database::load("missing.pdb", 9, 9, {1}); }));
    const search_board b(basic_puzzle<3, 3>{});
    auto other_shape = std::make_shared<const pattern_database>(pattern_database::build(4, 4, corner, 1));
    BOOST_TEST(aborts([&] { additive_pdb h(b, {other_shape}); }));
    BOOST_TEST(!aborts([] { (void)pattern_database::build(4, 4, {15}, 1); })); // the check itself: a pattern that fits
}

BOOST_AUTO_TEST_SUITE_END()
