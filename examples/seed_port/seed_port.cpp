// SPDX-License-Identifier: MIT
// The 15-puzzle on the seed's hardware: a 128x64 SSD1306 OLED on I2C, an analog joystick on two ADC
// channels, two buttons (new game, quit; to ground, with pull-ups) and a buzzer on a PWM pin, through
// the made-up HAL of hal.hpp. This file is the whole port; README "Port it to your board" walks
// through it. Built in CI for Cortex-M0+ and Cortex-M4 and played in QEMU (frontends/baremetal).
#include "hal.hpp"

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/clock.hpp>
#include <npuzzle/core/random.hpp>
#include <npuzzle/display/game.hpp>
#include <npuzzle/display/ssd1306.hpp>

#include <algorithm>
#include <cstdint>
#include <span>

namespace nd = npuzzle::display;

namespace {

// Your wiring.
constexpr int joystick_x = 0, joystick_y = 1; // ADC channels
constexpr int new_game_pin = 2, quit_pin = 3; // pressed: low
constexpr int buzzer_pin = 4;
constexpr std::uint8_t oled_address = 0x3c; // 0x3d if the module's address jumper is moved
constexpr std::size_t i2c_buffer = 32;      // your I2C driver's transaction limit (Arduino's Wire: 32)

// The SSD1306 driver hands over a control byte and the bytes after it, never more than i2c_buffer
// in all: one HAL transaction each.
struct oled_bus {
    void write(std::uint8_t address, std::uint8_t control, std::span<const std::uint8_t> rest) {
        std::uint8_t transaction[i2c_buffer];
        transaction[0] = control;
        std::copy(rest.begin(), rest.end(), transaction + 1);
        hal::i2c_write(address, transaction, rest.size() + 1);
    }
};

struct piezo {
    void tone(std::uint16_t hz) { hal::pwm_tone(buzzer_pin, hz); }
};

// The buttons down now: the stick as four directions (what it said last time too, for the hysteresis
// that keeps a stick held at the threshold one push), the two buttons.
nd::button_set buttons() {
    static nd::button_set stick = 0;
    stick = nd::joystick_buttons(hal::adc_read(joystick_x), hal::adc_read(joystick_y), {}, stick);
    nd::button_set down = stick;
    if (!hal::gpio_read(new_game_pin)) down |= nd::bit(nd::button::new_game);
    if (!hal::gpio_read(quit_pin)) down |= nd::bit(nd::button::quit);
    return down;
}

// Where the first game comes from: without this every power-up deals the same game. (No noisy input?
// Add .seed_from_tick = true to the game's options (its sixth argument): the first new game is then
// dealt from the tick of the player's press.) The lowest bit of
// an ADC reading is noise (a stick at rest never reads exactly the same), mixed by the library's PRNG.
// 36 bits: 68 billion games, and at most 11 digits, so "4x4#68719476735" fits one line of the footer.
std::uint64_t power_up_seed() {
    npuzzle::pcg32 mix(hal::millis());
    std::uint64_t seed = 0;
    for (int i = 0; i < 64; ++i)
        seed = (seed << 1) ^ ((hal::adc_read(joystick_x) ^ hal::adc_read(joystick_y)) & 1u) ^ mix.next();
    return seed & 0xf'ffff'ffffu; // never the one seed a game ID cannot name, either
}

// The whole screen buffered: 1 KB of .bss, the fastest redraws. 1: a page at a time, 128 B, each
// repaint drawn once per page (CI builds both: -DSEED_PORT_BUFFER_PAGES=1).
#ifndef SEED_PORT_BUFFER_PAGES
#define SEED_PORT_BUFFER_PAGES 8
#endif

using oled_type = nd::ssd1306<nd::ssd1306_i2c<oled_bus, i2c_buffer>>;
using screen_type = nd::buffered_screen<oled_type, SEED_PORT_BUFFER_PAGES>;
using game_type = nd::game<npuzzle::basic_puzzle<4, 4>, screen_type, npuzzle::tick_clock, piezo>;

oled_bus bus;
oled_type oled{{bus, oled_address}};
screen_type::buffer_type framebuffer;
screen_type screen{oled, framebuffer};
// The seed's screen: the tiles labelled 1..F.
game_type game{screen, npuzzle::tick_clock{hal::millis}, 0, piezo{}, {}, {.tile_labels = nd::labels::hex}};

} // namespace

int main() {
    oled.init();
    game.start(power_up_seed());
    // 100 polls a second while awake (the game needs 10 or more); each redraws only what changed.
    // Quit puts the game to sleep (panel off, buzzer silent): then 10 polls a second, until any
    // button wakes it to a new deal. (On your board, sleep the core until the next tick.)
    for (std::uint32_t next = hal::millis();;) {
        next += game.poll(buttons()) ? 10u : 100u;
        while (static_cast<std::int32_t>(hal::millis() - next) < 0) {
        }
    }
}
