// SPDX-License-Identifier: MIT
#include "midend.hpp"

#include "history_text.hpp"
#include "time_text.hpp"

#include <counted.hpp>

#include <npuzzle/core/statistics.hpp>

#include <cstdlib>
#include <map>
#include <utility>

namespace npuzzle::frontend {

std::optional<std::vector<moved_tile>> slid_tiles(const std::vector<std::string>& before,
                                                  const std::vector<std::string>& after, std::size_t rows,
                                                  std::size_t cols) {
    if (before.size() != rows * cols || after.size() != before.size()) return std::nullopt;
    std::map<std::string, std::size_t> was_at;
    for (std::size_t i = 0; i < before.size(); ++i)
        if (!before[i].empty()) was_at.emplace(before[i], i);
    std::vector<moved_tile> tiles;
    long row_step = 0, col_step = 0; // the way the first tile went; every other must go the same
    for (std::size_t i = 0; i < after.size(); ++i) {
        if (after[i].empty() || after[i] == before[i]) continue;
        const auto from = was_at.find(after[i]);
        if (from == was_at.end()) return std::nullopt; // a label that was not there: not a slide
        const cell a{from->second / cols, from->second % cols}, b{i / cols, i % cols};
        const long dr = static_cast<long>(b.row) - static_cast<long>(a.row);
        const long dc = static_cast<long>(b.col) - static_cast<long>(a.col);
        if (std::labs(dr) + std::labs(dc) != 1) return std::nullopt;
        if (tiles.empty()) {
            row_step = dr;
            col_step = dc;
        } else if (dr != row_step || dc != col_step) {
            return std::nullopt;
        }
        tiles.push_back({a, b});
    }
    if (tiles.empty()) return std::nullopt;
    return tiles;
}

midend::midend(game& g, game_store& store, midend_settings s) : game_(g), store_(store), settings_(s) {}

std::string midend::question(verb v) const {
    if (!game_.in_progress()) return {};
    // A game that keeps no history (m,n,k) records nothing: the question does not promise a DNF.
    const bool records = game_.abilities().keeps_history;
    const std::string dnf = records ? " (y records a DNF)" : "";
    switch (v) {
    case verb::quit:
        if (!game_.saves()) return records ? "Quit this game? y/n (it is not saved: y records a DNF)" : "Quit this game? y/n (it is not saved)";
        return settings_.saves_kept ? "Quit this game? y/n (y saves it: --resume continues it)" : "Quit this game? y/n";
    case verb::new_game: return "Abandon this game for a new one? y/n" + dnf;
    case verb::again: return "Abandon this game for a new deal of the same kind? y/n" + dnf;
    case verb::abandon: // a page has no quitting: its Q deals the next game
        if (!settings_.quits) return "Give this game up for the next deal? y/n" + dnf;
        return records ? "Give this game up without saving it? y/n (y records a DNF and quits)"
                       : "Give this game up without saving it? y/n (y quits)";
    default: return {};
    }
}

reply midend::apply(const input& in) {
    moved_.clear();
    flash_ = false;
    if (ended_) return {.ok = false, .message = "the game has been left"};
    // Any input stops a solve (or a replay playing); S again jumps to its end.
    if (game_.solving() && in.what != verb::solve && in.what != verb::resize)
        return play({command::kind::stop}, false);
    // After a win the results stay until the player chooses what comes next: a move does not
    // un-solve the board behind them.
    if (results_ && !game_.replaying()) { // a replay's keys step back from its end
        switch (in.what) {
        case verb::undo: case verb::new_game: case verb::again: case verb::quit: case verb::abandon:
        case verb::help: case verb::statistics: case verb::history: case verb::show: case verb::resize:
        case verb::click: break;
        default: return {.ok = false, .message = over_words()};
        }
    }
    return dispatch(in);
}

reply midend::dispatch(const input& in) {
    using k = command::kind;
    const bool slides = game_.style() == input_style::slide;
    switch (in.what) {
    case verb::move: {
        // A replay's steps are on screen: right and down on, whatever --keys says.
        const direction d = game_.replaying() ? in.dir : from_arrow(in.dir, settings_.keys);
        return play({k::move, d}, true);
    }
    case verb::select:
        if (in.at) return play({k::select, direction::none, *in.at}, true);
        return play({k::done}, true); // Enter on a sliding game: the game judges it (a blindfold solve ends)
    case verb::none: {
        if (in.word.empty()) return {.ok = false, .message = "That key does nothing here: press ? for help"};
        const auto parsed = game_.parse_word(in.word);
        if (!parsed) return {.ok = false, .message = unknown_word(in.word)};
        return play(*parsed, true);
    }
    case verb::undo: {
        const bool reopening = results_ && !game_.replaying();
        reply r = play({k::undo}, true);
        if (r.changed) results_ = false;
        if (reopening && r.changed) {
            r.message = "Reopened: the game goes on" + (game_.message().empty() ? "" : " (" + named(game_.message()) + ")");
        }
        return r;
    }
    case verb::redo: return play({k::redo}, true);
    case verb::restart: return play({k::restart}, false);
    case verb::hint:
        if (!game_.abilities().can_hint)
            return {.ok = false, .message = game_.blindfolded()
                                                ? "a blindfold solve has no hints and no solver: they would show the board"
                                                : "no hints here: nothing is played"};
        return play({k::hint}, true);
    case verb::solve: return play({k::solve}, false);
    case verb::done: return play({k::done}, true);
    case verb::pause: return play({game_.paused() ? k::resume : k::pause}, false);
    case verb::new_game: case verb::again: return new_deal();
    case verb::abandon: {
        ended_ = left_ = true;
        const bool under_way = game_.in_progress();
        const std::string said = store_.abandoned(game_);
        // Only a game that keeps a history records the DNF (m,n,k keeps none). A page is not left by a
        // key: its Q gives the game up for the next deal, and says that rather than "Left".
        const bool page = !settings_.quits;
        std::string text = !under_way ? (page ? "Nothing under way to give up: the next deal" : "Left without saving")
                           : !game_.abilities().keeps_history ? "Given up: nothing is recorded"
                           : page                             ? "Given up: a DNF"
                                                              : "Abandoned without saving: a DNF";
        return {.message = said.empty() ? text : text + "\n" + said};
    }
    case verb::quit: ended_ = true; return {};
    case verb::statistics: case verb::history:
        if (!game_.abilities().keeps_history)
            return {.ok = false, .message = slides ? "this game keeps no solve history"
                                                   : "the solve history keeps sliding puzzles only"};
        return {};
    case verb::help: case verb::show: case verb::click: case verb::resize: return {};
    }
    return {};
}

std::optional<history_scope> midend::history_rows() const {
    if (!game_.abilities().keeps_history) return std::nullopt;
    return history_scope{game_.variant(), {game_.rows(), game_.cols()}, game_.mode()};
}

// `n` and `again`: the game deals the next board of its size and mode; the one it replaces goes to
// the store first (a DNF if it was under way).
reply midend::new_deal() {
    const std::string said = store_.replaced(game_);
    reply r = play({command::kind::new_game}, false);
    results_ = false;
    won_ = {};
    if (!said.empty()) r.message += (r.message.empty() ? "" : "\n") + said;
    return r;
}

reply midend::play(const command& c, bool must_move) {
    const auto before = labels();
    const bool by_player = c.what != command::kind::solve && c.what != command::kind::solve_step;
    return after(game_.apply(c), must_move, before, by_player);
}

reply midend::step() {
    moved_.clear();
    flash_ = false;
    if (ended_ || results_) return {};
    using k = command::kind;
    if (game_.solving()) return play({k::solve_step}, true);
    const auto before = labels();
    if (game_.waiting()) return after(game_.apply({k::tick}), false, before, true);
    if (game_.awaiting_computer() && !game_.over()) return after(game_.apply({k::computer}), true, before, true);
    return {};
}

std::optional<int> midend::step_delay_ms() const {
    if (ended_ || results_) return std::nullopt;
    if (game_.solving()) return game_.step_delay_ms();
    if (game_.waiting()) return 50;
    if (game_.awaiting_computer() && !game_.over()) return 400; // a human can see whose turn it was
    return std::nullopt;
}

// What a command did: the board's change for animation, and the game's end, which goes to the store
// once per ending (the store knows a game won again after an undo).
reply midend::after(event e, bool must_move, const std::vector<std::string>& before, bool by_player) {
    reply r{.ok = changed(e) || !must_move, .changed = changed(e), .message = named(game_.message())};
    if (r.changed && game_.style() == input_style::slide)
        if (auto tiles = slid_tiles(before, labels(), game_.rows(), game_.cols())) moved_ = std::move(*tiles);
    if (r.changed && !game_.over()) results_ = false; // a replay stepped back from its end
    if (r.changed && game_.over() && !results_) {
        results_ = r.finished = true;
        flash_ = by_player && game_.abilities().flashes;
        won_ = store_.won(game_);
        r.message = game_.outcome() + (won_.note.empty() ? "" : "\n" + won_.note);
    }
    return r;
}

std::string midend::leave() {
    if (left_) return {};
    left_ = ended_ = true;
    return store_.leaving(game_);
}

std::vector<std::string> midend::labels() const {
    std::vector<std::string> all;
    if (game_.style() != input_style::slide) return all;
    all.reserve(game_.rows() * game_.cols());
    for (std::size_t row = 0; row < game_.rows(); ++row)
        for (std::size_t col = 0; col < game_.cols(); ++col) all.push_back(game_.label({row, col}));
    return all;
}

key_state midend::state() const {
    return game_.paused() ? key_state::paused : game_.over() ? key_state::over : key_state::under_way;
}

std::string midend::over_keys() const {
    const std::string quit = settings_.quits ? "   q quit" : "";
    if (game_.replaying()) return "n plays it again   u steps back" + quit;
    if (game_.blindfolded()) return "n new game   A again" + quit;
    return "n new game   A again   u reopens it" + quit;
}

// The refusal of a move after the end, naming both the keys and the words.
std::string midend::over_words() const {
    return named(game_.blindfolded() ? "the game is over: {new} or {again} deals another board"
                                     : "the game is over: {new} or {again} deals another board, {undo} reopens it");
}

std::string midend::message() const {
    if (game_.solving()) {
        const std::string note = game_.solving_note();
        return game_.message().empty() ? note : note + ": " + named(game_.message());
    }
    if (game_.over() && !game_.paused()) return ""; // the results say it
    return named(game_.message());
}

// "62 moves, optimal 48; 5.021 TPS": the solve against the fewest moves (once known: the search
// runs beside the win screen) and its pace (none where it does not count, which it says).
std::string midend::pace_line() const {
    std::string line;
    if (const auto optimal = game_.optimal_moves())
        line = support::counted(game_.moves(), "move") + ", optimal " + std::to_string(*optimal) + "; ";
    // A pace is a player's: none for a game the solver finished or that does not count.
    if (game_.record_status() != fairness::counts) return line + "TPS: not counted";
    return line + tps_text(npuzzle::tps(game_.moves(), game_.elapsed_ms())) + " TPS";
}

std::vector<std::string> midend::results() const {
    const bool sliding = game_.style() == input_style::slide;
    std::vector<std::string> lines{game_.failed() ? "DNF" : sliding ? "Solved!" : "Game over", game_.outcome()};
    if (sliding && !game_.failed()) lines.push_back(pace_line());
    if (won_.rank)
        lines.push_back("Rank " + std::to_string(*won_.rank) + " of " + std::to_string(won_.ranked_among) +
                        " by time; ao5 " + average_text(won_.ao5) + ", ao12 " + average_text(won_.ao12));
    if (won_.now && won_.now->best_moves > 0) // the fewest moves and the fastest time may come from different solves
        lines.push_back("Fewest " + support::counted(won_.now->best_moves, "move") + ", fastest " +
                        format_clock_tenths(won_.now->best_ms) + "; " + std::to_string(won_.now->solved) + " of " +
                        support::counted(won_.now->dealt, "deal") + " solved");
    if (!won_.note.empty()) lines.push_back(won_.note);
    lines.push_back(over_keys());
    return lines;
}

std::vector<frontend::key_help> midend::key_rows() const {
    std::vector<frontend::key_help> rows;
    for (const frontend::key_help& h : help_lines) {
        if (!applies_to(h.to, game_.style()) || !shown_in(h.modes, mode())) continue;
        if (!settings_.quits && h.keys == "q") continue;
        // Without quitting (a page), Q gives the game up for the next deal.
        if (!settings_.quits && h.keys == "Q") {
            rows.push_back({h.keys, "give up: the next deal (a game under way that keeps a history is a DNF)"});
            continue;
        }
        rows.push_back(h);
    }
    return rows;
}

std::vector<std::string> midend::key_help() const {
    std::vector<std::string> lines;
    for (const frontend::key_help& h : key_rows()) {
        std::string line(h.keys);
        line.resize(20, ' ');
        lines.push_back(line + std::string(h.what));
    }
    return lines;
}

std::string midend::named(std::string text) const {
    for (const verb_row& row : verbs) {
        if (row.word.empty()) continue;
        std::string token = "{"; // piece by piece: g++ 12 at -O3 warns falsely (-Wrestrict) on "{" + string
        token += row.word;
        token += '}';
        const std::string name = settings_.words || row.key == 0 ? std::string(row.word) : std::string(1, row.key);
        for (auto at = text.find(token); at != std::string::npos; at = text.find(token, at + name.size()))
            text.replace(at, token.size(), name);
    }
    return text;
}

std::string midend::unknown_word(std::string_view word) const {
    const bool slides = game_.style() == input_style::slide;
    const bool number = !word.empty() && word.find_first_not_of("0123456789") == std::string_view::npos;
    std::string quoted;
    for (char c : word.substr(0, 40)) quoted += c >= ' ' && c <= '~' ? c : '?';
    if (word.size() > 40) quoted += "...";
    if (slides && number)
        return "there is no tile " + quoted + ": tiles are 1.." + std::to_string(game_.rows() * game_.cols() - 1);
    return "unknown command '" + quoted + "'; allowed: " +
           (slides ? "u d l r (or a run such as uulldr), up down left right, w a s, " : "") +
           command_words(game_.style()) + ", and " + game_.words_help();
}

} // namespace npuzzle::frontend
