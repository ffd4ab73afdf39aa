// SPDX-License-Identifier: MIT
// support/counted.hpp: the one helper every counted noun the programs print goes through (issue 37:
// "scrambled 1 moves").
#include <counted.hpp>

#include <boost/test/unit_test.hpp>

using npuzzle::support::counted;

BOOST_AUTO_TEST_SUITE(counted_nouns)

BOOST_AUTO_TEST_CASE(one_is_singular_and_every_other_number_plural) {
    BOOST_TEST(counted(1, "move") == "1 move");
    BOOST_TEST(counted(0, "move") == "0 moves");
    BOOST_TEST(counted(2, "move") == "2 moves");
    BOOST_TEST(counted(11, "tile") == "11 tiles");
    BOOST_TEST(counted(1, "DNF") == "1 DNF");
    BOOST_TEST(counted(3, "DNF") == "3 DNFs");
    BOOST_TEST(counted(18'446'744'073'709'551'615u, "node") == "18446744073709551615 nodes");
}

BOOST_AUTO_TEST_CASE(an_irregular_plural_is_given) {
    BOOST_TEST(counted(1, "match", "matches") == "1 match");
    BOOST_TEST(counted(2, "match", "matches") == "2 matches");
}

BOOST_AUTO_TEST_SUITE_END()
