// SPDX-License-Identifier: MIT
// The sliding puzzle as a front-end game: an adapter over the library's session on a runtime-sized
// board (sizes come from the command line). Rules, counters, undo and win detection are the
// session's; this only deals boards, answers hints and words the state for a front end.
#pragma once

#include "game.hpp"
#include "game_clock.hpp"
#include "game_host.hpp"
#include "hint_service.hpp"
#include "time_text.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/save_record.hpp>
#include <npuzzle/core/session.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace npuzzle::frontend {

// Deals the boards of a series of games, one shape: uniformly random boards reproducible as the
// game ID "RxC#seed", or `scramble` random moves from solved. Each deal takes the next seed.
class dealer {
public:
    dealer(npuzzle::shape size, std::uint64_t seed, std::optional<std::size_t> scramble = {});

    npuzzle::puzzle deal();
    // How the last deal can be repeated: "4x4#12" or "4x4 scrambled 40 moves with seed 12".
    const std::string& last_deal() const noexcept { return last_; }
    // Dealt uniformly at random (the last deal is then a game ID), not scrambled.
    bool random() const noexcept { return !scramble_; }

private:
    npuzzle::shape size_;
    std::uint64_t next_seed_;
    std::optional<std::size_t> scramble_;
    std::string last_;
};

class puzzle_game final : public game {
public:
    using session_type = npuzzle::basic_session<npuzzle::puzzle, 4096, game_clock>;

    // Plays `start` first (solvable; the caller checks), then boards from `next`. `keys` is how the
    // player's arrows and letters name moves (--keys): messages name moves the same way. `start_id`
    // names `start` as the player gave it ("3x3#42"); empty: its explicit ID.
    puzzle_game(npuzzle::puzzle start, dealer next, game_clock clock = {},
                npuzzle::arrow_sense keys = npuzzle::arrow_sense::tile, std::string start_id = {});
    // Plays boards from `next`, the first one at once.
    explicit puzzle_game(dealer next, game_clock clock = {}, npuzzle::arrow_sense keys = npuzzle::arrow_sense::tile);

    std::string title() const override;
    std::size_t rows() const override { return session_.board().rows(); }
    std::size_t cols() const override { return session_.board().cols(); }
    std::string label(cell c) const override;
    cell_role role(cell c) const override;
    std::size_t label_width() const override;
    std::optional<cell> marked() const override { return hinted_; }
    std::string status() const override;
    std::string message() const override { return message_; }
    std::string id() const override;
    std::string start_id() const override { return start_id_; }
    input_style style() const override { return input_style::slide; }
    capabilities abilities() const override { return {.keeps_history = true, .flashes = true}; }

    bool over() const override { return session_.finished() && session_.solved(); }
    std::string outcome() const override;
    // Moves made, or a restart that can be undone: quitting asks, and saves.
    bool in_progress() const override { return (session_.moves() > 0 || session_.can_undo() || session_.can_redo()) && !over(); }
    bool paused() const override { return session_.paused(); }
    bool awaiting_computer() const override { return false; }
    bool solving() const override { return solving_; }
    bool waiting() const override;
    std::string progress() const override;
    bool assisted() const override { return assisted_; }
    fairness record_status() const override;
    std::uint64_t elapsed_ms() const override { return session_.elapsed_ms(); }
    std::uint64_t moves() const override { return session_.moves(); }
    std::uint64_t multi_moves() const override { return session_.multi_moves(); }

    event apply(const command& c) override;
    void hold(pause_reason why, bool on) override;
    std::optional<command> parse_word(std::string_view word) const override;
    std::string words_help() const override;

