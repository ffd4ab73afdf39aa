// SPDX-License-Identifier: MIT
// Input: buttons and an analog joystick mapped to the game's actions, with debouncing and auto-repeat.
// The user reads the hardware (GPIO levels, ADC values) and hands in which buttons are down; this
// decides when that is a press. Time comes from the same millisecond clock as the game. Freestanding.
#pragma once

#include <npuzzle/core/direction.hpp>

#include <cstdint>

namespace npuzzle::display {

enum class button : std::uint8_t { up, down, left, right, new_game, quit };

// The buttons held down, one bit each.
using button_set = std::uint8_t;
[[nodiscard]] constexpr button_set bit(button b) noexcept { return static_cast<button_set>(1u << static_cast<unsigned>(b)); }
inline constexpr int button_count = 6;

// What the game does: a press, or a repeat while a direction is held.
enum class action : std::uint8_t { none, up, down, left, right, new_game, quit };

[[nodiscard]] constexpr direction to_direction(action a) noexcept {
    switch (a) {
    case action::up: return direction::up;
    case action::down: return direction::down;
    case action::left: return direction::left;
    case action::right: return direction::right;
    default: return direction::none;
    }
}

/// An analog joystick read by an ADC: a reading below `low` or above `high` pushes that way.
/// Readings grow to the right and downwards unless the axis is inverted. A push lets go only when the
/// reading comes back `hysteresis` counts inside its threshold: a stick held at the threshold, its
/// reading noisy, is one push, not one a poll.
struct joystick_thresholds {
    std::uint16_t low = 1024;  ///< a quarter of a 12-bit ADC
    std::uint16_t high = 3072; ///< three quarters
    bool invert_x = false; ///< readings grow to the left
    bool invert_y = false; ///< readings grow upwards
    std::uint16_t hysteresis = 128; ///< ADC counts: well above an ADC's noise, well below a push
};

// The direction the stick points (one axis: the one pushed further from the centre), as buttons.
// `before`: what this returned at the last poll (for the hysteresis; 0 without it).
[[nodiscard]] constexpr button_set joystick_buttons(std::uint16_t x, std::uint16_t y, joystick_thresholds t = {},
                                      button_set before = 0) noexcept {
    const int centre = (t.low + t.high) / 2;
    // -1 low, 1 high, 0 neither; a held push (`was`, in reading terms) lets go `hysteresis` later.
    auto push = [&](std::uint16_t v, bool invert, button_set lower, button_set higher) {
        const int was = before & lower ? -1 : before & higher ? 1 : 0;
        const int low = t.low + (was == (invert ? 1 : -1) ? t.hysteresis : 0);
        const int high = t.high - (was == (invert ? -1 : 1) ? t.hysteresis : 0);
        const int d = v < low ? -1 : v > high ? 1 : 0;
        return invert ? -d : d;
    };
    const int dx = push(x, t.invert_x, bit(button::left), bit(button::right));
    const int dy = push(y, t.invert_y, bit(button::up), bit(button::down));
    auto distance = [centre](std::uint16_t v) { return v > centre ? v - centre : centre - v; };
    if (dx != 0 && (dy == 0 || distance(x) >= distance(y))) return bit(dx < 0 ? button::left : button::right);
    if (dy != 0) return bit(dy < 0 ? button::up : button::down);
    return 0;
}

/// How button levels become presses. All in milliseconds of the game's clock.
struct input_timing {
    std::uint16_t debounce_ms = 20;         ///< after a button changes, its contacts may bounce this long: ignored
    std::uint16_t repeat_delay_ms = 400;    ///< a held direction repeats after this (under 32,768 ms)...
    std::uint16_t repeat_interval_ms = 150; ///< ...then this often (under 32,768 ms)
};

/// Presses from button levels read at any poll rate, debounced per button.
///
/// A change of a button's level counts at the first poll that sees it (it is not confirmed by later
/// polls), and for `debounce_ms` after it that button's contacts are taken to bounce: its level changes
/// and latched edges then are ignored. So a press is never lost when the loop polls at least once
/// while the button is down: a 100 ms press polled every 100 ms (10 Hz, the seed's loop rate) counts
/// once. Presses shorter than the poll period need an edge interrupt: pass the presses it latched as
/// `latched`. A latched edge is a new press unless it may lie within `debounce_ms` of its button's
/// last change, press or release: it happened after the previous poll, so it is that change's bounce
/// when the previous poll came less than `debounce_ms` after the change. (Such an edge is lost only if
/// it was a real press shorter than the poll period that followed a change within one period.) An
/// edge latched while the button is held means it was let go since: the press it may start counts
/// when the next poll finds the button still down.
class input {
public:
    /// Input with the given timing; nothing is pressed until the first update().
    constexpr explicit input(input_timing timing = {}) noexcept : timing_(timing) {}

