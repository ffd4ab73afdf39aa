// SPDX-License-Identifier: MIT
#define BOOST_TEST_MODULE npuzzle constructive
#include <boost/test/unit_test.hpp>
