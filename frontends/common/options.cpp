// SPDX-License-Identifier: MIT
// The shared command line: parsed by Boost.Program_options, then every value checked by hand so a
// bad one gets a message that names the option and what it accepts.
#include "options.hpp"

#include "games.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/narrow.hpp>

#include <boost/program_options.hpp>

#include <output.hpp>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <limits>
#include <system_error>
#include <utility>

#include <unistd.h>

#ifndef NPUZZLE_VERSION
#error "NPUZZLE_VERSION must be defined (the project version, from CMake)"
#endif

namespace npuzzle::frontend {

namespace po = boost::program_options;

namespace {

constexpr std::uint64_t max_scramble = 1'000'000; // a scramble is played move by move: keep it quick

// A whole decimal number (no sign, no spaces) no larger than `max`.
frontend_result<std::uint64_t> to_number(const std::string& option, const std::string& text, std::uint64_t max) {
    if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos)
        return failed("--" + option + " expects a whole number, got '" + text + "'");
    std::uint64_t value = 0;
    for (char c : text) {
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (digit > max || value > (max - digit) / 10)
            return failed("--" + option + " must be at most " + std::to_string(max) + ", got " + text);
        value = value * 10 + digit;
    }
    return value;
}

frontend_result<std::string> one_of(const std::string& option, const std::string& value,
                                    std::initializer_list<const char*> allowed) {
    std::string list;
    for (const char* a : allowed) {
        if (value == a) return value;
        list += list.empty() ? "" : "|";
        list += a;
    }
    return failed("--" + option + " expects " + list + ", got '" + value + "'");
}

// Options that mean something to one variant only: given to the other they are refused, not ignored.
constexpr std::array<std::pair<const char*, const char*>, 8> variant_only{{
    {"seed", "puzzle"}, {"scramble", "puzzle"}, {"keys", "puzzle"}, {"marathon", "puzzle"}, {"blind", "puzzle"},
    {"k", "mnk"}, {"x", "mnk"}, {"o", "mnk"},
}};

// The m,n,k line length: one rule, 2..the longer side, and one message naming that range for every
// number outside it (0, 1, 99999999999999999999 alike).
frontend_result<std::size_t> checked_k(const std::string& text, npuzzle::shape size) {
    if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos)
        return failed("--k expects a whole number, got '" + text + "'");
    const std::size_t longer = std::max(size.rows, size.cols);
    const std::size_t first = std::min(text.find_first_not_of('0'), text.size()); // leading zeros say nothing
    const std::size_t k = text.size() - first <= 2 ? std::stoul(text) : 0;       // longer: out of range anyway
    if (k < 2 || k > longer)
        return failed("--k must be 2.." + std::to_string(longer) + " on a " + std::to_string(size.rows) + "x" +
                        std::to_string(size.cols) + " board, got " + text);
    return k;
}

// The m,n,k game's options: a board 3x3 unless --size says otherwise, a line that fits it, and the
// shape and line length of a --game ID taken from it (so `new` deals that game's shape).
frontend_result<options> check_mnk(options o, bool size_given, const std::string* k) {
    if (o.game) {
        auto board = read_mnk_id(*o.game);
        if (!board) return std::move(board).error();
        o.game_mnk = std::move(*board);
        o.size = {o.game_mnk->rows(), o.game_mnk->cols()};
        o.k = o.game_mnk->k();
        return o;
    }
    if (!size_given) o.size = {3, 3};
    if (!k) return o;
    return checked_k(*k, o.size).transform([&o](std::size_t line) {
        o.k = line;
        return std::move(o);
    });
}

