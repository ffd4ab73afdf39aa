# Our own targets build warnings-clean and, when asked, with sanitizers. Consumers of the INTERFACE
# target get none of these flags.
function(npuzzle_strict target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Werror)
    if(NPUZZLE_SANITIZE)
        target_compile_options(${target} PRIVATE -fsanitize=${NPUZZLE_SANITIZE} -fno-omit-frame-pointer
                                                 -fno-sanitize-recover=all)
        target_link_options(${target} PRIVATE -fsanitize=${NPUZZLE_SANITIZE})
    endif()
endfunction()
