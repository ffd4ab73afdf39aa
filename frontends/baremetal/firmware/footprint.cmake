# SPDX-License-Identifier: MIT
# Prints the footprint table of each image and fails when one is over its budget. Flash = text +
# data and RAM = data + bss (arm-none-eabi-size); the stack is no section, so its high-water mark is
# measured: the image's -selfplay twin plays a whole game in QEMU and reports it by semihosting.
#   cmake -DSIZE=arm-none-eabi-size -DNM=arm-none-eabi-nm -DQEMU=qemu-system-arm -DDIR=<build dir> -P footprint.cmake
# Each entry: image, the image QEMU plays to measure its stack, QEMU machine, flash budget, total RAM
# budget (data + bss + stack). The seed ports play in QEMU as they are, behind a scripted HAL.
set(budgets
    "npuzzle-4x4-full npuzzle-4x4-full-selfplay lm3s6965evb 12288 2048"
    "npuzzle-4x4-page npuzzle-4x4-page-selfplay lm3s6965evb 12288 1024"
    "npuzzle-3x3-page npuzzle-3x3-page-selfplay lm3s6965evb 12288 1024"
    "seed-port-cortex-m0plus seed-port-cortex-m0plus microbit 12288 2048"
    "seed-port-cortex-m4 seed-port-cortex-m4 mps2-an386 12288 2048"
    "seed-port-cortex-m0plus-Os seed-port-cortex-m0plus-Os microbit 12288 2048"
    "seed-port-cortex-m0plus-page seed-port-cortex-m0plus-page microbit 12288 1024"
    "seed-port-cortex-m0plus-page-Os seed-port-cortex-m0plus-page-Os microbit 12288 0")
# (A RAM budget of 0: measured and printed, not budgeted.) The seed ports' scripted HAL keeps its
# state in section .script and its code in .script_text (linker symbols script_start/_end,
# script_text_start/_end): not counted, a port has none of it.
if(NOT QEMU)
    message(FATAL_ERROR "qemu-system-arm not found: the stack cannot be measured (Debian: qemu-system-arm)")
endif()
set(failed FALSE)
message("| image | flash | RAM (data + bss) | stack high-water | RAM total | budget flash / RAM |")
message("|---|---|---|---|---|---|")
foreach(entry IN LISTS budgets)
    separate_arguments(entry)
    list(GET entry 0 name)
    list(GET entry 1 player)
    list(GET entry 2 machine)
    list(GET entry 3 flash_budget)
    list(GET entry 4 ram_budget)
    execute_process(COMMAND "${SIZE}" "${DIR}/${name}.elf" OUTPUT_VARIABLE out RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0 OR NOT out MATCHES "\n[ \t]*([0-9]+)[ \t]+([0-9]+)[ \t]+([0-9]+)")
        message(FATAL_ERROR "cannot read the size of ${DIR}/${name}.elf")
    endif()
    math(EXPR flash "${CMAKE_MATCH_1} + ${CMAKE_MATCH_2}")
    math(EXPR ram "${CMAKE_MATCH_2} + ${CMAKE_MATCH_3}")
    execute_process(COMMAND "${NM}" "${DIR}/${name}.elf" OUTPUT_VARIABLE symbols)
    string(REGEX MATCH "([0-9a-f]+) [A-Za-z] script_start" script_start "${symbols}")
    set(script_start ${CMAKE_MATCH_1})
    string(REGEX MATCH "([0-9a-f]+) [A-Za-z] script_end" script_end "${symbols}")
    if(script_start AND script_end)
        math(EXPR ram "${ram} - (0x${CMAKE_MATCH_1} - 0x${script_start})")
    endif()
    string(REGEX MATCH "([0-9a-f]+) [A-Za-z] script_text_start" script_start "${symbols}")
    set(script_start ${CMAKE_MATCH_1})
    string(REGEX MATCH "([0-9a-f]+) [A-Za-z] script_text_end" script_end "${symbols}")
    if(script_start AND script_end)
        math(EXPR flash "${flash} - (0x${CMAKE_MATCH_1} - 0x${script_start})")
    endif()
    execute_process(COMMAND "${QEMU}" -M ${machine} -kernel "${DIR}/${player}.elf" -display none
                            -monitor none -serial null -semihosting-config enable=on,target=native
                    OUTPUT_VARIABLE played ERROR_VARIABLE played_errors RESULT_VARIABLE rc TIMEOUT 120)
    string(APPEND played "${played_errors}") # QEMU may write semihosting output to stderr
    if(NOT rc EQUAL 0 OR NOT played MATCHES "(won|played); stack high-water ([0-9]+) bytes")
        message(FATAL_ERROR "${player} failed in QEMU (status ${rc}): ${played}")
    endif()
    set(stack ${CMAKE_MATCH_2})
    if(played MATCHES "(YOU LOST[^\n]*)")
        message("  ${player}: ${CMAKE_MATCH_1}") # what the seed port's scripted HAL saw on the panel
    endif()
    math(EXPR total "${ram} + ${stack}")
    if(ram_budget EQUAL 0)
        message("| ${name} | ${flash} | ${ram} | ${stack} | ${total} | ${flash_budget} / none (measured only) |")
    else()
        message("| ${name} | ${flash} | ${ram} | ${stack} | ${total} | ${flash_budget} / ${ram_budget} |")
    endif()
    if(ram_budget GREATER 0 AND (flash GREATER flash_budget OR total GREATER ram_budget))
        message("  over budget: ${name}")
        set(failed TRUE)
    endif()
endforeach()
if(failed)
    message(FATAL_ERROR "over budget")
endif()
