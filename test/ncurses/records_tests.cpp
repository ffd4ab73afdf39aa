// SPDX-License-Identifier: MIT
// Records derived from the history, and the store's files: read without blocking on a FIFO, kept aside
// when damaged, replaced whole and durably even when a sync or a rename fails or the writer is killed.
#include <common/store_files.hpp>
#include <game/records.hpp>

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include <sys/stat.h>
#include <sys/wait.h>
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

// Records are the history's: derived from one size's results that count, never kept apart.
BOOST_AUTO_TEST_CASE(records_are_derived_from_the_results_that_count) {
    using npuzzle::solve_result;
    const std::vector<solve_result> results{{9000, 40, false}, {0, 3, true}, {12000, 31, false}, {8000, 50, false}};
    BOOST_TEST((record_of(results) == size_record{4, 3, 31, 8000}));
    BOOST_TEST((record_of({}) == size_record{}));
    const improvement faster = improvement_of(results); // the last one: the fastest, not the fewest moves
    BOOST_TEST((faster.time && !faster.moves && !faster.first));
    BOOST_TEST(improvement_note(faster, "3x3") == "New personal best: time!");
    const improvement first = improvement_of({{5000, 20, false}});
    BOOST_TEST(first.first);
    BOOST_TEST(improvement_note(first, "3x3") == "Your first 3x3 solve!");
    BOOST_TEST(improvement_note(improvement_of({{5000, 20, false}, {6000, 25, false}}), "3x3").empty());
    BOOST_TEST(!improvement_of({{5000, 20, false}, {0, 2, true}}).first); // a DNF changes nothing
    // A mode's best: only a strictly faster time is one (a tie once said "Best ... time so far!").
    const std::string kind = "2x2 blindfold";
    BOOST_TEST(mode_best_note({{5000, 20, false}}, kind) == "First 2x2 blindfold solve in the history!");
    BOOST_TEST(mode_best_note({{0, 3, true}, {5000, 20, false}}, kind) == "First 2x2 blindfold solve in the history!");
    BOOST_TEST(mode_best_note({{5000, 20, false}, {4000, 25, false}}, kind) == "Best 2x2 blindfold time so far!");
    BOOST_TEST(mode_best_note({{5000, 20, false}, {5000, 25, false}}, kind) == "Equals your best 2x2 blindfold time");
    BOOST_TEST(mode_best_note({{5000, 20, false}, {6000, 25, false}}, kind).empty());
    BOOST_TEST(mode_best_note({{5000, 20, false}, {0, 2, true}}, kind).empty());
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

BOOST_AUTO_TEST_CASE(a_fifo_or_a_device_is_never_read) {
    temporary_folder dir;
    const fs::path fifo = dir.path / "save";
    BOOST_REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    std::string text;
    const auto why = read_regular_file(fifo, 100, text); // must not block
    BOOST_TEST(why.value_or("") == "not a regular file");
    const fs::path zero = dir.path / "zero";
    fs::create_symlink("/dev/zero", zero);
    BOOST_TEST(read_regular_file(zero, 100, text).value_or("") == "not a regular file");
    const fs::path big = dir.path / "big";
    write(big, std::string(101, '#'));
    BOOST_TEST(read_regular_file(big, 100, text).value_or("").find("larger than") == 0u);
}

BOOST_AUTO_TEST_CASE(a_write_renames_a_new_file_over_the_old_one) {
    temporary_folder dir;
    const fs::path file = dir.path / "save", other_name = dir.path / "old-save";
    BOOST_TEST(!write_file_atomically(file, "one\n").has_value());
    // A second name for the same inode. Writing in place would change what it shows; a rename puts
    // a new inode under `file` and leaves the old one, whole, under the other name.
    fs::create_hard_link(file, other_name);
    BOOST_TEST(!write_file_atomically(file, "two\n").has_value());
    BOOST_TEST(read(other_name) == "one\n");
    BOOST_TEST(read(file) == "two\n");
    // No temporary file is left behind.
    std::size_t entries = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path)) ++entries;
    BOOST_TEST(entries == 2u);
}

