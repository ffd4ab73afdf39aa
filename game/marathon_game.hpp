// SPDX-License-Identifier: MIT
// A marathon (--marathon N): N boards in a row against one clock. Each solved board is followed at
// once by the next deal (the next seed), the clock running on between them, and only the last one
// ends the game: one time, one history row (mode "marathon-N", its own statistics), the boards' IDs
// and every move with its time since the marathon's first move. A new game starts the marathon again.
#pragma once

#include "wrapped_game.hpp"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace npuzzle::frontend {

class marathon_game final : public wrapped_game {
public:
    // `boards`: 2 or more; the first is `inner`'s board, the rest its dealer's next deals.
    marathon_game(std::unique_ptr<puzzle_game> inner, std::size_t boards, game_clock clock);

    std::string title() const override;
    std::string status() const override;
    std::string message() const override { return message_; }
    std::string start_id() const override { return first_id_; }

    bool over() const override { return inner_->over() && board_number() == boards_; }
    std::string outcome() const override;
    bool in_progress() const override { return (moves() > 0 || inner_->in_progress()) && !over(); }
    bool assisted() const override { return earlier_.assisted || inner_->assisted(); }
    fairness record_status() const override;
    std::uint64_t moves() const override { return earlier_.stm + inner_->moves(); }
    std::uint64_t multi_moves() const override { return earlier_.mtm + inner_->multi_moves(); }

    event apply(const command& c) override;
    std::optional<game_record> history_record() const override;
    std::optional<std::uint64_t> optimal_moves() const override { return std::nullopt; } // of N boards: not searched
    std::string mode() const override { return "marathon-" + std::to_string(boards_); }

    // 1..boards: the board on screen.
    std::size_t board_number() const noexcept { return earlier_.boards + 1; }

private:
    void next_board();
    std::vector<timed_move> current_moves() const;

    // The boards already solved, banked when each was.
    struct solved_boards {
        std::size_t boards = 0;
        std::uint64_t stm = 0, mtm = 0;
        std::vector<std::string> starts;   // their explicit game IDs
        std::vector<timed_move> moves;     // at marathon time
        fairness worst = fairness::counts; // the first that spoilt the record
        bool assisted = false;
    };

    std::size_t boards_;
    std::string first_id_;
    std::uint64_t dealt_at_ms_ = 0; // the marathon's clock when the board on screen was dealt
    solved_boards earlier_;
    std::string message_;
};

} // namespace npuzzle::frontend
