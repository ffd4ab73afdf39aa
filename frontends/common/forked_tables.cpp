// SPDX-License-Identifier: MIT
#include "forked_tables.hpp"

#include <npuzzle/solve/additive_pdb.hpp>

#include <csignal>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <fcntl.h>
#include <string>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <system_error>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace npuzzle::frontend {

namespace {

namespace solve = npuzzle::solve;

// Every table of `set` has its file in `cache` (whether it is sound, its reader checks).
bool cached(const solve::pattern_set& set, const std::filesystem::path& cache) {
    std::error_code ec;
    for (const auto& tiles : set.patterns)
        if (!std::filesystem::exists(cache / solve::pattern_database::file_name(set.rows, set.cols, tiles), ec)) return false;
    return true;
}

// In the child: the game's handlers are not ours (it stops us), and we stop when it goes (even by SIGKILL).
void become_builder() {
    for (int sig : {SIGTERM, SIGINT, SIGHUP}) std::signal(sig, SIG_DFL);
#ifdef __linux__
    prctl(PR_SET_PDEATHSIG, SIGTERM);
#endif
}

// In the child: load or build `set` into `cache`, then leave at once (no exit handlers: the parent's
// curses screen and files are the parent's). 0: the set is cached.
[[noreturn]] void build_and_leave(const solve::pattern_set& set, const std::filesystem::path& cache, unsigned threads) {
    int status = 1;
    try {
        solve::database_options options;
        options.cache_directory = cache;
        options.threads = threads;
        // Each table in the cache: one this process had already (the registry is by tiles, not by
        // directory) is saved there too; one that cannot be saved (a full disk) fails the set.
        const auto tables = solve::load_pattern_set(set, options);
        status = tables.empty() ? 1 : 0;
        std::error_code ec;
        for (const auto& t : tables)
            if (const auto file = cache / t->file_name(); !std::filesystem::exists(file, ec) && t->save(file)) status = 1;
    } catch (const std::exception&) { // memory
        status = 1;
    }
    _exit(status);
}

// The strong set: at the lowest priority (setpriority before any thread starts, so the build's
// threads inherit it), and under an exclusive lock on "<set>.lock" in the cache, so that of two games
// started together one builds and the other, once the lock is its turn, finds the files.
[[noreturn]] void build_strong_and_leave(const solve::pattern_set& set, const std::filesystem::path& cache) {
    (void)setpriority(PRIO_PROCESS, 0, 19);
    std::error_code ec;
    std::filesystem::create_directories(cache, ec);
    const std::string lock_file = (cache / (std::string(set.name()) + ".lock")).string();
    const int lock = ::open(lock_file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (lock < 0 || ::flock(lock, LOCK_EX) != 0) _exit(1); // released when we leave
    if (cached(set, cache)) _exit(0);
    build_and_leave(set, cache, 2); // niced, both cores cost the game nothing
}

// NPUZZLE_HINT_TABLES=small: the quick sets only.
bool small_only() {
    const char* v = std::getenv("NPUZZLE_HINT_TABLES");
    return v && std::strcmp(v, "small") == 0;
}

} // namespace

forked_tables::plan forked_tables::for_shape(std::size_t rows, std::size_t cols) {
    if (rows == 3 && cols == 3) return {"pdb-8", nullptr};
    if (rows == 4 && cols == 4) return {"pdb-6-6-3", small_only() ? nullptr : "pdb-7-8"};
    return {};
}

void forked_tables::prepare(const plan& p, std::filesystem::path cache) {
    if (quick_.child > 0 || strong_.child > 0) return; // prepared already
    if (cache.empty()) cache = solve::default_cache_directory(); // the games keep tables there
    const solve::pattern_set* quick = p.quick ? solve::find_pattern_set(p.quick) : nullptr;
    const solve::pattern_set* strong = p.strong ? solve::find_pattern_set(p.strong) : nullptr;
    if (cache.empty()) { // nowhere to keep them: hints search without tables, within their budget
        quick_.now = quick ? state::failed : state::not_needed;
        return;
    }
    // A set found in the cache needs no child; with the strong set there, the quick one is not needed.
    if (strong && cached(*strong, cache)) {
        strong_.now = quick_.now = state::ready;
        strong_told_ = true; // searches start with it: nothing to start again
        return;
    }
    auto start = [&](builder& b, const solve::pattern_set& set, bool low_priority) {
        if (!low_priority && cached(set, cache)) {
            b.now = state::ready;
            return;
        }
        const pid_t pid = fork();
        if (pid == 0) {
            become_builder();
            if (low_priority) build_strong_and_leave(set, cache);
            build_and_leave(set, cache, 1); // the game keeps a core for itself
        }
        b.child = pid;
        b.now = pid < 0 ? state::failed : state::preparing;
    };
    if (quick) start(quick_, *quick, false);
    if (strong) start(strong_, *strong, true);
}

hint_tables::state forked_tables::builder::poll() const {
    if (now != state::preparing) return now;
    int status = 0;
    const pid_t done = waitpid(child, &status, WNOHANG);
    if (done == 0) return now;
    now = done == child && WIFEXITED(status) && WEXITSTATUS(status) == 0 ? state::ready : state::failed;
    return now;
}

hint_tables::state forked_tables::current() const {
    if (strong_.poll() == state::ready) return state::ready; // better than the quick set, whatever it does
    return quick_.poll();
}

bool forked_tables::strengthened() {
    if (strong_told_ || strong_.poll() != state::ready) return false;
    strong_told_ = true;
    return true;
}

void forked_tables::builder::stop() {
    if (poll() != state::preparing) return;
    kill(child, SIGTERM);
    int status = 0;
    waitpid(child, &status, 0);
}

forked_tables::~forked_tables() {
    quick_.stop();
    strong_.stop();
}

} // namespace npuzzle::frontend
