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

BOOST_AUTO_TEST_CASE(a_press_counts_at_once_and_its_bounce_is_ignored) {
    feeder f{nd::input({.debounce_ms = 20, .repeat_delay_ms = 400, .repeat_interval_ms = 150}), {}};
    f.hold(0, 0, 10);
    // Contact bounce: down and up every 3 ms for 15 ms, then down for good at 25.
    for (std::uint32_t t = 10; t < 25; t += 5) {
        f.hold(bit(button::up), t, t + 3);
        f.hold(0, t + 3, t + 5);
    }
    f.hold(bit(button::up), 25, 100);
    BOOST_TEST_REQUIRE(f.fired.size() == 1u);
    BOOST_TEST(f.fired[0].first == 10u); // the first edge, latched
    BOOST_TEST((f.fired[0].second == action::up));
    // The release bounces too: no second press.
    for (std::uint32_t t = 100; t < 115; t += 5) {
        f.hold(0, t, t + 3);
        f.hold(bit(button::up), t + 3, t + 5);
    }
    f.hold(0, 115, 200);
    BOOST_TEST(f.fired.size() == 1u);
}

// Short presses (as a thumb gives: 100 ms down, 150 ms up) seen only by polls at `hz`: every press
// counts once, whatever the phase of the polls.
BOOST_AUTO_TEST_CASE(no_short_press_is_lost_at_10_50_or_100_hz) {
    for (std::uint32_t hz : {10u, 50u, 100u}) {
        const std::uint32_t period = 1000 / hz;
        for (std::uint32_t phase = 0; phase < period; phase += 7) {
            nd::input in;
            int presses = 0;
            for (std::uint32_t t = phase; t < 10'000; t += period) {
                const std::uint32_t cycle = t % 250; // pressed 100 ms of every 250
                const nd::button_set down = t >= 250 && cycle < 100 ? bit(button::right) : 0;
                if (in.update(down, t) == action::right) ++presses;
            }
            BOOST_TEST(presses == 39, hz << " Hz, phase " << phase << " ms: " << presses << " of 39 presses");
        }
    }
}

BOOST_AUTO_TEST_CASE(a_press_shorter_than_the_poll_period_counts_when_an_interrupt_latched_it) {
    nd::input in;
    BOOST_TEST((in.update(0, 0) == action::none));
    // Pressed from 130 to 160 ms: the polls at 100 and 200 see nothing down, the interrupt saw the edge.
    BOOST_TEST((in.update(0, 100) == action::none));
    BOOST_TEST((in.update(0, 200, bit(button::new_game)) == action::new_game));
    BOOST_TEST((in.update(0, 300) == action::none));
}

// An edge interrupt latches every edge, the bounces too: they are debounced like the levels.
BOOST_AUTO_TEST_CASE(latched_presses_are_debounced) {
    const auto ng = bit(button::new_game);
    {
        // Pressed at 5 ms and held; the contacts bounce at 12; polls every 10 ms: one press.
        nd::input in;
        BOOST_TEST((in.update(0, 0) == action::none));
        BOOST_TEST((in.update(ng, 10, ng) == action::new_game));
        BOOST_TEST((in.update(ng, 20, ng) == action::none)); // the bounce at 12
        BOOST_TEST((in.update(ng, 30) == action::none));
        BOOST_TEST((in.update(0, 200) == action::none)); // released before 200
        // An edge latched by the next poll may be the release's bounce (it came after 200, the
        // release before 200): no press, the one case a tap shorter than the poll period is lost.
        BOOST_TEST((in.update(0, 300, ng) == action::none));
        BOOST_TEST((in.update(0, 400, ng) == action::new_game)); // a real second press
    }
    {
        // A latched press within 20 ms of another button's change, still held: it counts once, not
        // again when its level is seen at the next poll.
        nd::input in;
        BOOST_TEST((in.update(0, 0) == action::none));
        BOOST_TEST((in.update(bit(button::up), 100) == action::up));
        BOOST_TEST((in.update(bit(button::up) | ng, 110, ng) == action::new_game));
        BOOST_TEST((in.update(bit(button::up) | ng, 120) == action::none));
        BOOST_TEST((in.update(bit(button::up) | ng, 130) == action::none));
        BOOST_TEST((in.update(bit(button::up) | ng, 140) == action::none));
    }
    {
        // A latched tap of another button right after a change is a press, not that change's bounce.
        nd::input in;
        BOOST_TEST((in.update(0, 0) == action::none));
        BOOST_TEST((in.update(bit(button::up), 100) == action::up));
        BOOST_TEST((in.update(bit(button::up), 110, bit(button::quit)) == action::quit));
    }
}

namespace {

// A push button's contact as it really closes and opens: each press and each release chatters for
// 8 ms (the contact flips every millisecond: closed first after a press edge, open first after a
// release edge), with `length` ms of settled contact between. An edge interrupt latches every
// open-to-closed edge, the chatter's too.
struct bouncing_contact {
    struct press {
        std::uint32_t at, length;
        std::uint32_t release() const { return at + chatter + length; }
        std::uint32_t end() const { return release() + chatter; }
    };
    static constexpr std::uint32_t chatter = 8;
    std::vector<press> presses;

