// SPDX-License-Identifier: MIT
#define BOOST_TEST_MODULE npuzzle mnk
#include <boost/test/unit_test.hpp>