// The options each program declares: those both honour, then each one's own. An option a program
// would ignore is not declared for it, so its --help leaves it out and its parser refuses it.
po::options_description describe(program which) {
    po::options_description common("Options", help_width); // Boost wraps the descriptions to fit
    // clang-format off
    common.add_options()
        ("size", po::value<std::string>()->value_name("RxC"),
            "board shape, 2..16 rows and columns (default 4x4; m,n,k 3x3)")
        ("seed", po::value<std::string>()->value_name("N"),
            "random seed: the same seed deals the same games (default: random; not for m,n,k)")
        ("scramble", po::value<std::string>()->value_name("N"),
            "deal boards N random moves from solved (default: uniformly random boards)")
        ("game", po::value<std::string>()->value_name("ID"),
            "play this game first: RxC:t,t,... (0 = blank), bare numbers, or RxC#seed; m,n,k: RxCkK:X.O/...")
        ("keys", po::value<std::string>()->value_name("tile|blank"),
            "arrows name where a tile moves (tile, default) or where the blank moves")
        ("variant", po::value<std::string>()->value_name("puzzle|mnk"),
            "the sliding puzzle (default) or the m,n,k game (tic-tac-toe; default size 3x3)")
        ("k", po::value<std::string>()->value_name("N"), "m,n,k: marks in a row to win, 2..the longer side (default 3)")
        ("x", po::value<std::string>()->value_name("human|computer"), "m,n,k: who plays X (default human)")
        ("o", po::value<std::string>()->value_name("human|computer"), "m,n,k: who plays O (default computer)")
        ("marathon", po::value<std::string>()->value_name("N"),
            "a marathon: N boards in a row (2..1000) against one clock, with statistics of its own")
        ("blind", po::bool_switch(), "blindfold: the board hides at your first move; say done (npuzzle-curses: Enter) when solved")
        ("resume", po::bool_switch(), "continue the game of this variant saved when you last quit")
        ("save", po::value<std::string>()->value_name("FILE"),
            "save an unfinished game here when you quit (default $XDG_STATE_HOME/npuzzle/save-VARIANT)")
        ("load", po::value<std::string>()->value_name("FILE"), "continue the game saved in FILE")
        ("history-db", po::value<std::string>()->value_name("PATH"),
            "the solve history's file, one row per game (default $XDG_STATE_HOME/npuzzle/history.sqlite3)")
        ("replay", po::value<std::string>()->value_name("ID"),
            which == program::curses ? "play back game ID of the solve history (npuzzle-text --history lists them) at its pace"
                                     : "print game ID of the solve history move by move, with each move's time, and exit");
    if (which == program::curses)
        common.add_options()
            ("no-color", po::bool_switch(), "no colours (also when NO_COLOR is set)")
            ("no-animation", po::bool_switch(), "tiles jump instead of sliding, and a solved board does not flash")
            ("tps", po::value<std::string>()->value_name("X"), "--replay at X tiles per second (0.1..1000) instead of as played")
            ("animation-ms", po::value<std::string>()->value_name("MS"),
                "how long a slide and each flash of a solved board take, 0..2000 (default 80; 0: no animation)");
    if (which == program::text)
        common.add_options()
            ("once", po::bool_switch(), "exit when solved (status 0); quitting or the input ending first gives status 1")
            ("quiet", po::bool_switch(), "print only changed boards and errors")
            ("json", po::bool_switch(), "print one JSON object per command (for programs)")
            ("stats", po::bool_switch(), "print the solve history's statistics per size (with --size: that size) and exit")
            ("history", po::bool_switch(), "print the solve history, one game a line (with --size: that size), and exit")
            ("format", po::value<std::string>()->value_name("FORMAT"),
                "--history as text (default) or slidysim: its scramble and run-length solution");
    common.add_options()
        ("help,h", "print this help and exit")
        ("version", "print the version and exit");
    // clang-format on
    return common;
}

