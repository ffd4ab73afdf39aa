// SPDX-License-Identifier: MIT
// The computer plays an m,n,k game against itself, from a game ID, within a budget per move.
//   mnk_selfplay                      tic-tac-toe, searched to the end: always a draw
//   mnk_selfplay 15x15k5 20000        gomoku, 20000 search nodes a move
//   mnk_selfplay "3x3k3:X../.O./..."  from a position
#include <npuzzle/mnk/dynamic_mnk.hpp>
#include <npuzzle/mnk/notation.hpp>
#include <npuzzle/mnk/player.hpp>
#include <npuzzle/mnk/session.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <string>

namespace {

void print(const npuzzle::mnk& board) {
    for (std::size_t r = 0; r < board.rows(); ++r) {
        for (std::size_t c = 0; c < board.cols(); ++c) {
            // The winning line in lower case.
            const char ch = npuzzle::to_char(board.at(r, c));
            std::putchar(board.winning_line().contains({r, c}) ? ch - 'A' + 'a' : ch);
        }
        std::putchar('\n');
    }
}

} // namespace

int main(int argc, char** argv) {
    if (argc > 3) {
        std::fprintf(stderr, "usage: %s [game ID, e.g. 3x3k3 or 15x15k5] [search nodes a move]\n", argv[0]);
        return 2;
    }
    const auto start = npuzzle::parse_mnk<npuzzle::mnk>(argc > 1 ? argv[1] : "3x3k3");
    if (!start) {
        std::fprintf(stderr, "%s: %s\n", argc > 1 ? argv[1] : "", start.error().message().c_str());
        return 1;
    }
    npuzzle::think_budget budget;
    if (argc > 2) {
        char* end = nullptr;
        budget.nodes = std::strtoull(argv[2], &end, 10);
        if (end == argv[2] || *end != '\0' || argv[2][0] == '-') {
            std::fprintf(stderr, "%s: the budget is a whole number of search nodes\n", argv[2]);
            return 1;
        }
    }

    npuzzle::mnk_player player;
    npuzzle::mnk_session<npuzzle::mnk> game(*start);
    const char* forecasts[] = {"?", "win", "draw", "loss"};
    while (!game.board().is_over()) {
        const auto t0 = std::chrono::steady_clock::now();
        const auto r = player.think(game.board(), budget);
        const std::chrono::duration<double, std::milli> ms = std::chrono::steady_clock::now() - t0;
        std::printf("%c plays row %zu col %zu  (depth %zu, %llu nodes, %.1f ms, expects %s)\n",
                    npuzzle::to_char(game.board().to_move()), r->move.row + 1, r->move.col + 1, r->depth,
                    static_cast<unsigned long long>(r->nodes), ms.count(),
                    forecasts[static_cast<int>(r->outcome)]);
        game.place(r->move);
    }
    print(game.board());
    std::string id;
    npuzzle::write_mnk_id(game.board(), std::back_inserter(id));
    const auto winner = game.board().winner();
    std::printf("%s\n%s\n", id.c_str(),
                winner == npuzzle::mark::empty ? "draw" : winner == npuzzle::mark::x ? "X wins" : "O wins");
}
