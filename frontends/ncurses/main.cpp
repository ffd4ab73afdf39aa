// npuzzle-curses: the sliding puzzle (and every other `game`) in a terminal.
#include "app.hpp"
#include "records.hpp"

#include "common/games.hpp"
#include "common/options.hpp"

#include <exception>
#include <iostream>
#include <variant>

#include <unistd.h>

int main(int argc, char* argv[]) {
    using namespace npuzzle;
    try {
        auto parsed = frontend::parse_options(argc, argv, frontend::program::curses);
        if (const int* status = std::get_if<int>(&parsed)) return *status;
        const auto& opts = std::get<frontend::options>(parsed);

        auto made = frontend::make_game(opts);
        if (const auto* why = std::get_if<std::string>(&made)) {
            std::cerr << "npuzzle-curses: " << *why << '\n';
            return 2;
        }
        if (!::isatty(STDIN_FILENO) || !::isatty(STDOUT_FILENO)) {
            std::cerr << "npuzzle-curses: standard input and output must be a terminal "
                         "(npuzzle-text plays through pipes)\n";
            return 2;
        }
        const curses::settings s{opts.color, opts.keys, curses::records_path()};
        return curses::play(*std::get<std::unique_ptr<frontend::game>>(made), s);
    } catch (const std::exception& e) {
        // play() has already given the terminal back: its guards unwind before this runs.
        std::cerr << "npuzzle-curses: " << e.what() << '\n';
        return 1;
    }
}
