// SPDX-License-Identifier: MIT
// Stub of pico-sdk's hardware/gpio.h (see pico/stdlib.h).
#pragma once
#include "pico/stdlib.h"
