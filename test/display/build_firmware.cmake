# SPDX-License-Identifier: MIT
# ctest's firmware step: configure, build and test frontends/baremetal/firmware for Cortex-M with
# `ctest --build-and-test`, or print "skipped: <why>" when the ARM toolchain is not installed.
find_program(arm_gxx arm-none-eabi-g++)
if(NOT arm_gxx)
    message("skipped: arm-none-eabi-g++ not found (Debian: gcc-arm-none-eabi libstdc++-arm-none-eabi-newlib)")
    return()
endif()
file(REMOVE_RECURSE "${BINARY}") # from scratch: never pass on a stale build
execute_process(
    COMMAND "${CTEST}" --build-and-test "${SOURCE}" "${BINARY}" --build-generator Ninja
            --build-options "-DCMAKE_TOOLCHAIN_FILE=${SOURCE}/arm-none-eabi.cmake"
            --test-command "${CTEST}" --output-on-failure --verbose -R footprint
    RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "the firmware failed to build or is over its budget")
endif()
