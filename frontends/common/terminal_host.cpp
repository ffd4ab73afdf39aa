// SPDX-License-Identifier: MIT
#include "terminal_host.hpp"

#include "background_solver.hpp"
#include "forked_tables.hpp"

#include <memory>

namespace npuzzle::frontend {

game_host terminal_host() {
    return {.search = [] { return std::make_unique<background_solver>(); },
            .tables = [] { return std::make_unique<forked_tables>(); }};
}

} // namespace npuzzle::frontend