    // From now on the optimal hints and the distance come from a background search (once the tables
    // are ready): the input loop never waits on a search. Without this (scripts), a hint searches at
    // once within a budget.
    void prepare_hints() override;
    std::string save() const override;
    // Start, counters, time and the moves on the board since the last restart, with their times. If
    // the session's history (4096 entries) dropped old moves, only the kept ones are listed.
    std::optional<game_record> history_record() const override;
    std::optional<std::uint64_t> optimal_moves() const override;
    // Plays saved game `g` on this game, just made from its start (`base`: where its history starts,
    // if not there, format 1): "" or why it cannot be played. A format-2 save's log says how the game
    // was played (assisted, restarted, undone); a format-1 save cannot, and its game does not count.
    std::string restore(const npuzzle::saved_game& g, const npuzzle::puzzle* base);
    // What status() says after the counters: "  Distance 18  preparing hints…  Paused" (without the
    // distance when not `distance_shown`), for a mode that words the counters itself.
    std::string status_notes(bool distance_shown) const;
    // How long a hint waits for the optimal search before it plays the constructive move (2 s).
    void set_hint_budget(std::chrono::milliseconds budget) { hint_search_.set_budget(budget); }

    const session_type& session() const noexcept { return session_; }

private:
    event dispatch(const command& c);
    event move(direction d);
    event select(cell target);
    event replay(event e, const char* nothing);
    event hint(bool from_solve, std::chrono::milliseconds wait);
    event play_hint(direction d, bool preparing);
    event tick();
    bool background_hints() const;
    bool solve_waits_for_tables() const;
    void follow_board();
    const npuzzle::puzzle& board_to_follow() const;
    std::optional<std::vector<direction>> known_solution() const;
    event finish_solve();
    event solve_step();
    void started(fairness kind);
    event fail(event e, std::string why);
    event logged(event e, npuzzle::save_action::kind what);
    std::string restore_log(const npuzzle::saved_game& g);
    std::string save_start() const;

    session_type session_;
    dealer dealer_;
    npuzzle::arrow_sense keys_;
    std::string message_;
    std::string start_id_;                 // the game ID this game started from
    fairness start_ = fairness::counts;    // how this game's board came: dealt, given or scrambled
    bool assisted_ = false;                // a hint or the solver played: no record (undo keeps it)
    bool restarted_ = false;               // restarted at least once: no record (undo keeps it)
    std::uint64_t undone_ = 0;             // undos that took a move back this session: the outcome says so
    bool took_back_ = false;               // a move was undone (this session or before a save): no record
    bool solving_ = false;                 // solve_step plays the next hinted move
    std::uint64_t solve_steps_ = 0;        // moves the current solve has played: a safety net
    std::uint64_t hints_ = 0;              // hinted moves this game: the outcome owns up to them
    std::uint64_t solver_moves_ = 0;       // moves a solve (S, `solve`) played: owned up to as well
    std::optional<unsigned> distance_;     // the board's optimal distance, when a hint found it
    std::optional<cell> hinted_;           // where the tile a hint just moved went, until the next command
    std::unique_ptr<hint_tables> tables_ = new_tables(); // the optimal hints' databases, prepared in the background
    bool optimal_gave_up_ = false;         // this solve's hints are constructive from now on
    bool interactive_ = false;             // prepare_hints() was called: hints search in the background
    bool hint_pending_ = false;            // the player asked for a hint the search has not answered yet
    hint_service hint_search_{new_search()}; // optimal solutions searched off the input loop, within a budget
    // Every action since the deal with its time (a save replays it: puzzle_save.cpp); not whole for a
    // game resumed from a format-1 save, which kept only the undo ring.
    std::vector<npuzzle::save_action> log_;
    bool log_whole_ = true;
};

// "Moves 12 (MTM 9)  Time 0:42": the counters every sliding game's status starts with.
std::string counters_text(std::uint64_t stm, std::uint64_t mtm, std::uint64_t ms);

// How long a hint waits for the background search before it lets the input loop go on (and plays
// when the answer comes): the player never waits on a key for longer than 50 ms.
inline constexpr std::chrono::milliseconds hint_wait{40};

// A solve stops after this many moves: the hints always end sooner.
inline constexpr std::uint64_t max_solve_moves = 1'000'000;

} // namespace npuzzle::frontend
