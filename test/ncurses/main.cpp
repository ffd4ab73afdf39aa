// SPDX-License-Identifier: MIT
#define BOOST_TEST_MODULE npuzzle-curses
#include <boost/test/unit_test.hpp>
