// SPDX-License-Identifier: MIT
// A sliding puzzle's saved games: random sessions written and read back to the same game, and every
// kind of malformed line refused with its own error (the line's grammar is core/save_line.hpp's; the
// m,n,k record's tests are in test/mnk).
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/random.hpp>
#include <npuzzle/core/save_record.hpp>
#include <npuzzle/core/session.hpp>

#include <boost/test/unit_test.hpp>

#include <iterator>
#include <string>
#include <vector>

using npuzzle::save_error;
using npuzzle::saved_game;

namespace {

template <class Session>
std::string save_of(const Session& s, const saved_game& info) {
    std::string text;
    npuzzle::write_save(s, info, std::back_inserter(text));
    return text;
}

save_error error_of(std::string_view text) {
    const auto g = npuzzle::parse_save(text);
    return g ? save_error::none : g.error().code;
}

} // namespace

BOOST_AUTO_TEST_SUITE(save_record)

BOOST_AUTO_TEST_CASE(random_puzzle_sessions_round_trip) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        npuzzle::pcg32 rng(seed);
        const auto start = *npuzzle::parse_board<npuzzle::puzzle>("4x3#" + std::to_string(seed));
        // A small ring: long games overflow it and the save carries where the history starts.
        npuzzle::basic_session<npuzzle::puzzle, 32> s(start);
        for (int i = 0; i < 120; ++i) {
            const auto& b = s.board();
            switch (rng.below(10)) {
            case 0: s.undo(); break;
            case 1: s.redo(); break;
            case 2: s.restart(); break;
            case 3: s.slide({rng.below(static_cast<std::uint32_t>(b.rows())), rng.below(static_cast<std::uint32_t>(b.cols()))}); break;
            default: s.move(npuzzle::all_directions[rng.below(4)]);
            }
            s.clock().advance(rng.below(500));
        }
        saved_game info; // views: the strings they name outlive it
        const std::string start_id = "4x3#" + std::to_string(seed);
        info.start = start_id;
        std::string base;
        if (s.base_moves() > 0) npuzzle::write_game_id(s.history_base(), std::back_inserter(base));
        info.base = base;
        info.base_moves = s.base_moves();
        info.base_multi = s.base_multi_moves();
        const std::string flags = std::string(seed % 2 == 0 ? "a" : "") + (seed % 3 == 0 ? "f" : "");
        info.flags = flags; // letters: what they say is the game layer's (game/save_flags.hpp)
        const std::string text = save_of(s, info);
        const auto g = npuzzle::parse_save(text);
        BOOST_TEST_REQUIRE(g.has_value(), text << ": " << (g ? std::string_view() : g.error().message().view()));
        BOOST_TEST(g->flags == flags);
        BOOST_TEST(g->game == "puzzle");
        BOOST_TEST(g->undo == s.history().undo_depth());
        npuzzle::basic_session<npuzzle::puzzle, 32> back(start);
        if (!g->base.empty()) back.restore_base(*npuzzle::parse_board<npuzzle::puzzle>(g->base), g->base_moves, g->base_multi);
        const auto played = npuzzle::replay(*g, back);
        BOOST_TEST_REQUIRE(played.has_value(), text);
        BOOST_TEST((back.board() == s.board()));
        BOOST_TEST(back.moves() == s.moves());
        BOOST_TEST(back.multi_moves() == s.multi_moves());
        BOOST_TEST(back.elapsed_ms() == s.elapsed_ms());
        BOOST_TEST(back.history().size() == s.history().size());
        BOOST_TEST(save_of(back, info) == text); // the same line again
        // Undo and redo reach the same positions in both.
        while (s.can_undo()) {
            BOOST_TEST((s.undo() == back.undo()));
            BOOST_TEST_REQUIRE((s.board() == back.board()));
            BOOST_TEST(s.moves() == back.moves());
            BOOST_TEST(s.elapsed_ms() == back.elapsed_ms()); // a restart undone gives its clock back
        }
        BOOST_TEST(!back.can_undo());
    }
}

