// SPDX-License-Identifier: MIT
// A made-up HAL, the few calls every vendor SDK has in some form (pico-sdk, ESP-IDF, STM32 HAL,
// Arduino): write one I2C transaction, read an ADC channel, read a GPIO pin, play a tone on a PWM pin,
// and a millisecond tick. Map each to your SDK's call; seed_port.cpp is the whole port on top of it.
#pragma once

#include <cstddef>
#include <cstdint>

namespace hal {

// One I2C write transaction: start, 7-bit address + W, `size` bytes, stop. pico-sdk:
// i2c_write_blocking(i2c0, address, bytes, size, false); Arduino: Wire.beginTransmission(address),
// Wire.write(bytes, size), Wire.endTransmission() (32-byte buffer: hence 32 below).
void i2c_write(std::uint8_t address, const std::uint8_t* bytes, std::size_t size);
// A 12-bit reading, 0..4095.
std::uint16_t adc_read(int channel);
// The pin's level: true high.
bool gpio_read(int pin);
// A square wave of `hz` on the pin, 0 for silence.
void pwm_tone(int pin, std::uint16_t hz);
// Milliseconds since power-up, wrapping at 2^32.
std::uint32_t millis();

} // namespace hal
