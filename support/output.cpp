// SPDX-License-Identifier: MIT
#include "output.hpp"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>

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

} // namespace npuzzle::support
