// SPDX-License-Identifier: MIT
// The one session template with a toy move policy: any game that says what a move is, how it is
// played and taken back and when the game is over gets the counters, the bounded undo/redo history,
// restarts and the clock, with nothing of the puzzle or of m,n,k in it. The two real games' sessions
// are tested through their own names (session_tests.cpp, test/mnk/session_tests.cpp).
#include <npuzzle/core/game_session.hpp>
#include <npuzzle/core/session.hpp>
#include <npuzzle/mnk/session.hpp>

#include <boost/test/unit_test.hpp>

#include <cstddef>
#include <cstdint>
#include <type_traits>

using npuzzle::event;

namespace {

// Count to ten: a move adds 1, 2 or 3 to the total; going past ten is refused; the game is over at ten.
struct tally {
    int total = 0;
};

struct step_entry {
    std::uint8_t step = 0; // 0: a restart
    bool finished = false;
    std::uint32_t at_ms = 0;
    constexpr bool restart() const noexcept { return step == 0; }
};

struct step_counts {
    std::uint64_t steps = 0, sum = 0; // two counters, as the puzzle keeps STM and MTM
    constexpr void add(const step_entry& e) noexcept {
        ++steps;
        sum += e.step;
    }
    constexpr void remove(const step_entry& e) noexcept {
        --steps;
        sum -= e.step;
    }
    constexpr bool any() const noexcept { return steps != 0; }
};

struct count_to_ten {
    using board_type = tally;
    using entry_type = step_entry;
    using counters_type = step_counts;
    static constexpr bool is_move(const tally&, int step) noexcept { return step >= 1 && step <= 3; }
    static constexpr bool play(tally& t, int step, step_entry& e) noexcept {
        if (t.total + step > 10) return false;
        t.total += step;
        e.step = static_cast<std::uint8_t>(step);
        return true;
    }
    static constexpr void redo(tally& t, const step_entry& e) noexcept { t.total += e.step; }
    static constexpr void undo(tally& t, const step_entry& e) noexcept { t.total -= e.step; }
    static constexpr bool over(const tally& t) noexcept { return t.total == 10; }
    static constexpr step_entry restart_entry(bool finished, std::uint32_t at_ms) noexcept {
        return {0, finished, at_ms};
    }
};

using toy_session = npuzzle::game_session<count_to_ten, 4>;

static_assert(npuzzle::move_policy<count_to_ten>);
static_assert(npuzzle::move_policy<npuzzle::slide_policy<npuzzle::basic_puzzle<3, 3>>>);
static_assert(npuzzle::move_policy<npuzzle::place_policy<npuzzle::tic_tac_toe>>);
static_assert(!npuzzle::move_policy<tally>); // a board is not a policy
// Both games are the one template under their own names, and cost nothing more than it.
static_assert(std::is_base_of_v<npuzzle::game_session<npuzzle::slide_policy<npuzzle::basic_puzzle<4, 4>>, 1>,
                                npuzzle::basic_session<npuzzle::basic_puzzle<4, 4>, 1>>);
static_assert(sizeof(npuzzle::basic_session<npuzzle::basic_puzzle<4, 4>, 1>) ==
              sizeof(npuzzle::game_session<npuzzle::slide_policy<npuzzle::basic_puzzle<4, 4>>, 1>));
static_assert(std::is_base_of_v<npuzzle::game_session<npuzzle::place_policy<npuzzle::tic_tac_toe>>,
                                npuzzle::mnk_session<npuzzle::tic_tac_toe>>);

// A whole toy game in a constant expression: the template is constexpr for any constexpr policy.
constexpr std::uint64_t steps_after_play() {
    toy_session s;
    s.play(3);
    s.play(3);
    s.undo();
    s.redo();
    s.restart();
    s.undo(); // back to 6 after two steps
    s.play(2);
    return s.counts().steps * 100 + static_cast<std::uint64_t>(s.board().total);
}
static_assert(steps_after_play() == 308);

} // namespace

BOOST_AUTO_TEST_SUITE(game_session_template)

