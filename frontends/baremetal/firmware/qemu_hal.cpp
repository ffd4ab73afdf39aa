// SPDX-License-Identifier: MIT
// examples/seed_port's made-up HAL on QEMU's Cortex-M0 (microbit) and Cortex-M4 (mps2-an386)
// machines, which have none of the seed's hardware: a player script instead, and a watch on the I2C
// bus. The script pushes the stick 300 times in pseudo-random directions (100 ms pushes, 100 ms
// rests), asks for a new game mid-game, presses quit, waits, and pushes the stick to wake the game.
// The watch follows the SSD1306's command stream and checks what the panel shows: "YOU LOST" in the
// heading for 1.5 s after the new-game press (to the poll), then "NEW GAME"; after quit the display
// off, nothing drawn and the polls slowed to 10 a second; after the push the display on and "NEW
// GAME" again. Every I2C transaction is checked against the example's 32-byte limit. Time is
// simulated: each millis() call is a millisecond. The script's state is in section .script, which the
// footprint does not count: a real port has none of it.
#include "../../../examples/seed_port/hal.hpp"
#include "semihosting.hpp"

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/random.hpp>
#include <npuzzle/display/font.hpp>
#include <npuzzle/display/renderer.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

// qemu_startup.c: the stack's high-water mark; the report, which ends QEMU.
extern "C" std::uint32_t stack_high_water();
extern "C" [[noreturn]] void seed_port_finish(int status, std::uint32_t high_water);

namespace {
namespace nd = npuzzle::display;

constexpr std::uint32_t pushes = 300, push_ms = 200, start_ms = 500;
constexpr std::uint32_t new_game_at = start_ms + pushes * push_ms, quit_at = new_game_at + 3000;
constexpr std::uint32_t wake_at = quit_at + 3000, end_at = wake_at + 1000;

struct script_state {
    std::uint32_t now;
    std::uint32_t transactions;
    // The SSD1306's write position (horizontal addressing) and window.
    std::uint8_t column, first_column, last_column, page, last_page;
    bool display_on;
    // The heading as written since the last window command: columns that match each text so far.
    std::uint8_t matching[2];
    std::uint32_t you_lost_at, new_game_at[2]; // when the heading last came to read each (0: never)
    std::uint32_t off_at, on_at;               // when the display was last turned off, and on
    std::uint32_t data_asleep;                 // data bytes written while the display was off
    std::uint32_t polls_asleep, polls_awake;   // quit-button reads in the second after quit, and before
    std::uint32_t high_water;                  // the port's stack, measured before the checks run
};
[[gnu::section(".script")]] script_state s;

// The heading's page-0 byte at `column` for `text` as the renderer writes it (scale 2 if it fits).
using layout_of = nd::renderer<npuzzle::basic_puzzle<4, 4>, 128, 64>;
constexpr nd::rect heading = layout_of::layout.heading();
std::uint8_t heading_byte(std::string_view text, int column) {
    const int scale = nd::font::text_width(text, 2) <= heading.w ? 2 : 1;
    const int x = column - heading.x, glyph = x / (nd::font::advance * scale);
    const int col = x % (nd::font::advance * scale) / scale;
    if (x < 0 || static_cast<std::size_t>(glyph) >= text.size() || col >= nd::font::glyph_width) return 0;
    std::uint8_t byte = 0;
    for (int row = 0; row < 8; ++row)
        if (row / scale < nd::font::glyph_height && nd::font::pixel(nd::font::glyph(text[static_cast<std::size_t>(glyph)]), col, row / scale))
            byte = static_cast<std::uint8_t>(byte | (1u << row));
    return byte;
}

void data_byte(std::uint8_t b) {
    if (!s.display_on) ++s.data_asleep;
    if (s.page == 0 && s.column >= heading.x) {
        constexpr std::string_view texts[2] = {"YOU LOST", "NEW GAME"};
        for (int i = 0; i < 2; ++i) {
            if (heading_byte(texts[i], s.column) == b) ++s.matching[i];
            if (s.matching[i] == 128 - heading.x) { // the whole heading reads texts[i]
                if (i == 0) s.you_lost_at = s.now;
                else s.new_game_at[s.now > quit_at] = s.now;
            }
        }
    }
    if (s.column < s.last_column) {
        ++s.column;
    } else {
        s.column = s.first_column;
        s.page = s.page < s.last_page ? static_cast<std::uint8_t>(s.page + 1) : s.page;
    }
}

// The command bytes of one transaction; those with arguments take them from the same transaction.
void commands(const std::uint8_t* b, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) {
        switch (b[i]) {
        case 0x21:
            s.column = s.first_column = b[i + 1];
            s.last_column = b[i + 2];
            s.matching[0] = s.matching[1] = 0;
            i += 2;
            break;
        case 0x22:
            s.page = b[i + 1];
            s.last_page = b[i + 2];
            i += 2;
            break;
        case 0xae:
            s.display_on = false;
            s.off_at = s.now;
            break;
        case 0xaf:
            s.display_on = true;
            s.on_at = s.now;
            break;
        case 0x20: case 0x81: case 0x8d: case 0xa8: case 0xd3: case 0xd5: case 0xd9: case 0xda: case 0xdb: ++i; break;
        default: break;
        }
    }
}

