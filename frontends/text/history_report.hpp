// SPDX-License-Identifier: MIT
// `npuzzle-text --stats` and `--history`: the solve history (common/history.hpp) for people and
// scripts. Times are seconds with three decimals for people, whole milliseconds in JSON.
#pragma once

#include <common/history.hpp>
#include <common/options.hpp>

#include <ostream>

namespace npuzzle::text {

// Writes the report `opts` asks for (--stats or --history; --json, --size, --format, --history-db)
// to `out`. The exit status: 0, or 1 when the history cannot be read (the reason on `err`).
int history_report(const frontend::options& opts, std::ostream& out, std::ostream& err);

} // namespace npuzzle::text