frontend_result<options> to_options(const po::variables_map& vm) {
    options o;
    auto text = [&vm](const char* name) -> const std::string* {
        return vm.count(name) ? &vm[name].as<std::string>() : nullptr;
    };
    auto flag = [&vm](const char* name) { return vm.count(name) && vm[name].as<bool>(); };

    std::optional<npuzzle::shape> given_size;
    if (const auto* s = text("size")) {
        auto parsed = npuzzle::parse_shape(*s);
        if (!parsed && parsed.error().code == npuzzle::error_code::size_too_large)
            return failed(beyond_max_side("--size", s->substr(0, 60)));
        if (!parsed && parsed.error().code == npuzzle::error_code::size_too_small)
            return failed("--size: at least 2 rows and 2 columns, got " + s->substr(0, 60));
        if (!parsed) return failed("--size expects RxC such as 4x4, got '" + *s + "'");
        if (parsed->rows > max_side || parsed->cols > max_side)
            return failed(beyond_max_side("--size", std::to_string(parsed->rows) + "x" + std::to_string(parsed->cols)));
        given_size = o.size = *parsed;
    }
    if (const auto* s = text("seed")) {
        const auto seed = to_number("seed", *s, npuzzle::max_seed);
        if (!seed) return seed.error();
        o.seed = *seed;
    }
    if (const auto* s = text("scramble")) {
        const auto moves = to_number("scramble", *s, max_scramble);
        if (!moves) return moves.error();
        if (*moves == 0) return failed("--scramble must be at least 1");
        o.scramble = *moves;
    }
    const char* variant_from = "--variant";
    if (const auto* s = text("variant")) {
        const auto variant = one_of("variant", *s, {"puzzle", "mnk"});
        if (!variant) return variant.error();
        o.variant = *variant;
    } else if (const auto* id = text("game"); id && is_mnk_id(*id)) { // "3x3k3:..." says which
        o.variant = "mnk";
        variant_from = "--game";
    }
    if (const auto* s = text("game")) {
        o.game = *s;
        if (o.variant == "puzzle" && is_mnk_id(*s))
            return failed("--game '" + s->substr(0, 60) + (s->size() > 60 ? "..." : "") +
                            "' is an m,n,k game: drop --variant puzzle");
        if (o.variant == "puzzle") { // read here, once, so a bad ID ends the program with status 2
            auto board = read_game_id(*s, given_size.value_or(npuzzle::shape{}));
            if (!board) return std::move(board).error();
            o.size = {board->rows(), board->cols()};
            o.game_board = std::move(*board);
        }
    }
    if (const auto* s = text("keys")) {
        const auto keys = one_of("keys", *s, {"tile", "blank"});
        if (!keys) return keys.error();
        o.keys = *keys == "tile" ? arrow_sense::tile : arrow_sense::blank;
    }
    const char* no_color = std::getenv("NO_COLOR");
    o.color = !flag("no-color") && !(no_color && *no_color);
    for (const auto& [name, variant] : variant_only)
        if (vm.count(name) && !vm[name].defaulted() && o.variant != variant) // a switch is always there: defaulted
            return failed(std::string("--") + name + " applies to --variant " + variant + " only" +
                            (variant_from == std::string_view("--game") ? " (--game names an m,n,k game)" : ""));
    if (o.variant == "mnk") {
        auto checked = check_mnk(std::move(o), given_size.has_value(), text("k"));
        if (!checked) return std::move(checked).error();
        o = std::move(*checked);
    }
    for (auto [name, player] : {std::pair{"x", &o.x_player}, std::pair{"o", &o.o_player}})
        if (const auto* s = text(name)) {
            const auto who = one_of(name, *s, {"human", "computer"});
            if (!who) return who.error();
            *player = *who;
        }
    if (const auto* s = text("animation-ms")) {
        const auto ms = to_number("animation-ms", *s, 2000);
        if (!ms) return ms.error();
        o.animation_ms = static_cast<unsigned>(*ms);
    }
    if (flag("no-animation")) {
        if (text("animation-ms")) return failed("--no-animation and --animation-ms cannot be combined");
        o.animation_ms = 0;
    }
    if (const auto* s = text("marathon")) {
        const auto boards = to_number("marathon", *s, max_marathon_boards);
        if (!boards) return boards.error();
        o.marathon = npuzzle::detail::narrow<std::size_t>(*boards);
        if (o.marathon < 2) return failed("--marathon: at least 2 boards, got " + s->substr(0, 60));
    }
    o.blind = flag("blind");
    if (o.blind && o.marathon) return failed("--blind and --marathon cannot be combined");
    o.resume = flag("resume");
    // A path option given empty, or naming a folder, names no file: refused now, not when the game is
    // saved at the end (a game quit to `--save /tmp` was lost).
    auto path = [&text](const char* name, std::optional<std::string>& to) -> frontend_result<bool> {
        const auto* s = text(name);
        if (!s) return false;
        if (s->empty()) return failed(std::string("--") + name + ": give a file name");
        std::error_code ec;
        if (std::filesystem::is_directory(*s, ec))
            return failed(std::string("--") + name + ": " + s->substr(0, 200) + " is a folder: give a file name");
        to = *s;
        return true;
    };
    for (auto [name, to] : {std::pair{"save", &o.save}, std::pair{"load", &o.load}})
        if (const auto given = path(name, *to); !given) return given.error();
    if (o.resume && o.load) return failed("--resume and --load cannot be combined");
    if ((o.resume || o.load) && o.game) return failed("--resume and --load continue a saved game: drop --game");
    if ((o.resume || o.load) && (o.marathon || o.blind))
        return failed(std::string("a ") + (o.blind ? "blindfold solve" : "marathon") +
                        " is not saved, so it cannot be continued: drop --resume and --load");
    o.once = flag("once");
    o.quiet = flag("quiet");
    o.json = flag("json");
    if (o.quiet && o.json) return failed("--quiet and --json cannot be combined");
    o.size_given = given_size.has_value();
    o.stats = flag("stats");
    o.history = flag("history");
    if (const auto* s = text("format")) {
        if (!o.history) return failed("--format applies to --history only");
        const auto format = one_of("format", *s, {"text", "slidysim"});
        if (!format) return format.error();
        o.slidysim = *format == "slidysim";
    }
    if (const auto given = path("history-db", o.history_db); !given) return given.error();
    if (o.stats && o.history) return failed("--stats and --history cannot be combined");
    if (const auto* s = text("replay")) {
        const auto id = to_number("replay", *s, std::numeric_limits<std::int64_t>::max());
        if (!id) return id.error();
        o.replay = static_cast<std::int64_t>(*id);
        if (o.stats || o.history) return failed("--replay cannot be combined with --stats or --history");
        if (o.json || o.quiet) return failed("--replay prints text: drop --json and --quiet");
        for (const char* play : {"game", "seed", "scramble", "resume", "load", "size", "variant", "once", "marathon", "blind"})
            if (vm.count(play) && !vm[play].defaulted())
                return failed(std::string("--replay plays a recorded game: drop --") + play);
    }
    if (const auto* s = text("tps")) {
        if (!o.replay) return failed("--tps applies to --replay only");
        char* end = nullptr;
        const double tps = std::strtod(s->c_str(), &end);
        if (s->empty() || end != s->c_str() + s->size() || !(tps >= 0.1 && tps <= 1000))
            return failed("--tps expects tiles per second, 0.1 to 1000, got '" + s->substr(0, 60) + "'");
        o.tps = tps;
    }
    if (o.stats || o.history)
        for (const char* play : {"game", "seed", "scramble", "once", "quiet", "keys", "marathon", "blind"})
            if (vm.count(play) && !vm[play].defaulted())
                return failed(std::string(o.stats ? "--stats" : "--history") + " reports, it plays nothing: drop --" + play);
    return o;
}

} // namespace

