// SPDX-License-Identifier: MIT
// The 15-puzzle on the Stellaris LM3S6965 evaluation board (or QEMU's lm3s6965evb): the library's
// game loop with the board's OLED, gamepad and millisecond tick. Everything board-specific is in
// lm3s6965.hpp; the display adapter is the library's SSD0323 driver over the board's SSI bus.
#include "lm3s6965.hpp"

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/clock.hpp>
#include <npuzzle/display/display.hpp>
#include <npuzzle/display/game.hpp>
#include <npuzzle/display/ssd0323.hpp>

#ifndef NPUZZLE_ROWS
#define NPUZZLE_ROWS 4
#endif
#ifndef NPUZZLE_COLS
#define NPUZZLE_COLS 4
#endif
#ifndef NPUZZLE_SEED
#define NPUZZLE_SEED 1
#endif
#ifndef NPUZZLE_BUFFER_PAGES // 8: the whole screen in RAM (1 KB); 1: one page at a time (128 bytes)
#define NPUZZLE_BUFFER_PAGES 8
#endif

namespace nd = npuzzle::display;

extern "C" void systick_handler() { lm3s6965::milliseconds = lm3s6965::milliseconds + 1; }

namespace {

using oled_type = nd::ssd0323<nd::spi_with_dc<lm3s6965::oled_bus>>;
using screen_type = nd::buffered_screen<oled_type, NPUZZLE_BUFFER_PAGES>;
using game_type = nd::game<npuzzle::basic_puzzle<NPUZZLE_ROWS, NPUZZLE_COLS>, screen_type, npuzzle::tick_clock>;

lm3s6965::oled_bus bus;
oled_type oled{nd::spi_with_dc<lm3s6965::oled_bus>{bus}};
screen_type screen{oled};
game_type game{screen, npuzzle::tick_clock{lm3s6965::ticks}, NPUZZLE_SEED};

} // namespace

extern "C" [[noreturn]] void firmware_main() {
    lm3s6965::clock_init();
    lm3s6965::peripherals_init();
    lm3s6965::systick_init();
    oled.init();
    while (game.poll(lm3s6965::gamepad())) asm volatile("wfi"); // wake on the next millisecond tick
    lm3s6965::exit(true);
}
