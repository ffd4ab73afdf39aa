// SPDX-License-Identifier: MIT
#include "hint_tables.hpp"

#include <npuzzle/solve/additive_pdb.hpp>

#include <csignal>
#include <exception>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace npuzzle::frontend {

namespace {

// The set the games' optimal hints use when nothing better is cached (solver.hpp's "auto").
const char* hint_set(std::size_t rows, std::size_t cols) {
    if (rows == 3 && cols == 3) return "pdb-8";
    if (rows == 4 && cols == 4) return "pdb-6-6-3";
    return nullptr;
}

// In the child: load or build the set and leave at once (no exit handlers: the parent's curses
// screen and files are the parent's).
[[noreturn]] void build_and_leave(const char* set_name) {
    for (int sig : {SIGTERM, SIGINT, SIGHUP}) std::signal(sig, SIG_DFL); // not the game's handlers: it stops us
#ifdef __linux__
    prctl(PR_SET_PDEATHSIG, SIGTERM); // the game gone (even by SIGKILL): stop building for it
#endif
    int status = 1;
    try {
        npuzzle::solve::database_options options;
        options.cache_directory = npuzzle::solve::default_cache_directory(); // the games keep tables there
        options.threads = 1; // the game keeps a core for itself
        if (!options.cache_directory.empty() &&
            !npuzzle::solve::load_pattern_set(*npuzzle::solve::find_pattern_set(set_name), options).empty())
            status = 0;
    } catch (const std::exception&) {
        status = 1;
    }
    _exit(status);
}

} // namespace

void hint_tables::prepare(std::size_t rows, std::size_t cols) {
    const char* set = hint_set(rows, cols);
    if (!set || child_ > 0) return;
    const pid_t pid = fork();
    if (pid == 0) build_and_leave(set);
    if (pid < 0) {
        state_ = state::failed;
        return;
    }
    child_ = pid;
    state_ = state::preparing;
}

hint_tables::state hint_tables::current() const {
    if (state_ != state::preparing) return state_;
    int status = 0;
    const pid_t done = waitpid(child_, &status, WNOHANG);
    if (done == 0) return state_;
    state_ = done == child_ && WIFEXITED(status) && WEXITSTATUS(status) == 0 ? state::ready : state::failed;
    return state_;
}

hint_tables::~hint_tables() {
    if (current() != state::preparing) return;
    kill(child_, SIGTERM);
    int status = 0;
    waitpid(child_, &status, 0);
}

} // namespace npuzzle::frontend