std::string_view program_name(program which) {
    return which == program::curses ? "npuzzle-curses" : "npuzzle-text";
}

bool played_by_hand(const options& o) { return !o.game && ::isatty(STDIN_FILENO) == 1; }

frontend_result<options> parse_options(int argc, const char* const argv[], program which, std::string_view more_help) {
    const std::string name(program_name(which));
    const auto description = describe(which);
    auto parsed = [&]() -> frontend_result<options> {
        po::variables_map vm;
        try { // Boost.Program_options says what is wrong by throwing: here, its one boundary
            // Unknown options and stray words are collected, so the message can quote the first one.
            // No guessing: an option the program does not have (npuzzle-curses --history) is refused, not
            // taken for a longer one that begins the same (--history-db).
            const auto words = po::command_line_parser(argc, argv)
                                   .options(description)
                                   .style(po::command_line_style::default_style & ~po::command_line_style::allow_guessing)
                                   .allow_unregistered()
                                   .run();
            const auto stray = po::collect_unrecognized(words.options, po::include_positional);
            if (!stray.empty())
                return failed(stray.front().starts_with('-')
                                  ? "unrecognised option '" + stray.front() + "'"
                                  : "unexpected argument '" + stray.front() + "' (options start with --)");
            po::store(words, vm);
        } catch (const po::error& e) {
            return failed(e.what());
        }
        // --help and --version: nothing to play, the program ends with the status of their writing.
        if (vm.count("help")) {
            std::cout << "Usage: " << name << " [options]\n"
                      << (which == program::curses
                              ? "The sliding puzzle and the m,n,k game (tic-tac-toe, gomoku) in a terminal.\n"
                              : "The sliding puzzle and the m,n,k game over standard input and output.\n")
                      << '\n'
                      << description;
            if (!more_help.empty()) std::cout << '\n' << more_help;
            return failed("", support::written(name));
        }
        if (vm.count("version")) {
            std::cout << name << ' ' << NPUZZLE_VERSION << '\n';
            return failed("", support::written(name));
        }
        return to_options(vm);
    }();
    if (!parsed && !parsed.error().message().empty())
        std::cerr << name << ": " << parsed.error().message() << "\nTry '" << name << " --help' for more information.\n";
    return parsed;
}

} // namespace npuzzle::frontend
