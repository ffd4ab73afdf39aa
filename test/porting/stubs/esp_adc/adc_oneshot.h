// SPDX-License-Identifier: MIT
// Stub of ESP-IDF 5.x's esp_adc/adc_oneshot.h (see driver/i2c_master.h).
#pragma once
#include "driver/i2c_master.h"
typedef struct adc_oneshot_unit_ctx_t* adc_oneshot_unit_handle_t;
typedef enum { ADC_CHANNEL_0, ADC_CHANNEL_1, ADC_CHANNEL_2, ADC_CHANNEL_3 } adc_channel_t;
esp_err_t adc_oneshot_read(adc_oneshot_unit_handle_t handle, adc_channel_t chan, int* out_raw);
