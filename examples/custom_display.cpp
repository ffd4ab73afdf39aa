// SPDX-License-Identifier: MIT
// Your own display in a few lines: give it a size and the one required primitive, and the library's
// game loop draws the whole game on it. This made-up display is a grid of characters printed to the
// terminal; on a microcontroller draw_pixel would set a pixel over SPI, I2C or a parallel bus.
#include <npuzzle/core/board.hpp>
#include <npuzzle/core/clock.hpp>
#include <npuzzle/display/display.hpp>
#include <npuzzle/display/game.hpp>

#include <cstdio>

namespace nd = npuzzle::display;

struct text_display {
    static constexpr int width = 128, height = 64;
    char rows[height][width + 1] = {}; // each row ends in '\0'
    void draw_pixel(int x, int y, bool on) { rows[y][x] = on ? '#' : '.'; }
};
static_assert(nd::pixel_display<text_display>);

int main() {
    text_display lcd;
    nd::direct_screen screen(lcd); // no framebuffer: every pixel goes straight to the display
    nd::game<npuzzle::basic_puzzle<4, 4>, decltype(screen), npuzzle::manual_clock> game(screen, {}, 42);
    for (nd::action press : {nd::action::down, nd::action::right, nd::action::down}) {
        game.act(press);
        game.clock().advance(1500); // the time between presses, on a clock that moves when told
    }
    game.draw();
    for (const auto& row : lcd.rows) std::puts(row);
    const auto id = game.game_id();
    std::printf("%.*s: %llu moves in %llu ms\n", static_cast<int>(id.size()), id.data(),
                static_cast<unsigned long long>(game.session().moves()),
                static_cast<unsigned long long>(game.session().elapsed_ms()));
}
