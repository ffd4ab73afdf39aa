// SPDX-License-Identifier: MIT
// Stub of an STM32CubeMX project's main.h (the HAL's declarations with their signatures, for an
// STM32G0 or F0 Cortex-M0+ part), so that docs/porting.md's code compiles in ctest without
// STM32Cube. Not for linking.
#pragma once
#include <stdint.h>
typedef enum { HAL_OK = 0, HAL_ERROR, HAL_BUSY, HAL_TIMEOUT } HAL_StatusTypeDef;
typedef enum { GPIO_PIN_RESET = 0, GPIO_PIN_SET } GPIO_PinState;
typedef struct { volatile uint32_t IDR; } GPIO_TypeDef;
extern GPIO_TypeDef* const GPIOA;
extern GPIO_TypeDef* const GPIOB;
#define GPIO_PIN_0 ((uint16_t)0x0001)
#define GPIO_PIN_1 ((uint16_t)0x0002)
#define GPIO_PIN_4 ((uint16_t)0x0010)
#define GPIO_PIN_5 ((uint16_t)0x0020)
#define GPIO_PIN_6 ((uint16_t)0x0040)
#define GPIO_PIN_7 ((uint16_t)0x0080)
#define HAL_MAX_DELAY 0xFFFFFFFFU
typedef struct { uint32_t Channel, Rank, SamplingTime; } ADC_ChannelConfTypeDef;
#define ADC_CHANNEL_0 0u
#define ADC_CHANNEL_1 1u
#define ADC_REGULAR_RANK_1 0u
#define ADC_SAMPLETIME_79CYCLES_5 6u
typedef struct { int unused; } ADC_HandleTypeDef;
typedef struct { int unused; } I2C_HandleTypeDef;
typedef struct { struct { volatile uint32_t ARR, CCR1; } * Instance; } TIM_HandleTypeDef;
#define TIM_CHANNEL_1 0u
extern ADC_HandleTypeDef hadc1;
extern I2C_HandleTypeDef hi2c1;
extern TIM_HandleTypeDef htim3;
HAL_StatusTypeDef HAL_I2C_Master_Transmit(I2C_HandleTypeDef* hi2c, uint16_t address, uint8_t* data, uint16_t size,
                                          uint32_t timeout);
HAL_StatusTypeDef HAL_ADC_ConfigChannel(ADC_HandleTypeDef* hadc, ADC_ChannelConfTypeDef* config);
HAL_StatusTypeDef HAL_ADC_Start(ADC_HandleTypeDef* hadc);
HAL_StatusTypeDef HAL_ADC_PollForConversion(ADC_HandleTypeDef* hadc, uint32_t timeout);
uint32_t HAL_ADC_GetValue(ADC_HandleTypeDef* hadc);
GPIO_PinState HAL_GPIO_ReadPin(GPIO_TypeDef* port, uint16_t pin);
uint32_t HAL_GetTick(void);
HAL_StatusTypeDef HAL_TIM_PWM_Start(TIM_HandleTypeDef* htim, uint32_t channel);
HAL_StatusTypeDef HAL_TIM_PWM_Stop(TIM_HandleTypeDef* htim, uint32_t channel);
#define __HAL_TIM_SET_AUTORELOAD(h, v) ((h)->Instance->ARR = (v))
#define __HAL_TIM_SET_COMPARE(h, ch, v) ((void)(ch), (h)->Instance->CCR1 = (v))
