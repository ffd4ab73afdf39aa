# SPDX-License-Identifier: MIT
# Cross-compiling for Cortex-M3 with Debian's gcc-arm-none-eabi and newlib.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(CMAKE_C_COMPILER arm-none-eabi-gcc)
set(CMAKE_CXX_COMPILER arm-none-eabi-g++)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY) # no start-up code to link a test program with
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
