// SPDX-License-Identifier: MIT
// The slide animation's arithmetic, apart from curses so it is unit-tested: where a sliding tile is
// drawn part of the way.
#pragma once

#include "layout.hpp"
#include "game/midend.hpp"

#include <npuzzle/core/board.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace npuzzle::curses {

// Which tiles moved is the midend's to say (frontend::slid_tiles); this draws them part way.
using sliding_tile = frontend::moved_tile;
using frontend::slid_tiles;

// Where a tile is drawn `progress` (0: at `from`, 1: at `to`) of the way between two cells' boxes.
rect part_way(const rect& from, const rect& to, double progress) noexcept;

} // namespace npuzzle::curses
