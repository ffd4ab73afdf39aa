# SPDX-License-Identifier: MIT
# Builds the page (frontends/web) with emscripten into BINARY_DIR, incrementally: ctest's fixture
# for the browser tests. -DSOURCE_DIR=... -DBINARY_DIR=... -DEMCMAKE=... -P build_site.cmake
# Debian's emscripten runs its JS optimizer with Debian's node-acorn, found on NODE_PATH.
set(ENV{NODE_PATH} "/usr/share/nodejs")
if(NOT EXISTS "${BINARY_DIR}/build.ninja")
    execute_process(COMMAND "${EMCMAKE}" "${CMAKE_COMMAND}" -S "${SOURCE_DIR}/frontends/web" -B "${BINARY_DIR}" -G Ninja
                    RESULT_VARIABLE configured)
    if(configured)
        message(FATAL_ERROR "configuring frontends/web with emscripten failed")
    endif()
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BINARY_DIR}" RESULT_VARIABLE built)
if(built)
    message(FATAL_ERROR "building frontends/web failed")
endif()
