// SPDX-License-Identifier: MIT
// The plugin contract between a game and a front end. A game (the sliding puzzle, m,n,k) wraps a
// library session and answers what to draw and what an input did; a front end (ncurses, text) only
// draws cells and status, turns keys, clicks and words into commands, and paces what the game asks
// for (the computer's turn, a solve's next move). No rule lives in a front end: the game owns the
// solve, the assisted flag, the pauses, the starting game ID and whether a win counts for records.
#pragma once

#include "game_record.hpp"

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/save_line.hpp>
#include <npuzzle/core/session.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace npuzzle::frontend {

// How a cell wants to look; front ends choose colours or glyphs for each.
enum class cell_role : std::uint8_t {
    tile,      // a sliding tile away from home
    tile_home, // a sliding tile in its goal cell
    blank,     // the puzzle's hole
    empty,     // an empty m,n,k square
    mark_x,
    mark_o,
    winning,   // part of the winning line
    hidden,    // not shown: a blindfold solve hides the board after its first move
};

// Whether a won game may count for records: only boards dealt uniformly at random (with or
// without a seed) and played without help.
enum class fairness : std::uint8_t {
    counts,
    given,     // started from a --game ID
    scrambled, // dealt by --scramble: a few moves from solved, not uniformly at random
    assisted,  // a hint or the solver played
    restarted, // restarted (even if the restart was undone): a record is one attempt, deal to solve
    undone,    // a move was taken back: a record is one attempt without take-backs (docs/DESIGN.md)
    untimed,   // a game that keeps no records (m,n,k)
    unverified, // resumed from a save that cannot show how it was played (format 1: no log from the deal)
};

// How the arrows act: slide tiles (the puzzle) or move a cursor that `place` acts at (m,n,k).
enum class input_style : std::uint8_t { slide, place };

// What a game offers, which the midend asks instead of guessing from its style.
struct capabilities {
    bool can_hint = true;       // `hint` plays a move
    bool can_solve = true;      // `solve` plays to the end (a replay: plays on)
    bool keeps_history = false; // its size has a solve history (rows, the statistics page)
    bool flashes = false;       // the board flashes when the player ends the game
    bool timed = true;          // its clock is part of the result
};

struct command {
    enum class kind : std::uint8_t {
        move,     // `dir`, already in tile sense (front ends apply --keys themselves: UI state)
        select,   // `at`: a click or a typed tile/cell (puzzle: slide to it; m,n,k: place there)
        undo,
        redo,
        restart,
        hint,     // play one hinted move; message() then says which
        computer, // let the computer make the move it is waiting to make (m,n,k)
        new_game,
        pause,      // the player's pause: the clock stops and moves are refused until resume
        resume,
        solve,      // start solving: solving() is true until the game is over or the solve stops
        solve_step, // the solve's next move; a front end paces these (at once, or animated)
        stop,       // stop a solve (any other command stops it too)
        tick,       // time passed with no input while waiting(): the game takes up what came in the
                    // background (a search's answer, a pending hint); it stops nothing, clears nothing
        done,       // the player says the board is solved: ends a blindfold solve, which the game then
                    // judges (solved, or a DNF); other games end by themselves and refuse it
    };
    kind what = kind::move;
    direction dir = direction::none;
    cell at{};
};

class game {
public:
    virtual ~game() = default;

    // --- what to draw ---------------------------------------------------------------------------
    virtual std::string title() const = 0;      // "15-puzzle", "Tic-tac-toe 3x3, 3 in a row"
    virtual std::size_t rows() const = 0;
    virtual std::size_t cols() const = 0;
    virtual std::string label(cell c) const = 0; // "12", "" for the blank, "X"
    virtual cell_role role(cell c) const = 0;
    virtual std::size_t label_width() const = 0; // widest label, for sizing cells
    // The cell to point out: the last mark placed (m,n,k), the tile a hint just moved (until the
    // next command); nothing otherwise.
    virtual std::optional<cell> marked() const { return std::nullopt; }
    virtual std::string status() const = 0;      // "Moves 12 (MTM 9)  Time 0:42  Distance 18"
    virtual std::string message() const = 0;     // what the last command did, "" if nothing to say; a
                                                 // command it names is written "{undo}" (midend::named)
    virtual std::string id() const = 0;          // the shareable game ID of the current position
    virtual std::string start_id() const = 0;    // the game ID this game started from ("4x4#12")
    virtual input_style style() const = 0;
    virtual capabilities abilities() const = 0;

