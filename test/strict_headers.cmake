# SPDX-License-Identifier: MIT
# strict-headers.<compiler>: every public header, included with -I (as a submodule, FetchContent or
# pkg-config user includes it, not as a system header), compiles warning-free in ISO C++20 under the
# strictest flags we promise: each header alone in a translation unit (it includes what it uses), then
# all of them in one (no two clash, and every warning the compiler has for any of them). ALONE=OFF: all
# of them in one only. Whether a header includes what it uses depends on the standard library's headers
# and ours, not on the compiler (both build with the same libstdc++ here), and a header's warnings are
# the same alone or together; so clang compiles them together only (its alone-compiles took 85 of
# its 90 s of CPU: 2026-11-29). -fsyntax-only: a header's templates generate no code until used,
# so compiling objects (CMake's VERIFY_INTERFACE_HEADER_SETS, g++ -O2) checked nothing more for 172 s of
# CPU against 46 (2026-11-29); -Wnull-dereference, which needs generated code, is checked where code is
# generated (the consumer projects, test/consumers).
# Run with -DCXX=<compiler> -DSOURCE_DIR=. -DFLAGS=<|-separated list> -DWORK_DIR=<scratch> [-DALONE=OFF].
string(REPLACE "|" ";" FLAGS "${FLAGS}")
file(GLOB_RECURSE headers RELATIVE "${SOURCE_DIR}/include" "${SOURCE_DIR}/include/npuzzle/*.hpp")
file(MAKE_DIRECTORY "${WORK_DIR}")

# compile(NAME HEADERS...): one translation unit including HEADERS; a failure or any output fails NAME.
set(failed "")
function(compile name)
    set(source "${WORK_DIR}/${name}.cpp")
    list(TRANSFORM ARGN REPLACE "(.+)" "#include <\\1>\n")
    string(JOIN "" text ${ARGN})
    file(WRITE "${source}" "${text}")
    execute_process(COMMAND "${CXX}" -std=c++20 ${FLAGS} -fsyntax-only "-I${SOURCE_DIR}/include" "${source}"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE output ERROR_VARIABLE output)
    if(NOT rc EQUAL 0 OR NOT output STREQUAL "")
        message("${name}:\n${output}")
        set(failed ${failed} "${name}" PARENT_SCOPE)
    endif()
endfunction()

list(LENGTH headers count)
if(NOT DEFINED ALONE OR ALONE)
    foreach(header IN LISTS headers)
        string(MAKE_C_IDENTIFIER "${header}" name)
        compile(${name} "${header}")
    endforeach()
    set(how "each alone and together")
else()
    set(how "together")
endif()
compile(all_headers ${headers})
if(failed)
    message(FATAL_ERROR "not clean with ${CXX}: ${failed}")
endif()
message("${count} headers clean with ${CXX}, ${how}")
