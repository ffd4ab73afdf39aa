// SPDX-License-Identifier: MIT
// The midend (after Simon Tatham's midend.c): the one object every front end hands its input to and
// draws from. A front end turns keys, clicks and words into verbs (command_table.hpp), paces the
// game's own steps (a solve, the computer's turn) on its clock, and draws the game's cells and what
// the midend says; every rule is here or in the game: dispatch for every game and mode, what is
// refused when, which questions to ask first, the words of every message and of the win screen, the
// tiles a command moved (for animation), and when the game's records, history and save are written
// (game_store, called from nowhere else). It does no I/O: the store, the clock and the dealer's seed
// come from the front end, so the same midend can be compiled for any front end.
#pragma once

#include "command_table.hpp"
#include "game.hpp"
#include "game_store.hpp"
#include "game_record.hpp"
#include "records.hpp"

#include <npuzzle/core/direction.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace npuzzle::frontend {

// One input, as the player gave it.
struct input {
    input() = default;
    input(verb v, direction d = direction::none, std::optional<cell> c = std::nullopt) : what(v), dir(d), at(c) {}
    static input of_word(std::string_view w) {
        input in;
        in.word = w;
        return in;
    }

    verb what = verb::none;
    direction dir = direction::none; // move: the arrow as named (the midend applies --keys)
    std::optional<cell> at;          // select: the cell clicked, or the cursor; none: Enter (done)
    std::string_view word;           // verb::none: a word for the game to read ("7", "b2")
};

// What an input did.
struct reply {
    bool ok = true;        // false: refused, or a move that could not be made; `message` says why
    bool changed = false;  // the board changed
    bool finished = false; // this input ended the game: results() has the win (or lose) screen
    std::string message;   // what to say, "" if nothing
};

// A tile a command moved, for a front end that animates it gliding.
struct moved_tile {
    cell from, to;
    friend bool operator==(const moved_tile&, const moved_tile&) = default;
};

// The tiles that moved between two pictures of a rows x cols board (labels row by row, "" for the
// blank; every other label once), when every one moved one cell and all the same way: a move, or a
// slide of several tiles in a line. Nothing otherwise: no change, a new game, a restart, an undone
// restart jump, they are not slides.
std::optional<std::vector<moved_tile>> slid_tiles(const std::vector<std::string>& before,
                                                  const std::vector<std::string>& after, std::size_t rows,
                                                  std::size_t cols);

struct midend_settings {
    arrow_sense keys = arrow_sense::tile; // how the player's arrows name moves (--keys)
    bool saves_kept = false;              // quitting saves an unfinished game (the question says so)
    bool words = false;                   // messages name the text protocol's words, not keys (npuzzle-text)
    bool quits = true;                    // the player leaves by a key (q); a page is closed instead
};

class midend {
public:
    midend(game& g, game_store& store, midend_settings s = {});

    // The question to ask before `v`, "" if none: a game under way would be saved, lost or recorded
    // as a DNF. A front end that can ask (y/n) asks and applies `v` on yes; a script acts at once.
    std::string question(verb v) const;
    // Every command. While a solve runs, any input but `solve` (which jumps to its end) stops it.
    reply apply(const input& in);
    // The game's own next move: a solve's next step, the computer's turn, a background answer (a
    // hint that waited for its search). Nothing to do: ok, unchanged.
    reply step();
    // How long a front end waits before step(): none if the game waits for the player.
    std::optional<int> step_delay_ms() const;
    // The clock stops while something hides the board (a question, a page, a screen too small).
    void hold(pause_reason why, bool on) { game_.hold(why, on); }
    // The program ends (quit, end of input, a signal): what the store says (an unfinished game is
    // saved), once; nothing after abandon.
    std::string leave();

    // --- what to draw ---------------------------------------------------------------------------
    const game& view() const noexcept { return game_; }
    bool ended() const noexcept { return ended_; }       // quit or abandon: the front end leaves
    bool showing_results() const noexcept { return results_; } // over, and not reopened by undo
    // The win (or lose) screen: a title, the outcome, the pace, the rank and bests, a note, the keys.
    std::vector<std::string> results() const;
    // What the game said last, as a front end shows it under the board ("" while results show).
    std::string message() const;
    const std::vector<moved_tile>& moved() const noexcept { return moved_; } // by the last input or step
    bool flash() const noexcept { return flash_; } // the last input ended the game in the player's hand
    key_mode mode() const { return key_mode_of(game_); }
    key_state state() const;
    std::string legend(int width) const {
        return frontend::legend(width, game_.style(), mode(), state(), settings_.quits);
    }
    // The key help page's lines for this game and mode; key_rows: the same as keys and what they do,
    // for a front end that lays them out itself (the page's two columns).
    std::vector<std::string> key_help() const;
    std::vector<frontend::key_help> key_rows() const;
    // The rows of the solve history this game's statistics page shows (its variant, size and mode);
    // nothing for a game that keeps no history (`t` and `stats` are refused there).
    std::optional<history_scope> history_rows() const;
    // Why a word means nothing here: "there is no tile 99: tiles are 1..15", or the words allowed.
    std::string unknown_word(std::string_view word) const;
    // A message with each command named as this front end's player gives it: "{undo}" (a verb's text
    // word in braces, as the games and the midend write them) becomes its key, or with `words` its word.
    std::string named(std::string text) const;

private:
    reply play(const command& c, bool must_move);
    reply dispatch(const input& in);
    reply new_deal();
    reply after(event e, bool must_move, const std::vector<std::string>& before, bool by_player);
    std::vector<std::string> labels() const;
    std::string over_keys() const;
    std::string over_words() const;
    std::string pace_line() const;

    game& game_;
    game_store& store_;
    midend_settings settings_;
    bool ended_ = false, left_ = false, results_ = false, flash_ = false;
    game_recorded won_;              // what the win did to the records, where it ranks
    std::vector<moved_tile> moved_;
};

} // namespace npuzzle::frontend