    // --- state ----------------------------------------------------------------------------------
    virtual bool over() const = 0;               // solved, won or drawn: show the win screen
    virtual bool failed() const { return false; } // over, but as a DNF: a blindfold solve ended unsolved
    virtual std::string outcome() const = 0;     // "Solved in 31 moves (MTM 28) in 42.1 s"
    virtual bool in_progress() const = 0;        // moves made, undoable or redoable (a board seen and
                                                 // played back to its start is not fresh), not over: quitting asks
    virtual bool paused() const = 0;             // the player's pause
    virtual bool awaiting_computer() const = 0;  // the next move is the computer's
    virtual bool solving() const = 0;            // a solve is under way: send solve_step
    virtual int step_delay_ms() const { return 100; } // while solving(): the wait before the next solve_step
    virtual std::string solving_note() const { return "Solving, any key stops"; } // said while solving()
    // Work goes on in the background that will change what is drawn (hint tables being prepared, a
    // search for the distance, a hint waiting for it): send tick often (about every 50 ms).
    virtual bool waiting() const { return false; }
    // A command waits for that work (a hint for its search): how it goes ("Searching 1.2 s: at least
    // 66 moves, 12.3M nodes"), for a front end with nothing else to show meanwhile; else "".
    virtual std::string progress() const { return {}; }
    virtual bool assisted() const = 0;           // a hint or the solver played this game (undo keeps it)
    virtual fairness record_status() const = 0;  // whether this game, once won, may set a record
    virtual std::uint64_t elapsed_ms() const = 0;
    virtual std::uint64_t moves() const = 0;     // STM for the puzzle, plies for m,n,k
    virtual std::uint64_t multi_moves() const = 0; // MTM for the puzzle, == moves() otherwise

    // --- input ----------------------------------------------------------------------------------
    virtual event apply(const command& c) = 0;
    // The clock stops while anything hides the board (a question, the help, a terminal too small):
    // each reason is held and released on its own; only pause_reason::player refuses moves.
    virtual void hold(pause_reason why, bool on) = 0;
    // A game-specific word of the text protocol ("7" slides tile 7, "b2" places at b2); nullopt if
    // the word means nothing to this game. Common words (undo, redo, ...) are the front end's.
    virtual std::optional<command> parse_word(std::string_view word) const = 0;
    virtual std::string words_help() const = 0;  // one line: the words parse_word understands

    // Start preparing, in the background, what optimal hints need (the sliding puzzle's pattern
    // databases); status() shows it meanwhile. Interactive front ends ask at start; scripts need not.
    virtual void prepare_hints() {}

    // --- saving ---------------------------------------------------------------------------------
    // The game as a saved-game line (npuzzle/core/save_line.hpp and each game's record): its start, moves, undo
    // position, clock and flags; games.hpp's resume_game() plays it back.
    virtual std::string save() const = 0;

    // --- the solve history ----------------------------------------------------------------------
    // This game as a row of the solve history, as it stands (result dnf; the keeper sets solved and
    // the time it ended); nothing for a game the history does not keep (m,n,k).
    virtual std::optional<game_record> history_record() const { return std::nullopt; }
    // The fewest moves that solve this game's start, when known (a search may find it in the
    // background: the win screen compares a solve with it).
    virtual std::optional<std::uint64_t> optimal_moves() const { return std::nullopt; }
    // The way of playing, as the history's mode column keeps it: "standard", "blind", "marathon-5".
    // Each mode has its own statistics; only standard games set the records (records.hpp).
    virtual std::string mode() const { return "standard"; }
    // The game, as the history's variant column names it: "puzzle" (also its modes and replays), "mnk".
    virtual std::string variant() const { return "puzzle"; }
    // Whether quitting unfinished saves the game (save()); a marathon or a blindfold solve is not
    // saved: quitting it is a DNF.
    virtual bool saves() const { return true; }
    // A blindfold solve: the player ends it by saying `done`, and hints and the solver are refused
    // (what the front ends' key legends offer).
    virtual bool blindfolded() const { return false; }
    // A recorded game played back: keys step through it, and nothing is played, hinted or solved
    // (what the front ends' key legends and help offer).
    virtual bool replaying() const { return false; }
};

// "not a record: started from a given position": why a won game set no record, or "" if it may.
std::string not_a_record(fairness f);

// The player's pause (`pause`) or its end (`resume`), the same in every game: the session's clock
// does the work; this says what happened in `message`.
template <class Session>
event set_paused(Session& session, bool pause, std::string& message) {
    if (session.paused() == pause) {
        message = pause ? "already paused" : "not paused";
        return event::no_effect;
    }
    if (pause) {
        session.pause();
        message = "Paused: the clock is stopped until you resume";
    } else {
        session.resume();
        message = "Resumed";
    }
    return event::not_a_move;
}

} // namespace npuzzle::frontend