BOOST_AUTO_TEST_CASE(the_line_reads_as_documented) {
    const auto g = npuzzle::parse_save("npuzzle-save 1 puzzle 3x3#5 - 0/0 424 af 4 l2r*u\n");
    BOOST_TEST_REQUIRE(g.has_value());
    BOOST_TEST(g->start == "3x3#5");
    BOOST_TEST(g->base.empty());
    BOOST_TEST(g->elapsed_ms == 424u);
    BOOST_TEST(g->flags == "af");
    BOOST_TEST(g->entries == 4u); // l, 2r, *, u
    BOOST_TEST(g->undo == 4u);
    // A restart may carry the clock it stopped (what undoing it gives back): "4200*".
    const auto timed = npuzzle::parse_save("npuzzle-save 1 puzzle 3x3#5 - 0/0 424 f 4 l2r4200*u\n");
    BOOST_TEST_REQUIRE(timed.has_value());
    BOOST_TEST(timed->entries == 4u);
    // Another game's line names its game: the puzzle's reader refuses it.
    BOOST_TEST(npuzzle::saved_game_name("npuzzle-save 1 mnk 3x3k3 - 0/0 424 - 3 4,1200*,0\n") == "mnk");
    BOOST_TEST((error_of("npuzzle-save 1 mnk 3x3k3 - 0/0 424 - 3 4,1200*,0\n") == save_error::bad_variant));
}

BOOST_AUTO_TEST_CASE(every_malformed_line_has_its_error) {
    BOOST_TEST((error_of("") == save_error::empty));
    BOOST_TEST((error_of("npuzzle-records 2\n") == save_error::not_a_save));
    BOOST_TEST((error_of("npuzzle-save 3 puzzle 3x3#5 - 0/0 0 - 0 -") == save_error::unknown_version));
    BOOST_TEST((error_of("npuzzle-save x puzzle") == save_error::bad_number));
    BOOST_TEST((error_of("npuzzle-save 1 puzzle 3x3#5 - 0/0") == save_error::missing_field)); // truncated
    BOOST_TEST((error_of("npuzzle-save 1 puzzle 3x3#5 - 0/0 0 - 0 - extra") == save_error::extra_field));
    BOOST_TEST((error_of("npuzzle-save 1 chess 3x3#5 - 0/0 0 - 0 -") == save_error::bad_variant));
    BOOST_TEST((error_of("npuzzle-save 1 puzzle  - 0/0 0 - 0 -") == save_error::bad_id));
    BOOST_TEST((error_of("npuzzle-save 1 puzzle 3x3#5 - 0 0 - 0 -") == save_error::bad_number));
    BOOST_TEST((error_of("npuzzle-save 1 puzzle 3x3#5 - 1/0 0 - 0 -") == save_error::counts_without_base)); // no base
    BOOST_TEST((error_of("npuzzle-save 1 puzzle 3x3#5 - 999/5 0 - 0 -") == save_error::counts_without_base));
    BOOST_TEST((error_of("npuzzle-save 1 puzzle 3x3#5 3x3#6 0/0 0 - 0 -") == save_error::counts_without_base)); // a base, nothing counted
    BOOST_TEST((error_of("npuzzle-save 1 puzzle 3x3#5 3x3#6 5/999 0 - 0 -") == save_error::multi_above_single));
    BOOST_TEST((error_of("npuzzle-save 1 puzzle 3x3#5 - 5/ 0 - 0 -") == save_error::bad_number));
    BOOST_TEST((error_of("npuzzle-save 1 puzzle 3x3#5 - 0/0 99999999999999999999 - 0 -") == save_error::bad_number));
    BOOST_TEST((error_of("npuzzle-save 1 puzzle 3x3#5 - 0/0 0 Q 0 -") == save_error::bad_flags)); // letters a to z
    BOOST_TEST((error_of("npuzzle-save 1 puzzle 3x3#5 - 0/0 0 a- 0 -") == save_error::bad_flags));
    BOOST_TEST((error_of("npuzzle-save 1 puzzle 3x3#5 - 0/0 0 aa 0 -") == save_error::bad_flags));
    BOOST_TEST((error_of("npuzzle-save 1 puzzle 3x3#5 - 0/0 0 - 1 ulx") == save_error::bad_move));
    BOOST_TEST((error_of("npuzzle-save 1 puzzle 3x3#5 - 0/0 0 - 1 u1l") == save_error::bad_move)); // a count of 1
    BOOST_TEST((error_of("npuzzle-save 1 puzzle 3x3#5 - 0/0 0 - 1 u3") == save_error::bad_move)); // cut short
    BOOST_TEST((error_of("npuzzle-save 1 puzzle 3x3#5 - 0/0 0 - 3 ud") == save_error::undo_out_of_range));
    BOOST_TEST((error_of(std::string(npuzzle::max_save_length + 1, 'x')) == save_error::too_long));
    // Syntax right, play wrong: the entry that cannot be played is named.
    const auto g = npuzzle::parse_save("npuzzle-save 1 puzzle 2x2:1,2,3,0 - 0/0 0 - 2 dd");
    BOOST_TEST_REQUIRE(g.has_value());
    npuzzle::basic_session<npuzzle::puzzle> s(*npuzzle::parse_board<npuzzle::puzzle>("2x2:1,2,3,0"));
    const auto played = npuzzle::replay(*g, s);
    BOOST_TEST_REQUIRE(!played.has_value());
    BOOST_TEST((played.error().code == save_error::illegal_move));
    BOOST_TEST(played.error().message().view() == "history entry 2 cannot be played there");
    BOOST_TEST(npuzzle::parse_save("npuzzle-save 3 puzzle 3x3#5 - 0/0 0 - 0 -").error().message().view() ==
               "saved by another version (format 3, this one reads 1 and 2)");
    // Field 6 holds whole numbers that break a rule of their own: the message names the rule.
    BOOST_TEST(npuzzle::parse_save("npuzzle-save 1 puzzle 3x3#5 - 999/5 0 - 0 -").error().message().view() ==
               "field 6 must be 0/0 exactly when field 5 (the base position) is -");
    BOOST_TEST(npuzzle::parse_save("npuzzle-save 1 puzzle 3x3#5 3x3#6 5/999 0 - 0 -").error().message().view() ==
               "field 6 counts more MTM moves (after the /) than STM moves (before it)");
}

