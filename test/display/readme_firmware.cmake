# SPDX-License-Identifier: MIT
# README's "Play it by hand" build command, run as written (from a scratch directory that looks like the
# repository's root, so its build-arm/ lands there), so the command a reader copies keeps working.
#   cmake -DREADME=README.md -DROOT=<repository> -DSCRATCH=<dir> -P readme_firmware.cmake
find_program(arm_gxx arm-none-eabi-g++)
if(NOT arm_gxx)
    message("skipped: arm-none-eabi-g++ not found (Debian: gcc-arm-none-eabi libstdc++-arm-none-eabi-newlib)")
    return()
endif()
file(READ "${README}" readme)
# The command: from "cmake -S frontends/baremetal/firmware" to the end of its line, with the lines its
# trailing backslashes continue.
if(NOT readme MATCHES "\n(cmake -S frontends/baremetal/firmware([^\n]*\\\\\n)*[^\n]*)\n")
    message(FATAL_ERROR "README.md has no firmware build command (cmake -S frontends/baremetal/firmware ...)")
endif()
set(command "${CMAKE_MATCH_1}")
message("README's command:\n${command}")
file(REMOVE_RECURSE "${SCRATCH}")
file(MAKE_DIRECTORY "${SCRATCH}")
foreach(dir frontends include examples)
    file(CREATE_LINK "${ROOT}/${dir}" "${SCRATCH}/${dir}" SYMBOLIC)
endforeach()
execute_process(COMMAND sh -c "${command}" WORKING_DIRECTORY "${SCRATCH}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "README's firmware build command failed (status ${rc})")
endif()
if(NOT EXISTS "${SCRATCH}/build-arm/npuzzle-4x4-full.elf")
    message(FATAL_ERROR "README's command built no build-arm/npuzzle-4x4-full.elf, which README then runs")
endif()
