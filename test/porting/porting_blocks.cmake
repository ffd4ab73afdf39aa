# SPDX-License-Identifier: MIT
# docs/porting.md's code, checked as a porter would use it, without the SDKs: every ```cpp block compiled for
# Cortex-M0+ against test/porting/stubs (the SDKs' declarations), every ```cmake block configured by CMake
# with the SDK's commands stubbed (pico-sdk, ESP-IDF, a CubeMX project), every ```ini block checked for the
# flags the page says it sets.
#   cmake -DDOC=docs/porting.md -DROOT=<repository> -DSCRATCH=<dir> -DARM_GXX=arm-none-eabi-g++ -P porting_blocks.cmake
cmake_minimum_required(VERSION 3.25)
if(NOT ARM_GXX)
    message("skipped: arm-none-eabi-g++ not found (Debian: gcc-arm-none-eabi libstdc++-arm-none-eabi-newlib)")
    return()
endif()
file(READ "${DOC}" text)
file(REMOVE_RECURSE "${SCRATCH}")
file(MAKE_DIRECTORY "${SCRATCH}")
set(flags -std=c++20 -mcpu=cortex-m0plus -mthumb -O2 -fno-exceptions -fno-rtti -fno-threadsafe-statics
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Wold-style-cast -Werror
    "-I${ROOT}/include" "-I${ROOT}/examples/seed_port"
    -isystem "${ROOT}/test/porting/stubs") # as an SDK's headers are: their macros' casts are not the page's
set(counts_cpp 0)
set(counts_cmake 0)
set(counts_ini 0)
set(failed "")
while(TRUE)
    string(FIND "${text}" "\n```" open)
    if(open EQUAL -1)
        break()
    endif()
    math(EXPR after "${open} + 4")
    string(SUBSTRING "${text}" ${after} -1 text)
    string(FIND "${text}" "\n" eol)
    string(SUBSTRING "${text}" 0 ${eol} language)
    math(EXPR after "${eol} + 1")
    string(SUBSTRING "${text}" ${after} -1 text)
    string(FIND "${text}" "\n```" close)
    if(close EQUAL -1)
        message(FATAL_ERROR "an unclosed ``` block in ${DOC}")
    endif()
    string(SUBSTRING "${text}" 0 ${close} block)
    math(EXPR after "${close} + 4")
    string(SUBSTRING "${text}" ${after} -1 text)
    if(language STREQUAL "cpp")
        math(EXPR counts_cpp "${counts_cpp} + 1")
        set(file "${SCRATCH}/block${counts_cpp}.cpp")
        file(WRITE "${file}" "${block}\n")
        execute_process(COMMAND "${ARM_GXX}" ${flags} -c "${file}" -o "${file}.o" RESULT_VARIABLE rc
                        ERROR_VARIABLE errors)
        if(NOT rc EQUAL 0)
            string(APPEND failed "C++ block ${counts_cpp} does not compile:\n${errors}\n")
        endif()
    elseif(language STREQUAL "cmake")
        math(EXPR counts_cmake "${counts_cmake} + 1")
        set(dir "${SCRATCH}/cmake${counts_cmake}")
        # The sources the block names, empty, so configuring finds them.
        string(REGEX MATCHALL "[A-Za-z0-9_]+\\.cpp" sources "${block}")
        foreach(source IN LISTS sources)
            file(WRITE "${dir}/project/${source}" "")
        endforeach()
        set(stubs "function(pico_sdk_init)\nendfunction()\nfunction(pico_add_extra_outputs target)\n"
                  "  if(NOT TARGET \${target})\n    message(FATAL_ERROR \"no target \${target}\")\n  endif()\nendfunction()\n")
        if(block MATCHES "pico_sdk_init")
            file(WRITE "${dir}/project/pico_sdk_import.cmake" ${stubs})
            file(WRITE "${dir}/project/CMakeLists.txt" "${block}\n")
        elseif(block MATCHES "idf_component_register")
            file(WRITE "${dir}/project/CMakeLists.txt"
                 "cmake_minimum_required(VERSION 3.16)\nproject(esp_app CXX)\n"
                 "function(idf_component_register)\n"
                 "  cmake_parse_arguments(arg \"\" \"\" \"SRCS;INCLUDE_DIRS;REQUIRES\" \${ARGN})\n"
                 "  if(NOT arg_SRCS OR NOT arg_REQUIRES)\n    message(FATAL_ERROR \"SRCS and REQUIRES expected\")\n  endif()\n"
                 "  add_library(main_component STATIC \${arg_SRCS})\n"
                 "  target_include_directories(main_component PRIVATE \${arg_INCLUDE_DIRS})\n"
                 "  set(COMPONENT_LIB main_component PARENT_SCOPE)\nendfunction()\n"
                 "add_subdirectory(main)\n")
            file(WRITE "${dir}/project/main/CMakeLists.txt" "${block}\n")
            foreach(source IN LISTS sources)
                file(RENAME "${dir}/project/${source}" "${dir}/project/main/${source}")
            endforeach()
        elseif(block MATCHES "CMAKE_PROJECT_NAME")
            file(WRITE "${dir}/project/main.c" "")
            file(WRITE "${dir}/project/CMakeLists.txt"
                 "cmake_minimum_required(VERSION 3.22)\nproject(stm32_app C CXX)\n"
                 "add_executable(\${CMAKE_PROJECT_NAME} main.c)\n${block}\n")
        else()
            string(APPEND failed "cmake block ${counts_cmake}: neither pico-sdk, ESP-IDF nor a CubeMX project\n")
            continue()
        endif()
        execute_process(COMMAND "${CMAKE_COMMAND}" -S "${dir}/project" -B "${dir}/build"
                        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE errors)
        if(NOT rc EQUAL 0)
            string(APPEND failed "cmake block ${counts_cmake} does not configure:\n${out}${errors}\n")
        endif()
        foreach(flag -fno-exceptions -fno-rtti)
            if(NOT block MATCHES "${flag}")
                string(APPEND failed "cmake block ${counts_cmake} does not set ${flag}\n")
            endif()
        endforeach()
    elseif(language STREQUAL "ini")
        math(EXPR counts_ini "${counts_ini} + 1")
        foreach(flag -std=gnu\\+\\+20 -O2 -fno-exceptions -fno-rtti)
            if(NOT block MATCHES "compiler\\.cpp\\.extra_flags=.*${flag}")
                string(APPEND failed "ini block ${counts_ini} does not set ${flag}\n")
            endif()
        endforeach()
    else()
        string(APPEND failed "a ``` block of language '${language}': this test knows cpp, cmake and ini\n")
    endif()
endwhile()
message("docs/porting.md: ${counts_cpp} C++ blocks compiled for Cortex-M0+, ${counts_cmake} build files configured, "
        "${counts_ini} flag files checked")
if(failed)
    message(FATAL_ERROR "${failed}")
endif()
if(counts_cpp LESS 5 OR counts_cmake LESS 3 OR counts_ini LESS 1)
    message(FATAL_ERROR "fewer blocks than the page's SDKs need (5 C++, 3 build files, 1 flag file)")
endif()
