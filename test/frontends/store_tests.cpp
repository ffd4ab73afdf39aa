// SPDX-License-Identifier: MIT
// The store's rules at the game_store door, with faults injected where the real thing is hard to make
// in a unit test (a history that cannot be opened, a save that cannot be written, a save held by
// another holder): nothing that existed is deleted before what replaces it is written.
#include <common/games.hpp>
#include <common/saves.hpp>

#include <npuzzle/core/clock.hpp>

#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>

#include <unistd.h>

using namespace npuzzle;
using namespace npuzzle::frontend;
namespace fs = std::filesystem;

namespace {

struct folder {
    fs::path path = fs::temp_directory_path() / ("npuzzle-store-" + std::to_string(::getpid()) + "-" + std::to_string(next()));
    folder() { fs::create_directories(path); }
    ~folder() {
        std::error_code ignored;
        fs::remove_all(path, ignored);
    }
    static int next() {
        static int n = 0;
        return n++;
    }
};

std::string read(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

command slide(direction d) {
    command c;
    c.dir = d;
    return c;
}

// Two moves from solved: `l` `l`. Saved after one move at `file`.
void save_near_win(const fs::path& file) {
    options o{};
    o.size = {3, 3};
    o.game = "3x3:1,2,3,4,5,6,0,7,8";
    auto made = start_game(o);
    BOOST_TEST_REQUIRE(made.has_value());
    auto& g = *made->played;
    g.apply(slide(direction::left));
    BOOST_TEST_REQUIRE(!save_game(g, file).has_value());
}

// The game saved at `file`, loaded as --load does, held by this process.
started_game load(const fs::path& file) {
    options o{};
    o.size = {3, 3};
    o.load = file.string();
    auto made = start_game(o);
    BOOST_TEST_REQUIRE(made.has_value());
    auto started = std::move(*made);
    BOOST_TEST_REQUIRE(started.resumed);
    return started;
}

std::size_t rows(const fs::path& history) {
    history_store store(history);
    const auto all = store.last(100);
    return all ? all->size() : 0;
}

} // namespace

BOOST_AUTO_TEST_SUITE(store)

// Q (abandon): a DNF row, no save kept, and the save it came from removed, after the row is in.
BOOST_AUTO_TEST_CASE(abandoning_writes_a_dnf_then_removes_the_save_it_came_from) {
    folder dir;
    save_near_win(dir.path / "A");
    save_near_win(dir.path / "other");
    const std::string other = read(dir.path / "other");
    auto started = load(dir.path / "A");
    game_keeper keeper(dir.path / "records", dir.path / "A", true, dir.path / "history.sqlite3", started.origin);
    BOOST_TEST(keeper.abandoned(*started.played).empty());
    BOOST_TEST(!fs::exists(dir.path / "A"));
    BOOST_TEST(rows(dir.path / "history.sqlite3") == 1u);
    history_store store(dir.path / "history.sqlite3");
    BOOST_TEST((store.last(1)->front().result == game_result::dnf));
    BOOST_TEST(keeper.leaving(*started.played).empty()); // then quitting saves nothing
    BOOST_TEST(!fs::exists(dir.path / "A"));
    BOOST_TEST(read(dir.path / "other") == other);
}

// won() removed the save before the row was written: now a row that cannot be written keeps it.
BOOST_AUTO_TEST_CASE(a_win_whose_row_cannot_be_written_keeps_its_save) {
    folder dir;
    save_near_win(dir.path / "A");
    fs::create_directories(dir.path / "history-is-a-folder");
    auto started = load(dir.path / "A");
    game_keeper keeper(dir.path / "records", dir.path / "A", true, dir.path / "history-is-a-folder", started.origin);
    started.played->apply(slide(direction::left));
    BOOST_TEST_REQUIRE(started.played->over());
    const game_recorded r = keeper.won(*started.played);
    BOOST_TEST(r.note.find("the solve was not saved") != std::string::npos, r.note);
    BOOST_TEST(r.note.find("the save " + (dir.path / "A").string() + " is kept") != std::string::npos, r.note);
    BOOST_TEST(fs::exists(dir.path / "A"));
}

// --load A --save B that wins: A (the game won) goes, B (another game) stays.
BOOST_AUTO_TEST_CASE(a_win_removes_the_save_it_came_from_never_the_save_target) {
    folder dir;
    save_near_win(dir.path / "A");
    save_near_win(dir.path / "B");
    auto started = load(dir.path / "A");
    game_keeper keeper(dir.path / "records", dir.path / "B", true, dir.path / "history.sqlite3", started.origin);
    started.played->apply(slide(direction::left));
    keeper.won(*started.played);
    BOOST_TEST(!fs::exists(dir.path / "A"));
    BOOST_TEST(fs::exists(dir.path / "B"));
    BOOST_TEST(rows(dir.path / "history.sqlite3") == 1u);
}

// A save that cannot be written keeps the one the game came from, says so, and is no DNF.
BOOST_AUTO_TEST_CASE(a_failed_save_keeps_the_old_one_and_says_so) {
    folder dir;
    save_near_win(dir.path / "A");
    const std::string before = read(dir.path / "A");
    std::ofstream(dir.path / "blocker") << "a file where a folder should be";
    auto started = load(dir.path / "A");
    game_keeper keeper(dir.path / "records", dir.path / "blocker" / "B", true, dir.path / "history.sqlite3",
                       started.origin);
    started.played->apply(slide(direction::up));
    const std::string said = keeper.leaving(*started.played);
    BOOST_TEST(said.find("the game is not saved: ") == 0u, said);
    BOOST_TEST(said.find("the save " + (dir.path / "A").string() + " is kept as it was") != std::string::npos, said);
    BOOST_TEST(read(dir.path / "A") == before);
    BOOST_TEST(rows(dir.path / "history.sqlite3") == 0u); // it may still be finished: no DNF
}

// Two holders of one save: the second is refused and told who holds it; released, it may be taken.
BOOST_AUTO_TEST_CASE(a_save_is_held_by_one_game_at_a_time) {
    folder dir;
    save_near_win(dir.path / "A");
    auto first = save_lock::take(dir.path / "A");
    BOOST_TEST_REQUIRE(first.has_value());
    const auto second = save_lock::take(dir.path / "A");
    BOOST_TEST_REQUIRE(!second.has_value());
    BOOST_TEST(second.error() == static_cast<long>(::getpid()));
    options o{};
    o.load = (dir.path / "A").string();
    o.size = {3, 3};
    const auto refused = start_game(o);
    BOOST_TEST_REQUIRE(!refused.has_value());
    BOOST_TEST(refused.error().status == 2); // the front ends exit with it
    BOOST_TEST(refused.error().message() == "this game is open in another npuzzle (pid " + std::to_string(::getpid()) +
                                                     "): " + (dir.path / "A").string());
    first->reset();
    BOOST_TEST(save_lock::take(dir.path / "A").has_value());
}

// A game quitting to a save another game holds saves beside it, never over it.
BOOST_AUTO_TEST_CASE(a_save_held_elsewhere_is_not_written_over) {
    folder dir;
    save_near_win(dir.path / "A");
    const std::string before = read(dir.path / "A");
    auto held = save_lock::take(dir.path / "A");
    BOOST_TEST_REQUIRE(held.has_value());
    options o{};
    o.size = {3, 3};
    o.game = "3x3#5";
    auto made = start_game(o);
    auto& g = *made->played;
    g.apply(slide(direction::up));
    game_keeper keeper(std::nullopt, dir.path / "A");
    const std::string said = keeper.leaving(g);
    BOOST_TEST(read(dir.path / "A") == before);
    const fs::path beside = dir.path / ("A-" + std::to_string(::getpid()));
    BOOST_TEST(fs::exists(beside), said);
    BOOST_TEST(said.find("open in another npuzzle") != std::string::npos, said);
}

BOOST_AUTO_TEST_SUITE_END()
