// SPDX-License-Identifier: MIT
// npuzzle-curses end to end: the real binary in a real (tmux) terminal, driven by keys, clicks,
// resizes and signals, read back from the screen.
#define BOOST_TEST_MODULE npuzzle-curses end to end
#include <boost/test/unit_test.hpp>

#include "tmux.hpp"

#include <history.hpp>
#include <layout.hpp>

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/solve/solver.hpp>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <memory>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <dirent.h>
#include <unistd.h>

#if !defined(NPUZZLE_CURSES_BINARY) || !defined(NPUZZLE_PLACE_PROBE)
#error "NPUZZLE_CURSES_BINARY and NPUZZLE_PLACE_PROBE must name the programs under test (from CMake)"
#endif

// Boards in failure messages as game IDs.
namespace npuzzle {
inline std::ostream& boost_test_print_type(std::ostream& out, const puzzle& p) {
    std::string id;
    write_game_id(p, std::back_inserter(id));
    return out << id;
}
} // namespace npuzzle

using namespace npuzzle::e2e;

// No tmux server outlives the tests, even one whose test crashed.
struct tmux_cleanup {
    ~tmux_cleanup() { kill_leftover_servers(); }
};
BOOST_TEST_GLOBAL_FIXTURE(tmux_cleanup);
using npuzzle::cell;
using npuzzle::direction;
namespace fs = std::filesystem;