BOOST_AUTO_TEST_CASE(a_write_that_cannot_happen_says_why_and_harms_nothing) {
    temporary_folder dir;
    const fs::path blocker = dir.path / "state";
    write(blocker, "a file where the folder should be");
    const auto failure = write_file_atomically(blocker / "npuzzle" / "save", "x");
    BOOST_REQUIRE(failure.has_value());
    BOOST_TEST(failure->find("cannot create") != std::string::npos);
    BOOST_TEST(read(blocker) == "a file where the folder should be");
    // A folder where the file should be: the rename fails, the partial file is cleaned up.
    const fs::path folder = dir.path / "save";
    fs::create_directories(folder / "inside");
    const auto refused = write_file_atomically(folder, "x");
    BOOST_REQUIRE(refused.has_value());
    BOOST_TEST(refused->find("cannot replace") != std::string::npos);
    std::size_t entries = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path)) ++entries;
    BOOST_TEST(entries == 2u); // state and save: nothing else
}

// Faults injected where a real one is hard to make: the old file is untouched and nothing is left.
namespace {
int failing_sync(const fs::path&, bool directory) noexcept {
    errno = directory ? EIO : ENOSPC;
    return -1;
}
int failing_rename(const char*, const char*) noexcept {
    errno = EXDEV;
    return -1;
}
int dying_rename(const char*, const char*) noexcept { ::_exit(9); } // killed between the sync and the rename
std::vector<std::string> names(const fs::path& folder) {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(folder)) out.push_back(e.path().filename().string());
    std::sort(out.begin(), out.end());
    return out;
}
} // namespace

BOOST_AUTO_TEST_CASE(a_failed_fsync_or_rename_keeps_the_old_file_whole) {
    temporary_folder dir;
    const fs::path file = dir.path / "save";
    write(file, "the old game\n");
    npuzzle::io::durable_calls sync_fails;
    sync_fails.sync = &failing_sync;
    const auto no_sync = write_file_atomically(file, "the new game\n", sync_fails);
    BOOST_REQUIRE(no_sync.has_value());
    BOOST_TEST(no_sync->find("No space left on device") != std::string::npos, *no_sync);
    npuzzle::io::durable_calls rename_fails;
    rename_fails.rename = &failing_rename;
    const auto no_rename = write_file_atomically(file, "the new game\n", rename_fails);
    BOOST_REQUIRE(no_rename.has_value());
    BOOST_TEST(no_rename->find("cannot replace") != std::string::npos, *no_rename);
    BOOST_TEST(read(file) == "the old game\n");
    BOOST_TEST(names(dir.path) == std::vector<std::string>{"save"});
}

BOOST_AUTO_TEST_CASE(a_writer_killed_between_steps_leaves_the_old_file_and_a_partial_the_next_removes) {
    temporary_folder dir;
    const fs::path file = dir.path / "save";
    write(file, "the old game\n");
    const pid_t writer = ::fork();
    BOOST_REQUIRE(writer >= 0);
    if (writer == 0) {
        npuzzle::io::durable_calls dies;
        dies.rename = &dying_rename;
        write_file_atomically(file, "the new game\n", dies);
        ::_exit(0);
    }
    int status = 0;
    ::waitpid(writer, &status, 0);
    BOOST_TEST(WEXITSTATUS(status) == 9);
    BOOST_TEST(read(file) == "the old game\n");
    BOOST_TEST(names(dir.path).size() == 2u); // its partial file, named by its pid
    BOOST_TEST(!write_file_atomically(file, "the next game\n").has_value());
    BOOST_TEST(read(file) == "the next game\n");
    BOOST_TEST(names(dir.path) == std::vector<std::string>{"save"});
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