// Format 2: a random game's log from its deal, every action with the clock then, replayed on a fresh
// session to the same position, counters and per-move times, with the facts a record depends on.
BOOST_AUTO_TEST_CASE(random_puzzle_logs_round_trip_with_their_times) {
    using kind = npuzzle::save_action::kind;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        npuzzle::pcg32 rng(seed);
        const std::string start_id = "4x3#" + std::to_string(seed);
        const auto start = *npuzzle::parse_board<npuzzle::puzzle>(start_id);
        npuzzle::basic_session<npuzzle::puzzle, 32> s(start); // a small ring: the log outlives it
        std::vector<npuzzle::save_action> log;
        npuzzle::played_log expected;
        for (int i = 0; i < 120; ++i) {
            s.clock().advance(rng.below(500));
            const auto& b = s.board();
            const auto roll = rng.below(12);
            npuzzle::event e = npuzzle::event::no_effect;
            kind what = kind::move;
            switch (roll) {
            case 0: e = s.undo(); what = kind::undo; break;
            case 1: e = s.redo(); what = kind::redo; break;
            case 2: e = s.restart(); what = kind::restart; break;
            case 3: e = s.slide({rng.below(static_cast<std::uint32_t>(b.rows())), rng.below(static_cast<std::uint32_t>(b.cols()))}); break;
            default: e = s.move(npuzzle::all_directions[rng.below(4)]); what = roll == 4 ? kind::helped : kind::move;
            }
            if (!npuzzle::changed(e)) continue;
            const auto& latest = s.history()[s.history().undo_depth() > 0 ? s.history().undo_depth() - 1 : 0];
            npuzzle::save_action a{what, latest.dir, latest.tiles, what == kind::undo ? s.elapsed_ms() : latest.at_ms};
            log.push_back(a);
            expected.undos += what == kind::undo ? 1 : 0;
            expected.restarted = expected.restarted || what == kind::restart;
            expected.helped = expected.helped || what == kind::helped;
        }
        std::string board;
        npuzzle::write_game_id(s.board(), std::back_inserter(board));
        std::string text;
        npuzzle::write_log_save(start_id, board, s.elapsed_ms(), log, std::back_inserter(text));
        const auto g = npuzzle::parse_save(text);
        BOOST_TEST_REQUIRE(g.has_value(), text << ": " << (g ? std::string_view() : g.error().message().view()));
        BOOST_TEST(g->version == 2u);
        BOOST_TEST(g->entries == log.size());
        npuzzle::basic_session<npuzzle::puzzle, 32> back(start);
        const auto facts = npuzzle::replay_log(*g, back);
        BOOST_TEST_REQUIRE(facts.has_value(), text << ": " << (facts ? std::string_view() : facts.error().message().view()));
        BOOST_TEST(facts->undos == expected.undos);
        BOOST_TEST(facts->restarted == expected.restarted);
        BOOST_TEST(facts->helped == expected.helped);
        BOOST_TEST((back.board() == s.board()));
        BOOST_TEST(back.moves() == s.moves());
        BOOST_TEST(back.multi_moves() == s.multi_moves());
        BOOST_TEST(back.elapsed_ms() == s.elapsed_ms());
        BOOST_TEST(back.history().size() == s.history().size());
        for (std::size_t i = 0; i < s.history().undo_depth(); ++i) // every move's time, not 0
            BOOST_TEST(back.history()[i].at_ms == s.history()[i].at_ms, "entry " << i << " of " << text);
        std::string again; // written again: the same line
        npuzzle::write_log_save(start_id, board, back.elapsed_ms(), log, std::back_inserter(again));
        BOOST_TEST(again == text);
    }
}

