// SPDX-License-Identifier: MIT
// Every signal that ends npuzzle-curses gives the terminal back first. SIGINT, SIGTERM, SIGHUP and
// SIGQUIT (Ctrl-\) only set a flag (stop_signals): the game loop then leaves as a quit does.
// The others whose default action ends the program (SIGUSR1, SIGALRM, SIGSEGV, ...) cannot wait for
// the loop: their handler restores the terminal's saved settings (tcsetattr, async-signal-safe),
// writes the sequences that leave curses' screen, and re-raises the signal with its default action,
// so the exit status still names it. SIGPIPE is ignored (see support/output.hpp).
#pragma once

#include <csignal>
#include <cstddef>
#include <iterator>

namespace npuzzle::curses {

// The stop signal that arrived (0: none yet): the game loop (which wakes at least every 250 ms) then
// leaves normally, so the terminal is restored by the same code as a quit.
inline volatile std::sig_atomic_t stop_signal = 0;

// Sets stop_signal on SIGINT, SIGTERM, SIGHUP and SIGQUIT until destroyed.
class stop_signals {
public:
    stop_signals();
    ~stop_signals();
    stop_signals(const stop_signals&) = delete;
    stop_signals& operator=(const stop_signals&) = delete;

private:
    static constexpr int signals_[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
    struct sigaction previous_[std::size(signals_)] {};
};

class fatal_signals {
public:
    // Takes the terminal's settings now, before curses changes them, and handles the fatal signals
    // until destroyed.
    fatal_signals();
    ~fatal_signals();
    fatal_signals(const fatal_signals&) = delete;
    fatal_signals& operator=(const fatal_signals&) = delete;

    // Once curses has started: learn the terminal's sequences that end its screen (leave the
    // alternate screen, show the cursor, plain attributes, keypad and mouse off).
    void curses_started();

    static constexpr int handled[] = {SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
                                      SIGPOLL, SIGSYS,  SIGTRAP, SIGABRT,   SIGSEGV, SIGBUS,  SIGFPE, SIGILL};

private:
    struct sigaction previous_[std::size(handled)] {};
};

} // namespace npuzzle::curses
