// SPDX-License-Identifier: MIT
// ARM semihosting (any Cortex-M, QEMU or a debugger): write a line to the host, end the program.
#pragma once

#include <cstdint>

namespace semihosting {

inline void write(const char* text) {
    asm volatile("movs r0, #0x04\n" // SYS_WRITE0: a NUL-terminated string
                 "mov r1, %0\n"
                 "bkpt 0xab"
                 :
                 : "r"(text)
                 : "r0", "r1", "memory");
}

[[noreturn]] inline void exit(bool success) {
    const std::uint32_t reason = success ? 0x20026 : 0x20023; // application exit / internal error
    asm volatile("movs r0, #0x18\n" // SYS_EXIT
                 "mov r1, %0\n"
                 "bkpt 0xab"
                 :
                 : "r"(reason)
                 : "r0", "r1", "memory");
    for (;;) {
    }
}

} // namespace semihosting
