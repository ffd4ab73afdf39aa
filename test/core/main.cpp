// SPDX-License-Identifier: MIT
#define BOOST_TEST_MODULE npuzzle core
#include <boost/test/unit_test.hpp>
