// SPDX-License-Identifier: MIT
#include "replay_game.hpp"

#include "history_text.hpp"
#include "played_boards.hpp"
#include "puzzle_cells.hpp"

#include "time_text.hpp"
#include "saves.hpp"       // history_path

#include <counted.hpp>

#include <npuzzle/core/notation.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iterator>
#include <utility>

namespace npuzzle::frontend {

frontend_result<std::unique_ptr<replay_game>> load_replay(const options& opts) {
    const auto file = history_path(opts);
    if (!file) return failed("no solve history: set XDG_STATE_HOME or HOME, or give --history-db");
    std::string id(1, '#'); // appended: g++ 12 -O3 warns falsely (-Wrestrict) on "#" + string
    id += std::to_string(*opts.replay);
    std::error_code ec;
    if (!std::filesystem::exists(*file, ec)) return failed("no game " + id + ": there is no solve history at " + file->string());
    history_store store(*file);
    auto found = store.game(*opts.replay);
    if (!found) return failed(found.error().message()); // a replay not played: status 2
    if (!*found) return failed("no game " + id + " in " + file->string() + " (npuzzle-text --history lists them)");
    game_record& g = **found;
    if (g.variant != "puzzle") return failed("game " + id + " is not a sliding-puzzle game");
    auto starts = start_boards(g); // a marathon's lists its boards
    if (!starts)
        return failed(g.start.empty() ? "game " + id + " has no start"
                                      : "game " + id + " has a start that is not a game ID: " + g.start.substr(0, 60));
    return std::make_unique<replay_game>(std::move(g), std::move(*starts), opts.tps);
}

replay_game::replay_game(game_record record, std::vector<npuzzle::puzzle> starts, std::optional<double> tps)
    : record_(std::move(record)), starts_(std::move(starts)), board_(starts_.front()), tps_(tps) {
    // While it plays, the front end says solving_note(); the messages are for a stopped replay.
}

std::string replay_game::title() const {
    std::string title = puzzle_name(rows(), cols()) + ", replay of #" + std::to_string(record_.id);
    if (record_.mode != "standard") title += " (" + mode_text(record_.mode) + ")";
    return title;
}
std::string replay_game::label(cell c) const { return tile_label(board_, c); }
cell_role replay_game::role(cell c) const { return tile_role(board_, c); }
std::string replay_game::id() const { return position_id(board_); }
std::size_t replay_game::label_width() const { return tile_label_width(board_); }

std::uint64_t replay_game::elapsed_ms() const { return played_ == 0 ? 0 : record_.moves[played_ - 1].at_ms; }

std::string replay_game::status() const {
    // A marathon's boards: as many as its mode says, though one left part-way lists only those dealt.
    const std::size_t boards = std::max(marathon_boards(record_.mode).value_or(0), starts_.size());
    const std::string board =
        boards > 1 ? "Board " + std::to_string(on_ + 1) + "/" + std::to_string(boards) + "  " : std::string();
    return board + "Move " + std::to_string(played_) + " of " + std::to_string(record_.moves.size()) + "  Time " +
           format_clock_tenths(elapsed_ms()) + " of " + format_clock_tenths(record_.ms) +
           (tps_ ? "" : "  (as played)") + (playing_ ? "" : "  Paused");
}

std::string replay_game::outcome() const {
    return "Replayed: solved in " + support::counted(record_.stm, "move") + " (MTM " +
           std::to_string(record_.mtm) + ") in " + format_clock_tenths(record_.ms);
}

// How long the front end waits before the next move: the gap between the recorded moves (a slide of
// several tiles, recorded at one time, plays at once), or one tile's share of a second at --tps.
int replay_game::step_delay_ms() const {
    if (played_ >= record_.moves.size()) return 100;
    if (tps_) return std::max(1, static_cast<int>(std::lround(1000.0 / *tps_)));
    const std::uint64_t previous = played_ == 0 ? 0 : record_.moves[played_ - 1].at_ms;
    const std::uint64_t next = record_.moves[played_].at_ms;
    return static_cast<int>(std::clamp<std::uint64_t>(next > previous ? next - previous : 0, 1, 10'000));
}

event replay_game::step(bool forward) {
    moved_.reset();
    if (forward ? played_ == record_.moves.size() : played_ == 0) {
        message_ = forward ? "the end of the replay: arrows step back" : "the start of the replay";
        return event::no_effect;
    }
    // Back over the start of a marathon's board: the one before, solved, its last move to take back.
    if (!forward && on_ > 0 && played_ == next_boards_at_[on_ - 1]) {
        board_ = *npuzzle::puzzle::solved(rows(), cols());
        --on_;
    }
    const direction d = forward ? npuzzle::from_letter(record_.moves[played_].letter)
                                : npuzzle::opposite(npuzzle::from_letter(record_.moves[played_ - 1].letter));
    const std::size_t blank = board_.blank_index();
    if (board_.move(d) != npuzzle::move_outcome::moved) { // a row that does not play: say so, stop
        playing_ = false;
        message_ = "the recorded move " + std::to_string(played_ + 1) + " cannot be played here";
        return event::no_effect;
    }
    moved_ = board_.to_cell(blank);
    played_ = forward ? played_ + 1 : played_ - 1;
    if (forward && board_.is_solved() && on_ + 1 < starts_.size()) { // a marathon's next board, at once
        if (next_boards_at_.size() == on_) next_boards_at_.push_back(played_);
        board_ = starts_[++on_];
        moved_.reset();
    }
    if (played_ == record_.moves.size() && !board_.is_solved())
        message_ = "the end of the replay: this game was left unsolved (DNF)";
    return over() ? event::solved : event::moved;
}

event replay_game::apply(const command& c) {
    switch (c.what) {
    case command::kind::solve_step: return step(true);
    case command::kind::solve:
        playing_ = played_ < record_.moves.size();
        message_ = playing_ ? "" : "the end of the replay: arrows step back";
        return event::not_a_move;
    case command::kind::stop:
    case command::kind::pause:
        playing_ = false;
        message_ = "Stopped: S plays on; arrows, u and r step; n plays it again";
        return event::not_a_move;
    case command::kind::move:
        playing_ = false;
        message_.clear();
        return step(c.dir == direction::right || c.dir == direction::down);
    case command::kind::undo:
    case command::kind::redo:
        playing_ = false;
        message_.clear();
        return step(c.what == command::kind::redo);
    case command::kind::restart:
    case command::kind::new_game: // the replay again, from its start
        while (played_ > 0) step(false);
        moved_.reset();
        playing_ = c.what == command::kind::new_game;
        message_ = playing_ ? "" : "Back to the start: S plays";
        return event::moved;
    case command::kind::tick:
    case command::kind::resume: return event::not_a_move;
    default:
        message_ = "a replay only plays: S plays on; arrows, u and r step; R goes back to the start; q quits";
        return event::not_a_move;
    }
}

} // namespace npuzzle::frontend
