# SPDX-License-Identifier: MIT
# Runs a program once and checks its exit status and what it printed, for ctest, without a shell:
#   cmake -DSTATUS=<n> [-DERROR=<regex>] [-DOUTPUT=<regex>] [-DOUTPUT_FILE=<file>] -P check_run.cmake -- program args...
# ERROR must match standard error and OUTPUT standard output, unless standard output goes to OUTPUT_FILE
# (/dev/full: a write that fails).
cmake_minimum_required(VERSION 3.25)

set(command "")
set(after_separator FALSE)
math(EXPR last "${CMAKE_ARGC} - 1")
foreach(i RANGE ${last})
    if(after_separator)
        list(APPEND command "${CMAKE_ARGV${i}}")
    elseif("${CMAKE_ARGV${i}}" STREQUAL "--")
        set(after_separator TRUE)
    endif()
endforeach()
if(NOT command OR NOT DEFINED STATUS)
    message(FATAL_ERROR "usage: cmake -DSTATUS=<n> [-DERROR=<regex>] [-DOUTPUT=<regex>] [-DOUTPUT_FILE=<file>] "
                        "-P check_run.cmake -- program args...")
endif()

if(DEFINED OUTPUT_FILE)
    execute_process(COMMAND ${command} RESULT_VARIABLE status OUTPUT_FILE "${OUTPUT_FILE}" ERROR_VARIABLE error)
    set(output "(sent to ${OUTPUT_FILE})")
else()
    execute_process(COMMAND ${command} RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE error)
endif()
set(printed "standard output:\n${output}\nstandard error:\n${error}")
if(NOT status STREQUAL STATUS)
    message(FATAL_ERROR "exit status ${status}, expected ${STATUS}\n${printed}")
endif()
if(DEFINED ERROR AND NOT error MATCHES "${ERROR}")
    message(FATAL_ERROR "standard error does not match '${ERROR}'\n${printed}")
endif()
if(DEFINED OUTPUT AND NOT output MATCHES "${OUTPUT}")
    message(FATAL_ERROR "standard output does not match '${OUTPUT}'\n${printed}")
endif()
