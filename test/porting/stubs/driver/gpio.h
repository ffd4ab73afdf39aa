// SPDX-License-Identifier: MIT
// Stub of ESP-IDF 5.x's driver/gpio.h (see driver/i2c_master.h).
#pragma once
typedef enum { GPIO_NUM_0 = 0 } gpio_num_t;
int gpio_get_level(gpio_num_t gpio_num);
