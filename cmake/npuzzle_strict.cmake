# SPDX-License-Identifier: MIT
# Our own targets build warnings-clean and, when asked, with sanitizers. Consumers of the INTERFACE
# target get none of these flags. The list is what a demanding user compiles with: every public
# header passes it on g++ and clang (test/headers checks each header alone, included with -I).
set(NPUZZLE_STRICT_FLAGS -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Wold-style-cast
                         -Wnon-virtual-dtor -Wcast-qual -Wundef -Werror)

function(npuzzle_strict target)
    target_compile_options(${target} PRIVATE ${NPUZZLE_STRICT_FLAGS})
    if(NPUZZLE_SANITIZE)
        target_compile_options(${target} PRIVATE -fsanitize=${NPUZZLE_SANITIZE} -fno-omit-frame-pointer
                                                 -fno-sanitize-recover=all)
        target_link_options(${target} PRIVATE -fsanitize=${NPUZZLE_SANITIZE})
    endif()
endfunction()
