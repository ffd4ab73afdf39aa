// SPDX-License-Identifier: MIT
// An m,n,k game's saved games (npuzzle/mnk/save_record.hpp): random sessions written and read back to
// the same game, the line as documented, and its entries' errors.
#include <npuzzle/core/random.hpp>
#include <npuzzle/mnk/dynamic_mnk.hpp>
#include <npuzzle/mnk/notation.hpp>
#include <npuzzle/mnk/save_record.hpp>
#include <npuzzle/mnk/session.hpp>

#include <boost/test/unit_test.hpp>

#include <iterator>
#include <string>

using npuzzle::save_error;
using npuzzle::saved_game;

namespace {

template <class Session>
std::string save_of(const Session& s, const saved_game& info) {
    std::string text;
    npuzzle::write_mnk_save(s, info, std::back_inserter(text));
    return text;
}

save_error save_error_of(std::string_view text) {
    const auto g = npuzzle::parse_mnk_save(text);
    return g ? save_error::none : g.error().code;
}

} // namespace

BOOST_AUTO_TEST_SUITE(mnk_save_record)

BOOST_AUTO_TEST_CASE(random_mnk_sessions_round_trip) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        npuzzle::pcg32 rng(seed);
        const auto start = *npuzzle::mnk::empty(4, 5, 4);
        npuzzle::mnk_session<npuzzle::mnk, npuzzle::manual_clock, 8> s(start);
        for (int i = 0; i < 60; ++i) {
            switch (rng.below(8)) {
            case 0: s.undo(); break;
            case 1: s.redo(); break;
            case 2: s.restart(); break;
            default: s.place({rng.below(4), rng.below(5)});
            }
            s.clock().advance(rng.below(300));
        }
        saved_game info;
        info.start = "4x5k4";
        std::string base;
        if (s.base_moves() > 0) npuzzle::write_mnk_id(s.history_base(), std::back_inserter(base));
        info.base = base;
        info.base_moves = info.base_multi = s.base_moves();
        info.flags = "o";
        const std::string text = save_of(s, info);
        const auto g = npuzzle::parse_mnk_save(text);
        BOOST_TEST_REQUIRE(g.has_value(), text << ": " << (g ? std::string_view() : g.error().message().view()));
        BOOST_TEST(g->flags == "o");
        BOOST_TEST(g->game == "mnk");
        npuzzle::mnk_session<npuzzle::mnk, npuzzle::manual_clock, 8> back(start);
        if (!g->base.empty()) back.restore_base(*npuzzle::parse_mnk<npuzzle::mnk>(g->base), g->base_moves);
        BOOST_TEST_REQUIRE(npuzzle::replay_mnk(*g, back).has_value(), text);
        BOOST_TEST((back.board() == s.board()));
        BOOST_TEST(back.moves() == s.moves());
        BOOST_TEST(back.elapsed_ms() == s.elapsed_ms());
        BOOST_TEST(save_of(back, info) == text);
        while (s.can_undo()) { // the same positions and clocks back, restarts included
            s.undo();
            back.undo();
            BOOST_TEST_REQUIRE((s.board() == back.board()));
            BOOST_TEST(s.elapsed_ms() == back.elapsed_ms());
        }
        BOOST_TEST(!back.can_undo());
    }
}

BOOST_AUTO_TEST_CASE(the_line_reads_as_documented) {
    const auto g = npuzzle::parse_mnk_save("npuzzle-save 1 mnk 3x3k3 - 0/0 424 - 3 4,1200*,0\n");
    BOOST_TEST_REQUIRE(g.has_value());
    BOOST_TEST(g->entries == 3u);
    BOOST_TEST(g->elapsed_ms == 424u);
    npuzzle::mnk_session<npuzzle::mnk, npuzzle::manual_clock, 8> s(*npuzzle::mnk::empty(3, 3, 3));
    BOOST_TEST_REQUIRE(npuzzle::replay_mnk(*g, s).has_value());
    BOOST_TEST(s.moves() == 1u); // the restart cleared the first mark
}

BOOST_AUTO_TEST_CASE(every_malformed_entry_has_its_error) {
    BOOST_TEST((save_error_of("npuzzle-save 1 mnk 3x3k3 - 0/0 0 - 1 4,") == save_error::bad_move)); // a trailing comma
    BOOST_TEST((save_error_of("npuzzle-save 1 mnk 3x3k3 - 0/0 0 - 1 4,,5") == save_error::bad_move));
    BOOST_TEST((save_error_of("npuzzle-save 1 mnk 3x3k3 - 0/0 0 - 1 4,x*,5") == save_error::bad_move)); // not a clock
    BOOST_TEST((save_error_of("npuzzle-save 1 puzzle 3x3#5 - 0/0 0 - 0 -") == save_error::bad_variant));
    BOOST_TEST((save_error_of("npuzzle-save 2 mnk 3x3k3 3x3k3 0 -") == save_error::unknown_version));
    // A cell off the board parses (the reader does not know the board) but does not play.
    const auto off = npuzzle::parse_mnk_save("npuzzle-save 1 mnk 3x3k3 - 0/0 0 - 1 9");
    BOOST_TEST_REQUIRE(off.has_value());
    npuzzle::mnk_session<npuzzle::mnk, npuzzle::manual_clock, 8> s(*npuzzle::mnk::empty(3, 3, 3));
    const auto played = npuzzle::replay_mnk(*off, s);
    BOOST_TEST_REQUIRE(!played.has_value());
    BOOST_TEST(played.error().message().view() == "history entry 1 cannot be played there");
}

BOOST_AUTO_TEST_SUITE_END()
