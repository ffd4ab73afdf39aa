// SPDX-License-Identifier: MIT
#include "tmux.hpp"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>
#include <stdexcept>
#include <thread>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

#ifndef NPUZZLE_TMUX
#error "NPUZZLE_TMUX must name the tmux program (from CMake)"
#endif

namespace npuzzle::e2e {

namespace {

// An unnamed temporary file: a child's output goes here rather than into a pipe, because a tmux
// server started by the child keeps the pipe open long after the child has gone.
int temporary_file() {
    char name[] = "/tmp/npuzzle-e2e-output-XXXXXX";
    const int fd = ::mkstemp(name);
    if (fd < 0) throw std::runtime_error("mkstemp failed");
    ::unlink(name);
    return fd;
}

std::string contents(int fd) {
    std::string text;
    ::lseek(fd, 0, SEEK_SET);
    char buffer[4096];
    for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<std::size_t>(n));
    ::close(fd);
    return text;
}

} // namespace

process_result run(const std::vector<std::string>& argv) {
    const int out = temporary_file(), err = temporary_file();
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, out, 1);
    posix_spawn_file_actions_adddup2(&actions, err, 2);
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    pid_t child = 0;
    const int spawned = posix_spawnp(&child, args[0], &actions, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    process_result r;
    int status = 0;
    if (spawned == 0)
        while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
        }
    r.out = contents(out);
    r.err = contents(err);
    if (spawned != 0) {
        r.err = "cannot start " + argv.front();
        return r;
    }
    r.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return r;
}

std::string columns(const screen& s, int line, int from, int count) {
    if (line < 0 || line >= static_cast<int>(s.size())) return {};
    std::string text;
    int column = -1;
    for (const char c : s[static_cast<std::size_t>(line)]) {
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++column; // a lead byte starts the next column
        if (column >= from + count) break;
        if (column >= from) text += c;
    }
    return text;
}

bool contains(const screen& s, std::string_view text) {
    for (const auto& line : s)
        if (line.find(text) != std::string::npos) return true;
    return false;
}

std::string joined(const screen& s) {
    std::string text = "\n";
    for (const auto& line : s) text += "|" + line + "\n";
    return text;
}

namespace {

std::set<std::string>& live_sockets() {
    static std::set<std::string> sockets;
    return sockets;
}

} // namespace

void kill_leftover_servers() {
    for (const auto& socket : live_sockets()) run({NPUZZLE_TMUX, "-L", socket, "kill-server"});
    live_sockets().clear();
}

tmux_pane::tmux_pane(const std::vector<std::string>& command, int width, int height) {
    static int count = 0;
    socket_ = "npuzzle-e2e-" + std::to_string(::getpid()) + "-" + std::to_string(++count);
    live_sockets().insert(socket_);
    std::vector<std::string> args{"new-session", "-d", "-x", std::to_string(width), "-y", std::to_string(height)};
    args.insert(args.end(), command.begin(), command.end());
    const process_result started = tmux(args);
    if (started.status != 0) throw std::runtime_error("tmux new-session failed: " + started.err);
    // Keep the pane after the program ends, so the test can read what it left on the terminal.
    tmux({"set-option", "-g", "remain-on-exit", "on"});
}

// Whether process `pid` still runs: there, and not a zombie (an orphan whose parent, the tmux
// server, is gone waits for a reaper that a container's init may never be).
static bool running(int pid) {
    std::FILE* stat = std::fopen(("/proc/" + std::to_string(pid) + "/stat").c_str(), "r");
    if (!stat) return ::kill(pid, 0) == 0; // no /proc: the signal test
    char line[512] = {};
    const bool read = std::fgets(line, sizeof line, stat) != nullptr;
    std::fclose(stat);
    const char* close = read ? std::strrchr(line, ')') : nullptr;
    return close && close[1] == ' ' && close[2] != 'Z';
}

// The pane's program gets SIGHUP and may still be saving its game when the server is gone: wait
// (a few seconds at most) until it has ended, so the test's state folder is removed after its last
// write, not before (a removed folder written again stayed in /tmp).
tmux_pane::~tmux_pane() {
    const int program = pid();
    tmux({"kill-server"});
    live_sockets().erase(socket_);
    for (int i = 0; program > 0 && i < 500 && running(program); ++i) ::usleep(10'000);
}

process_result tmux_pane::tmux(std::vector<std::string> args) const {
    args.insert(args.begin(), {NPUZZLE_TMUX, "-L", socket_, "-f", "/dev/null"});
    return run(args);
}

screen tmux_pane::capture() const {
    const process_result r = tmux({"capture-pane", "-p"});
    screen lines;
    std::size_t start = 0;
    while (start < r.out.size()) {
        std::size_t end = r.out.find('\n', start);
        if (end == std::string::npos) end = r.out.size();
        lines.push_back(r.out.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

std::string tmux_pane::capture_with_attributes() const { return tmux({"capture-pane", "-p", "-e"}).out; }

void tmux_pane::send_keys(const std::vector<std::string>& keys) const {
    std::vector<std::string> args{"send-keys"};
    args.insert(args.end(), keys.begin(), keys.end());
    tmux(args);
}

void tmux_pane::send_bytes(std::string_view bytes) const {
    std::vector<std::string> args{"send-keys", "-H"};
    static constexpr char hex[] = "0123456789abcdef";
    for (const char c : bytes) {
        const auto b = static_cast<unsigned char>(c);
        args.push_back({hex[b >> 4], hex[b & 15]});
    }
    tmux(args);
}

void tmux_pane::resize(int width, int height) const {
    tmux({"resize-window", "-x", std::to_string(width), "-y", std::to_string(height)});
}

int tmux_pane::pid() const {
    const process_result r = tmux({"display-message", "-p", "#{pane_pid}"});
    return r.status == 0 ? std::atoi(r.out.c_str()) : -1;
}

tmux_pane::waited tmux_pane::wait_until(const std::function<bool(const screen&)>& done,
                                        std::chrono::milliseconds limit) const {
    return poll(done, limit, true);
}

tmux_pane::waited tmux_pane::catch_until(const std::function<bool(const screen&)>& done,
                                         std::chrono::milliseconds limit) const {
    return poll(done, limit, false);
}

tmux_pane::waited tmux_pane::poll(const std::function<bool(const screen&)>& done, std::chrono::milliseconds limit,
                                  bool settled) const {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    waited w;
    for (;;) {
        w.last = capture();
        if (done(w.last)) {
            if (!settled) return w.ok = true, w;
            // A screen caught halfway through a redraw (status new, board old) must not count: it
            // has to stay the same a moment longer.
            std::this_thread::sleep_for(std::chrono::milliseconds(30));
            if (capture() == w.last) return w.ok = true, w;
            continue;
        }
        if (std::chrono::steady_clock::now() >= deadline) return w;
        std::this_thread::sleep_for(std::chrono::milliseconds(settled ? 20 : 5));
    }
}

tmux_pane::waited tmux_pane::wait_for(std::string_view text, std::chrono::milliseconds limit) const {
    return wait_until([text](const screen& s) { return contains(s, text); }, limit);
}

} // namespace npuzzle::e2e
