// SPDX-License-Identifier: MIT
// Stub of pico-sdk's hardware/adc.h (see pico/stdlib.h).
#pragma once
#include "pico/stdlib.h"
void adc_init(void);
void adc_gpio_init(unsigned gpio);
void adc_select_input(unsigned input);
uint16_t adc_read(void);
