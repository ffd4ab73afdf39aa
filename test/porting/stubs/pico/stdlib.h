// SPDX-License-Identifier: MIT
// Stub of pico-sdk's headers (declarations with the SDK's signatures, nothing else), so that
// docs/porting.md's code compiles in ctest without the SDK. Not for linking.
#pragma once
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef uint64_t absolute_time_t;
absolute_time_t get_absolute_time(void);
uint32_t to_ms_since_boot(absolute_time_t t);
void stdio_init_all(void);
void sleep_ms(uint32_t ms);
#define GPIO_FUNC_I2C 3
#define GPIO_FUNC_PWM 4
void gpio_set_function(unsigned pin, int fn);
void gpio_init(unsigned pin);
void gpio_pull_up(unsigned pin);
bool gpio_get(unsigned pin);
void __wfi(void);
