// SPDX-License-Identifier: MIT
/* Start-up for the examples in QEMU (any Cortex-M): paints the free stack, sets up RAM, runs the
   static constructors and main(), then reports the stack's high-water mark by semihosting and ends
   QEMU with main's status (or the scripted HAL's, if main never returns). (C, not C++: C++ may not
   call main.) */
#include <stdint.h>

extern uint32_t stack_top, data_start, data_end, data_load, bss_start, bss_end;
extern void (*init_array_start[])(void);
extern void (*init_array_end[])(void);
extern uint32_t i2c_transactions(void);
int main(void);

static const uint32_t paint = 0x5a5aa5a5u;

static void semihost(uint32_t op, const void* arg) {
    register uint32_t r0 __asm__("r0") = op;
    register const void* r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
}

static char* decimal(char* out, uint32_t v) {
    char digits[10];
    int n = 0;
    do {
        digits[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v != 0);
    while (n > 0) *out++ = digits[--n];
    return out;
}

__attribute__((noinline)) static void paint_free_ram(void) {
    uint32_t* sp;
    __asm__ volatile("mov %0, sp" : "=r"(sp));
    for (uint32_t* p = &bss_end; p < sp - 8; ++p) *p = paint; /* 8 words: this frame */
}

/* Bytes from the top of RAM down to the deepest word the stack wrote. */
uint32_t stack_high_water(void) {
    const uint32_t* p = &bss_end;
    while (p < &stack_top && *p == paint) ++p;
    return (uint32_t)((uintptr_t)&stack_top - (uintptr_t)p);
}

/* The report: the stack's high-water mark (`high_water`, or measured now if 0) and the I2C
   transactions, then QEMU ends with `status` (0: passed). Called when main returns, or by a HAL whose
   script is over (main never returns), which measures the stack before its own checks go deeper. */
__attribute__((noreturn)) void seed_port_finish(int status, uint32_t high_water) {
    if (high_water == 0) high_water = stack_high_water();
    char line[80] = "played; stack high-water ";
    char* end = line;
    while (*end) ++end;
    end = decimal(end, high_water);
    const char* middle = " bytes; I2C transactions ";
    while (*middle) *end++ = *middle++;
    end = decimal(end, i2c_transactions());
    *end++ = '\n';
    *end = 0;
    semihost(0x04, line); /* SYS_WRITE0 */
    semihost(0x18, (const void*)(uintptr_t)(status == 0 ? 0x20026 : 0x20023)); /* SYS_EXIT */
    for (;;) {
    }
}

__attribute__((noreturn)) void reset_handler(void) {
    paint_free_ram();
    const uint32_t* from = &data_load;
    for (uint32_t* to = &data_start; to < &data_end;) *to++ = *from++;
    for (uint32_t* to = &bss_start; to < &bss_end;) *to++ = 0;
    for (void (**f)(void) = init_array_start; f < init_array_end; ++f) (*f)();
    seed_port_finish(main(), 0);
}

__attribute__((noreturn)) static void fault_handler(void) {
    semihost(0x04, "FAIL: a fault\n");
    semihost(0x18, (const void*)(uintptr_t)0x20023);
    for (;;) {
    }
}

typedef void (*handler)(void);
__attribute__((section(".vectors"), used)) const handler vectors[16] = {
    (handler)&stack_top, reset_handler, fault_handler, fault_handler, fault_handler, fault_handler,
    fault_handler, 0, 0, 0, 0, fault_handler, fault_handler, 0, fault_handler, fault_handler,
};
