// SPDX-License-Identifier: MIT
// Stub of ESP-IDF 5.x's esp_timer.h (see driver/i2c_master.h).
#pragma once
#include <stdint.h>
int64_t esp_timer_get_time(void);
