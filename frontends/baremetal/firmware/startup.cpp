// SPDX-License-Identifier: MIT
// Cortex-M3 start-up for the LM3S6965: the vector table, RAM set-up, static constructors, then main.
#include <cstdint>

extern "C" {
extern std::uint32_t stack_top, data_start, data_end, data_load, bss_start, bss_end;
extern void (*init_array_start[])();
extern void (*init_array_end[])();
// The program: C++ may not call main(), so start-up calls this, after firmware_start (first thing
// at reset: painting the free stack).
void firmware_start();
[[noreturn]] void firmware_main();
void systick_handler();

[[noreturn]] void reset_handler() {
    firmware_start();
    const std::uint32_t* from = &data_load;
    for (std::uint32_t* to = &data_start; to < &data_end;) *to++ = *from++;
    for (std::uint32_t* to = &bss_start; to < &bss_end;) *to++ = 0;
    for (auto f = init_array_start; f < init_array_end; ++f) (*f)();
    firmware_main();
}

[[noreturn]] void fault_handler() {
    for (;;) {
    }
}
}

using handler = void (*)();

// The first 16 entries: the stack's top, reset, the faults, SVCall, PendSV, SysTick.
[[gnu::section(".vectors"), gnu::used]] const handler vectors[16] = {
    reinterpret_cast<handler>(&stack_top),
    reset_handler,
    fault_handler, // NMI
    fault_handler, // hard fault
    fault_handler, // memory management
    fault_handler, // bus fault
    fault_handler, // usage fault
    nullptr, nullptr, nullptr, nullptr,
    fault_handler, // SVCall
    fault_handler, // debug monitor
    nullptr,
    fault_handler, // PendSV
    systick_handler,
};
