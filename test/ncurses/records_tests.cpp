// SPDX-License-Identifier: MIT
// Personal bests: a bad records file never stops the game, and a save replaces the file whole.
#include <records.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

#include <unistd.h>

using namespace npuzzle::curses;
namespace fs = std::filesystem;

namespace {

// A fresh folder under the system's temporary one, removed at the end of the test.
struct temporary_folder {
    fs::path path;
    temporary_folder() {
        path = fs::temp_directory_path() /
               ("npuzzle-records-" + std::to_string(::getpid()) + "-" + std::to_string(counter()++));
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~temporary_folder() {
        std::error_code ignored;
        fs::remove_all(path, ignored);
    }
    static int& counter() {
        static int n = 0;
        return n;
    }
};

void write(const fs::path& p, const std::string& text) {
    std::ofstream out(p, std::ios::binary);
    out << text;
}

std::string read(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Sets an environment variable for one scope.
struct scoped_env {
    std::string name;
    std::optional<std::string> old;
    scoped_env(std::string n, const char* value) : name(std::move(n)) {
        if (const char* v = std::getenv(name.c_str())) old = v;
        if (value)
            ::setenv(name.c_str(), value, 1);
        else
            ::unsetenv(name.c_str());
    }
    ~scoped_env() {
        if (old)
            ::setenv(name.c_str(), old->c_str(), 1);
        else
            ::unsetenv(name.c_str());
    }
};

} // namespace

BOOST_AUTO_TEST_SUITE(records_file)

BOOST_AUTO_TEST_CASE(bests_survive_a_save_and_a_load) {
    temporary_folder dir;
    const fs::path file = dir.path / "npuzzle" / "records"; // the folder does not exist yet
    records r;
    r.add("3x3", 31, 42'100);
    r.add("4x4", 80, 95'000);
    BOOST_TEST(!r.save(file).has_value());
    const records back = records::load(file);
    BOOST_TEST((back.find("3x3") == best{31, 42'100}));
    BOOST_TEST((back.find("4x4") == best{80, 95'000}));
    BOOST_TEST(!back.find("5x5").has_value());
}

BOOST_AUTO_TEST_CASE(moves_and_time_are_each_kept_at_their_best) {
    records r;
    const improvement first = r.add("3x3", 30, 50'000);
    BOOST_TEST(first.first);
    const improvement fewer_moves = r.add("3x3", 24, 60'000);
    BOOST_TEST(!fewer_moves.first);
    BOOST_TEST(fewer_moves.moves);
    BOOST_TEST(!fewer_moves.time);
    const improvement faster = r.add("3x3", 40, 20'000);
    BOOST_TEST(!faster.moves);
    BOOST_TEST(faster.time);
    const improvement neither = r.add("3x3", 40, 90'000);
    BOOST_TEST(!neither.moves);
    BOOST_TEST(!neither.time);
    BOOST_TEST((r.find("3x3") == best{24, 20'000}));
}

BOOST_AUTO_TEST_CASE(a_missing_or_unreadable_file_is_no_records) {
    temporary_folder dir;
    BOOST_TEST(!records::load(dir.path / "absent").find("3x3").has_value());
    // A folder where the file should be: nothing to read, and no crash.
    BOOST_TEST(!records::load(dir.path).find("3x3").has_value());
}

BOOST_AUTO_TEST_CASE(corrupt_lines_are_skipped_and_good_ones_kept) {
    temporary_folder dir;
    const fs::path file = dir.path / "records";
    write(file, std::string("npuzzle-records 1\n"
                            "3x3 22 31000\n"
                            "4x4 banana 12\n"    // not a number
                            "5x5 10\n"           // cut short
                            "6x6 10 10 extra\n"  // too long
                            "7y7 10 10\n"        // not a size
                            "8x8 0 10\n"         // zero moves cannot be a solve
                            "9x9 99999999999999999999999 1\n" // overflows
                            "\xff\xfe\x01garbage\n") +
                    std::string("\0\0\0", 3) + "\n2x2 3 900");
    const records r = records::load(file);
    BOOST_TEST((r.find("3x3") == best{22, 31'000}));
    BOOST_TEST((r.find("2x2") == best{3, 900})); // the last line needs no newline
    for (const char* bad : {"4x4", "5x5", "6x6", "7y7", "8x8", "9x9"}) BOOST_TEST(!r.find(bad).has_value(), bad);
}

BOOST_AUTO_TEST_CASE(a_file_that_is_not_a_records_file_is_ignored_and_then_replaced) {
    temporary_folder dir;
    const fs::path file = dir.path / "records";
    write(file, "3x3 22 31000\n"); // no header: not ours
    records r = records::load(file);
    BOOST_TEST(!r.find("3x3").has_value());
    r.add("3x3", 40, 1000);
    BOOST_TEST(!r.save(file).has_value());
    BOOST_TEST(read(file) == "npuzzle-records 1\n3x3 40 1000\n");
}

BOOST_AUTO_TEST_CASE(a_save_renames_a_new_file_over_the_old_one) {
    temporary_folder dir;
    const fs::path file = dir.path / "records", other_name = dir.path / "old-records";
    records r;
    r.add("3x3", 30, 1000);
    BOOST_TEST(!r.save(file).has_value());
    const std::string before = read(file);
    // A second name for the same inode. Writing in place would change what it shows; a rename puts
    // a new inode under `file` and leaves the old one, whole, under the other name.
    fs::create_hard_link(file, other_name);
    r.add("3x3", 20, 900);
    BOOST_TEST(!r.save(file).has_value());
    BOOST_TEST(read(other_name) == before);
    BOOST_TEST(read(file) == "npuzzle-records 1\n3x3 20 900\n");
    // No temporary file is left behind.
    std::size_t entries = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path)) ++entries;
    BOOST_TEST(entries == 2u);
}

BOOST_AUTO_TEST_CASE(a_save_that_cannot_happen_says_why_and_harms_nothing) {
    temporary_folder dir;
    const fs::path blocker = dir.path / "state";
    write(blocker, "a file where the folder should be");
    records r;
    r.add("3x3", 30, 1000);
    const auto failure = r.save(blocker / "npuzzle" / "records");
    BOOST_REQUIRE(failure.has_value());
    BOOST_TEST(failure->find("cannot create") != std::string::npos);
    BOOST_TEST(read(blocker) == "a file where the folder should be");
    // A folder where the file should be: the rename fails, the temporary file is cleaned up.
    const fs::path folder = dir.path / "records";
    fs::create_directories(folder / "inside");
    const auto refused = r.save(folder);
    BOOST_REQUIRE(refused.has_value());
    BOOST_TEST(refused->find("cannot replace") != std::string::npos);
    std::size_t entries = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path)) ++entries;
    BOOST_TEST(entries == 2u); // state and records: nothing else
}

BOOST_AUTO_TEST_CASE(the_file_lives_under_xdg_state_home_or_home) {
    {
        scoped_env state("XDG_STATE_HOME", "/somewhere/state");
        scoped_env home("HOME", "/home/player");
        BOOST_TEST(records_path().value() == fs::path("/somewhere/state/npuzzle/records"));
    }
    {
        scoped_env state("XDG_STATE_HOME", "relative/state"); // ignored, as XDG says
        scoped_env home("HOME", "/home/player");
        BOOST_TEST(records_path().value() == fs::path("/home/player/.local/state/npuzzle/records"));
    }
    {
        scoped_env state("XDG_STATE_HOME", nullptr);
        scoped_env home("HOME", nullptr);
        BOOST_TEST(!records_path().has_value());
    }
}

BOOST_AUTO_TEST_SUITE_END()
