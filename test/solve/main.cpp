#define BOOST_TEST_MODULE npuzzle solve
#include <boost/test/unit_test.hpp>
