// SPDX-License-Identifier: MIT
// The LM3S6965 evaluation board as the game needs it (register names from the LM3S6965 data sheet):
// a 1 ms SysTick, the OLED's SSD0323 on SSI0 with D/C on PC7 and its chip select on PD0, and the
// five-button gamepad on PE0-PE3 (up, down, left, right) and PF1 (select), pressed = low.
#pragma once

#include <npuzzle/display/input.hpp>

#include <cstdint>
#include <span>

namespace lm3s6965 {

inline volatile std::uint32_t& reg(std::uint32_t address) {
    return *reinterpret_cast<volatile std::uint32_t*>(address);
}

// --- system control ------------------------------------------------------------------------------
constexpr std::uint32_t sysctl = 0x400fe000;
constexpr std::uint32_t ris = sysctl + 0x050, rcc = sysctl + 0x060;
constexpr std::uint32_t rcgc1 = sysctl + 0x104, rcgc2 = sysctl + 0x108;
constexpr std::uint32_t system_hz = 50'000'000;

// 50 MHz from the PLL (400 MHz / 2 / SYSDIV 4) on the board's 8 MHz crystal.
inline void clock_init() {
    constexpr std::uint32_t bypass = 1u << 11, usesysdiv = 1u << 22, pwrdn = 1u << 13, oscsrc_main = 0u << 4,
                            xtal_8mhz = 0xeu << 6, sysdiv_4 = 3u << 23, pll_locked = 1u << 6;
    std::uint32_t v = reg(rcc);
    v = (v | bypass) & ~usesysdiv; // run from the crystal while the PLL starts
    reg(rcc) = v;
    v = (v & ~(0x1fu << 6 | 3u << 4 | pwrdn)) | xtal_8mhz | oscsrc_main;
    reg(rcc) = v;
    v = (v & ~(0xfu << 23)) | sysdiv_4 | usesysdiv;
    reg(rcc) = v;
    for (int i = 0; i < 100'000 && !(reg(ris) & pll_locked); ++i) {
    }
    reg(rcc) = v & ~bypass;
}

// --- SysTick: the game's millisecond clock ------------------------------------------------------------
inline volatile std::uint32_t milliseconds = 0;
inline std::uint32_t ticks() { return milliseconds; }

inline void systick_init() {
    reg(0xe000e014) = system_hz / 1000 - 1; // reload
    reg(0xe000e018) = 0;                    // current
    reg(0xe000e010) = 0b111;                // processor clock, interrupt, enable
}

// --- GPIO ------------------------------------------------------------------------------------------
constexpr std::uint32_t gpio_a = 0x40004000, gpio_c = 0x40006000, gpio_d = 0x40007000, gpio_e = 0x40024000,
                        gpio_f = 0x40025000;
constexpr std::uint32_t gpio_dir = 0x400, gpio_afsel = 0x420, gpio_pur = 0x510, gpio_den = 0x51c;
// The data register at base + (mask << 2) reads and writes only the pins in `mask`.
inline void discard(std::uint32_t) {}
inline volatile std::uint32_t& pins(std::uint32_t port, std::uint32_t mask) { return reg(port + (mask << 2)); }

// --- SSI0 (a PL022) to the OLED ---------------------------------------------------------------------
constexpr std::uint32_t ssi0 = 0x40008000;
constexpr std::uint32_t ssi_cr0 = ssi0 + 0x00, ssi_cr1 = ssi0 + 0x04, ssi_dr = ssi0 + 0x08, ssi_sr = ssi0 + 0x0c,
                        ssi_cpsr = ssi0 + 0x10;
constexpr std::uint32_t ssi_tnf = 1u << 1, ssi_rne = 1u << 2, ssi_bsy = 1u << 4;

inline void peripherals_init() {
    reg(rcgc1) |= 1u << 4;                                // SSI0
    reg(rcgc2) |= 0b111101;                               // GPIO A, C, D, E, F
    discard(reg(rcgc2));                                  // a few cycles for the clocks to start
    reg(gpio_a + gpio_afsel) |= 0b101100;                 // PA2 clock, PA3 frame, PA5 transmit: SSI0
    reg(gpio_a + gpio_den) |= 0b101100;
    reg(gpio_c + gpio_dir) |= 1u << 7;                    // PC7: the OLED's D/C
    reg(gpio_c + gpio_den) |= 1u << 7;
    reg(gpio_d + gpio_dir) |= 1u << 0;                    // PD0: chip select, high selects the OLED
    reg(gpio_d + gpio_den) |= 1u << 0;
    pins(gpio_d, 1u << 0) = 1u << 0;
    reg(gpio_e + gpio_pur) |= 0xf;                        // the buttons pull up; pressed reads low
    reg(gpio_e + gpio_den) |= 0xf;
    reg(gpio_f + gpio_pur) |= 1u << 1;
    reg(gpio_f + gpio_den) |= 1u << 1;
    reg(ssi_cr1) = 0;                                     // off while configured: master
    reg(ssi_cpsr) = 2;                                    // 50 MHz / 2 / (1 + SCR) = 3.125 MHz
    reg(ssi_cr0) = (7u << 8) | (1u << 6) | 7;            // SCR 7, SPI mode 2 (clock idle high), 8-bit frames
    reg(ssi_cr1) = 1u << 1;                               // enable
}

// The OLED's bus for npuzzle::display::spi_with_dc: D/C on PC7, bytes through SSI0.
struct oled_bus {
    void data_mode(bool data) {
        while (reg(ssi_sr) & ssi_bsy) {
        }
        pins(gpio_c, 1u << 7) = data ? 1u << 7 : 0;
    }
    void write(std::span<const std::uint8_t> bytes) {
        for (std::uint8_t b : bytes) {
            while (!(reg(ssi_sr) & ssi_tnf)) {
            }
            reg(ssi_dr) = b;
            while (reg(ssi_sr) & ssi_rne) discard(reg(ssi_dr)); // the receive FIFO must not fill up
        }
    }
};

// The gamepad as the game's buttons. Select starts a new game; select with down quits.
// QEMU drives a gamepad line only on key events, so every line reads low (pressed) until its key is
// first used: a button counts once its line has been seen high (on the board, at once: pull-ups).
inline std::uint32_t lines_seen_high = 0;

inline npuzzle::display::button_set gamepad() {
    using npuzzle::display::bit;
    using npuzzle::display::button;
    const std::uint32_t high = pins(gpio_e, 0xf) | (pins(gpio_f, 1u << 1) << 3); // select as bit 4
    lines_seen_high |= high;
    const std::uint32_t pressed = ~high & lines_seen_high;
    npuzzle::display::button_set down = 0;
    if (pressed & 1) down |= bit(button::up);
    if (pressed & 2) down |= bit(button::down);
    if (pressed & 4) down |= bit(button::left);
    if (pressed & 8) down |= bit(button::right);
    if (pressed & 16) down = (down & bit(button::down)) ? bit(button::quit) : (down | bit(button::new_game));
    return down;
}

} // namespace lm3s6965