namespace {

constexpr int width = 80, height = 24;

std::string read_file(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A private $XDG_STATE_HOME (and cache), so no test reads or writes the real player's files.
struct state_folder {
    fs::path path;
    state_folder() {
        static int count = 0;
        path = fs::temp_directory_path() /
               ("npuzzle-curses-e2e-" + std::to_string(::getpid()) + "-" + std::to_string(++count));
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~state_folder() {
        std::error_code ignored;
        fs::remove_all(path, ignored);
    }
    fs::path records() const { return path / "npuzzle" / "records"; }
};

// The key that slides a tile `d` (default arrow sense), from one of the three key sets.
std::string key_for(direction d, int key_set) {
    static const char* const sets[3][4] = {
        {"Up", "Down", "Left", "Right"}, {"k", "j", "h", "l"}, {"w", "s", "a", "d"}};
    return sets[key_set % 3][static_cast<int>(d)];
}

std::string moves_shown(std::size_t stm, std::size_t mtm) {
    return "Moves " + std::to_string(stm) + " (MTM " + std::to_string(mtm) + ")";
}

// A word for sh, in single quotes (our paths and options hold none). Appended piece by piece: GCC
// 12 at -O3 warns falsely (-Wrestrict) about "'" + word.
std::string quoted(const std::string& word) {
    std::string q(1, '\'');
    q += word;
    q += '\'';
    return q;
}

// The status line says "Distance n" (not n followed by more digits).
bool shows_distance(const screen& s, std::size_t n) {
    const std::string text = "Distance " + std::to_string(n);
    for (const auto& line : s)
        if (const auto at = line.find(text); at != std::string::npos) {
            const auto next = at + text.size();
            if (next == line.size() || line[next] == ' ') return true;
        }
    return false;
}

// A sanitizer's report (ASan, UBSan) goes to a file in `folder`, not to the pane, where a test that
// finds the screen it waits for never looks: a use-after-free at the end of every slide once went
// unseen by the slide tests. The words for `env`; without sanitizers they change nothing.
std::vector<std::string> sanitizer_reports_to(const fs::path& folder) {
    std::vector<std::string> words;
    for (const char* name : {"ASAN_OPTIONS", "UBSAN_OPTIONS"}) {
        const char* given = std::getenv(name);
        std::string options = given && *given ? std::string(given) + ":" : std::string();
        words.push_back(std::string(name) + "=" + options + "log_path=" + (folder / "sanitizer").string());
    }
    return words;
}

// Fails the test with each report the program left in `folder` (call once it has ended).
void check_no_sanitizer_report(const fs::path& folder) {
    std::error_code absent;
    for (const auto& file : fs::directory_iterator(folder, absent))
        if (file.path().filename().string().starts_with("sanitizer"))
            BOOST_ERROR("a sanitizer reported:\n" << read_file(file.path()));
}

// One game of npuzzle-curses in its own tmux server, its records in a private folder.
struct curses_game {
    state_folder state;
    std::size_t rows, cols;
    std::unique_ptr<tmux_pane> pane;

    // `wrap`: a shell script around the game, "%GAME%" standing for its command line.
    // `shared`: another game's state folder, to find what that game saved.
    curses_game(std::size_t r, std::size_t c, std::vector<std::string> args, int w = width, int h = height,
                const std::string& wrap = "", const fs::path& shared = {})
        : rows(r), cols(c) {
        const fs::path home = shared.empty() ? state.path : shared;
        // Records and the solver's pattern-database cache both private: nothing of the real home.
        // NPUZZLE_HINT_TABLES=small: no test builds pdb-7-8 (minutes, and over a GB).
        std::vector<std::string> command{"env", "XDG_STATE_HOME=" + home.string(),
                                         "XDG_CACHE_HOME=" + (home / "cache").string(), "NPUZZLE_HINT_TABLES=small"};
        for (auto& word : sanitizer_reports_to(state.path)) command.push_back(std::move(word));
        command.insert(command.end(), {NPUZZLE_CURSES_BINARY, "--size", std::to_string(r) + "x" + std::to_string(c)});
        command.insert(command.end(), args.begin(), args.end());
        // Boards read off the screen must not be caught mid-slide: the tests of the animation ask for it.
        if (std::find_if(args.begin(), args.end(), [](const std::string& a) { return a.find("animation") != std::string::npos; }) ==
            args.end())
            command.push_back("--no-animation");
        if (!wrap.empty()) {
            std::string line;
            for (const auto& word : command) line += quoted(word) + ' ';
            std::string script = wrap;
            script.replace(script.find("%GAME%"), 6, line);
            for (auto at = script.find("%STATE%"); at != std::string::npos; at = script.find("%STATE%"))
                script.replace(at, 7, quoted(home.string()));
            command = {"sh", "-c", script};
        }
        pane = std::make_unique<tmux_pane>(command, w, h);
    }
    ~curses_game() {
        pane.reset(); // ends the program, and waits for it
        check_no_sanitizer_report(state.path);
    }
    curses_game(const curses_game&) = delete;
    curses_game& operator=(const curses_game&) = delete;

    npuzzle::curses::board_layout layout(int w = width, int h = height) const {
        return std::get<npuzzle::curses::board_layout>(
            npuzzle::curses::lay_out(w, h, rows, cols, std::to_string(rows * cols - 1).size()));
    }

    // The board as the screen shows it: each tile's label read from the middle of its box (or its
    // compact cell). Nothing
    // if the screen does not show a whole, valid board.
    std::optional<npuzzle::puzzle> board(const screen& s) const {
        const auto l = layout();
        std::vector<int> tiles;
        for (std::size_t r = 0; r < rows; ++r)
            for (std::size_t c = 0; c < cols; ++c) {
                const auto in = l.inside({r, c});
                std::string text = columns(s, in.top + in.height / 2, in.left, in.width);
                text.erase(0, text.find_first_not_of(' '));
                text.erase(text.find_last_not_of(' ') + 1);
                if (text.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
                tiles.push_back(text.empty() ? 0 : std::stoi(text));
            }
        auto b = npuzzle::puzzle::from_tiles(rows, cols, tiles);
        if (!b) return std::nullopt;
        return *b;
    }

    // Waits for a board on screen with the given move counts.
    npuzzle::puzzle wait_for_board(std::size_t stm, std::size_t mtm) const {
        const auto w = pane->wait_until(
            [&](const screen& s) { return contains(s, moves_shown(stm, mtm)) && board(s).has_value(); });
        BOOST_REQUIRE_MESSAGE(w.ok, "no board after " << stm << " moves:" << joined(w.last));
        return *board(w.last);
    }

    void require_screen(std::string_view text) const {
        const auto w = pane->wait_for(text);
        BOOST_REQUIRE_MESSAGE(w.ok, "'" << text << "' never appeared:" << joined(w.last));
    }
};

// The mouse report a terminal sends for a left-button press (and release) at a screen cell: X10
// encoding, what curses asks tmux for.
std::string click_at(int y, int x) {
    auto report = [&](int button) {
        return std::string{'\x1b', '[', 'M', static_cast<char>(32 + button), static_cast<char>(33 + x),
                           static_cast<char>(33 + y)};
    };
    return report(0) + report(3);
}

// The process the pane's shell is running: the game, a child of the wrapper shell.
int child_of(int parent) {
    DIR* proc = ::opendir("/proc");
    if (!proc) return -1;
    int found = -1;
    while (dirent* entry = ::readdir(proc)) {
        if (entry->d_name[0] < '1' || entry->d_name[0] > '9') continue; // not a process
        const std::string stat = read_file(fs::path("/proc") / entry->d_name / "stat");
        const auto close = stat.rfind(')');
        if (close == std::string::npos) continue;
        char state = 0;
        int ppid = 0;
        if (std::sscanf(stat.c_str() + close + 1, " %c %d", &state, &ppid) == 2 && ppid == parent)
            found = std::atoi(entry->d_name);
    }
    ::closedir(proc);
    return found;
}

// Runs the game between two snapshots of the terminal's settings (in the state folder) and says
// how it exited; the pane then stays for the test to read.
const std::string restore_check =
    "stty -g > %STATE%/before; %GAME%; echo \"exit status $?\"; stty -g > %STATE%/after; exec sleep 60";

// The terminal settings after the game are those before it.
void require_terminal_restored(const curses_game& game) {
    const fs::path before = game.state.path / "before", after = game.state.path / "after";
    BOOST_REQUIRE(game.pane->wait_until([&](const screen&) { return !read_file(after).empty(); }).ok);
    BOOST_TEST(!read_file(before).empty());
    BOOST_TEST(read_file(before) == read_file(after));
}

// The tile in the blank's row or column farthest from it, and how far.
std::pair<cell, std::size_t> farthest_in_line(const npuzzle::puzzle& board) {
    const cell blank = board.blank();
    cell target = blank;
    std::size_t farthest = 0;
    for (std::size_t r = 0; r < board.rows(); ++r)
        for (std::size_t c = 0; c < board.cols(); ++c) {
            if ((r != blank.row) == (c != blank.col)) continue; // not in line, or the blank itself
            const std::size_t distance = r != blank.row ? (r > blank.row ? r - blank.row : blank.row - r)
                                                        : (c > blank.col ? c - blank.col : blank.col - c);
            if (distance > farthest) {
                farthest = distance;
                target = {r, c};
            }
        }
    return {target, farthest};
}

} // namespace

// The status line's time, "0:03".
std::string shown_time(const screen& s) {
    for (const auto& line : s)
        if (const auto at = line.find("Time "); at != std::string::npos)
            return line.substr(at + 5, line.find(' ', at + 5) - at - 5);
    return "";
}

// The status line from "Moves" to the time, inclusive.
std::string status_line(const screen& s) {
    for (const auto& line : s)
        if (const auto at = line.find("Moves "); at != std::string::npos) {
            const auto time = line.find("Time ", at);
            return line.substr(at, line.find(' ', time + 5) - at);
        }
    return "";
}

// The clock on screen stands still for 2.5 s (it shows seconds).
void require_clock_held(const curses_game& game) {
    const std::string before = shown_time(game.pane->capture());
    BOOST_REQUIRE(!before.empty());
    ::usleep(2'500'000);
    BOOST_TEST(shown_time(game.pane->capture()) == before);
}

// The clock on screen moves on within 3 s.
void require_clock_runs(const curses_game& game) {
    const std::string before = shown_time(game.pane->capture());
    const auto w = game.pane->wait_until([&](const screen& s) { return shown_time(s) != before; },
                                         std::chrono::seconds(3));
    BOOST_TEST(w.ok, "the clock stayed at " << before);
}

BOOST_AUTO_TEST_CASE(a_seeded_3x3_game_is_played_to_the_win_screen_by_keys) {
    // A records file of an older version, damaged: records now come from the history, so it is
    // neither read nor written, nor moved (nothing that exists is deleted).
    curses_game game(3, 3, {"--seed", "2026"});
    fs::create_directories(game.state.records().parent_path());
    const std::string old_records = "npuzzle-records 1\n4x4 80 95000\n3x3 oops\n\xff\xfe\n";
    {
        std::ofstream corrupt(game.state.records(), std::ios::binary);
        corrupt << old_records;
    }
    npuzzle::puzzle board = game.wait_for_board(0, 0);

    const auto solved = npuzzle::solve::solve_optimal(board, {.heuristic = npuzzle::solve::heuristic::manhattan});
    BOOST_REQUIRE(solved.has_value());
    const auto& solution = *solved;
    BOOST_REQUIRE(solution.status == npuzzle::solve::solve_status::solved);
    BOOST_REQUIRE(!solution.moves.empty());
    const std::size_t n = solution.moves.size();
    for (std::size_t i = 0; i < n; ++i) {
        const direction d = solution.moves[i];
        game.pane->send_keys({key_for(d, static_cast<int>(i))}); // arrows, hjkl and wasd in turn
        board.move(d);
        if (i + 1 < n) BOOST_REQUIRE(game.wait_for_board(i + 1, i + 1) == board); // the screen follows
    }
    BOOST_TEST(board.is_solved());
    game.require_screen("Solved!");
    const screen won = game.pane->capture();
    BOOST_TEST(contains(won, "Solved in " + std::to_string(n) + " moves (MTM " + std::to_string(n) + ")"),
               joined(won));
    BOOST_TEST(contains(won, "Your first 3x3 solve!"), joined(won));
    BOOST_TEST(contains(won, "Fewest " + std::to_string(n) + " moves, fastest "), joined(won));
    BOOST_TEST(contains(won, moves_shown(n, n)));

    BOOST_TEST(contains(won, "; 1 of 1 deal solved"), joined(won));
    BOOST_TEST(!contains(won, "records"), joined(won));
    BOOST_TEST(read_file(game.state.records()) == old_records);
    for (const auto& e : fs::directory_iterator(game.state.records().parent_path()))
        BOOST_TEST(!e.path().filename().string().starts_with("records.bad-"), e.path());

    // The win is a row of the solve history (issue 18): solved, counting, every move with its time.
    npuzzle::frontend::history_store history(game.state.path / "npuzzle" / "history.sqlite3");
    const auto rows = history.last(10);
    BOOST_REQUIRE(rows.has_value());
    BOOST_REQUIRE_EQUAL(rows.value().size(), 1u);
    const auto& row = rows.value().front();
    BOOST_TEST((row.result == npuzzle::frontend::game_result::solved));
    BOOST_TEST(row.counts);
    BOOST_TEST((row.size == npuzzle::shape{3, 3}));
    BOOST_TEST(row.stm == n);
    BOOST_TEST(row.moves.size() == n);
    BOOST_TEST(row.moves.back().at_ms == row.ms); // the last move ended the clock
    for (std::size_t i = 0; i < n; ++i) BOOST_TEST(row.moves[i].letter == npuzzle::to_letter(solution.moves[i]));

    // Solved: quitting does not ask.
    game.pane->send_keys({"q"});
    BOOST_TEST(game.pane->wait_until([](const screen& s) { return !contains(s, "Solved!"); }).ok);
}

// A history that cannot be written never stops the game: the win screen says so, once.
BOOST_AUTO_TEST_CASE(a_win_whose_history_cannot_be_written_says_so_on_the_win_screen) {
    curses_game game(2, 2, {"--seed", "7", "--history-db", "/proc/no-such-dir/history.sqlite3"});
    npuzzle::puzzle board = game.wait_for_board(0, 0);
    const auto solved = npuzzle::solve::solve_optimal(board, {.heuristic = npuzzle::solve::heuristic::manhattan});
    BOOST_REQUIRE(solved.has_value());
    const auto& solution = *solved;
    BOOST_REQUIRE(solution.status == npuzzle::solve::solve_status::solved);
    for (const direction d : solution.moves) game.pane->send_keys({key_for(d, 0)});
    game.require_screen("Solved!");
    const screen won = game.pane->capture();
    std::size_t said = 0;
    for (const auto& line : won)
        for (auto at = line.find("the solve was not saved: "); at != std::string::npos;
             at = line.find("the solve was not saved: ", at + 1))
            ++said;
    BOOST_TEST(said == 1u, joined(won));
    // The note is a line of the banner of its own, inside the box's border.
    for (const auto& line : won)
        if (const auto at = line.find("the solve was not saved: "); at != std::string::npos)
            BOOST_TEST(line.substr(0, at).find("\u2502") != std::string::npos, line);
    game.pane->send_keys({"q"});
    BOOST_TEST(game.pane->wait_until([](const screen& s) { return !contains(s, "Solved!"); }).ok);
}

BOOST_AUTO_TEST_CASE(undo_and_redo_change_the_screen_back_and_forth) {
    curses_game game(3, 3, {"--seed", "11"});
    const npuzzle::puzzle start = game.wait_for_board(0, 0);
    const direction d = *start.legal_moves().begin();
    npuzzle::puzzle moved = start;
    moved.move(d);

    game.pane->send_keys({key_for(d, 0)});
    BOOST_TEST(game.wait_for_board(1, 1) == moved);
    game.pane->send_keys({"u"});
    BOOST_TEST(game.wait_for_board(0, 0) == start);
    game.pane->send_keys({"r"});
    BOOST_TEST(game.wait_for_board(1, 1) == moved);
    game.pane->send_keys({"u"});
    BOOST_TEST(game.wait_for_board(0, 0) == start);
    game.pane->send_keys({"u"});
    game.require_screen("nothing to undo");
    BOOST_TEST(game.wait_for_board(0, 0) == start);
}

BOOST_AUTO_TEST_CASE(a_terminal_too_small_says_so_and_the_board_returns_when_it_grows) {
    curses_game game(3, 3, {"--seed", "5"});
    const npuzzle::puzzle start = game.wait_for_board(0, 0);
    const auto need = std::get<npuzzle::curses::too_small>(npuzzle::curses::lay_out(20, 6, 3, 3, 1));

    game.pane->resize(20, 6);
    game.require_screen("terminal too small:");
    game.require_screen("need " + std::to_string(need.need_width) + " x " + std::to_string(need.need_height));
    // Keys do not move tiles nobody can see.
    game.pane->send_keys({key_for(*start.legal_moves().begin(), 0)});
    game.pane->resize(width, height);
    BOOST_TEST(game.wait_for_board(0, 0) == start);
    BOOST_TEST(!contains(game.pane->capture(), "too small"));
}

BOOST_AUTO_TEST_CASE(a_game_started_in_a_tiny_terminal_waits_and_quits_cleanly) {
    curses_game game(4, 4, {"--seed", "1"}, 20, 6, restore_check);
    game.require_screen("terminal too small:");
    game.pane->send_keys({"q"});
    game.require_screen("exit status 0");
    require_terminal_restored(game);
}

BOOST_AUTO_TEST_CASE(quit_asks_during_a_game_and_leaves_the_terminal_as_it_found_it) {
    curses_game game(3, 3, {"--seed", "3"}, width, height, restore_check);
    const npuzzle::puzzle start = game.wait_for_board(0, 0);
    game.pane->send_keys({key_for(*start.legal_moves().begin(), 0)});
    game.wait_for_board(1, 1);

    game.pane->send_keys({"q"});
    game.require_screen("Quit this game? y/n");
    game.pane->send_keys({"n"}); // anything but y carries on
    game.require_screen("Carry on");
    game.wait_for_board(1, 1);

    game.pane->send_keys({"q"});
    game.require_screen("Quit this game? y/n");
    game.pane->send_keys({"y"});
    game.require_screen("exit status 0");
    const screen after = game.pane->capture();
    BOOST_TEST(!contains(after, "Moves"), joined(after)); // the game's screen is gone
    require_terminal_restored(game);
}

// Q gives the game up: asked first, then no save is written, the history has a DNF row, and the
// terminal is restored; with nothing played it leaves at once.
BOOST_AUTO_TEST_CASE(abandon_asks_then_leaves_without_saving_and_records_a_dnf) {
    curses_game game(3, 3, {"--seed", "3"}, width, height, restore_check);
    const npuzzle::puzzle start = game.wait_for_board(0, 0);
    game.pane->send_keys({key_for(*start.legal_moves().begin(), 0)});
    game.wait_for_board(1, 1);
    game.pane->send_keys({"Q"});
    game.require_screen("Give this game up without saving it? y/n");
    game.pane->send_keys({"n"});
    game.require_screen("Carry on");
    game.pane->send_keys({"Q"});
    game.require_screen("Give this game up without saving it? y/n");
    game.pane->send_keys({"y"});
    game.require_screen("exit status 0");
    game.require_screen("Abandoned without saving: a DNF");
    require_terminal_restored(game);
    BOOST_TEST(!fs::exists(game.state.path / "npuzzle" / "save-puzzle"));
    npuzzle::frontend::history_store history(game.state.path / "npuzzle" / "history.sqlite3");
    const auto rows = history.last(10);
    BOOST_REQUIRE(rows.has_value());
    BOOST_REQUIRE_EQUAL(rows.value().size(), 1u);
    BOOST_TEST((rows.value().front().result == npuzzle::frontend::game_result::dnf));
    BOOST_TEST(rows.value().front().stm == 1u);

    curses_game fresh(3, 3, {"--seed", "3"}, width, height, restore_check);
    fresh.wait_for_board(0, 0);
    fresh.pane->send_keys({"Q"}); // nothing played: nothing to ask
    fresh.require_screen("exit status 0");
    BOOST_TEST(!fs::exists(fresh.state.path / "npuzzle" / "save-puzzle"));
}

// A deals the next board of the same size: asked first while a game is under way (a DNF), at once
// from the win screen, which it replaces.
BOOST_AUTO_TEST_CASE(again_deals_the_next_board_of_the_same_size) {
    curses_game game(2, 2, {"--seed", "7"});
    game.wait_for_board(0, 0);
    game.require_screen("game 2x2#7");
    game.pane->send_keys({key_for(direction::down, 0)});
    game.wait_for_board(1, 1);
    game.pane->send_keys({"A"});
    game.require_screen("Abandon this game for a new deal of the same kind? y/n");
    game.pane->send_keys({"y"});
    game.require_screen("game 2x2#8");
    game.wait_for_board(0, 0);
    // 2x2#8 is "1 ./3 2": the 2 slides up and it is solved; the results stay until A.
    game.pane->send_keys({key_for(direction::up, 0)});
    game.require_screen("Solved!");
    game.require_screen("A again");
    game.pane->send_keys({key_for(direction::down, 0)}); // refused: the board stays solved
    game.require_screen("the game is over");
    game.require_screen("Solved!");
    game.pane->send_keys({"A"});
    game.require_screen("game 2x2#9");
    const auto w = game.pane->wait_until([](const screen& s) { return !contains(s, "Solved!"); });
    BOOST_TEST(w.ok, joined(w.last));
    game.wait_for_board(0, 0);
}

BOOST_AUTO_TEST_CASE(sigterm_and_ctrl_c_restore_the_terminal) {
    {
        curses_game game(3, 3, {"--seed", "4"}, width, height, restore_check);
        game.wait_for_board(0, 0);
        const int shell = game.pane->pid();
        const int player = child_of(shell);
        BOOST_REQUIRE(player > 0);
        BOOST_REQUIRE(::kill(player, SIGTERM) == 0);
        game.require_screen("exit status 143");
        BOOST_TEST(!contains(game.pane->capture(), "Moves"));
        require_terminal_restored(game);
    }
    {
        // The wrapper shell ignores Ctrl-C so that it lives to report; the game still gets it.
        curses_game game(3, 3, {"--seed", "4"}, width, height, "trap '' INT; " + restore_check);
        game.wait_for_board(0, 0);
        game.pane->send_keys({"C-c"});
        game.require_screen("exit status 130");
        BOOST_TEST(!contains(game.pane->capture(), "Moves"));
        require_terminal_restored(game);
    }
}

// Issue 22: whatever signal ends the game, in the middle of an animated solve, the terminal is
// given back (settings, screen) and the exit status names the signal. SIGINT, SIGTERM, SIGHUP and
// SIGQUIT (Ctrl-\) quit as q does, with status 128 + the signal; SIGUSR1 and SIGALRM end the game by
// the signal itself once the terminal is restored (the shell sees 128 + the signal too).
BOOST_AUTO_TEST_CASE(every_signal_that_ends_the_game_restores_the_terminal_first) {
    const std::pair<int, int> signals[] = {{SIGQUIT, 131}, {SIGUSR1, 138}, {SIGALRM, 142},
                                           {SIGINT, 130},  {SIGTERM, 143}, {SIGHUP, 129}};
    for (const auto& [sig, status] : signals) {
        BOOST_TEST_CONTEXT("signal " << sig) {
            // 5x5: a solve of some hundred moves, still animating whatever the load (a 3x3 one could end
            // before the screen was read).
            curses_game game(5, 5, {"--seed", "13"}, width, height, restore_check);
            game.wait_for_board(0, 0);
            game.pane->send_keys({"S"});
            game.require_screen("Solving");
            const int player = child_of(game.pane->pid());
            BOOST_REQUIRE(player > 0);
            BOOST_REQUIRE(::kill(player, sig) == 0);
            game.require_screen("exit status " + std::to_string(status));
            BOOST_TEST(!contains(game.pane->capture(), "Moves"), joined(game.pane->capture())); // screen left
            require_terminal_restored(game);
        }
    }
}

BOOST_AUTO_TEST_CASE(ctrl_backslash_quits_and_restores_the_terminal) {
    // The wrapper shell ignores SIGQUIT so that it lives to report; the game handles it all the same.
    curses_game game(3, 3, {"--seed", "4"}, width, height, "trap '' QUIT; " + restore_check);
    game.wait_for_board(0, 0);
    game.pane->send_keys({"C-\\"});
    game.require_screen("exit status 131");
    BOOST_TEST(!contains(game.pane->capture(), "Moves"));
    require_terminal_restored(game);
}

// SIGPIPE is ignored (a closed output is a failed write, support/output.hpp): the solve plays on and
// the game quits normally. 5x5: a long solve, still animating when the signal comes whatever the load.
BOOST_AUTO_TEST_CASE(sigpipe_does_not_end_the_game) {
    curses_game game(5, 5, {"--seed", "13"}, width, height, restore_check);
    game.wait_for_board(0, 0);
    game.pane->send_keys({"S"});
    game.require_screen("Solving");
    const int player = child_of(game.pane->pid());
    BOOST_REQUIRE(player > 0);
    BOOST_REQUIRE(::kill(player, SIGPIPE) == 0);
    const auto moves_line = [](const screen& sc) {
        for (const auto& line : sc)
            if (line.find("Moves ") != std::string::npos) return line.substr(0, line.find("Time"));
        return std::string{};
    };
    const std::string after_signal = moves_line(game.pane->capture());
    const auto played_on = game.pane->catch_until([&](const screen& sc) { return moves_line(sc) != after_signal; });
    BOOST_TEST_REQUIRE(played_on.ok, joined(played_on.last));
    game.pane->send_keys({"S"}); // and S jumps to the end, as in a solve never signalled
    game.require_screen("Solved!");
    game.pane->send_keys({"q"});
    game.require_screen("exit status 0");
    require_terminal_restored(game);
}

BOOST_AUTO_TEST_CASE(a_click_slides_every_tile_between_it_and_the_blank) {
    curses_game game(3, 3, {"--seed", "8"});
    const npuzzle::puzzle start = game.wait_for_board(0, 0);
    const auto [target, farthest] = farthest_in_line(start);
    npuzzle::puzzle slid = start;
    BOOST_REQUIRE(slid.slide(target).tiles == farthest);

    // Click the box's corner, not its label: the whole box is the tile.
    const auto box = game.layout().tile(target);
    game.pane->send_bytes(click_at(box.top, box.left));
    BOOST_TEST(game.wait_for_board(farthest, 1) == slid);

    // A tile out of line moves nothing and says why.
    const cell blank_now = slid.blank();
    const cell off_line{(blank_now.row + 1) % 3, (blank_now.col + 1) % 3};
    const auto other = game.layout().tile(off_line);
    game.pane->send_bytes(click_at(other.top + 1, other.left + 1));
    game.require_screen("not in the blank's row or column");
    BOOST_TEST(game.wait_for_board(farthest, 1) == slid);
}

BOOST_AUTO_TEST_CASE(a_12x12_board_plays_in_compact_cells_on_80x24_and_survives_resizes) {
    curses_game game(12, 12, {"--seed", "21"});
    BOOST_REQUIRE(game.layout().compact);
    const npuzzle::puzzle start = game.wait_for_board(0, 0);

    // A key slides one tile.
    const direction d = *start.legal_moves().begin();
    npuzzle::puzzle board = start;
    board.move(d);
    game.pane->send_keys({key_for(d, 0)});
    BOOST_TEST(game.wait_for_board(1, 1) == board);

    // A click on a cell's padding, not its label, slides the whole line up to it.
    const auto [target, farthest] = farthest_in_line(board);
    BOOST_REQUIRE(board.slide(target).tiles == farthest);
    const auto cell_box = game.layout().tile(target);
    game.pane->send_bytes(click_at(cell_box.top, cell_box.left));
    BOOST_TEST(game.wait_for_board(1 + farthest, 2) == board);

    // Too small even for compact cells, then back.
    const auto need = std::get<npuzzle::curses::too_small>(npuzzle::curses::lay_out(20, 8, 12, 12, 3));
    game.pane->resize(20, 8);
    game.require_screen("terminal too small:");
    game.require_screen("need " + std::to_string(need.need_width) + " x " + std::to_string(need.need_height));
    game.pane->resize(width, height);
    BOOST_TEST(game.wait_for_board(1 + farthest, 2) == board);
    BOOST_TEST(!contains(game.pane->capture(), "too small"));
}

BOOST_AUTO_TEST_CASE(a_16x16_board_fits_80x24) {
    const curses_game game(16, 16, {"--seed", "22", "--no-color"});
    BOOST_TEST(game.wait_for_board(0, 0).rows() == 16u);
}

BOOST_AUTO_TEST_CASE(a_new_game_asks_first_and_deals_the_next_board) {
    curses_game game(3, 3, {"--seed", "9"});
    const npuzzle::puzzle start = game.wait_for_board(0, 0);
    game.pane->send_keys({key_for(*start.legal_moves().begin(), 0)});
    game.wait_for_board(1, 1);
    game.pane->send_keys({"n"});
    game.require_screen("Abandon this game for a new one? y/n");
    game.pane->send_keys({"y"});
    const npuzzle::puzzle next = game.wait_for_board(0, 0);
    BOOST_TEST(next != start); // seed 10's board, not seed 9's
}

BOOST_AUTO_TEST_CASE(text_cut_by_a_small_terminal_ends_in_a_marker_and_a_cut_help_says_so) {
    curses_game game(4, 4, {"--seed", "1"}, 40, 12);
    game.require_screen("Moves 0 (MTM 0)  Time"); // layout() and board() assume 80x24
    game.pane->send_keys({"?"});
    // Lines cut at the right edge end at a word's end in the ellipsis (they once cut words with '~':
    // "(h/a l~"); the list cut at the foot says there is more.
    game.require_screen("slide a tile (h/a\u2026");
    BOOST_TEST(!contains(game.pane->capture(), "~"));
    game.require_screen("... (enlarge the terminal for more)");
    BOOST_TEST(!contains(game.pane->capture(), "Any key goes back to the game"));
    game.pane->send_keys({"x"});
    BOOST_TEST(game.pane->wait_until([](const screen& sc) { return !contains(sc, "enlarge"); }).ok);
    // Compact cells at 20x8: the status line no longer fits.
    game.pane->resize(20, 8);
    game.require_screen("Moves 0 (MTM 0)\u2026");
}

BOOST_AUTO_TEST_CASE(help_hides_the_board_stops_the_clock_and_names_the_game) {
    curses_game game(3, 3, {"--seed", "6"});
    const npuzzle::puzzle start = game.wait_for_board(0, 0);
    BOOST_TEST(contains(game.pane->capture(), "8-puzzle, game 3x3#6")); // the starting ID, always
    game.pane->send_keys({key_for(*start.legal_moves().begin(), 0)});
    npuzzle::puzzle now = game.wait_for_board(1, 1);
    game.pane->send_keys({"?"});
    game.require_screen("H                   hint");
    game.require_screen("Started from 3x3#6");
    std::string id;
    npuzzle::write_game_id(now, std::back_inserter(id));
    game.require_screen("Position now " + id);
    require_clock_held(game);
    game.pane->send_keys({"x"}); // any key goes back, and the clock runs on
    game.wait_for_board(1, 1);
    require_clock_runs(game);
}

BOOST_AUTO_TEST_CASE(the_quit_question_stops_the_clock) {
    curses_game game(3, 3, {"--seed", "6"});
    const npuzzle::puzzle start = game.wait_for_board(0, 0);
    game.pane->send_keys({key_for(*start.legal_moves().begin(), 0)});
    game.wait_for_board(1, 1);
    game.pane->send_keys({"q"});
    game.require_screen("Quit this game? y/n");
    require_clock_held(game);
    game.pane->send_keys({"n"});
    game.require_screen("Carry on");
    require_clock_runs(game);
}

BOOST_AUTO_TEST_CASE(ten_keys_in_one_burst_are_ten_moves) {
    curses_game game(3, 3, {"--seed", "17"});
    npuzzle::puzzle board = game.wait_for_board(0, 0);
    const direction d = *board.legal_moves().begin();
    std::vector<std::string> keys;
    for (int i = 0; i < 10; ++i) {
        const direction way = i % 2 == 0 ? d : npuzzle::opposite(d);
        keys.push_back(key_for(way, 0));
        board.move(way);
    }
    game.pane->send_keys(keys); // one tmux command: the keys arrive together
    BOOST_TEST(game.wait_for_board(10, 10) == board);
}

// A records file that only fair games may change.
void require_records_untouched(const std::vector<std::string>& args, const std::string& expected_note) {
    curses_game game(3, 3, args);
    fs::create_directories(game.state.records().parent_path());
    const std::string before = "npuzzle-records 1\n3x3 21 3525\n";
    {
        std::ofstream out(game.state.records(), std::ios::binary);
        out << before;
    }
    const npuzzle::puzzle start = game.wait_for_board(0, 0);
    direction winning = direction::none;
    for (direction d : start.legal_moves()) {
        npuzzle::puzzle b = start;
        b.move(d);
        if (b.is_solved()) winning = d;
    }
    BOOST_REQUIRE(winning != direction::none);
    game.pane->send_keys({key_for(winning, 0)});
    game.require_screen("Solved!");
    game.require_screen(expected_note);
    BOOST_TEST(read_file(game.state.records()) == before);
}

BOOST_AUTO_TEST_CASE(wins_from_a_scramble_or_a_given_game_leave_the_records_alone) {
    require_records_untouched({"--scramble", "1", "--seed", "3"}, "not a record: a scrambled board");
    require_records_untouched({"--game", "3x3:1,2,3,4,5,6,7,0,8"}, "not a record: started from a given position");
}

BOOST_AUTO_TEST_CASE(a_hint_plays_one_move_and_says_which) {
    curses_game game(3, 3, {"--seed", "12"});
    const npuzzle::puzzle start = game.wait_for_board(0, 0);
    game.pane->send_keys({"H"});
    const npuzzle::puzzle after = game.wait_for_board(1, 1);
    game.require_screen("Played tile ");
    // Exactly one legal move was played.
    bool one_move = false;
    for (direction d : start.legal_moves()) {
        npuzzle::puzzle b = start;
        b.move(d);
        one_move = one_move || b == after;
    }
    BOOST_TEST(one_move);
}

BOOST_AUTO_TEST_CASE(solve_animates_to_the_win_screen_and_any_key_stops_it) {
    {
        curses_game game(3, 3, {"--seed", "13"});
        game.wait_for_board(0, 0);
        game.pane->send_keys({"S"});
        game.require_screen("Solving, any key stops");
        game.require_screen("Solved!");
        game.require_screen("not a record: assisted");
        // A computer's solve: a row that does not count, so no solve and no best (records are the history's).
        npuzzle::frontend::history_store history(game.state.path / "npuzzle" / "history.sqlite3");
        const auto rows = history.last(1);
        BOOST_TEST_REQUIRE(rows.has_value());
        BOOST_TEST_REQUIRE(rows->size() == 1u);
        BOOST_TEST(!rows->front().counts);
        BOOST_TEST(!fs::exists(game.state.records()));
    }
    {
        curses_game game(5, 5, {"--seed", "13"}); // a long solve: a key arrives well before the end
        game.wait_for_board(0, 0);
        game.pane->send_keys({"S"});
        game.require_screen("Solving, any key stops");
        game.pane->send_keys({"x"});
        game.require_screen("Solve stopped");
        const auto stopped = game.pane->capture();
        BOOST_TEST(!contains(stopped, "Solved!"), joined(stopped));
        // It stays stopped: the move count no longer changes.
        const auto w = game.pane->wait_until([](const screen& s) { return contains(s, "Moves "); });
        std::string moves_line;
        for (const auto& line : w.last)
            if (line.find("Moves ") != std::string::npos) moves_line = line.substr(0, line.find("Time"));
        ::usleep(400'000);
        BOOST_TEST(contains(game.pane->capture(), moves_line));
    }
}

// The hint tables are built in the background (the cache is empty here): a key pressed right after
// the start moves a tile while "preparing hints…" still shows; once they are ready every hint is
// optimal and names the distance left, which an independent search on the same tables confirms.
BOOST_AUTO_TEST_CASE(hint_tables_are_prepared_in_the_background_then_hints_are_optimal) {
    curses_game game(4, 4, {"--seed", "2026"});
    const npuzzle::puzzle start = game.wait_for_board(0, 0);
    BOOST_REQUIRE_MESSAGE(contains(game.pane->capture(), "preparing hints"), joined(game.pane->capture()));
    game.pane->send_keys({key_for(*start.legal_moves().begin(), 0)});
    const auto moved = game.pane->wait_until([](const screen& s) { return contains(s, "Moves 1 "); });
    BOOST_REQUIRE(moved.ok);
    BOOST_TEST(contains(moved.last, "preparing hints"), joined(moved.last)); // it did not wait for them

    const auto ready = game.pane->wait_until([](const screen& s) { return !contains(s, "preparing hints"); },
                                             std::chrono::minutes(3));
    BOOST_REQUIRE_MESSAGE(ready.ok, joined(ready.last));
    const fs::path cache = game.state.path / "cache" / "npuzzle";
    BOOST_TEST(fs::exists(cache / "4x4-13-14-15.pdb"));

    npuzzle::solve::solve_options optimal{.heuristic = npuzzle::solve::heuristic::pdb_6_6_3};
    optimal.databases.cache_directory = cache;
    optimal.databases.build_if_missing = false;
    for (std::size_t i = 1; i <= 3; ++i) {
        const npuzzle::puzzle board = game.wait_for_board(i, i);
        const auto solved = npuzzle::solve::solve_optimal(board, optimal);
        BOOST_REQUIRE(solved.has_value());
        const auto& solution = *solved;
        BOOST_REQUIRE(solution.status == npuzzle::solve::solve_status::solved);
        // The distance shows without asking (a search in the background), and every hint is optimal,
        // in every build: a hint waits for the search instead of falling back.
        const std::size_t distance = solution.moves.size();
        const auto shown = game.pane->wait_until([&](const screen& sc) { return shows_distance(sc, distance); });
        BOOST_REQUIRE_MESSAGE(shown.ok, "no 'Distance " << distance << "':" << joined(shown.last));
        game.pane->send_keys({"H"});
        game.wait_for_board(i + 1, i + 1);
        game.require_screen("; " + std::to_string(distance - 1) + " to go");
        BOOST_TEST(game.pane->wait_until([&](const screen& sc) { return shows_distance(sc, distance - 1); }).ok);
    }
    // S twice: the rest of an optimal solution at once.
    const auto rest = npuzzle::solve::solve_optimal(game.wait_for_board(4, 4), optimal);
    BOOST_REQUIRE(rest.has_value());
    game.pane->send_keys({"S", "S"});
    game.require_screen("Solved in " + std::to_string(4 + rest->moves.size()) + " moves");
}

// A hint on a board 80 moves from the goal, with only the quick tables (pdb-6-6-3: minutes for this
// board): the status line shows the search while the hint waits, a wall bumped meanwhile does not
// hide it, and past the budget (2 s) the constructive move is played and the message says so.
BOOST_AUTO_TEST_CASE(a_hint_shows_the_search_then_falls_back_to_a_constructive_move_and_says_so) {
    curses_game game(4, 4, {"--game", "0 12 9 13/15 11 10 14/3 7 2 5/4 8 6 1"});
    game.wait_for_board(0, 0);
    const auto ready = game.pane->wait_until([](const screen& s) { return !contains(s, "preparing hints"); },
                                             std::chrono::minutes(3));
    BOOST_REQUIRE_MESSAGE(ready.ok, joined(ready.last));
    // The status line changes every tick while the search runs: no screen settles, so the screens
    // are read as they come.
    auto seen = [&](const std::function<bool(const screen&)>& shows) {
        const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(15);
        screen s = game.pane->capture();
        while (!shows(s) && std::chrono::steady_clock::now() < give_up) s = game.pane->capture();
        BOOST_TEST_MESSAGE(joined(s));
        return shows(s);
    };
    // A hint, then at once a wall (no tile above the blank): its message replaces the hint's, and
    // the search still shows, until the budget runs out.
    game.pane->send_keys({"H", "Down"});
    BOOST_TEST(seen([](const screen& s) {
        return s[1].find("Moves 0 (MTM 0)  Time 0:00  Searching ") != std::string::npos &&
               contains(s, "no tile can slide down: the blank is on the top row");
    }));
    const auto fell_back = game.pane->wait_for("no optimal hint within 2 s: a constructive move", std::chrono::seconds(20));
    BOOST_REQUIRE_MESSAGE(fell_back.ok, joined(fell_back.last));
    BOOST_TEST(contains(fell_back.last, moves_shown(1, 1)), joined(fell_back.last));
    BOOST_TEST(!contains(fell_back.last, "Searching "), joined(fell_back.last));
}

// A move slides its tile across (--animation-ms stretches the slide so the screen catches it part
// way); a key pressed during a slide ends it at once and is played: the animation never delays a key.
BOOST_AUTO_TEST_CASE(tiles_slide_to_their_cells_and_a_key_cuts_the_slide_short) {
    curses_game game(3, 3, {"--game", "3x3:8,6,7,2,5,4,3,0,1", "--animation-ms", "2000"});
    game.wait_for_board(0, 0);
    const auto l = game.layout();
    // The column tile `label` is drawn at on the line through the middle of row `row`, if it is there.
    const auto drawn_at = [&](const screen& sc, std::size_t row, char label) -> std::optional<int> {
        const npuzzle::curses::rect r = l.tile({row, 0});
        for (int x = 0; x < width; ++x)
            if (columns(sc, r.top + r.height / 2, x, 1) == std::string(1, label)) return x;
        return std::nullopt;
    };
    const auto centre_of = [&](cell c) { const npuzzle::curses::rect r = l.tile(c); return r.left + r.width / 2; };
    // The slides are caught part way (catch_until): a screen in mid-slide never settles, and a settled
    // wait under load saw tile 4's slide already over.
    game.pane->send_keys({"Left"}); // tile 1 slides from the right column into the middle one
    const auto sliding = game.pane->catch_until([&](const screen& sc) {
        const auto x = drawn_at(sc, 2, '1');
        return contains(sc, moves_shown(1, 1)) && x && *x > centre_of({2, 1}) && *x < centre_of({2, 2});
    });
    BOOST_TEST_REQUIRE(sliding.ok, "tile 1 never seen part way:" << joined(sliding.last));
    // The next key during the slide: played at once, the first slide jumps to its end, the new one
    // starts (tile 4 on its way down between the middle and bottom rows).
    game.pane->send_keys({"Down"});
    const auto next = game.pane->catch_until([&](const screen& sc) {
        const auto x1 = drawn_at(sc, 2, '1');
        return contains(sc, moves_shown(2, 2)) && x1 && *x1 == centre_of({2, 1});
    });
    BOOST_TEST_REQUIRE(next.ok, "tile 1 not at its end once the next move was counted:" << joined(next.last));
    // Tile 4 glides down (seen between the rows), then lands: the board as it should be.
    const auto between_rows = game.pane->catch_until([&](const screen& sc) {
        return contains(sc, moves_shown(2, 2)) && !drawn_at(sc, 1, '4') && !drawn_at(sc, 2, '4') &&
               !game.board(sc).has_value();
    });
    BOOST_TEST(between_rows.ok, "tile 4 never seen between the rows:" << joined(between_rows.last));
    const auto landed = *npuzzle::parse_board<npuzzle::puzzle>("3x3:8,6,7,2,5,0,3,1,4");
    BOOST_TEST(game.pane->wait_until([&](const screen& sc) { return game.board(sc) == landed; }).ok);
}

// --no-animation: the first screen after a move shows the board as it is.
BOOST_AUTO_TEST_CASE(no_animation_shows_each_board_at_once) {
    curses_game game(3, 3, {"--game", "3x3:8,6,7,2,5,4,3,0,1", "--no-animation"});
    game.wait_for_board(0, 0);
    game.pane->send_keys({"Left"});
    const auto moved = game.pane->wait_until([&](const screen& sc) { return contains(sc, moves_shown(1, 1)); });
    BOOST_TEST_REQUIRE(moved.ok);
    BOOST_TEST((game.board(moved.last) == *npuzzle::parse_board<npuzzle::puzzle>("3x3:8,6,7,2,5,4,3,1,0")),
               joined(moved.last));
}

// The solved board flashes (its tiles in reverse video) twice as the last tile lands, then rests.
BOOST_AUTO_TEST_CASE(a_solved_board_flashes_then_rests) {
    curses_game game(3, 3, {"--game", "3x3:1,2,3,4,5,6,7,0,8", "--animation-ms", "700"});
    game.wait_for_board(0, 0);
    game.pane->send_keys({"Left"});
    game.require_screen("Solved!");
    const auto reversed = [](const std::string& sgr) {
        // A tile's label drawn in reverse video: the SGR 7 right before the padded label.
        return sgr.find("7m\x1b[30m\x1b[42m   1   ") != std::string::npos ||
               sgr.find("\x1b[7m   1   ") != std::string::npos;
    };
    bool flashed = false;
    for (int i = 0; i < 200 && !flashed; ++i) { // the flash comes 0.7 s after the slide, for 0.7 s
        flashed = reversed(game.pane->capture_with_attributes());
        ::usleep(20'000);
    }
    BOOST_TEST(flashed, "the solved board never flashed");
    const auto rested = game.pane->wait_until([&](const screen&) { return !reversed(game.pane->capture_with_attributes()); });
    BOOST_TEST(rested.ok, "the flash never ended");
    game.pane->send_keys({"q"});
}

// A fair solve's win screen gives its pace, its moves against the optimal (found by the search that
// runs beside the game) and its rank among the size's solves; `t` shows the size's statistics and
// last games from the solve history, and any key goes back.
BOOST_AUTO_TEST_CASE(the_win_screen_ranks_a_solve_and_t_shows_the_statistics) {
    curses_game game(3, 3, {"--seed", "11"});
    for (std::size_t played = 1; played <= 2; ++played) {
        const npuzzle::puzzle board = game.wait_for_board(0, 0);
        const auto solved = npuzzle::solve::solve_optimal(board, {.heuristic = npuzzle::solve::heuristic::pdb_8}); // tables in memory
        BOOST_REQUIRE(solved.has_value());
        const auto& solution = *solved;
        BOOST_REQUIRE(solution.status == npuzzle::solve::solve_status::solved);
        std::vector<std::string> keys;
        for (const direction d : solution.moves) keys.push_back(key_for(d, 0));
        game.pane->send_keys(keys);
        const std::string n = std::to_string(solution.moves.size());
        game.require_screen("Solved in " + n + " moves");
        game.require_screen(n + " moves, optimal " + n + "; ");
        game.require_screen(" TPS");
        game.require_screen(" of " + std::to_string(played) + " by time; ao5 -, ao12 -");
        game.pane->send_keys({"n"});
    }
    game.pane->send_keys({"t"});
    game.require_screen("Statistics, 3x3 (games that count)");
    game.require_screen("3x3: 2 solves, 0 DNFs; mean ");
    game.require_screen("  best time "); // each best with its own solve
    game.require_screen("current ao5 - ao12 - ao50 - ao100 -");
    game.require_screen("#2 ");
    const auto shown = game.pane->capture();
    BOOST_TEST(!game.board(shown).has_value(), "the statistics hide the board"); // and stop the clock
    game.pane->send_keys({"x"});
    game.wait_for_board(0, 0);
    BOOST_TEST(!contains(game.pane->capture(), "Statistics"));
}

// Whether a tile's box on screen holds `label`: a line with a box side and the label between spaces.
bool shows_cell(const screen& s, const std::string& label) {
    return std::any_of(s.begin(), s.end(), [&](const std::string& line) {
        return line.find("│") != std::string::npos && line.find(" " + label + " ") != std::string::npos;
    });
}

// --blind: the board shows until the first move, then every cell is a '?' (the distance is never
// shown); Enter says done, and the board comes back judged: solved, or a DNF with its own title.
BOOST_AUTO_TEST_CASE(a_blindfold_solve_hides_the_board_and_enter_judges_it) {
    curses_game game(2, 2, {"--seed", "7", "--blind"}); // 2x2#7 "2 3/1 .": D R U L, then #8 "1 ./3 2"
    BOOST_TEST((game.wait_for_board(0, 0) == *npuzzle::parse_board<npuzzle::puzzle>("2x2#7")));
    game.require_screen("Blindfold: hidden from your first move");
    game.pane->send_keys({key_for(direction::down, 0)});
    game.require_screen("Blindfold: say done when solved");
    game.require_screen("Enter done"); // the legend, which offers no hint or solve here
    BOOST_TEST(!contains(game.pane->capture(), "H hint"));
    const auto hidden = game.pane->capture();
    BOOST_TEST(!game.board(hidden).has_value(), "the board is hidden");
    BOOST_TEST(shows_cell(hidden, "?"));
    BOOST_TEST(!contains(hidden, "Distance"));
    game.pane->send_keys({key_for(direction::right, 0), key_for(direction::up, 0), key_for(direction::left, 0)});
    game.require_screen(moves_shown(4, 4));
    BOOST_TEST(!contains(game.pane->capture(), "Solved"), "the board must not tell that it came right");
    game.pane->send_keys({"q"}); // nor may quitting: it asks as for any game in progress
    game.require_screen("Quit this game? y/n (it is not saved: y records a DNF)");
    game.pane->send_keys({"n", key_for(direction::left, 0)}); // a wall now: said without naming where
    game.require_screen("nothing moved");
    game.pane->send_keys({"Enter"});
    game.require_screen("Solved blindfolded in 4 moves (MTM 4)");
    game.require_screen("First 2x2 blindfold solve in the history!");
    const auto judged = game.pane->capture(); // beside the banner: the board is shown again
    BOOST_TEST(!shows_cell(judged, "?"));
    BOOST_TEST(shows_cell(judged, "3"));
    game.pane->send_keys({"n"});
    game.wait_for_board(0, 0);
    game.pane->send_keys({key_for(direction::right, 0), "Enter"}); // "1 ./3 2" -> ". 1/3 2": wrong
    game.require_screen("DNF: 2 tiles out of place after 1 move");
    const auto dnf = game.pane->capture();
    BOOST_TEST(contains(dnf, "DNF"));
    BOOST_TEST(!contains(dnf, "Solved!"));
    BOOST_TEST(!contains(dnf, "TPS"), "a DNF has no pace");
}

// --marathon 2: solving the first board deals the next at once, one clock runs over both, and only
// the last ends the game; quitting part-way asks, and says it is not saved but a DNF.
BOOST_AUTO_TEST_CASE(a_marathon_plays_its_boards_in_a_row_against_one_clock) {
    curses_game game(2, 2, {"--seed", "7", "--marathon", "2"});
    game.wait_for_board(0, 0);
    game.require_screen("Board 1/2");
    game.pane->send_keys({key_for(direction::down, 0), key_for(direction::right, 0), key_for(direction::up, 0),
                          key_for(direction::left, 0)});
    game.require_screen("Board 1 solved in 4 moves");
    game.require_screen("Board 2/2");
    BOOST_TEST((game.wait_for_board(4, 4) == *npuzzle::parse_board<npuzzle::puzzle>("2x2#8")));
    game.pane->send_keys({"q"});
    game.require_screen("Quit this game? y/n (it is not saved: y records a DNF)");
    game.pane->send_keys({"n", key_for(direction::up, 0)});
    game.require_screen("Marathon of 2 solved in 5 moves (MTM 5)");
    game.require_screen("First 2x2 marathon of 2 solve in the history!");
    game.require_screen("Solved!");
}

// A solve of the history played back: at --tps, stopped by a key, stepped with the arrows (right on,
// left back, whatever --keys says), played on with S to the same solved board; its legend offers
// only what a replay does. The replay writes no history row of its own.
BOOST_AUTO_TEST_CASE(a_recorded_solve_replays_stops_steps_and_plays_on) {
    std::size_t length = 0;
    state_folder shared;
    {
        curses_game game(3, 3, {"--seed", "11"}, width, height, "", shared.path);
        const auto solved = npuzzle::solve::solve_optimal(game.wait_for_board(0, 0), {.heuristic = npuzzle::solve::heuristic::pdb_8});
        BOOST_REQUIRE(solved.has_value());
        const auto& solution = *solved;
        std::vector<std::string> keys;
        for (const direction d : solution.moves) keys.push_back(key_for(d, 0));
        game.pane->send_keys(keys);
        length = solution.moves.size();
        game.require_screen("Solved in " + std::to_string(length) + " moves");
        game.pane->send_keys({"q"});
    }
    struct {
        std::unique_ptr<tmux_pane> pane;
        void require_screen(std::string_view text) const {
            const auto w = pane->wait_for(text);
            BOOST_REQUIRE_MESSAGE(w.ok, "'" << text << "' never appeared:" << joined(w.last));
        }
    } replay;
    std::vector<std::string> command{"env", "XDG_STATE_HOME=" + shared.path.string()};
    for (auto& word : sanitizer_reports_to(shared.path)) command.push_back(std::move(word));
    command.insert(command.end(), {NPUZZLE_CURSES_BINARY, "--replay", "1", "--tps", "4", "--keys", "blank"});
    replay.pane = std::make_unique<tmux_pane>(command, width, height);
    const std::string of = " of " + std::to_string(length) + "  Time";
    const auto move_shown = [&](const screen& sc) -> std::optional<std::size_t> {
        for (const auto& line : sc)
            if (const auto p = line.find("Move "); p != std::string::npos && line.find(of, p) != std::string::npos)
                return std::stoul(line.substr(p + 5));
        return std::nullopt;
    };
    // Seen playing: any move of its first half, on any one screen. Not one given move, nor a settled
    // screen (wait_until's): a move shows a quarter of a second, 80 ms of it sliding, and on a loaded
    // machine two captures 30 ms apart can take longer than that; the status line is one write.
    screen playing;
    std::optional<std::size_t> seen;
    for (const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(15);
         !seen && std::chrono::steady_clock::now() < deadline;) {
        playing = replay.pane->capture();
        if (const auto k = move_shown(playing); k && *k >= 1 && *k <= length / 2 && contains(playing, "replay of #1"))
            seen = k;
        else
            ::usleep(10'000);
    }
    BOOST_TEST_REQUIRE(seen.has_value(), "the replay never seen playing:" << joined(playing));
    replay.pane->send_keys({"x"}); // any key stops it
    const auto stopped = replay.pane->wait_for("Stopped: S plays on");
    BOOST_TEST_REQUIRE(stopped.ok, joined(stopped.last));
    const std::size_t at = move_shown(stopped.last).value_or(0);
    BOOST_TEST_REQUIRE(at >= *seen, joined(stopped.last));
    const std::string screen = joined(stopped.last);
    BOOST_TEST(screen.find("arrows/u/r step") != std::string::npos, screen);
    for (const char* absent : {"H hint", "S solve", "undo"})
        BOOST_TEST(screen.find(absent) == std::string::npos, absent << " offered in a replay:" << screen);
    replay.pane->send_keys({"Right"});
    replay.require_screen("Move " + std::to_string(at + 1) + of);
    replay.pane->send_keys({"Left", "Left"});
    replay.require_screen("Move " + std::to_string(at - 1) + of);
    replay.pane->send_keys({"S"});
    replay.require_screen("Replayed: solved in " + std::to_string(length) + " moves");
    replay.pane->send_keys({"q"});
    replay.pane.reset();
    check_no_sanitizer_report(shared.path);
    // Only the game played is in the history: a replay adds nothing.
    npuzzle::frontend::history_store store(shared.path / "npuzzle" / "history.sqlite3");
    const auto games = store.last(10);
    BOOST_REQUIRE(games.has_value());
    BOOST_TEST(games->size() == 1u);
}

// The win screen keeps the solved board in sight: the banner goes beside it (the board laid out
// smaller), no box drawn over a tile's; one time format, "1 move"; the title is not bold black on
// yellow (grey in xterm) but bold yellow on black.
BOOST_AUTO_TEST_CASE(the_win_banner_sits_beside_the_solved_board) {
    curses_game game(4, 4, {"--game", "4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15"}, 80, 24);
    game.wait_for_board(0, 0);
    game.pane->send_keys({"Left"});
    game.require_screen("Solved in 1 move (MTM 1) in 0:00.");
    const screen s = game.pane->capture();
    for (const auto& line : s) {
        BOOST_TEST(line.find("\u2518\u250c") == std::string::npos, line); // ┘┌: boxes run into each other
        BOOST_TEST(line.find("\u2514\u250c") == std::string::npos, line); // └┌
    }
    // Every tile label is still on screen, left of the banner.
    std::string all = joined(s);
    for (int t = 1; t <= 15; ++t) {
        // Appended, not `" " + std::to_string(t)`: gcc 12 -O3 warns (-Wrestrict) on the inlined insert.
        std::string label(" ");
        label += std::to_string(t);
        label += ' ';
        BOOST_TEST(all.find(label) != std::string::npos, t);
    }
    std::size_t banner_row = 0;
    while (banner_row < s.size() && s[banner_row].find("Solved!") == std::string::npos) ++banner_row;
    BOOST_REQUIRE(banner_row < s.size());
    const std::size_t title_at = s[banner_row].find("Solved!");
    const std::string left_of_title = s[banner_row].substr(0, title_at);
    BOOST_TEST((left_of_title.find("\u2502") != std::string::npos || left_of_title.find("\u250c") != std::string::npos),
               s[banner_row]); // the board's boxes beside the banner
    BOOST_TEST(s[22].find("Solved in") == std::string::npos, s[22]); // said once, in the banner
    const std::string sgr = game.pane->capture_with_attributes();
    const std::size_t title = sgr.find("Solved!");
    BOOST_REQUIRE(title != std::string::npos);
    const std::string before = sgr.substr(sgr.rfind('\n', title) + 1, title - sgr.rfind('\n', title) - 1);
    BOOST_TEST(before.find("\x1b[33m") != std::string::npos, before);  // yellow letters
    BOOST_TEST(before.find("\x1b[40m") != std::string::npos, before);  // on black
    const std::size_t last_fg = before.rfind("\x1b[3");
    BOOST_TEST((last_fg != std::string::npos && before.compare(last_fg, 5, "\x1b[33m") == 0), before); // not black
}

// On a narrow screen the win banner's long lines wrap inside its box: cut, they ran over its border.
// The legend then offers only what works on the win screen.
BOOST_AUTO_TEST_CASE(a_narrow_win_banner_keeps_its_lines_inside_its_box) {
    curses_game game(3, 3, {"--game", "3x3:1,2,3,4,5,6,7,0,8"}, 34, 16);
    game.require_screen("Moves 0 (MTM 0)"); // wait_for_board() reads boards laid out 80 wide
    game.pane->send_keys({"Left"});
    game.require_screen("Solved!");
    const screen s = game.pane->capture();
    std::size_t top = 0;
    while (top < s.size() && s[top].find("\u250c\u2500") == std::string::npos) ++top; // the banner's ┌─
    BOOST_REQUIRE_MESSAGE(top < s.size(), joined(s));
    std::size_t rows = 0;
    for (std::size_t y = top + 1; y < s.size() && s[y].find("\u2514") == std::string::npos; ++y, ++rows) {
        std::string line = s[y];
        while (!line.empty() && line.back() == ' ') line.pop_back();
        const std::string bar = "\u2502"; // │ at both ends: nothing written over the border
        BOOST_TEST((line.find(bar) != std::string::npos && line.size() >= bar.size() &&
                    line.compare(line.size() - bar.size(), bar.size(), bar) == 0),
                   "'" << s[y] << "'" << joined(s));
        BOOST_TEST(line.find('~') == std::string::npos, s[y]); // no line cut short
    }
    BOOST_TEST(rows >= 4u, joined(s));
    const std::string all = joined(s);
    BOOST_TEST(all.find("Solved in 1 move (MTM 1)") != std::string::npos, all);
    BOOST_TEST(s.back().find("? help  q quit") != std::string::npos, s.back());
    BOOST_TEST(s.back().find("H hint") == std::string::npos, s.back());
}

// The screen sizes a layout must survive: 80x24 down to the smallest a 3x3 board takes.
const std::pair<int, int> screen_sizes[] = {{80, 24}, {40, 14}, {30, 10}, {20, 8}};

// The key legend holds the last line (it starts with its first key), and no box line runs into it.
void require_legend_on_the_last_line(const screen& s) {
    BOOST_REQUIRE(!s.empty());
    BOOST_TEST((s.back().starts_with("arrows/hjkl/wasd") || s.back().starts_with("t stats") ||
                s.back().starts_with("? help")),
               joined(s));
    for (const char* box : {"\u2500", "\u2502", "\u2518", "\u2514"})
        BOOST_TEST(s.back().find(box) == std::string::npos, joined(s));
}

// On a tiny terminal the win banner stays whole above the legend: its top and bottom borders, a
// border at both ends of each line between, the legend's line its own; what does not fit is left
// out and the banner says so (the legend was written over its last line, which had no border).
BOOST_AUTO_TEST_CASE(a_win_banner_on_a_tiny_terminal_keeps_its_border_and_the_legend) {
    for (const auto& [w, h] : {std::pair{30, 10}, std::pair{20, 8}}) {
        curses_game game(3, 3, {"--game", "3x3:1,2,3,4,5,6,7,0,8"}, w, h);
        game.require_screen("Moves 0 (MTM 0)");
        game.pane->send_keys({"Left"});
        game.require_screen("Solved!");
        const screen s = game.pane->capture();
        require_legend_on_the_last_line(s);
        std::size_t top = 0;
        while (top < s.size() && s[top].find("\u250c") == std::string::npos) ++top; // ┌
        std::size_t bottom = top + 1;
        while (bottom < s.size() && s[bottom].find("\u2514") == std::string::npos) ++bottom; // └
        BOOST_REQUIRE_MESSAGE(bottom + 1 < s.size(), "no bottom border above the legend:" << joined(s));
        BOOST_TEST(s[bottom].find("\u2518") != std::string::npos, joined(s)); // ┘
        for (std::size_t y = top + 1; y < bottom; ++y) {
            std::string line = s[y];
            while (!line.empty() && line.back() == ' ') line.pop_back();
            const std::string bar = "\u2502";
            BOOST_TEST((line.starts_with(bar) && line.ends_with(bar)), "'" << s[y] << "'" << joined(s));
        }
        BOOST_TEST(contains(s, "Solved in 1 move"), joined(s));
        BOOST_TEST(contains(s, "... (enlarge"), joined(s)); // lines left out, and it says so
    }
}

// m,n,k names cells "a1": wherever the row numbers show, the column letters do too.
BOOST_AUTO_TEST_CASE(mnk_shows_column_letters_wherever_it_shows_row_numbers) {
    for (const auto& [w, h] : screen_sizes) {
        curses_game game(3, 3, {"--variant", "mnk", "--o", "human"}, w, h);
        game.require_screen("X to move");
        const screen s = game.pane->capture();
        bool letters = false, numbers = false;
        for (const auto& line : s) {
            std::string words;
            for (char c : line)
                if (c != ' ') words += c;
            letters |= words == "abc";
            numbers |= line.find(" 1 ") != std::string::npos && line.find_first_not_of(' ') == line.find('1');
        }
        BOOST_TEST(numbers, w << "x" << h << joined(s));
        BOOST_TEST(letters == numbers, w << "x" << h << joined(s));
        require_legend_on_the_last_line(s);
    }
}

// A note of several lines ("cannot resume ...") hides neither the legend nor the board: the board is
// laid out above it, or on a screen too short for that the note is cut to one line.
BOOST_AUTO_TEST_CASE(a_long_note_hides_neither_the_legend_nor_the_board) {
    for (const auto& [w, h] : screen_sizes) {
        state_folder home;
        fs::create_directories(home.path / "npuzzle");
        std::ofstream(home.path / "npuzzle" / "save-puzzle", std::ios::binary)
            << "npuzzle-save 1 puzzle 3x3#21 - 0/0 100 f 2 ulx";
        curses_game game(3, 3, {"--resume"}, w, h, "", home.path);
        game.require_screen("cannot resume");
        const auto shown = game.pane->wait_until([](const screen& sc) { return contains(sc, "Moves 0 (MTM 0)"); });
        const screen& s = shown.last;
        require_legend_on_the_last_line(s);
        for (int tile = 1; tile <= 8; ++tile) // every tile on screen, above the note
            BOOST_TEST(std::any_of(s.begin(), s.end() - 3,
                                   [&](const std::string& line) { return line.find(std::to_string(tile)) != std::string::npos; }),
                       w << "x" << h << ": tile " << tile << joined(s));
    }
}

// Under LC_ALL=C every screen is ASCII: the status says "preparing hints..." (the ellipsis showed
// as "~@"), and the help, the statistics and a question show nothing else; under a UTF-8 locale
// the ellipsis is back.
BOOST_AUTO_TEST_CASE(under_lc_all_c_every_screen_is_ascii) {
    const auto ascii = [](const screen& s) {
        const std::string all = joined(s);
        return std::all_of(all.begin(), all.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }) &&
               all.find("~@") == std::string::npos && all.find("M-") == std::string::npos;
    };
    curses_game game(4, 4, {"--seed", "5"}, width, height, "LC_ALL=C %GAME%");
    game.require_screen("preparing hints...");
    BOOST_TEST(ascii(game.pane->capture()), joined(game.pane->capture()));
    for (const char* key : {"?", "x", "t", "x", "Up", "Left", "q"}) { // a move: quitting then asks
        game.pane->send_keys({key});
        ::usleep(300'000);
        const screen s = game.pane->capture();
        BOOST_TEST(ascii(s), key << joined(s));
    }
    game.require_screen("Quit this game? y/n");
    curses_game utf8(4, 4, {"--seed", "5"}, width, height, "LC_ALL=C.UTF-8 %GAME%");
    utf8.require_screen("preparing hints\u2026");
}

// Tiles stand apart: a box's border keeps the screen's background (filled borders of a column ran
// into one stripe), and compact cells (16x16) leave a gap column between them.
BOOST_AUTO_TEST_CASE(tiles_stand_apart_at_every_size) {
    {
        curses_game game(4, 4, {"--seed", "3"});
        game.wait_for_board(0, 0);
        const std::string sgr = game.pane->capture_with_attributes();
        BOOST_TEST(sgr.find("\x1b[44m") != std::string::npos); // blue tiles are drawn
        BOOST_TEST(sgr.find("\x1b[44m\u2502") == std::string::npos); // but no border on blue
        BOOST_TEST(sgr.find("\x1b[44m\u250c") == std::string::npos);
    }
    {
        curses_game game(16, 16, {"--seed", "3"});
        game.wait_for_board(0, 0);
        const std::string sgr = game.pane->capture_with_attributes();
        std::size_t gaps = 0;
        for (auto at = sgr.find("\x1b[49m "); at != std::string::npos; at = sgr.find("\x1b[49m ", at + 1)) ++gaps;
        BOOST_TEST(gaps >= 16u * 14u, gaps); // between the cells of each row (a blank's neighbours excepted)
    }
}

// m,n,k: column letters and row numbers around the board (messages name cells "c3"), the cursor
// starting in the centre, and the last mark pointed out (underlined) until the next one.
BOOST_AUTO_TEST_CASE(mnk_board_has_coordinates_a_centred_cursor_and_the_last_move_marked) {
    curses_game game(3, 3, {"--game", "3x3k3", "--o", "human"});
    game.require_screen("arrows/hjkl/wasd cursor  Enter place");
    const screen s = game.pane->capture();
    const auto l = game.layout();
    const auto first = l.tile({0, 0});
    BOOST_TEST(columns(s, first.top - 1, first.left, l.width()).find('a') != std::string::npos, joined(s));
    BOOST_TEST(columns(s, first.top - 1, first.left, l.width()).find('c') != std::string::npos, joined(s));
    BOOST_TEST(columns(s, first.top + first.height / 2, 0, first.left).find('1') != std::string::npos, joined(s));
    game.pane->send_keys({"Enter"}); // the cursor starts at b2
    game.require_screen("O to move");
    // b2's middle line, where the X is, is drawn with underline (SGR 4).
    std::istringstream lines(game.pane->capture_with_attributes());
    std::string line;
    const auto middle = l.inside({1, 1});
    for (int i = 0; i <= middle.top + middle.height / 2; ++i) std::getline(lines, line);
    const std::size_t x = line.find('X');
    BOOST_REQUIRE_MESSAGE(x != std::string::npos, line);
    BOOST_TEST((line.find("\x1b[4m") != std::string::npos || line.find(";4m") != std::string::npos ||
                line.find(";4;") != std::string::npos), line);
}

// S during a solve jumps to the solved board (Tatham's Fifteen does); the 5x5 solve is long enough
// that the second S arrives while it is still animating.
BOOST_AUTO_TEST_CASE(solve_pressed_twice_jumps_to_the_solved_board) {
    curses_game game(5, 5, {"--seed", "13"});
    game.wait_for_board(0, 0);
    game.pane->send_keys({"S"});
    game.require_screen("Solving, any key stops");
    game.pane->send_keys({"S"});
    game.require_screen("Solved!");
    game.require_screen("not a record: assisted");
}

// A wall bump says why in one line, and the key legend stays on the last line of an 80x24 screen.
BOOST_AUTO_TEST_CASE(a_wall_bump_says_why_in_one_line_and_the_legend_stays) {
    curses_game game(4, 4, {"--game", "4x4:1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15"}, 80, 24);
    game.wait_for_board(0, 0);
    game.pane->send_keys({"Up"}); // the blank is on the bottom row: no tile below it to slide up
    game.require_screen("no tile can slide up: the blank is on the bottom row");
    const screen s = game.pane->capture();
    BOOST_TEST_REQUIRE(s.size() == 24u);
    BOOST_TEST(s[23].find("arrows/hjkl/wasd move") != std::string::npos, joined(s));
    BOOST_TEST(s[22].find("no tile can slide up") != std::string::npos, joined(s));
}

BOOST_AUTO_TEST_CASE(pause_hides_the_board_until_pressed_again) {
    curses_game game(3, 3, {"--seed", "14"});
    const npuzzle::puzzle start = game.wait_for_board(0, 0);
    game.pane->send_keys({"p"});
    game.require_screen("Paused: press p to resume");
    BOOST_TEST(!game.board(game.pane->capture()).has_value());
    game.pane->send_keys({key_for(*start.legal_moves().begin(), 0)}); // no moves while paused
    game.pane->send_keys({"p"});
    BOOST_TEST(game.wait_for_board(0, 0) == start);
}

BOOST_AUTO_TEST_CASE(keys_blank_turns_the_arrows_round) {
    curses_game game(3, 3, {"--seed", "15", "--keys", "blank"});
    const npuzzle::puzzle start = game.wait_for_board(0, 0);
    const direction tile_way = *start.legal_moves().begin();
    npuzzle::puzzle moved = start;
    moved.move(tile_way);
    // The arrow names where the blank goes: the opposite of where the tile slides.
    game.pane->send_keys({key_for(npuzzle::opposite(tile_way), 0)});
    BOOST_TEST(game.wait_for_board(1, 1) == moved);
}

BOOST_AUTO_TEST_CASE(a_game_played_by_placing_gets_a_cursor_enter_space_clicks_and_computer_turns) {
    const tmux_pane pane({NPUZZLE_PLACE_PROBE}, width, height);
    const auto layout = std::get<npuzzle::curses::board_layout>(npuzzle::curses::lay_out(width, height, 3, 3, 1));
    auto mark_at = [&](const screen& s, cell c) {
        const auto in = layout.inside(c);
        std::string text = columns(s, in.top + in.height / 2, in.left, in.width);
        text.erase(0, text.find_first_not_of(' '));
        return text.substr(0, text.find(' '));
    };
    auto require_mark = [&](cell c, const std::string& mark) {
        const auto w = pane.wait_until([&](const screen& s) { return mark_at(s, c) == mark; });
        BOOST_REQUIRE_MESSAGE(w.ok, mark << " never appeared at " << c.row << "," << c.col << joined(w.last));
    };
    BOOST_REQUIRE(pane.wait_for("Three in a row").ok);
    pane.send_keys({"k", "Enter"}); // the cursor starts in the centre
    require_mark({0, 1}, "X");
    require_mark({0, 0}, "O"); // the computer's turn is played without a key
    pane.send_keys({"Down", "Space"});
    require_mark({1, 1}, "X");
    require_mark({0, 2}, "O");
    const auto target = layout.tile({2, 1});
    pane.send_bytes(click_at(target.top + 1, target.left + 2));
    BOOST_TEST(pane.wait_for("X wins").ok);
    BOOST_TEST(contains(pane.capture(), "Game over"));
}

BOOST_AUTO_TEST_CASE(restart_goes_back_to_the_first_board) {
    curses_game game(3, 3, {"--seed", "16"});
    const npuzzle::puzzle start = game.wait_for_board(0, 0);
    const direction d = *start.legal_moves().begin();
    game.pane->send_keys({key_for(d, 0)});
    game.wait_for_board(1, 1);
    game.pane->send_keys({key_for(npuzzle::opposite(d), 1)});
    game.wait_for_board(2, 2);
    game.pane->send_keys({key_for(d, 2)});
    game.wait_for_board(3, 3);
    const screen before = game.pane->capture();
    const auto captured = std::chrono::steady_clock::now();
    game.pane->send_keys({"R"});
    BOOST_TEST(game.wait_for_board(0, 0) == start);
    game.require_screen("u takes the restart back");
    game.pane->send_keys({"u"}); // the restart undone: the board, the counters and the clock
    const npuzzle::puzzle back = game.wait_for_board(3, 3);
    const screen after = game.pane->capture();
    const double waited = std::chrono::duration<double>(std::chrono::steady_clock::now() - captured).count();
    BOOST_TEST(back == *game.board(before));
    // The counters as they were; the clock from where it was (it runs on: under load a second or more may
    // pass between the two screens, so it may show more, never less, and never more than that time).
    const auto counters = [](const std::string& line) { return line.substr(0, line.find("Time ")); };
    BOOST_TEST(counters(status_line(after)) == counters(status_line(before)));
    const auto seconds = [](const std::string& shown) { // "m:ss"
        const auto colon = shown.find(':');
        return colon == std::string::npos ? -1 : std::stoi(shown.substr(0, colon)) * 60 + std::stoi(shown.substr(colon + 1));
    };
    const int was = seconds(shown_time(before)), is = seconds(shown_time(after));
    BOOST_TEST(was >= 0);
    BOOST_TEST(is >= was, joined(after));
    BOOST_TEST(is <= was + static_cast<int>(waited) + 1, joined(after) << " after " << waited << " s");
}

BOOST_AUTO_TEST_CASE(colours_mark_the_tiles_unless_switched_off) {
    // Tiles away from home on blue (SGR 44), tiles at home on green (42).
    const auto coloured = [](const curses_game& game) {
        game.wait_for_board(0, 0);
        const std::string s = game.pane->capture_with_attributes();
        return s.find("\x1b[44m") != std::string::npos || s.find(";44m") != std::string::npos;
    };
    {
        const curses_game game(3, 3, {"--seed", "17"});
        BOOST_TEST(coloured(game));
    }
    {
        const curses_game game(3, 3, {"--seed", "17", "--no-color"});
        BOOST_TEST(!coloured(game));
    }
    {
        const curses_game game(3, 3, {"--seed", "17"}, width, height, "NO_COLOR=1 %GAME%");
        BOOST_TEST(!coloured(game));
    }
}

BOOST_AUTO_TEST_CASE(the_mnk_variant_plays_through_the_same_screen) {
    const curses_game game(3, 3, {"--variant", "mnk"});
    const auto layout = game.layout();
    // The marks on screen, row by row ("." for an empty cell).
    auto marks = [&](const screen& s) {
        std::string found;
        for (std::size_t r = 0; r < 3; ++r)
            for (std::size_t c = 0; c < 3; ++c) {
                const auto in = layout.inside({r, c});
                const std::string text = columns(s, in.top + in.height / 2, in.left, in.width);
                found += text.find('X') != std::string::npos ? 'X' : text.find('O') != std::string::npos ? 'O' : '.';
            }
        return found;
    };
    game.require_screen("X to move");
    game.pane->send_keys({"Up", "Enter"}); // the cursor starts in the centre
    const auto w = game.pane->wait_until([&](const screen& s) {
        const std::string m = marks(s);
        return m[1] == 'X' && std::count(m.begin(), m.end(), 'O') == 1; // and the computer answered
    });
    BOOST_TEST(w.ok, joined(w.last));
    const std::string final_marks = marks(w.last);
    BOOST_TEST(std::count(final_marks.begin(), final_marks.end(), 'X') == 1);
}

BOOST_AUTO_TEST_CASE(two_humans_play_tic_tac_toe_by_keys_to_the_win_screen) {
    const curses_game game(3, 3, {"--variant", "mnk", "--k", "3", "--o", "human"});
    const auto layout = game.layout();
    auto mark_at = [&](const screen& s, cell c) {
        const auto in = layout.inside(c);
        const std::string text = columns(s, in.top + in.height / 2, in.left, in.width);
        return text.find('X') != std::string::npos ? 'X' : text.find('O') != std::string::npos ? 'O' : '.';
    };
    game.require_screen("Tic-tac-toe 3x3, 3 in a row (X human, O human)");
    game.require_screen("arrows/hjkl/wasd cursor  Enter place");
    // X takes the top row, O the left column's next two cells; the cursor starts in the centre and
    // stays where the last mark went. One move at a time: keys queued behind a move are dropped.
    struct turn {
        std::vector<std::string> keys;
        cell at;
        char mark;
    };
    const turn turns[] = {{{"Up", "Left", "Enter"}, {0, 0}, 'X'},
                          {{"Down", "Enter"}, {1, 0}, 'O'},
                          {{"Up", "Right", "Enter"}, {0, 1}, 'X'},
                          {{"Down", "Enter"}, {1, 1}, 'O'},
                          {{"Up", "Right", "Enter"}, {0, 2}, 'X'}};
    for (const turn& t : turns) {
        game.pane->send_keys(t.keys);
        if (&t == &turns[4]) break; // the win: the board moves aside for the banner, which names the line
        const auto w = game.pane->wait_until([&](const screen& s) { return mark_at(s, t.at) == t.mark; });
        BOOST_REQUIRE_MESSAGE(w.ok, t.mark << " never appeared at " << t.at.row << "," << t.at.col << joined(w.last));
    }
    game.require_screen("Game over");
    const screen won = game.pane->capture();
    BOOST_TEST(contains(won, "X wins in 5 moves (a1 b1 c1)"), joined(won));
    BOOST_TEST(contains(won, "X has won"), joined(won));
    BOOST_TEST(!contains(won, "Solved"), joined(won));
    // The board beside the banner keeps its row numbers: the line names cells by them.
    for (const char* row : {" 1 │", " 2 │", " 3 │"}) BOOST_TEST(contains(won, row), joined(won));
    // Over: quitting does not ask.
    game.pane->send_keys({"q"});
    BOOST_TEST(game.pane->wait_until([](const screen& s) { return !contains(s, "Game over"); }).ok);
}

BOOST_AUTO_TEST_CASE(without_a_terminal_it_says_so_and_exits_with_status_2) {
    const process_result piped = run({NPUZZLE_CURSES_BINARY, "--size", "3x3"});
    BOOST_TEST(piped.status == 2);
    BOOST_TEST(piped.err.find("must be a terminal") != std::string::npos, piped.err);
    BOOST_TEST(piped.out.empty());
    const process_result bad = run({NPUZZLE_CURSES_BINARY, "--size", "1x1"});
    BOOST_TEST(bad.status == 2);
    BOOST_TEST(!bad.err.empty());
    // --help and --version need no terminal; --help lists the keys too.
    const process_result help = run({NPUZZLE_CURSES_BINARY, "--help"});
    BOOST_TEST(help.status == 0);
    BOOST_TEST(help.out.find("--size") != std::string::npos, help.out);
    BOOST_TEST(help.out.find("hint: play one move and say which") != std::string::npos, help.out);
    // Both games: the puzzle's keys and the m,n,k game's, each named.
    BOOST_TEST(help.out.find("The sliding puzzle and the m,n,k game") != std::string::npos, help.out);
    BOOST_TEST(help.out.find("puzzle: slide every tile between it and the blank") != std::string::npos, help.out);
    BOOST_TEST(help.out.find("mnk: place a mark at the cursor") != std::string::npos, help.out);
    const process_result version = run({NPUZZLE_CURSES_BINARY, "--version"});
    BOOST_TEST(version.status == 0);
    BOOST_TEST(version.out.rfind("npuzzle-curses ", 0) == 0, version.out);
}

BOOST_AUTO_TEST_CASE(an_unknown_terminal_type_is_named_and_exits_with_status_2) {
    const curses_game game(3, 3, {}, width, height, "TERM=no-such-terminal %GAME%; echo \"exit status $?\"; exec sleep 60");
    game.require_screen("cannot use terminal type 'no-such-terminal'");
    game.require_screen("exit status 2");
}

BOOST_AUTO_TEST_CASE(a_terminal_that_cannot_move_the_cursor_is_named_and_exits_with_status_2) {
    const curses_game game(3, 3, {}, width, height, "TERM=dumb %GAME%; echo \"exit status $?\"; exec sleep 60");
    game.require_screen("npuzzle-curses: terminal type 'dumb' cannot move the cursor");
    game.require_screen("exit status 2");
    // Refused before curses took the screen over: no legend, no box line (─) drawn as a stream.
    const screen s = game.pane->capture();
    BOOST_TEST(!contains(s, "? help"), joined(s));
    BOOST_TEST(!contains(s, "\u2500"), joined(s));
}

// A game left (q then y, or SIGTERM) is saved; --resume shows the same board, counters and clock.
void require_resumed(bool by_signal) {
    curses_game first(3, 3, {"--seed", "21"}, width, height, restore_check);
    npuzzle::puzzle board = first.wait_for_board(0, 0);
    const direction d = *board.legal_moves().begin();
    std::vector<std::string> keys;
    for (int i = 0; i < 5; ++i) {
        const direction way = i % 2 == 0 ? d : npuzzle::opposite(d);
        keys.push_back(key_for(way, 0));
        board.move(way);
    }
    first.pane->send_keys(keys);
    BOOST_TEST(first.wait_for_board(5, 5) == board);
    first.pane->send_keys({"u"}); // one move undone: the save keeps it to redo
    board.move(npuzzle::opposite(d));
    BOOST_TEST(first.wait_for_board(4, 4) == board);
    if (by_signal) {
        BOOST_REQUIRE(::kill(child_of(first.pane->pid()), SIGTERM) == 0);
        first.require_screen("exit status 143");
    } else {
        first.pane->send_keys({"q"});
        first.require_screen("Quit this game? y/n");
        first.pane->send_keys({"y"});
        first.require_screen("exit status 0");
    }
    first.require_screen("--resume continues it");
    const fs::path save = first.state.path / "npuzzle" / "save-puzzle";
    BOOST_REQUIRE(fs::exists(save));
    BOOST_TEST(read_file(save).rfind("npuzzle-save 2 puzzle 3x3#21 3x3:", 0) == 0u, read_file(save));

    curses_game again(3, 3, {"--resume"}, width, height, "", first.state.path);
    BOOST_TEST(again.wait_for_board(4, 4) == board);
    again.require_screen("Resumed the saved game 3x3#21");
    again.require_screen("8-puzzle, game 3x3#21");
    again.pane->send_keys({"r"}); // the undone move is still there to redo
    board.move(d);
    BOOST_TEST(again.wait_for_board(5, 5) == board);
}

BOOST_AUTO_TEST_CASE(quit_saves_the_game_and_resume_continues_it) { require_resumed(false); }

BOOST_AUTO_TEST_CASE(sigterm_saves_the_game_and_resume_continues_it) { require_resumed(true); }

BOOST_AUTO_TEST_CASE(a_corrupt_save_says_so_and_deals_a_new_game) {
    state_folder home;
    fs::create_directories(home.path / "npuzzle");
    {
        std::ofstream out(home.path / "npuzzle" / "save-puzzle", std::ios::binary);
        out << "npuzzle-save 1 puzzle 3x3#21 - 0/0 100 f 2 ulx";
    }
    curses_game game(3, 3, {"--resume"}, width, height, "", home.path);
    game.require_screen("Moves 0 (MTM 0)"); // the board laid out above the note's lines, not where board() reads
    game.require_screen("cannot resume");
    game.require_screen("is not a move: a new game"); // "history entry 3", wrapped to fit
}

BOOST_AUTO_TEST_CASE(a_won_game_removes_its_save) {
    state_folder home;
    fs::create_directories(home.path / "npuzzle");
    const fs::path save = home.path / "npuzzle" / "save-puzzle";
    {
        std::ofstream out(save, std::ios::binary);
        out << "npuzzle-save 1 puzzle 3x3:1,2,3,4,5,6,0,7,8 - 0/0 100 - 1 l\n"; // one move from solved
    }
    curses_game game(3, 3, {"--resume"}, width, height, "", home.path);
    game.wait_for_board(1, 1);
    game.pane->send_keys({key_for(direction::left, 0)});
    game.require_screen("Solved!");
    game.require_screen("not a record: started from a given position");
    BOOST_TEST(game.pane->wait_until([&](const screen&) { return !fs::exists(save); }).ok);
}
