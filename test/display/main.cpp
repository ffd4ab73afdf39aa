// SPDX-License-Identifier: MIT
#define BOOST_TEST_MODULE npuzzle display
#include <boost/test/unit_test.hpp>
