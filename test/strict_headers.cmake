# SPDX-License-Identifier: MIT
# strict-headers.<compiler>: every public header, alone in a translation unit, included with -I (as
# a submodule, FetchContent or pkg-config user includes it, not as a system header) compiles
# warning-free under the strictest flags we promise. Run with -DCXX=<compiler> -DSOURCE_DIR=.
# -DFLAGS=<|-separated list> -DWORK_DIR=<scratch>.
string(REPLACE "|" ";" FLAGS "${FLAGS}")
file(GLOB_RECURSE headers RELATIVE "${SOURCE_DIR}/include" "${SOURCE_DIR}/include/npuzzle/*.hpp")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(failed "")
foreach(header IN LISTS headers)
    string(MAKE_C_IDENTIFIER "${header}" name)
    set(source "${WORK_DIR}/${name}.cpp")
    file(WRITE "${source}" "#include <${header}>\n")
    execute_process(COMMAND "${CXX}" -std=c++20 ${FLAGS} -fsyntax-only "-I${SOURCE_DIR}/include" "${source}"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE output ERROR_VARIABLE output)
    if(NOT rc EQUAL 0 OR NOT output STREQUAL "")
        message("${header}:\n${output}")
        list(APPEND failed "${header}")
    endif()
endforeach()
list(LENGTH headers count)
if(failed)
    message(FATAL_ERROR "not clean with ${CXX}: ${failed}")
endif()
message("${count} headers clean with ${CXX}")
