// SPDX-License-Identifier: MIT
#include "output.hpp"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>

namespace npuzzle::support {

void ignore_sigpipe() noexcept {
#ifdef SIGPIPE
    std::signal(SIGPIPE, SIG_IGN);
#endif
}

int output_failed(std::string_view program, int why) noexcept {
#ifdef EPIPE
    if (why == EPIPE) return 1;
#endif
    std::fprintf(stderr, "%.*s: cannot write the output: %s\n", static_cast<int>(program.size()), program.data(),
                 std::strerror(why != 0 ? why : EIO));
    return 1;
}

int written(std::string_view program, int why) {
    bool ok = true;
    if (!std::cout.good()) { // a write failed already: nothing since has changed errno
        ok = false;
        if (why == 0) why = errno;
    } else {
        errno = 0;
        if (!std::cout.flush()) {
            ok = false;
            if (why == 0) why = errno;
        }
    }
    errno = 0;
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
        ok = false;
        if (why == 0) why = errno;
    }
    return ok ? 0 : output_failed(program, why);
}

} // namespace npuzzle::support
