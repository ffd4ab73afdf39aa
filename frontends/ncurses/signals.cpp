// SPDX-License-Identifier: MIT
#include "signals.hpp"

#include <cerrno>
#include <cstring>
#include <string_view>

#include <termios.h>
#include <unistd.h>

#include <curses.h> // tigetstr; after the C++ headers (NCURSES_NOMACROS)

namespace npuzzle::curses {

namespace {

// What the handler needs, prepared beforehand: a handler may only call async-signal-safe functions.
struct termios saved_settings {};
volatile std::sig_atomic_t have_settings = 0;
char leave_screen[512]{};
volatile std::sig_atomic_t leave_length = 0;

extern "C" void on_fatal_signal(int sig) {
    const int saved_errno = errno;
    if (leave_length > 0) {
        const ssize_t ignored = ::write(STDOUT_FILENO, leave_screen, static_cast<std::size_t>(leave_length));
        (void)ignored; // nothing more can be done about a terminal that takes no output
    }
    if (have_settings) ::tcsetattr(STDOUT_FILENO, TCSADRAIN, &saved_settings);
    // The default action, once this handler returns and unblocks the signal: the program ends as the
    // signal says (a fault such as SIGSEGV happens again at once and ends it the same way).
    struct sigaction default_action {};
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    ::sigaction(sig, &default_action, nullptr);
    ::raise(sig);
    errno = saved_errno;
}

// Appends terminfo capability `name` to leave_screen, if the terminal has it and there is room.
void append_capability(const char* name) {
    const char* value = ::tigetstr(name);
    if (value == nullptr || value == reinterpret_cast<char*>(-1)) return; // absent, or not a string
    const std::string_view text(value);
    const auto used = static_cast<std::size_t>(leave_length);
    if (text.find("$<") != std::string_view::npos || used + text.size() > sizeof leave_screen) return; // padding: skip
    std::memcpy(leave_screen + used, text.data(), text.size());
    leave_length = static_cast<std::sig_atomic_t>(used + text.size());
}

} // namespace

fatal_signals::fatal_signals() {
    leave_length = 0;
    have_settings = ::tcgetattr(STDOUT_FILENO, &saved_settings) == 0 ? 1 : 0;
    struct sigaction action {};
    action.sa_handler = on_fatal_signal;
    sigemptyset(&action.sa_mask);
    for (std::size_t i = 0; i < std::size(handled); ++i) {
        ::sigaction(handled[i], nullptr, &previous_[i]);
        if (previous_[i].sa_handler == SIG_IGN) continue; // ignored by whoever started us: stays ignored
        ::sigaction(handled[i], &action, nullptr);
    }
}

fatal_signals::~fatal_signals() {
    for (std::size_t i = 0; i < std::size(handled); ++i) ::sigaction(handled[i], &previous_[i], nullptr);
    leave_length = 0;
    have_settings = 0;
}

void fatal_signals::curses_started() {
    leave_length = 0; // a signal while this fills the buffer writes the sequences learnt so far
    for (const char* name : {"sgr0", "cnorm", "rmkx", "rmcup"}) append_capability(name);
    // Mouse reports, if curses asked for them (terminals with kmous take the xterm private modes).
    const char* mouse = ::tigetstr("kmous");
    if (mouse != nullptr && mouse != reinterpret_cast<char*>(-1)) {
        constexpr std::string_view off = "\033[?1000l\033[?1006l";
        const auto used = static_cast<std::size_t>(leave_length);
        if (used + off.size() <= sizeof leave_screen) {
            std::memcpy(leave_screen + used, off.data(), off.size());
            leave_length = static_cast<std::sig_atomic_t>(used + off.size());
        }
    }
}

namespace {
void on_stop_signal(int sig) { stop_signal = sig; }
} // namespace

stop_signals::stop_signals() {
    stop_signal = 0;
    struct sigaction action {};
    action.sa_handler = on_stop_signal;
    sigemptyset(&action.sa_mask);
    for (std::size_t i = 0; i < std::size(signals_); ++i) sigaction(signals_[i], &action, &previous_[i]);
}

stop_signals::~stop_signals() {
    for (std::size_t i = 0; i < std::size(signals_); ++i) sigaction(signals_[i], &previous_[i], nullptr);
}

} // namespace npuzzle::curses
