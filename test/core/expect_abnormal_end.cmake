# SPDX-License-Identifier: MIT
# Runs PROGRAM and passes only if it ends abnormally (a signal such as SIGABRT, not an exit status)
# before printing "not reached".
execute_process(COMMAND "${PROGRAM}" RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
message("${output}")
if(result MATCHES "^[0-9]+$" OR output MATCHES "not reached")
    message(FATAL_ERROR "expected an abnormal end, got exit status '${result}'")
endif()
message("ended abnormally: ${result}")
