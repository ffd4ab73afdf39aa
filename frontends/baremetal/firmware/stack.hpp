// SPDX-License-Identifier: MIT
// The stack's high-water mark: start-up paints the free RAM below the stack with a pattern; the
// deepest word no longer holding it is as far as the stack ever reached. Reported by semihosting
// (QEMU prints it), so the footprint table counts the stack measured after a played game.
#pragma once

#include <cstdint>

extern "C" std::uint32_t stack_top, bss_end;

namespace stack {

inline constexpr std::uint32_t paint = 0x5a5aa5a5u;

// Paints from the end of .bss up to the stack pointer (the frames in use stay untouched). Call
// first thing at reset, from a function that calls nothing else.
[[gnu::always_inline]] inline void paint_free_ram() {
    std::uint32_t* sp = nullptr;
    asm volatile("mov %0, sp" : "=r"(sp));
    for (std::uint32_t* p = &bss_end; p < sp; ++p) *p = paint;
}

// Bytes from the top of RAM down to the deepest word the stack wrote.
inline std::uint32_t high_water() {
    const std::uint32_t* p = &bss_end;
    while (p < &stack_top && *p == paint) ++p;
    return static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(&stack_top) - reinterpret_cast<std::uintptr_t>(p));
}

} // namespace stack
