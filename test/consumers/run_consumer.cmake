# SPDX-License-Identifier: MIT
# One consumer test (see CMakeLists.txt here), run as `cmake -P run_consumer.cmake` with ACTION:
#   install  configure and build npuzzle alone from SOURCE_DIR, install it to WORK_DIR/prefix
#   build    configure, build and run the consumer project PROJECT (a folder next to this file): its
#            consumer program, and its solver both ways (solver.cmake) unless a cross build or
#            SOLVER=OFF (a project that does not build it);
#            VENDOR=<path> first copies the npuzzle tree into it there (a submodule), GIT_CLONE=ON
#            first makes a git repository of the tree to fetch from;
#            ARM_CXX=<arm-none-eabi-g++> cross-compiles for a Cortex-M3 and checks, not runs, the program;
#            BUILD_TYPE=Release builds optimised (the warnings that need optimised code, -Wnull-dereference,
#            are seen there), otherwise with no build type: the compiler's default, -O0, and no -g
#   conan    `conan create` (the program CONAN) a copy of the tree with CONAN_ARGS, in a private CONAN_HOME;
#            EXPECT=ran (the test_package program ran) or EXPECT=arm (an ARM binary, not run)
# Also: WORK_DIR (emptied first), GENERATOR, CXX, GIT (the program, if any), and CXX_FLAGS / CONSUMER_ARGS / CONAN_ARGS as
# `|`-separated lists. Every step starts from scratch, so a test never passes on a stale build.
cmake_minimum_required(VERSION 3.25)

