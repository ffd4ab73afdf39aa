# SPDX-License-Identifier: MIT
# The solver both ways, for the CMake consumer projects (include(../solver.cmake) after npuzzle is
# added): npuzzle::solve, compiled once in its library, and npuzzle::solve_header_only. Not in a
# cross build for a microcontroller, which has no threads and takes the core alone.
if(NOT CMAKE_CROSSCOMPILING)
    add_executable(solver ${CMAKE_CURRENT_LIST_DIR}/solver.cpp)
    target_link_libraries(solver PRIVATE npuzzle::solve)
    target_compile_definitions(solver PRIVATE NPUZZLE_CONSUMER_COMPILED_SOLVER)
    add_executable(solver_header_only ${CMAKE_CURRENT_LIST_DIR}/solver.cpp)
    target_link_libraries(solver_header_only PRIVATE npuzzle::solve_header_only)
    # Optimised, the same templates under the same flags are compiled once in npuzzle::solve above
    # (what needs optimised code, -Wnull-dereference, shows there); this one proves the header-only
    # target's usage requirements, the same at -O0 (the add_subdirectory consumer: 88 s of CPU -> 53).
    if(CMAKE_BUILD_TYPE STREQUAL "Release")
        target_compile_options(solver_header_only PRIVATE -O0)
    endif()
endif()