BOOST_AUTO_TEST_CASE(a_toy_policy_gets_events_counters_and_the_clock) {
    toy_session s;
    BOOST_TEST((s.play(0) == event::not_a_move)); // the policy says what is a move at all
    BOOST_TEST((s.play(4) == event::not_a_move));
    BOOST_TEST((s.undo() == event::no_effect));
    BOOST_TEST((s.restart() == event::no_effect)); // nothing to restart from
    s.clock().advance(1000);
    BOOST_TEST((s.play(3) == event::moved)); // the clock starts here
    s.clock().advance(200);
    BOOST_TEST((s.play(3) == event::moved));
    BOOST_TEST((s.play(3) == event::moved));
    BOOST_TEST((s.play(2) == event::no_effect)); // 11: refused by the policy
    BOOST_TEST(s.board().total == 9);
    BOOST_TEST((s.counts().steps == 3u && s.counts().sum == 9u));
    BOOST_TEST(s.history()[1].at_ms == 200u); // each entry keeps the clock after it

    s.pause();
    BOOST_TEST((s.play(1) == event::no_effect)); // paused: refused
    BOOST_TEST((s.play(7) == event::not_a_move)); // still not a move at all
    s.clock().advance(5000);
    s.resume();
    s.clock().advance(50);
    BOOST_TEST(!s.over());
    BOOST_TEST((s.play(1) == event::solved));
    BOOST_TEST(s.over());
    BOOST_TEST(s.finished());
    BOOST_TEST(s.elapsed_ms() == 250u); // before the first move and the pause not counted
    s.clock().advance(100);
    BOOST_TEST(s.elapsed_ms() == 250u); // stopped for good

    BOOST_TEST((s.undo() == event::moved));
    BOOST_TEST(s.board().total == 9);
    BOOST_TEST((s.redo() == event::solved));
    BOOST_TEST((s.counts().steps == 4u && s.counts().sum == 10u));
}

BOOST_AUTO_TEST_CASE(a_toy_restart_is_undone_to_the_counters_and_clock_before_it) {
    toy_session s;
    s.play(2);
    s.clock().advance(300);
    s.play(3);
    BOOST_TEST((s.restart() == event::moved));
    BOOST_TEST((s.board().total == 0 && !s.counts().any() && s.elapsed_ms() == 0u));
    BOOST_TEST(!s.clock_running());
    BOOST_TEST((s.undo() == event::moved));
    BOOST_TEST(s.board().total == 5);
    BOOST_TEST((s.counts().steps == 2u && s.counts().sum == 5u));
    BOOST_TEST(s.elapsed_ms() == 300u);
    BOOST_TEST((s.redo() == event::moved)); // the restart again
    BOOST_TEST(s.board().total == 0);
    s.new_game(tally{4});
    BOOST_TEST((s.board().total == 4 && s.initial().total == 4 && !s.can_undo() && !s.counts().any()));
}

BOOST_AUTO_TEST_CASE(a_full_toy_history_folds_the_oldest_into_its_base) {
    toy_session s; // four entries kept
    for (int i = 0; i < 6; ++i) BOOST_TEST((s.play(1) == event::moved));
    BOOST_TEST(s.history().undo_depth() == 4u);
    BOOST_TEST((s.base_counts().steps == 2u && s.base_counts().sum == 2u));
    BOOST_TEST(s.history_base().total == 2);
    while (s.can_undo()) s.undo();
    BOOST_TEST(s.board().total == 2);
    BOOST_TEST(s.counts().steps == 2u); // the moves that fell out still count

    // A saved game resumed from such a base: play on from it, its moves counted.
    toy_session back;
    back.restore_base(tally{7}, {3, 7});
    BOOST_TEST((back.board().total == 7 && back.history_base().total == 7 && back.initial().total == 0));
    BOOST_TEST(back.counts().steps == 3u);
    BOOST_TEST((back.play(3) == event::solved));
    BOOST_TEST(back.counts().steps == 4u);
}

BOOST_AUTO_TEST_SUITE_END()