function(run)
    execute_process(COMMAND ${ARGN} COMMAND_ECHO STDOUT RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        list(JOIN ARGN " " command)
        message(FATAL_ERROR "failed (${rc}): ${command}")
    endif()
endfunction()

# What a submodule or a clone holds: the files git tracks, as they are in the working tree now
# (uncommitted edits included). A file that vanishes while we copy (a fuzzer pruning its corpus) is
# skipped. Without git (a source archive) the whole tree but build folders is copied.
function(copy_tree destination)
    file(MAKE_DIRECTORY "${destination}")
    if(NOT GIT OR NOT EXISTS "${SOURCE_DIR}/.git")
        file(GLOB entries LIST_DIRECTORIES true RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/*")
        list(FILTER entries EXCLUDE REGEX "^(build.*|\\.git|\\.cache|CMakeUserPresets\\.json)$")
        list(TRANSFORM entries PREPEND "${SOURCE_DIR}/")
        file(COPY ${entries} DESTINATION "${destination}")
        return()
    endif()
    execute_process(COMMAND "${GIT}" -C "${SOURCE_DIR}" -c core.quotePath=false ls-files --cached
                    OUTPUT_VARIABLE files OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "git ls-files failed in ${SOURCE_DIR}")
    endif()
    string(REPLACE "\n" ";" files "${files}")
    foreach(file IN LISTS files)
        get_filename_component(folder "${destination}/${file}" DIRECTORY)
        file(MAKE_DIRECTORY "${folder}")
        file(COPY_FILE "${SOURCE_DIR}/${file}" "${destination}/${file}" RESULT copied)
        if(NOT copied EQUAL 0 AND EXISTS "${SOURCE_DIR}/${file}")
            message(FATAL_ERROR "cannot copy ${SOURCE_DIR}/${file}: ${copied}")
        endif()
    endforeach()
endfunction()

function(read_version out)
    file(READ "${SOURCE_DIR}/CMakeLists.txt" top)
    if(NOT top MATCHES "project\\([ \t\r\n]*npuzzle[ \t\r\n]+VERSION[ \t\r\n]+([0-9.]+)")
        message(FATAL_ERROR "no project(npuzzle VERSION ...) in ${SOURCE_DIR}/CMakeLists.txt")
    endif()
    set(${out} "${CMAKE_MATCH_1}" PARENT_SCOPE)
endfunction()

# ELF header: e_machine (offset 18, little-endian) is 0x28 for ARM.
function(expect_arm_program program)
    file(READ "${program}" header LIMIT 20 HEX)
    if(NOT header MATCHES "^7f454c46.*2800$")
        message(FATAL_ERROR "${program} is not an ARM ELF program (header ${header})")
    endif()
    message("${program}: an ARM ELF program, built and not run")
endfunction()

# A repository made from the working tree, as a user would fetch it: branch main, tagged
# v<version> as a release would be.
function(make_repository out)
    read_version(version)
    set(repository "${WORK_DIR}/npuzzle.git") # cloned into "npuzzle", as the real one
    copy_tree("${repository}")
    set(git "${GIT}" -C "${repository}" -c user.name=npuzzle-test -c user.email=test@npuzzle.invalid
            -c commit.gpgsign=false -c tag.gpgsign=false)
    run("${GIT}" -c init.defaultBranch=main init -q "${repository}")
    run(${git} add -A)
    run(${git} commit -q -m "npuzzle working tree")
    run(${git} tag "v${version}")
    set(${out} "${repository}" PARENT_SCOPE)
endfunction()

string(REPLACE "|" ";" CONSUMER_ARGS "${CONSUMER_ARGS}")
string(REPLACE "|" ";" CONAN_ARGS "${CONAN_ARGS}")
string(REPLACE "|" ";" CXX_FLAGS "${CXX_FLAGS}")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
# None of npuzzle's front-end dependencies may be needed: a find_package for them fails the build.
set(no_frontend_dependencies -DCMAKE_DISABLE_FIND_PACKAGE_Boost=ON -DCMAKE_DISABLE_FIND_PACKAGE_Curses=ON)

if(ACTION STREQUAL "install")
    run("${CMAKE_COMMAND}" -S "${SOURCE_DIR}" -B "${WORK_DIR}/build" -G "${GENERATOR}" --no-warn-unused-cli
        "-DCMAKE_CXX_COMPILER=${CXX}" ${no_frontend_dependencies} -DNPUZZLE_LIBRARY_ONLY=ON)
    run("${CMAKE_COMMAND}" --build "${WORK_DIR}/build") # the solver's library, npuzzle::solve
    run("${CMAKE_COMMAND}" --install "${WORK_DIR}/build" --prefix "${WORK_DIR}/prefix")

elseif(ACTION STREQUAL "build")
    # The consumer projects refer to ../consumer.cpp, so they are copied together.
    file(COPY "${CMAKE_CURRENT_LIST_DIR}/" DESTINATION "${WORK_DIR}/consumers")
    set(project "${WORK_DIR}/consumers/${PROJECT}")
    if(VENDOR)
        copy_tree("${project}/${VENDOR}")
    endif()
    if(GIT_CLONE)
        read_version(version)
        make_repository(repository)
        list(APPEND CONSUMER_ARGS "-DNPUZZLE_GIT_REPOSITORY=file://${repository}" "-DNPUZZLE_GIT_TAG=v${version}")
    endif()
    if(ARM_CXX)
        # What a Cortex-M project sets: this proves an x86-64 install serves an ARM build.
        set(CXX "${ARM_CXX}")
        list(APPEND CXX_FLAGS -mcpu=cortex-m3 -mthumb -fno-exceptions -fno-rtti)
        list(APPEND CONSUMER_ARGS -DCMAKE_SYSTEM_NAME=Generic -DCMAKE_SYSTEM_PROCESSOR=arm
                                  "-DCMAKE_EXE_LINKER_FLAGS=--specs=nano.specs --specs=nosys.specs")
    endif()
    list(JOIN CXX_FLAGS " " flags)
    # A multi-config generator's folder for the programs: Debug is what it builds unless told.
    set(config Debug)
    set(build_config)
    if(BUILD_TYPE)
        set(config "${BUILD_TYPE}")
        set(build_config --config "${BUILD_TYPE}")
    endif()
    run("${CMAKE_COMMAND}" -S "${project}" -B "${WORK_DIR}/build" -G "${GENERATOR}" --no-warn-unused-cli
        "-DCMAKE_CXX_COMPILER=${CXX}" "-DCMAKE_CXX_FLAGS=${flags}" "-DCMAKE_BUILD_TYPE=${BUILD_TYPE}"
        ${no_frontend_dependencies} ${CONSUMER_ARGS})
    run("${CMAKE_COMMAND}" --build "${WORK_DIR}/build" ${build_config})
    # The core's program, and the solver's both ways (solver.cmake) where it is not a cross build.
    set(programs consumer)
    if(NOT ARM_CXX AND NOT (DEFINED SOLVER AND NOT SOLVER))
        list(APPEND programs solver solver_header_only)
    endif()
    foreach(name IN LISTS programs)
        # Single- or multi-config generators put the program in one of these.
        set(found OFF)
        foreach(program "${WORK_DIR}/build/${name}" "${WORK_DIR}/build/${config}/${name}")
            if(EXISTS "${program}${CMAKE_EXECUTABLE_SUFFIX}" AND NOT found)
                set(found ON)
                if(ARM_CXX)
                    expect_arm_program("${program}${CMAKE_EXECUTABLE_SUFFIX}")
                else()
                    run("${program}${CMAKE_EXECUTABLE_SUFFIX}")
                endif()
            endif()
        endforeach()
        if(NOT found)
            message(FATAL_ERROR "the ${name} program was not built")
        endif()
    endforeach()

elseif(ACTION STREQUAL "conan")
    # A private Conan cache and a copy of the tree: nothing is written to the user's ~/.conan2 or
    # to the source tree (test_package/build).
    set(ENV{CONAN_HOME} "${WORK_DIR}/conan-home")
    set(ENV{CXX} "${CXX}")
    copy_tree("${WORK_DIR}/npuzzle")
    run("${CONAN}" profile detect --force)
    execute_process(COMMAND "${CONAN}" create "${WORK_DIR}/npuzzle" ${CONAN_ARGS} COMMAND_ECHO STDOUT
                    OUTPUT_VARIABLE output ERROR_VARIABLE output RESULT_VARIABLE rc)
    message("${output}")
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "conan create failed (${rc})")
    endif()
    if(EXPECT STREQUAL "ran")
        if(NOT output MATCHES "npuzzle test_package: 3x3:")
            message(FATAL_ERROR "conan create succeeded but the test_package program did not run")
        endif()
    elseif(EXPECT STREQUAL "arm")
        file(GLOB_RECURSE built "${WORK_DIR}/npuzzle/test_package/build/*/test_package")
        if(NOT built)
            message(FATAL_ERROR "no test_package program was built")
        endif()
        list(GET built 0 program)
        expect_arm_program("${program}")
    else()
        message(FATAL_ERROR "EXPECT must be ran or arm, not '${EXPECT}'")
    endif()

elseif(ACTION STREQUAL "readme")
    # README.md's way WAY, built as written against a repository made from the working tree.
    make_repository(repository)
    execute_process(COMMAND "${SH}" "${CMAKE_CURRENT_LIST_DIR}/readme_snippets.sh" "${SOURCE_DIR}/README.md"
                            "${WORK_DIR}/readme" "${WAY}" "file://${repository}" "${CXX}" "${GENERATOR}"
                    COMMAND_ECHO STDOUT RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "README.md's '${WAY}' failed (${rc})")
    endif()

elseif(ACTION STREQUAL "meson")
    # A Meson project using npuzzle by METHOD: pkg-config or cmake (an installed copy in PREFIX), or
    # subproject (a copy of the tree in subprojects/npuzzle).
    file(COPY "${CMAKE_CURRENT_LIST_DIR}/meson/" DESTINATION "${WORK_DIR}/project")
    file(COPY "${CMAKE_CURRENT_LIST_DIR}/consumer.cpp" "${CMAKE_CURRENT_LIST_DIR}/solver.cpp"
         DESTINATION "${WORK_DIR}/project")
    if(METHOD STREQUAL "subproject")
        copy_tree("${WORK_DIR}/project/subprojects/npuzzle")
    endif()
    set(ENV{PKG_CONFIG_LIBDIR} "${PREFIX}/share/pkgconfig")
    set(ENV{PKG_CONFIG_PATH} "")
    set(ENV{CMAKE_PREFIX_PATH} "${PREFIX}")
    set(ENV{CXX} "${CXX}")
    run("${MESON}" setup "${WORK_DIR}/build" "${WORK_DIR}/project" "-Dmethod=${METHOD}" --werror
        "-Dwarning_level=3")
    run("${MESON}" compile -C "${WORK_DIR}/build")
    run("${WORK_DIR}/build/consumer")
    run("${WORK_DIR}/build/solver")

else()
    message(FATAL_ERROR "ACTION must be install, build, conan, readme or meson, not '${ACTION}'")
endif()
