// SPDX-License-Identifier: MIT
#include "terminal_host.hpp"

#include "background_solver.hpp"
#include "charset.hpp"
#include "forked_tables.hpp"

#include <memory>

namespace npuzzle::frontend {

game_host terminal_host() {
    return {.search = [] { return std::make_unique<background_solver>(); },
            .tables = [] { return std::make_unique<forked_tables>(); },
            .utf8 = utf8_locale()};
}

} // namespace npuzzle::frontend
