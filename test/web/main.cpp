// SPDX-License-Identifier: MIT
#define BOOST_TEST_MODULE npuzzle page
#include <boost/test/unit_test.hpp>
