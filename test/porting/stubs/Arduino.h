// SPDX-License-Identifier: MIT
// Stub of the Arduino core API (declarations with the core's signatures), so that docs/porting.md's
// code compiles in ctest without an Arduino core. Not for linking.
#pragma once
#include <stddef.h>
#include <stdint.h>
#define HIGH 0x1
#define LOW 0x0
#define INPUT_PULLUP 0x2
int analogRead(uint8_t pin);
void analogReadResolution(int bits);
int digitalRead(uint8_t pin);
void pinMode(uint8_t pin, uint8_t mode);
void tone(uint8_t pin, unsigned int frequency, unsigned long duration = 0);
void noTone(uint8_t pin);
unsigned long millis(void);
#define A0 26
#define A1 27