BOOST_AUTO_TEST_CASE(a_log_that_does_not_lead_to_its_board_is_refused) {
    const auto start = *npuzzle::parse_board<npuzzle::puzzle>("2x2:1,2,0,3");
    const auto g = npuzzle::parse_save("npuzzle-save 2 puzzle 2x2:1,2,0,3 2x2:1,2,0,3 500 l0,r500,l900 \n");
    BOOST_TEST(!g.has_value()); // a space before the end of line: an extra field
    const auto solved = npuzzle::parse_save("npuzzle-save 2 puzzle 2x2:1,2,0,3 2x2:1,2,3,0 900 l0,r500,l900\n");
    BOOST_TEST_REQUIRE(solved.has_value());
    npuzzle::basic_session<npuzzle::puzzle> s(start);
    BOOST_TEST(npuzzle::replay_log(*solved, s).has_value());
    BOOST_TEST(s.history()[1].at_ms == 500u);
    BOOST_TEST(s.history()[2].at_ms == 900u);
    const auto edited = npuzzle::parse_save("npuzzle-save 2 puzzle 2x2:1,2,0,3 2x2:1,2,3,0 900 l0,r500\n");
    BOOST_TEST_REQUIRE(edited.has_value());
    npuzzle::basic_session<npuzzle::puzzle> t(start);
    const auto refused = npuzzle::replay_log(*edited, t);
    BOOST_TEST_REQUIRE(!refused.has_value());
    BOOST_TEST((refused.error().code == save_error::wrong_board));
    BOOST_TEST(refused.error().message().view() == "its moves do not lead to its board (field 5): it was changed by hand");
}

BOOST_AUTO_TEST_CASE(every_malformed_log_is_refused) {
    BOOST_TEST((error_of("npuzzle-save 2 puzzle 3x3#5 3x3#5 0 -") == save_error::none));
    BOOST_TEST((error_of("npuzzle-save 2 mnk 3x3#5 3x3#5 0 -") == save_error::bad_variant));
    BOOST_TEST((error_of("npuzzle-save 2 puzzle 3x3#5 3x3#5 0") == save_error::missing_field));
    BOOST_TEST((error_of("npuzzle-save 2 puzzle 3x3#5 3x3#5 0 - -") == save_error::extra_field));
    BOOST_TEST((error_of("npuzzle-save 2 puzzle 3x3#5 3x3#5 x -") == save_error::bad_number));
    BOOST_TEST((error_of("npuzzle-save 2 puzzle 3x3#5  0 -") == save_error::bad_id));
    BOOST_TEST((error_of("npuzzle-save 2 puzzle 3x3#5 3x3#5 0 u") == save_error::bad_move));      // no time
    BOOST_TEST((error_of("npuzzle-save 2 puzzle 3x3#5 3x3#5 0 u0,") == save_error::bad_move));    // a trailing comma
    BOOST_TEST((error_of("npuzzle-save 2 puzzle 3x3#5 3x3#5 0 u0,1l5") == save_error::bad_move)); // a count of 1
    BOOST_TEST((error_of("npuzzle-save 2 puzzle 3x3#5 3x3#5 0 2U5") == save_error::bad_move));    // a hint of 2 tiles
    BOOST_TEST((error_of("npuzzle-save 2 puzzle 3x3#5 3x3#5 0 2z5") == save_error::bad_move));    // a counted undo
    BOOST_TEST((error_of("npuzzle-save 2 puzzle 3x3#5 3x3#5 0 q5") == save_error::bad_move));
    BOOST_TEST((error_of("npuzzle-save 2 puzzle 3x3#5 3x3#5 0 u0,,d5") == save_error::bad_move));
    BOOST_TEST((error_of("npuzzle-save 2 puzzle 3x3#5 3x3#5 0 u0,3d5,U7,z9,y11,*13") == save_error::none));
}

BOOST_AUTO_TEST_SUITE_END()
