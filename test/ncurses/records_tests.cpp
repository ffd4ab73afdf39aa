// SPDX-License-Identifier: MIT
// Records: a bad records file never stops the game and is kept aside, a save replaces the file
// whole, and updates from games finishing at once lose nothing.
#include <common/records.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

#include <sys/stat.h>
#include <unistd.h>

using namespace npuzzle::frontend;
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

BOOST_AUTO_TEST_CASE(records_survive_a_save_and_a_load) {
    temporary_folder dir;
    const fs::path file = dir.path / "npuzzle" / "records"; // the folder does not exist yet
    records r;
    r.add_dealt("3x3");
    r.add_solve("3x3", 31, 42'100);
    r.add_dealt("4x4");
    r.add_dealt("4x4");
    BOOST_TEST(!r.save(file).has_value());
    BOOST_TEST(read(file) == "npuzzle-records 2\n3x3 1 1 31 42100\n4x4 2 0 0 0\n");
    std::string problem;
    const records back = records::load(file, &problem);
    BOOST_TEST(problem.empty());
    BOOST_TEST((back.find("3x3") == size_record{1, 1, 31, 42'100}));
    BOOST_TEST((back.find("4x4") == size_record{2, 0, 0, 0}));
    BOOST_TEST(!back.find("5x5").has_value());
}

BOOST_AUTO_TEST_CASE(moves_and_time_are_each_kept_at_their_best) {
    records r;
    const improvement first = r.add_solve("3x3", 30, 50'000);
    BOOST_TEST(first.first);
    const improvement fewer_moves = r.add_solve("3x3", 24, 60'000);
    BOOST_TEST(!fewer_moves.first);
    BOOST_TEST(fewer_moves.moves);
    BOOST_TEST(!fewer_moves.time);
    const improvement faster = r.add_solve("3x3", 40, 20'000);
    BOOST_TEST(!faster.moves);
    BOOST_TEST(faster.time);
    const improvement neither = r.add_solve("3x3", 40, 90'000);
    BOOST_TEST(!neither.moves);
    BOOST_TEST(!neither.time);
    BOOST_TEST(r.find("3x3")->best_moves == 24u);
    BOOST_TEST(r.find("3x3")->best_ms == 20'000u);
    BOOST_TEST(r.find("3x3")->solved == 4u);
}

BOOST_AUTO_TEST_CASE(a_missing_file_is_no_records_and_a_folder_says_so) {
    temporary_folder dir;
    std::string problem;
    BOOST_TEST(!records::load(dir.path / "absent", &problem).find("3x3").has_value());
    BOOST_TEST(problem.empty());
    BOOST_TEST(!records::load(dir.path, &problem).find("3x3").has_value());
    BOOST_TEST(problem == "not a regular file");
}

BOOST_AUTO_TEST_CASE(corrupt_lines_are_counted_and_good_ones_kept) {
    temporary_folder dir;
    const fs::path file = dir.path / "records";
    write(file, std::string("npuzzle-records 2\n"
                            "3x3 5 2 22 31000\n"
                            "4x4 banana 1 1 12\n" // not a number
                            "5x5 10\n"            // cut short
                            "6x6 1 1 10 10 extra\n" // too long
                            "7y7 1 1 10 10\n"     // not a size
                            "8x8 1 2 10 10\n"     // more solved than dealt
                            "9x9 99999999999999999999999 1 1 1\n" // overflows
                            "\xff\xfe\x01garbage\n") +
                    std::string("\0\0\0", 3) + "\n2x2 1 1 3 900");
    std::string problem;
    const records r = records::load(file, &problem);
    BOOST_TEST((r.find("3x3") == size_record{5, 2, 22, 31'000}));
    BOOST_TEST((r.find("2x2") == size_record{1, 1, 3, 900})); // the last line needs no newline
    for (const char* bad : {"4x4", "5x5", "6x6", "7y7", "8x8", "9x9"}) BOOST_TEST(!r.find(bad).has_value(), bad);
    BOOST_TEST(problem == "8 unreadable lines");
}

BOOST_AUTO_TEST_CASE(version_1_bests_are_read) {
    temporary_folder dir;
    const fs::path file = dir.path / "records";
    write(file, "npuzzle-records 1\n3x3 21 3525\n");
    std::string problem;
    BOOST_TEST((records::load(file, &problem).find("3x3") == size_record{0, 0, 21, 3525}));
    BOOST_TEST(problem.empty());
    const auto u = update_records(file, "3x3", true, 30, 9000);
    BOOST_TEST(u.problem.empty());
    BOOST_TEST(read(file) == "npuzzle-records 2\n3x3 1 1 21 3525\n");
}

BOOST_AUTO_TEST_CASE(files_kept_aside_in_the_same_second_keep_their_own_names) {
    temporary_folder dir;
    const fs::path file = dir.path / "records";
    write(file, "first");
    const auto one = keep_aside(file);
    write(file, "second");
    const auto two = keep_aside(file);
    BOOST_TEST_REQUIRE((one && two));
    BOOST_TEST(*one != *two);
    BOOST_TEST(read(*one) == "first");
    BOOST_TEST(read(*two) == "second");
    BOOST_TEST(!fs::exists(file));
}

BOOST_AUTO_TEST_CASE(a_corrupt_file_is_kept_aside_and_its_good_lines_carried_on) {
    temporary_folder dir;
    const fs::path file = dir.path / "records";
    const std::string damaged = "npuzzle-records 2\n3x3 5 2 22 31000\n4x4 oops\n";
    write(file, damaged);
    const auto u = update_records(file, "5x5", true, std::nullopt, 0);
    BOOST_TEST(u.problem.find("records file had 1 unreadable line: kept as records.bad-") == 0u, u.problem);
    BOOST_TEST(read(file) == "npuzzle-records 2\n3x3 5 2 22 31000\n5x5 1 0 0 0\n");
    std::size_t aside = 0;
    for (const auto& e : fs::directory_iterator(dir.path))
        if (e.path().filename().string().starts_with("records.bad-")) {
            ++aside;
            BOOST_TEST(read(e.path()) == damaged);
        }
    BOOST_TEST(aside == 1u);
    // A flipped header byte: nothing readable, all of it kept aside.
    write(file, "npuzzle-recordq 2\n3x3 5 2 22 31000\n");
    const auto flipped = update_records(file, "3x3", true, std::nullopt, 0);
    BOOST_TEST(flipped.problem.find("kept as") != std::string::npos, flipped.problem);
}

BOOST_AUTO_TEST_CASE(a_fifo_or_a_device_is_never_read_or_replaced) {
    temporary_folder dir;
    const fs::path fifo = dir.path / "records";
    BOOST_REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    const auto u = update_records(fifo, "3x3", true, 20, 1000); // must not block
    BOOST_TEST(u.problem.find("not a regular file") != std::string::npos, u.problem);
    BOOST_TEST(fs::is_fifo(fifo));
    const fs::path zero = dir.path / "zero";
    fs::create_symlink("/dev/zero", zero);
    const auto z = update_records(zero, "3x3", true, 20, 1000);
    BOOST_TEST(z.problem.find("not a regular file") != std::string::npos, z.problem);
    const fs::path big = dir.path / "big";
    write(big, "npuzzle-records 2\n" + std::string(max_records_bytes, '#'));
    std::string problem;
    records::load(big, &problem);
    BOOST_TEST(problem.find("larger than") == 0u, problem);
}

BOOST_AUTO_TEST_CASE(a_save_renames_a_new_file_over_the_old_one) {
    temporary_folder dir;
    const fs::path file = dir.path / "records", other_name = dir.path / "old-records";
    records r;
    r.add_solve("3x3", 30, 1000);
    BOOST_TEST(!r.save(file).has_value());
    const std::string before = read(file);
    // A second name for the same inode. Writing in place would change what it shows; a rename puts
    // a new inode under `file` and leaves the old one, whole, under the other name.
    fs::create_hard_link(file, other_name);
    r.add_solve("3x3", 20, 900);
    BOOST_TEST(!r.save(file).has_value());
    BOOST_TEST(read(other_name) == before);
    BOOST_TEST(read(file) == "npuzzle-records 2\n3x3 0 2 20 900\n");
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
    r.add_solve("3x3", 30, 1000);
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
        BOOST_TEST(state_folder().value() == fs::path("/somewhere/state/npuzzle"));
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
