// SPDX-License-Identifier: MIT
// A recorded solve played back (npuzzle-curses --replay ID; a marathon board after board): a game whose moves come from the solve
// history, at the pace they were played (or at a fixed number of tiles per second). It plays while
// solving() is true, the front end pacing each step by step_delay_ms(); a stop pauses it, the
// arrows (and undo, redo) step it back and forth a move at a time, S plays on, restart goes back to
// its start and new game plays it again. It keeps no records, no save and no history row.
#pragma once

#include "game.hpp"
#include "history.hpp"
#include "options.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace npuzzle::frontend {

class replay_game;

// The replay --replay asks for, from the history --history-db names (or the default one); or why
// not, with status 2 ("no game #7 in /path/history.sqlite3", "cannot read the history: ...").
frontend_result<std::unique_ptr<replay_game>> load_replay(const options& opts);

class replay_game final : public game {
public:
    // `starts`: the boards of `record`'s start (a marathon's several, played one after the other as
    // each comes right); `tps`: play at this many tiles per second instead of the recorded pace.
    replay_game(game_record record, std::vector<npuzzle::puzzle> starts, std::optional<double> tps);

    std::string title() const override;
    std::size_t rows() const override { return board_.rows(); }
    std::size_t cols() const override { return board_.cols(); }
    std::string label(cell c) const override;
    cell_role role(cell c) const override;
    std::size_t label_width() const override;
    std::optional<cell> marked() const override { return moved_; }
    std::string status() const override;
    std::string message() const override { return message_; }
    std::string id() const override;
    std::string start_id() const override { return record_.start; }
    input_style style() const override { return input_style::slide; }
    // S plays the recorded game on; its size's statistics page is there; it writes no row.
    capabilities abilities() const override { return {.can_hint = false, .keeps_history = true, .timed = false}; }
    bool replaying() const override { return true; }

    bool over() const override { return played_ == record_.moves.size() && board_.is_solved(); }
    std::string outcome() const override;
    bool in_progress() const override { return false; } // nothing to save or ask about
    bool paused() const override { return false; }
    bool awaiting_computer() const override { return false; }
    bool solving() const override { return playing_ && played_ < record_.moves.size(); }
    int step_delay_ms() const override;
    std::string solving_note() const override { return "Replaying, any key stops (then S plays on, arrows step)"; }
    bool assisted() const override { return false; }
    fairness record_status() const override { return fairness::given; }
    std::uint64_t elapsed_ms() const override;
    std::uint64_t moves() const override { return played_; }
    std::uint64_t multi_moves() const override { return played_; }

    event apply(const command& c) override;
    void hold(pause_reason, bool) override {}
    std::optional<command> parse_word(std::string_view) const override { return std::nullopt; }
    std::string words_help() const override { return {}; }
    std::string save() const override { return {}; }

private:
    event step(bool forward);

    game_record record_;
    std::vector<npuzzle::puzzle> starts_;
    npuzzle::puzzle board_;
    std::size_t on_ = 0;                      // the board of starts_ on screen
    std::vector<std::size_t> next_boards_at_; // the moves played when each next board came (found going forward)
    std::optional<double> tps_;
    std::size_t played_ = 0; // moves of the record on the board
    bool playing_ = true;
    std::optional<cell> moved_;
    std::string message_;
};

} // namespace npuzzle::frontend
