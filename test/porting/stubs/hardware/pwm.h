// SPDX-License-Identifier: MIT
// Stub of pico-sdk's hardware/pwm.h (see pico/stdlib.h).
#pragma once
#include "pico/stdlib.h"
unsigned pwm_gpio_to_slice_num(unsigned gpio);
unsigned pwm_gpio_to_channel(unsigned gpio);
void pwm_set_clkdiv(unsigned slice, float divider);
void pwm_set_wrap(unsigned slice, uint16_t wrap);
void pwm_set_chan_level(unsigned slice, unsigned chan, uint16_t level);
void pwm_set_enabled(unsigned slice, bool enabled);
