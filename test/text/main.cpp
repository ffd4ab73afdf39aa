// SPDX-License-Identifier: MIT
#define BOOST_TEST_MODULE npuzzle text
#include <boost/test/unit_test.hpp>
