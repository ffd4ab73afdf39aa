// SPDX-License-Identifier: MIT
// examples/seed_port's made-up HAL on QEMU's Cortex-M0 (microbit) and Cortex-M4 (mps2-an386)
// machines, which have none of the seed's hardware: a player script instead. It pushes the stick
// 300 times in pseudo-random directions (100 ms pushes, 100 ms rests), asks for a new game mid-game
// (the "YOU LOST" screen, then the next deal), waits, and presses quit. Every I2C transaction is
// checked against the example's 32-byte limit (the run fails at once over it). Time is simulated:
// each millis() call is a millisecond, so the run takes a moment and the polls are as in play.
#include "../../../examples/seed_port/hal.hpp"
#include "semihosting.hpp"

#include <npuzzle/core/random.hpp>

#include <cstddef>
#include <cstdint>

namespace {
std::uint32_t now = 0;
std::uint32_t transactions = 0;
constexpr std::uint32_t pushes = 300, push_ms = 200, start_ms = 500;
constexpr std::uint32_t new_game_at = start_ms + pushes * push_ms, quit_at = new_game_at + 3000;

// The stick's direction during push `n`: 0..3, a fixed pseudo-random sequence.
unsigned direction_of(std::uint32_t n) {
    npuzzle::pcg32 rng(n);
    return rng.next() & 3u;
}
} // namespace

namespace hal {

void i2c_write(std::uint8_t address, const std::uint8_t*, std::size_t size) {
    ++transactions;
    if (address != 0x3c || size == 0 || size > 32) {
        semihosting::write("FAIL: an I2C transaction over 32 bytes, empty, or to the wrong address\n");
        semihosting::exit(false);
    }
}

std::uint16_t adc_read(int channel) {
    const std::uint16_t rest = 2048;
    if (now < start_ms || now >= new_game_at) return rest;
    const std::uint32_t t = now - start_ms;
    if (t % push_ms >= push_ms / 2) return rest;
    const unsigned d = direction_of(t / push_ms); // 0 up, 1 down, 2 left, 3 right
    if (channel == 0) return d == 2 ? 100 : d == 3 ? 4000 : rest;
    return d == 0 ? 100 : d == 1 ? 4000 : rest;
}

bool gpio_read(int pin) {
    if (pin == 2) return !(now >= new_game_at && now < new_game_at + 100); // new game
    if (pin == 3) return now < quit_at;                                     // quit
    return true;
}

void pwm_tone(int, std::uint16_t) {}

std::uint32_t millis() { return now++; }

} // namespace hal

extern "C" std::uint32_t i2c_transactions() { return transactions; }
