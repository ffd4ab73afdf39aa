// SPDX-License-Identifier: MIT
// Stub of pico-sdk's hardware/i2c.h (see pico/stdlib.h).
#pragma once
#include "pico/stdlib.h"
typedef struct i2c_inst i2c_inst_t;
extern i2c_inst_t i2c0_inst;
#define i2c0 (&i2c0_inst)
unsigned i2c_init(i2c_inst_t* i2c, unsigned baudrate);
int i2c_write_blocking(i2c_inst_t* i2c, uint8_t addr, const uint8_t* src, size_t len, bool nostop);
