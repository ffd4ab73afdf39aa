// SPDX-License-Identifier: MIT
// Stub of the Arduino Wire library (see Arduino.h).
#pragma once
#include "Arduino.h"
class TwoWire {
public:
    void begin();
    void setClock(uint32_t hz);
    void beginTransmission(uint8_t address);
    size_t write(const uint8_t* data, size_t size);
    uint8_t endTransmission(bool stop = true);
};
extern TwoWire Wire;
