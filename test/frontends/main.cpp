// SPDX-License-Identifier: MIT
#define BOOST_TEST_MODULE npuzzle front-end common
#include <boost/test/unit_test.hpp>
