// SPDX-License-Identifier: MIT
// Input (debouncing, auto-repeat, the joystick) and the buzzer's tone sequences.
#include <npuzzle/display/buzzer.hpp>
#include <npuzzle/display/input.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <vector>

namespace nd = npuzzle::display;
using nd::action;
using nd::bit;
using nd::button;

namespace {

// Feeds `down` every millisecond from `from` to `to` (exclusive) and keeps the actions with their times.
struct feeder {
    nd::input in;
    std::vector<std::pair<std::uint32_t, action>> fired;
    void hold(nd::button_set down, std::uint32_t from, std::uint32_t to) {
        for (std::uint32_t t = from; t < to; ++t)
            if (const action a = in.update(down, t); a != action::none) fired.emplace_back(t, a);
    }
};

} // namespace

BOOST_AUTO_TEST_CASE(a_press_counts_once_it_holds_still_for_the_debounce_time) {
    feeder f{nd::input({.debounce_ms = 20, .repeat_delay_ms = 400, .repeat_interval_ms = 150}), {}};
    f.hold(0, 0, 10);
    // Contact bounce: down and up every 5 ms for 30 ms, then down for good at 40.
    for (std::uint32_t t = 10; t < 40; t += 10) {
        f.hold(bit(button::up), t, t + 5);
        f.hold(0, t + 5, t + 10);
    }
    f.hold(bit(button::up), 40, 100);
    BOOST_TEST_REQUIRE(f.fired.size() == 1u);
    BOOST_TEST(f.fired[0].first == 60u);
    BOOST_TEST((f.fired[0].second == action::up));
}

BOOST_AUTO_TEST_CASE(a_held_direction_repeats_after_the_delay_at_the_rate) {
    feeder f{nd::input({.debounce_ms = 10, .repeat_delay_ms = 300, .repeat_interval_ms = 100}), {}};
    f.hold(0, 0, 1);
    f.hold(bit(button::left), 1, 650);
    std::vector<std::uint32_t> times;
    for (auto [t, a] : f.fired) {
        BOOST_TEST((a == action::left));
        times.push_back(t);
    }
    BOOST_TEST((times == std::vector<std::uint32_t>{11, 311, 411, 511, 611}));
    f.fired.clear();
    f.hold(0, 650, 700); // released: no more repeats
    BOOST_TEST(f.fired.empty());
}

BOOST_AUTO_TEST_CASE(new_game_and_quit_never_repeat) {
    feeder f{nd::input({.debounce_ms = 10, .repeat_delay_ms = 100, .repeat_interval_ms = 50}), {}};
    f.hold(0, 0, 1);
    f.hold(bit(button::new_game), 1, 1000);
    f.hold(0, 1000, 1100);
    f.hold(bit(button::quit), 1100, 2000);
    BOOST_TEST_REQUIRE(f.fired.size() == 2u);
    BOOST_TEST((f.fired[0].second == action::new_game));
    BOOST_TEST((f.fired[1].second == action::quit));
}

BOOST_AUTO_TEST_CASE(buttons_down_at_power_up_count_only_after_a_release) {
    feeder f;
    f.hold(bit(button::down), 0, 500);
    BOOST_TEST(f.fired.empty());
    f.hold(0, 500, 600);
    f.hold(bit(button::down), 600, 700);
    BOOST_TEST_REQUIRE(f.fired.size() == 1u);
    BOOST_TEST((f.fired[0].second == action::down));
}

BOOST_AUTO_TEST_CASE(joystick_readings_beyond_the_thresholds_are_directions) {
    const nd::joystick_thresholds t{.low = 1000, .high = 3000};
    BOOST_TEST(nd::joystick_buttons(2048, 2048, t) == 0);
    BOOST_TEST(nd::joystick_buttons(1001, 2999, t) == 0);
    BOOST_TEST(nd::joystick_buttons(999, 2048, t) == bit(button::left));
    BOOST_TEST(nd::joystick_buttons(3001, 2048, t) == bit(button::right));
    BOOST_TEST(nd::joystick_buttons(2048, 10, t) == bit(button::up));
    BOOST_TEST(nd::joystick_buttons(2048, 4095, t) == bit(button::down));
    // Diagonal: the axis pushed further wins.
    BOOST_TEST(nd::joystick_buttons(0, 3500, t) == bit(button::left));
    BOOST_TEST(nd::joystick_buttons(800, 4095, t) == bit(button::down));
    const nd::joystick_thresholds flipped{.low = 1000, .high = 3000, .invert_x = false, .invert_y = true};
    BOOST_TEST(nd::joystick_buttons(2048, 4095, flipped) == bit(button::up));
}

BOOST_AUTO_TEST_CASE(buzzer_plays_a_sequence_without_blocking_and_mutes) {
    struct log {
        std::vector<std::uint16_t>* tones;
        void tone(std::uint16_t hz) { tones->push_back(hz); }
    };
    std::vector<std::uint16_t> tones;
    nd::buzzer<log> b(log{&tones});
    b.play(nd::sound::illegal, 1000); // 196 Hz 60 ms, rest 30 ms, 196 Hz 60 ms
    for (std::uint64_t t = 1000; t <= 1200; ++t) b.update(t);
    BOOST_TEST((tones == std::vector<std::uint16_t>{196, 0, 196, 0}));
    BOOST_TEST(!b.playing());

    tones.clear();
    b.play(nd::sound::win, 0);
    b.mute(true); // cuts the tune short and silences what follows
    b.play(nd::sound::move, 10);
    for (std::uint64_t t = 10; t < 500; ++t) b.update(t);
    BOOST_TEST((tones == std::vector<std::uint16_t>{1047, 0}));
    BOOST_TEST(b.muted());

    nd::sound s{};
    BOOST_TEST(nd::sound_for(npuzzle::event::moved, s));
    BOOST_TEST((s == nd::sound::move));
    BOOST_TEST(nd::sound_for(npuzzle::event::solved, s));
    BOOST_TEST((s == nd::sound::win));
    BOOST_TEST(nd::sound_for(npuzzle::event::no_effect, s));
    BOOST_TEST((s == nd::sound::illegal));
    BOOST_TEST(!nd::sound_for(npuzzle::event::not_a_move, s));
}
