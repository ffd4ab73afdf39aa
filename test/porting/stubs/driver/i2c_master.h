// SPDX-License-Identifier: MIT
// Stub of ESP-IDF 5.x's driver/i2c_master.h (declarations with the IDF's signatures), so that
// docs/porting.md's code compiles in ctest without ESP-IDF. Not for linking.
#pragma once
#include <stddef.h>
#include <stdint.h>
typedef int esp_err_t;
typedef struct i2c_master_dev_t* i2c_master_dev_handle_t;
esp_err_t i2c_master_transmit(i2c_master_dev_handle_t dev, const uint8_t* data, size_t size, int timeout_ms);
