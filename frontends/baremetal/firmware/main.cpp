// SPDX-License-Identifier: MIT
// The 15-puzzle on the Stellaris LM3S6965 evaluation board (or QEMU's lm3s6965evb): the library's
// game loop with the board's OLED, gamepad and millisecond tick. Everything board-specific is in
// lm3s6965.hpp; the display adapter is the library's SSD0323 driver over the board's SSI bus.
// Built with NPUZZLE_SELF_PLAY, it plays its own game and reports its stack's high-water mark.
#include "lm3s6965.hpp"
#include "semihosting.hpp"
#include "stack.hpp"

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/clock.hpp>
#include <npuzzle/core/error.hpp>
#include <npuzzle/display/display.hpp>
#include <npuzzle/display/game.hpp>
#include <npuzzle/display/ssd0323.hpp>

#ifdef NPUZZLE_SELF_PLAY
#include "self_play.hpp"
#endif

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

using board_type = npuzzle::basic_puzzle<NPUZZLE_ROWS, NPUZZLE_COLS>;
using oled_type = nd::ssd0323<nd::spi_with_dc<lm3s6965::oled_bus>>;
using screen_type = nd::buffered_screen<oled_type, NPUZZLE_BUFFER_PAGES>;
using game_type = nd::game<board_type, screen_type, npuzzle::tick_clock>;

#ifdef NPUZZLE_SELF_PLAY
constexpr auto tick = self_play::ticks;
#else
constexpr auto tick = lm3s6965::ticks;
#endif

lm3s6965::oled_bus bus;
oled_type oled{nd::spi_with_dc<lm3s6965::oled_bus>{bus}};
screen_type::buffer_type framebuffer; // all zeros: .bss
screen_type screen{oled, framebuffer};
game_type game{screen, npuzzle::tick_clock{tick}, NPUZZLE_SEED};

} // namespace

extern "C" void firmware_start() { stack::paint_free_ram(); }

#ifdef NPUZZLE_SELF_PLAY
// Apart from the game loop, so its text is not on the stack the loop measures.
[[gnu::noinline, noreturn]] static void report() {
    npuzzle::static_string<48> text;
    const bool won = game.asleep() && game.session().solved(); // played to the win, then quit: asleep
    text.append(won ? "won; stack high-water " : "NOT WON; stack high-water ");
    text.append_number(stack::high_water());
    text.append(" bytes\n");
    semihosting::write(text.c_str());
    semihosting::exit(won);
}
#endif

extern "C" [[noreturn]] void firmware_main() {
    lm3s6965::clock_init();
    lm3s6965::peripherals_init();
    lm3s6965::systick_init();
    oled.init();
#ifdef NPUZZLE_SELF_PLAY
    for (std::uint32_t poll = 0; game.poll(self_play::buttons<board_type, NPUZZLE_SEED>(poll)); ++poll) {
    }
    report();
#else
    while (game.poll(lm3s6965::gamepad())) asm volatile("wfi"); // wake on the next millisecond tick
    semihosting::exit(true); // quit puts the game to sleep; in QEMU the demo ends there (examples/seed_port wakes)
#endif
}