    bool closed(std::uint32_t t) const {
        for (const press& p : presses) {
            if (t >= p.at && t < p.at + chatter) return (t - p.at) % 2 == 0;
            if (t >= p.at + chatter && t < p.release()) return true;
            if (t >= p.release() && t < p.end()) return (t - p.release()) % 2 == 1;
        }
        return false;
    }
    // Was there a press edge in (from, to]?
    bool edge(std::uint32_t from, std::uint32_t to) const {
        for (std::uint32_t t = from + 1; t <= to; ++t)
            if (closed(t) && !closed(t - 1)) return true;
        return false;
    }
};

} // namespace

// Contact bounce at every poll phase, 10, 50 and 100 polls a second, with and without an edge
// interrupt: no press counts twice (neither the press's chatter nor the release's), no press longer
// than the poll period is lost, and with the interrupt no press is lost at all.
BOOST_AUTO_TEST_CASE(contact_bounce_never_counts_twice_and_loses_no_press_longer_than_the_poll_period) {
    bouncing_contact contact;
    const std::uint32_t lengths[] = {12, 30, 60, 90, 120, 250, 400};
    for (std::uint32_t t = 1000, i = 0; i < 28; ++i) { // 250 ms or more between a release's end and the next press
        contact.presses.push_back({t, lengths[i % std::size(lengths)]});
        t = contact.presses.back().end() + 250 + 13 * i;
    }
    const std::uint32_t end = contact.presses.back().end() + 1000;
    for (const std::uint32_t hz : {10u, 50u, 100u}) {
        const std::uint32_t period = 1000 / hz;
        for (const bool interrupt : {false, true}) {
            for (std::uint32_t phase = 0; phase < period; ++phase) {
                nd::input in;
                std::vector<std::uint32_t> counted; // when each press counted
                std::uint32_t last = phase;
                BOOST_TEST((in.update(0, phase) == action::none));
                for (std::uint32_t t = phase + period; t < end; last = t, t += period) {
                    const nd::button_set down = contact.closed(t) ? bit(button::new_game) : 0;
                    const nd::button_set latched = interrupt && contact.edge(last, t) ? bit(button::new_game) : 0;
                    const action a = in.update(down, t, latched);
                    if (a == action::new_game) counted.push_back(t);
                    else BOOST_TEST((a == action::none));
                }
                // Each press owns the time from its first edge to the next press's.
                for (std::size_t i = 0; i < contact.presses.size(); ++i) {
                    const auto& p = contact.presses[i];
                    const std::uint32_t until = i + 1 < contact.presses.size() ? contact.presses[i + 1].at : end;
                    std::size_t n = 0;
                    for (std::uint32_t at : counted) n += at >= p.at && at < until;
                    const bool must_count = interrupt || p.length > period;
                    BOOST_TEST((n == 1 || (n == 0 && !must_count)),
                               hz << " Hz, phase " << phase << " ms, " << (interrupt ? "with" : "without")
                                  << " an interrupt: the " << p.length << " ms press at " << p.at << " counted " << n
                                  << " times");
                }
            }
        }
    }
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
    BOOST_TEST((times == std::vector<std::uint32_t>{1, 301, 401, 501, 601})); // the press counts at once
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

// A stick held at the threshold, its reading +-20 counts of noise, polled at 10 Hz for 10 s through
// the input: one push (and its auto-repeats), not a press every time the noise crosses the threshold.
BOOST_AUTO_TEST_CASE(a_noisy_stick_at_the_threshold_is_one_push) {
    for (const bool inverted : {false, true}) {
        const nd::joystick_thresholds t{.low = 1000, .high = 3000, .invert_x = inverted};
        const nd::button_set pushed = bit(inverted ? button::right : button::left);
        const action pushed_action = inverted ? action::right : action::left;
        nd::input in;
        BOOST_TEST((in.update(0, 0) == action::none));
        nd::button_set stick = 0;
        int pushes = 0, releases = 0;
        std::uint32_t noise = 12345;
        for (std::uint32_t ms = 100; ms <= 10'000; ms += 100) {
            noise = noise * 1103515245u + 12345u;
            const auto x = static_cast<std::uint16_t>(1000 - 10 + static_cast<int>(noise >> 16) % 41 - 20); // 970..1010
            const nd::button_set now = nd::joystick_buttons(x, 2000, t, stick);
            pushes += now == pushed && stick != pushed;
            releases += now == 0 && stick != 0;
            stick = now;
            if (const action a = in.update(stick, ms); a != action::none) BOOST_TEST((a == pushed_action));
        }
        BOOST_TEST(pushes == 1);
        BOOST_TEST(releases == 0);
        // Let go: past the hysteresis, the push ends; without `before`, the thresholds as they are.
        BOOST_TEST(nd::joystick_buttons(1100, 2000, t, pushed) == pushed);
        BOOST_TEST(nd::joystick_buttons(1129, 2000, t, pushed) == 0);
        BOOST_TEST(nd::joystick_buttons(999, 2000, t) == pushed);
        BOOST_TEST(nd::joystick_buttons(1001, 2000, t) == 0);
    }
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
    BOOST_TEST(!nd::sound_for(npuzzle::event::no_effect, s)); // a bump into the wall: silent by default
    BOOST_TEST(nd::sound_for(npuzzle::event::no_effect, s, true));
    BOOST_TEST((s == nd::sound::illegal));
    BOOST_TEST(!nd::sound_for(npuzzle::event::not_a_move, s));
}
