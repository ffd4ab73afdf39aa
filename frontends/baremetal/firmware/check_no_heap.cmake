# SPDX-License-Identifier: MIT
# Fails when the firmware ELF links the heap or exception support in.
execute_process(COMMAND "${NM}" "${ELF}" OUTPUT_VARIABLE symbols RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${NM} failed on ${ELF}")
endif()
foreach(forbidden malloc free _sbrk __cxa_allocate_exception operator\ new)
    if(symbols MATCHES "[ \t]_?${forbidden}(_r)?\n")
        message(FATAL_ERROR "${ELF} links ${forbidden}: the firmware must not use the heap")
    endif()
endforeach()
