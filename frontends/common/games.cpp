// SPDX-License-Identifier: MIT
#include "games.hpp"

#include "blind_game.hpp"
#include "marathon_game.hpp"
#include "mnk_game.hpp"
#include "puzzle_game.hpp"

#include <npuzzle/mnk/notation.hpp>
#include <npuzzle/mnk/save_record.hpp>

#include <random>

namespace npuzzle::frontend {

namespace {

// "--game '3x3:1,2'": the ID as messages quote it, cut short if long.
std::string quoted_id(std::string_view id, std::string_view from) {
    std::string shown(id.substr(0, 60));
    if (id.size() > shown.size()) shown += "...";
    return std::string(from) + " '" + shown + "'";
}

frontend_result<std::unique_ptr<game>> make_mnk_game(const options& opts, game_clock clock) {
    if (opts.seed || opts.scramble) return failed("--seed and --scramble have no meaning for --variant mnk");
    npuzzle::mnk start;
    if (opts.game_mnk) {
        start = *opts.game_mnk;
    } else if (opts.game) {
        auto read = read_mnk_id(*opts.game);
        if (!read) return std::move(read).error();
        start = std::move(*read);
    } else {
        if (opts.size.rows > max_side || opts.size.cols > max_side)
            return failed(beyond_max_side("--size", std::to_string(opts.size.rows) + "x" + std::to_string(opts.size.cols)));
        auto empty = npuzzle::mnk::empty(opts.size.rows, opts.size.cols, opts.k);
        if (!empty)
            return failed("--size " + std::to_string(opts.size.rows) + "x" + std::to_string(opts.size.cols) + " --k " +
                          std::to_string(opts.k) + ": " + std::string(empty.error().message().view()));
        start = std::move(*empty);
    }
    const mnk_players players{opts.x_player == "computer", opts.o_player == "computer"};
    return std::unique_ptr<game>(std::make_unique<mnk_game>(
        std::move(start), players, clock, clock.manual() ? scripted_think_budget : interactive_think_budget));
}

} // namespace

// Here, not in options.cpp, so that a front end without the command line (the page) links the games.
std::string beyond_max_side(std::string_view what, std::string_view got) {
    std::string text(what);
    text += ": at most " + std::to_string(max_side) + " rows and " + std::to_string(max_side) + " columns, got ";
    text += got;
    return text;
}

std::string not_a_record(fairness f) {
    switch (f) {
    case fairness::counts: return {};
    case fairness::given: return "not a record: started from a given position";
    case fairness::scrambled: return "not a record: a scrambled board, not a random deal";
    case fairness::assisted: return "not a record: assisted (a hint or the solver played)";
    case fairness::restarted: return "not a record: restarted (a record is one attempt from the deal)";
    case fairness::undone: return "not a record: moves were undone (a record takes nothing back)";
    case fairness::untimed: return "not a record: this game keeps no records";
    case fairness::unverified:
        return "not a record: resumed from an older save, which cannot show how the game was played";
    }
    return {};
}

bool is_mnk_id(std::string_view id) {
    const auto size = id.substr(0, id.find(':'));
    return size.find_first_of("kK") != std::string_view::npos;
}

frontend_result<npuzzle::mnk> read_mnk_id(std::string_view id, std::string_view from) {
    const std::string quoted = quoted_id(id, from);
    auto board = npuzzle::parse_mnk<npuzzle::mnk>(id);
    // One rule for every board a front end plays, --size or --game: 2..max_side rows and columns.
    if (!board && board.error().code == npuzzle::mnk_error_code::size_too_small)
        return failed(quoted + ": at least 2 rows and 2 columns");
    if (!board) return failed(quoted + ": " + std::string(board.error().message().view()));
    if (board->rows() < 2 || board->cols() < 2)
        return failed(quoted + ": at least 2 rows and 2 columns, got " + std::to_string(board->rows()) + "x" +
                      std::to_string(board->cols()));
    if (board->rows() > max_side || board->cols() > max_side)
        return failed(beyond_max_side(quoted, std::to_string(board->rows()) + "x" + std::to_string(board->cols())));
    if (board->winner() != npuzzle::mark::empty)
        return failed(quoted + ": the game is over, " + npuzzle::to_char(board->winner()) + " has won");
    if (board->is_draw()) return failed(quoted + ": the game is over, the board is full");
    return std::move(*board);
}

frontend_result<npuzzle::puzzle> read_game_id(std::string_view id, npuzzle::shape size,
                                                        std::string_view from) {
    const std::string quoted = quoted_id(id, from);
    auto too_large = [&](npuzzle::shape s) {
        return failed(beyond_max_side(quoted, std::to_string(s.rows) + "x" + std::to_string(s.cols)));
    };
    // The size first, so a huge "4000x4000#1" is refused before a board is dealt for it; a size alone
    // out of range ("1000x1000", "1x1": a page's link) is refused by the size rule, not the syntax.
    const auto s = npuzzle::parse_shape(id.substr(0, id.find_first_of(":#")));
    if (s && (s->rows > max_side || s->cols > max_side)) return too_large(*s);
    if (!s && s.error().code == npuzzle::error_code::size_too_small)
        return failed(quoted + ": at least 2 rows and 2 columns"); // the words of every front end's size rule
    auto board = npuzzle::parse_board<npuzzle::puzzle>(id, size);
    if (!board && board.error().code == npuzzle::error_code::size_too_small)
        return failed(quoted + ": at least 2 rows and 2 columns");
    if (!board) return failed(quoted + ": " + std::string(board.error().message().view()));
    if (board->rows() > max_side || board->cols() > max_side) return too_large({board->rows(), board->cols()});
    if (!board->is_solvable()) return failed(quoted + ": board is not solvable");
    return std::move(*board);
}

namespace {

// A game is saved only while unfinished: a save whose board is over was written by hand, or by a game
// that ended without removing it. It is refused (and kept aside by start_game), not played on.
constexpr std::string_view finished_save = "its game is already over (the board is solved or decided): nothing to resume";

} // namespace

frontend_result<std::unique_ptr<game>> resume_game(std::string_view text, const options& opts,
                                                            game_clock clock) {
    // Each game reads its own saves: field 3 says whose.
    const bool mnk = npuzzle::saved_game_name(text) == npuzzle::mnk_save_name;
    const auto parsed = mnk ? npuzzle::parse_mnk_save(text) : npuzzle::parse_save(text);
    if (!parsed) return failed(std::string(parsed.error().message().view()));
    const npuzzle::saved_game& g = *parsed;
    constexpr std::string_view saved_start = "field 4, the game ID"; // the message names the save, not --game
    if (mnk) {
        auto start = read_mnk_id(g.start, saved_start);
        if (!start) return std::move(start).error();
        std::optional<npuzzle::mnk> base;
        if (!g.base.empty()) {
            auto read = npuzzle::parse_mnk<npuzzle::mnk>(g.base);
            if (!read || read->rows() != start->rows() || read->cols() != start->cols())
                return failed("field 5 is not a position of the game");
            base = std::move(*read);
        }
        auto made = std::make_unique<mnk_game>(std::move(*start), mnk_players{}, clock,
                                               clock.manual() ? scripted_think_budget : interactive_think_budget);
        if (std::string why = made->restore(g, base ? &*base : nullptr); !why.empty()) return failed(std::move(why));
        if (made->over()) return failed(std::string(finished_save));
        return std::unique_ptr<game>(std::move(made));
    }
    auto start = read_game_id(g.start, {}, saved_start);
    if (!start) return std::move(start).error();
    const auto& board = *start;
    std::optional<npuzzle::puzzle> base;
    if (!g.base.empty()) {
        auto read = npuzzle::parse_board<npuzzle::puzzle>(g.base);
        if (!read || read->rows() != board.rows() || read->cols() != board.cols() || !read->is_solvable())
            return failed("field 5 is not a position of the game");
        base = std::move(*read);
    }
    const std::uint64_t seed = opts.seed ? *opts.seed : std::random_device{}();
    dealer next({board.rows(), board.cols()}, seed, opts.scramble);
    auto made = std::make_unique<puzzle_game>(board, std::move(next), clock, opts.keys, std::string(g.start));
    if (clock.manual()) made->set_hint_budget(scripted_hint_budget);
    if (std::string why = made->restore(g, base ? &*base : nullptr); !why.empty()) return failed(std::move(why));
    // Resumed as unfinished, a solved board would un-solve at the first key and its clock never stop.
    if (made->session().solved()) return failed(std::string(finished_save));
    return std::unique_ptr<game>(std::move(made));
}

namespace {

std::unique_ptr<puzzle_game> with_hint_budget(std::unique_ptr<puzzle_game> game, const game_clock& clock) {
    if (clock.manual()) game->set_hint_budget(scripted_hint_budget);
    return game;
}

frontend_result<std::unique_ptr<puzzle_game>> make_puzzle_game(const options& opts, game_clock clock) {
    const std::uint64_t seed = opts.seed ? *opts.seed : std::random_device{}();
    dealer next(opts.size, seed, opts.scramble);
    if (!opts.game) return with_hint_budget(std::make_unique<puzzle_game>(std::move(next), clock, opts.keys), clock);

    auto board = opts.game_board ? frontend_result<npuzzle::puzzle>(*opts.game_board)
                                 : read_game_id(*opts.game, opts.size);
    if (!board) return std::move(board).error();
    // A seed ID ("3x3#42") is shorter than the board it names: the game goes by it.
    const bool seeded = opts.game->find('#') != std::string::npos;
    return with_hint_budget(std::make_unique<puzzle_game>(std::move(*board), std::move(next), clock, opts.keys,
                                                          seeded ? *opts.game : std::string()),
                            clock);
}

} // namespace

frontend_result<std::unique_ptr<game>> make_game(const options& opts, game_clock clock) {
    if (opts.variant == "mnk") return make_mnk_game(opts, clock);
    if (opts.variant != "puzzle") return failed("unknown variant '" + opts.variant + "' (puzzle or mnk)");
    return make_puzzle_game(opts, clock).transform([&](std::unique_ptr<puzzle_game> puzzle) -> std::unique_ptr<game> {
        if (opts.marathon >= 2) return std::make_unique<marathon_game>(std::move(puzzle), opts.marathon, clock);
        if (opts.blind) return std::make_unique<blind_game>(std::move(puzzle), clock);
        return puzzle;
    });
}

} // namespace npuzzle::frontend
