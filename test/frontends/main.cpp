// SPDX-License-Identifier: MIT
#define BOOST_TEST_MODULE npuzzle front-end common
#include <boost/test/unit_test.hpp>

#include <common/terminal_host.hpp>

#include "private_cache.hpp"

// The games hint as the terminal front ends' do: a search thread, tables built by child processes.
// Every case runs in a private cache, its own or the suite's: none reads the user's tables (a case
// that found pdb-6-6-3 there, left by another program, made the suite 36 s instead of 313 under the
// sanitizers, and its forked children inherited the tables it had read), none writes there.
struct terminal_games {
    npuzzle::frontend::testing::private_cache cache{"npuzzle-frontend-tests"};
    terminal_games() { npuzzle::frontend::use_host(npuzzle::frontend::terminal_host()); }
};
BOOST_TEST_GLOBAL_FIXTURE(terminal_games);
