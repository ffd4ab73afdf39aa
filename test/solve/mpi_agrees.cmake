# SPDX-License-Identifier: MIT
# npuzzle-solve-mpi under mpiexec against npuzzle-solve on one thread, on the same boards: every JSON
# record the same but for its seconds (length, moves, nodes).
#   cmake -DMPIEXEC=... -DRANKS=4 -DMPI_SOLVE=... -DSOLVE=... -DCACHE=dir -DHEURISTIC=name
#         [-DBOARDS="3x3#1;3x3#2"] [-DINPUT=file -DLINES=n] [-DWORK=dir] -P mpi_agrees.cmake
set(input_args)
if(DEFINED INPUT)
    file(STRINGS "${INPUT}" lines REGEX "^[0-9]") # the boards, not the comments
    list(SUBLIST lines 0 ${LINES} lines)
    list(TRANSFORM lines REPLACE " [0-9]+$" "") # the published length
    list(JOIN lines "\n" text)
    file(MAKE_DIRECTORY "${WORK}")
    set(subset "${WORK}/boards.txt")
    file(WRITE "${subset}" "${text}\n")
    set(input_args INPUT_FILE "${subset}")
endif()
set(args --heuristic ${HEURISTIC} --cache-dir ${CACHE} ${BOARDS})
execute_process(COMMAND ${SOLVE} --json --threads 1 ${args} ${input_args}
                OUTPUT_VARIABLE expected RESULT_VARIABLE solve_status ERROR_VARIABLE solve_errors)
if(NOT solve_status EQUAL 0)
    message(FATAL_ERROR "npuzzle-solve: status ${solve_status}\n${solve_errors}")
endif()
execute_process(COMMAND ${MPIEXEC} -np ${RANKS} ${MPI_SOLVE} ${args} ${input_args}
                OUTPUT_VARIABLE got RESULT_VARIABLE mpi_status ERROR_VARIABLE mpi_errors)
if(NOT mpi_status EQUAL 0)
    message(FATAL_ERROR "npuzzle-solve-mpi: status ${mpi_status}\n${mpi_errors}")
endif()
foreach(v expected got)
    string(REGEX REPLACE "\"seconds\":[^,]*," "" ${v} "${${v}}")
endforeach()
if(NOT got STREQUAL expected)
    message(FATAL_ERROR "npuzzle-solve-mpi differs from npuzzle-solve:\n${got}\nexpected:\n${expected}")
endif()
string(REGEX MATCHALL "\"length\":[0-9]+" solved "${got}")
list(LENGTH solved count)
if(count EQUAL 0)
    message(FATAL_ERROR "nothing solved:\n${got}")
endif()
message(STATUS "${count} boards: the same lengths, moves and nodes")
