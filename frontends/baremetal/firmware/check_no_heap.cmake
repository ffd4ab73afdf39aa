# SPDX-License-Identifier: MIT
# Fails when the firmware ELF links the heap or exception support in. The names are nm's, mangled:
# operator new is _Znwj on 32-bit ARM (_Znwm on a 64-bit host), new[] _Znaj / _Znam.
execute_process(COMMAND "${NM}" "${ELF}" OUTPUT_VARIABLE symbols RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${NM} failed on ${ELF}")
endif()
foreach(forbidden _Znwj _Znwm _Znaj _Znam malloc _malloc_r free _free_r _sbrk _sbrk_r __cxa_allocate_exception
                  __cxa_throw __gxx_personality_v0)
    if(symbols MATCHES "[ \t]${forbidden}\n")
        message(FATAL_ERROR "${ELF} links ${forbidden}: the firmware must use neither the heap nor exceptions")
    endif()
endforeach()