    /// One poll: the buttons down now, the time, and the presses an edge interrupt latched since the
    /// last call (0 without one). Returns the action to take: a press, a held direction's repeat, or
    /// none; of two presses at once, the first of `button`'s order, the other is dropped. Buttons
    /// already down at the first call (or the first after restart()) count only once released:
    /// nothing is pressed by a glitch at power-up. `now_ms` must not go back; polls must come less
    /// than 65 s apart (the per-button times are 16 bits).
    // (Not inlined: its loop's locals would sit under every frame the game draws from the same poll.)
    [[nodiscard, gnu::noinline]] constexpr action update(button_set down, std::uint64_t now_ms, button_set latched = 0) noexcept {
        const auto now = static_cast<std::uint32_t>(now_ms);
        if (!started_) {
            started_ = true;
            stable_ = down;
            settled_ = (1u << button_count) - 1; // every button settled: the first change counts at once
            return action::none;
        }
        button_set pressed = 0;
        for (int b = 0; b < button_count; ++b) {
            const auto mask = static_cast<button_set>(1u << b);
            const auto since = static_cast<std::uint16_t>(static_cast<std::uint16_t>(now) - last_change_[b]);
            // Settled at the previous poll: an edge latched since then is no bounce of the last change.
            const bool latch_counts = (settled_ & mask) != 0;
            const bool level_counts = latch_counts || since >= timing_.debounce_ms;
            const bool is_down = (down & mask) != 0, was_down = (stable_ & mask) != 0;
            bool changed = false;
            if ((latched & mask) && latch_counts) {
                // Up: a press (held now, or a tap between polls whose release a later poll sees).
                // Down: it was let go since the last poll (pressed again, or its release's chatter
                // read as down): released now, and a press if the next poll finds it still down.
                if (!was_down) pressed = static_cast<button_set>(pressed | mask);
                stable_ = static_cast<button_set>(stable_ ^ mask);
                changed = true;
            } else if (level_counts && is_down != was_down) {
                if (is_down) pressed = static_cast<button_set>(pressed | mask);
                stable_ = static_cast<button_set>(stable_ ^ mask);
                changed = true;
            }
            if (changed) {
                last_change_[b] = static_cast<std::uint16_t>(now);
                settled_ = static_cast<button_set>(settled_ & ~mask);
            } else if (level_counts) {
                settled_ = static_cast<button_set>(settled_ | mask);
            }
        }
        for (int b = 0; b < button_count; ++b) // one press at a time: of two at once, the first listed
            if (pressed & (1u << b)) {
                held_ = static_cast<button>(b);
                next_repeat_ = static_cast<std::uint16_t>(now + timing_.repeat_delay_ms);
                return to_action(held_);
            }
        const bool repeats = held_ <= button::right && (stable_ & bit(held_));
        if (repeats && static_cast<std::int16_t>(static_cast<std::uint16_t>(now) - next_repeat_) >= 0) {
            next_repeat_ = static_cast<std::uint16_t>(now + timing_.repeat_interval_ms);
            return to_action(held_);
        }
        return action::none;
    }

    /// The debounced buttons down.
    [[nodiscard]] constexpr button_set held() const noexcept { return stable_; }

    /// Starts again as at power-up: buttons down at the next update() count only once released (the
    /// game calls this when it sleeps, so the button that put it to sleep does not wake it).
    constexpr void restart() noexcept {
        started_ = false;
        held_ = button::quit;
    }

private:
    static constexpr action to_action(button b) noexcept { return static_cast<action>(static_cast<int>(b) + 1); }

    input_timing timing_;
    std::uint16_t next_repeat_ = 0; // ms, wrapping at 16 bits: compared signed, so delays under 32 s
    std::uint16_t last_change_[button_count] = {}; // each button's last change (ms, wrapping at 16 bits)
    button_set stable_ = 0;
    button_set settled_ = 0;     // the buttons whose last change is debounce_ms old or more
    button held_ = button::quit; // the last button pressed: only directions repeat
    bool started_ = false;
};

} // namespace npuzzle::display
