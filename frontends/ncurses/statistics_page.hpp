// SPDX-License-Identifier: MIT
// The `t` page: this size's solve history, read from the history file when the page is asked for.
#pragma once

#include "common/history.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace npuzzle::curses {

// The statistics over `scope`'s games that count (its variant and size; its mode in full, the other modes a line each), then the
// last games, the newest kept, as many as fit in `rows` lines; the last line says how to go back.
std::vector<std::string> statistics_page(const std::optional<std::filesystem::path>& history,
                                         const frontend::history_scope& scope, int rows);

} // namespace npuzzle::curses
