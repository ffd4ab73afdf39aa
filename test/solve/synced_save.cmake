# SPDX-License-Identifier: MIT
# A pattern database is saved durably: the partial file is fsync'ed before its rename and the directory
# after it, so a power loss cannot leave a renamed but empty file. Seen with strace on npuzzle-solve
# building the 8-puzzle's table in a fresh cache directory.
#   cmake -DSTRACE=... -DSOLVE=... -DDIR=... -P synced_save.cmake
file(REMOVE_RECURSE "${DIR}")
# LeakSanitizer cannot run under ptrace: a sanitized build checks its leaks in the other tests.
if(DEFINED ENV{ASAN_OPTIONS} AND NOT "$ENV{ASAN_OPTIONS}" STREQUAL "")
    set(ENV{ASAN_OPTIONS} "$ENV{ASAN_OPTIONS}:detect_leaks=0")
else()
    set(ENV{ASAN_OPTIONS} "detect_leaks=0")
endif()
execute_process(
    COMMAND "${STRACE}" -f -e trace=openat,fsync,rename,renameat,renameat2 "${SOLVE}" --cache-dir "${DIR}"
            --heuristic pdb-8 3x3:1,2,3,4,5,6,7,0,8
    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE trace)
if(trace MATCHES "^strace: [^\n]*(ptrace|Operation not permitted)") # a container without the right to trace
    message("strace cannot trace here: ${trace}")
    return()
endif()
if(NOT status EQUAL 0 OR NOT out MATCHES "1 move \\(")
    message(FATAL_ERROR "npuzzle-solve under strace failed (${status}): ${out}${trace}")
endif()
# The calls in order, each found after the one before.
set(rest "${trace}")
foreach(call
        "openat\\([^\n]*\\.pdb\\.partial-[0-9]+-[0-9]+\", O_RDONLY[^\n]*= ([0-9]+)"
        "fsync\\(@\\) *= 0"
        "rename\\([^\n]*\\.partial-[^\n]*\"${DIR}/3x3-1-2-3-4-5-6-7-8\\.pdb\"\\) *= 0"
        "openat\\([^\n]*\"${DIR}\", O_RDONLY[^\n]*O_DIRECTORY[^\n]*= ([0-9]+)"
        "fsync\\(@\\) *= 0")
    string(REPLACE "@" "${fd}" call "${call}")
    string(REGEX MATCH "${call}" found "${rest}")
    if(NOT found)
        message(FATAL_ERROR "expected the fsync of the partial file, the rename, then the fsync of the directory; "
                            "missing '${call}' in:\n${trace}")
    endif()
    if(CMAKE_MATCH_1)
        set(fd "${CMAKE_MATCH_1}")
    endif()
    string(FIND "${rest}" "${found}" at)
    string(LENGTH "${found}" length)
    math(EXPR at "${at} + ${length}")
    string(SUBSTRING "${rest}" ${at} -1 rest)
endforeach()
