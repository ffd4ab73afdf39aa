// SPDX-License-Identifier: MIT
// `npuzzle-text --replay ID`: a game of the solve history printed move by move, each position with
// the time the move was played at.
#pragma once

#include <common/options.hpp>

#include <ostream>

namespace npuzzle::text {

// Prints the replay `opts.replay` names. The exit status: 0, or 2 when there is no such game or the
// history cannot be read (the reason on `err`).
int print_replay(const frontend::options& opts, std::ostream& out, std::ostream& err);

} // namespace npuzzle::text