[[noreturn]] void fail(const char* why) {
    semihosting::write(why);
    seed_port_finish(1, s.high_water);
}

// The end of the script: what the panel showed, in order and on time.
void judge() {
    if (s.you_lost_at < new_game_at || s.you_lost_at > new_game_at + 100) fail("FAIL: no YOU LOST after the new-game press\n");
    const std::uint32_t lost_ms = s.new_game_at[0] - s.you_lost_at;
    if (s.new_game_at[0] < s.you_lost_at || lost_ms < 1500 || lost_ms > 1520)
        fail("FAIL: YOU LOST did not show for 1.5 s before the next deal\n");
    if (s.off_at < quit_at || s.off_at > quit_at + 100 || s.data_asleep != 0)
        fail("FAIL: quit did not turn the panel off, or it was drawn on asleep\n");
    if (s.polls_asleep > 11 || s.polls_awake < 90) fail("FAIL: asleep, the polls did not slow to 10 a second\n");
    if (s.on_at < wake_at || s.on_at > wake_at + 200 || s.new_game_at[1] < s.on_at)
        fail("FAIL: the push did not wake the game to a new deal\n");
    npuzzle::static_string<96> line;
    line.append("YOU LOST for ");
    line.append_number(lost_ms);
    line.append(" ms; asleep: panel off, ");
    line.append_number(s.polls_asleep);
    line.append(" polls a second (");
    line.append_number(s.polls_awake);
    line.append(" awake); woken to NEW GAME\n");
    semihosting::write(line.c_str());
    seed_port_finish(0, s.high_water);
}

// The stick's direction during push `n`: 0..3, a fixed pseudo-random sequence.
unsigned direction_of(std::uint32_t n) {
    npuzzle::pcg32 rng(n);
    return rng.next() & 3u;
}
} // namespace

namespace hal {

void i2c_write(std::uint8_t address, const std::uint8_t* bytes, std::size_t size) {
    ++s.transactions;
    if (address != 0x3c || size == 0 || size > 32) fail("FAIL: an I2C transaction over 32 bytes, empty, or to the wrong address\n");
    if (bytes[0] == 0x00) commands(bytes + 1, size - 1);
    else
        for (std::size_t i = 1; i < size; ++i) data_byte(bytes[i]);
}

std::uint16_t adc_read(int channel) {
    const std::uint16_t rest = 2048;
    if (s.now >= wake_at && s.now < wake_at + 200) return channel == 1 ? 100 : rest; // up: wakes the game
    if (s.now < start_ms || s.now >= new_game_at) return rest;
    const std::uint32_t t = s.now - start_ms;
    if (t % push_ms >= push_ms / 2) return rest;
    const unsigned d = direction_of(t / push_ms); // 0 up, 1 down, 2 left, 3 right
    if (channel == 0) return d == 2 ? 100 : d == 3 ? 4000 : rest;
    return d == 0 ? 100 : d == 1 ? 4000 : rest;
}

bool gpio_read(int pin) {
    if (pin == 2) return !(s.now >= new_game_at && s.now < new_game_at + 100); // new game
    if (pin == 3) {                                                              // quit
        if (s.now >= quit_at - 1000 && s.now < quit_at) ++s.polls_awake;
        if (s.now >= quit_at + 1000 && s.now < quit_at + 2000) ++s.polls_asleep;
        return !(s.now >= quit_at && s.now < quit_at + 100);
    }
    return true;
}

void pwm_tone(int, std::uint16_t) {}

std::uint32_t millis() {
    if (s.now == end_at) {
        s.high_water = stack_high_water(); // before judge() and its text go deeper than the port
        judge();
    }
    return s.now++;
}

} // namespace hal

extern "C" std::uint32_t i2c_transactions() { return s.transactions; }
