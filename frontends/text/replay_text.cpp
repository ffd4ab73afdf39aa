// SPDX-License-Identifier: MIT
#include "replay_text.hpp"

#include "board_text.hpp"

#include <game/history_text.hpp>
#include <common/replay_game.hpp>

#include <string>

namespace npuzzle::text {

int print_replay(const frontend::options& opts, std::ostream& out, std::ostream& err) {
    auto loaded = frontend::load_replay(opts);
    if (!loaded) {
        err << "npuzzle-text: " << loaded.error().message() << '\n';
        return loaded.error().status;
    }
    frontend::replay_game& replay = **loaded;
    out << replay.title() << ", from " << replay.start_id() << '\n';
    write_board(replay, out);
    frontend::command step;
    step.what = frontend::command::kind::solve_step;
    while (replay.solving()) {
        const auto before = replay.moves();
        const auto e = replay.apply(step);
        if (replay.moves() == before) { // a row that does not play (the message says where)
            err << "npuzzle-text: " << replay.message() << '\n';
            return 2;
        }
        out << "\nmove " << replay.moves() << " at " << frontend::seconds_text(replay.elapsed_ms()) << " s\n";
        write_board(replay, out);
        if (e == event::solved) out << replay.outcome() << '\n';
    }
    if (!replay.over() && !replay.message().empty()) out << replay.message() << '\n'; // "... left unsolved (DNF)"
    return 0;
}

} // namespace npuzzle::text
