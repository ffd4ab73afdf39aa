// SPDX-License-Identifier: MIT
#define BOOST_TEST_MODULE npuzzle-curses
#include <boost/test/unit_test.hpp>

#include <common/terminal_host.hpp>

// The games hint as the terminal front ends' do: a search thread, tables built by child processes.
struct terminal_games {
    terminal_games() { npuzzle::frontend::use_host(npuzzle::frontend::terminal_host()); }
};
BOOST_TEST_GLOBAL_FIXTURE(terminal_games);
