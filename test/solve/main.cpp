// SPDX-License-Identifier: MIT
#define BOOST_TEST_MODULE npuzzle solve
#include <boost/test/unit_test.hpp>
