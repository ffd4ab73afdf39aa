# SPDX-License-Identifier: MIT
# npuzzle_bench_test(NAME STATUS <n> [ERROR <regex>] [OUTPUT <regex>] [OUTPUT_FILE <file>] COMMAND program args...)
# adds a ctest case that runs a benchmark once and checks its exit status and messages (check_run.cmake):
# the benchmarks' handling of bad options and data, kept fast with the tiny data sets here.
function(npuzzle_bench_test name)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "STATUS;ERROR;OUTPUT;OUTPUT_FILE" "COMMAND")
    set(checks "-DSTATUS=${arg_STATUS}")
    foreach(key ERROR OUTPUT OUTPUT_FILE)
        if(DEFINED arg_${key})
            list(APPEND checks "-D${key}=${arg_${key}}")
        endif()
    endforeach()
    add_test(NAME ${name}
             COMMAND "${CMAKE_COMMAND}" ${checks} -P "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/check_run.cmake" -- ${arg_COMMAND})
    set_tests_properties(${name} PROPERTIES TIMEOUT 30)
endfunction()
