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
constexpr button_set bit(button b) noexcept { return static_cast<button_set>(1u << static_cast<unsigned>(b)); }
inline constexpr int button_count = 6;

// What the game does: a press, or a repeat while a direction is held.
enum class action : std::uint8_t { none, up, down, left, right, new_game, quit };

constexpr direction to_direction(action a) noexcept {
    switch (a) {
    case action::up: return direction::up;
    case action::down: return direction::down;
    case action::left: return direction::left;
    case action::right: return direction::right;
    default: return direction::none;
    }
}

// An analog joystick read by an ADC: a reading below `low` or above `high` pushes that way.
// Readings grow to the right and downwards unless the axis is inverted. A push lets go only when the
// reading comes back `hysteresis` counts inside its threshold: a stick held at the threshold, its
// reading noisy, is one push, not one a poll.
struct joystick_thresholds {
    std::uint16_t low = 1024;  // a quarter of a 12-bit ADC
    std::uint16_t high = 3072; // three quarters
    bool invert_x = false;
    bool invert_y = false;
    std::uint16_t hysteresis = 128; // ADC counts: well above an ADC's noise, well below a push
};

// The direction the stick points (one axis: the one pushed further from the centre), as buttons.
// `before`: what this returned at the last poll (for the hysteresis; 0 without it).
constexpr button_set joystick_buttons(std::uint16_t x, std::uint16_t y, joystick_thresholds t = {},
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

struct input_timing {
    std::uint16_t debounce_ms = 20;         // after a change, the contacts may bounce this long: ignored
    std::uint16_t repeat_delay_ms = 400;    // a held direction repeats after this...
    std::uint16_t repeat_interval_ms = 150; // ...then this often
};

// Presses from button levels read at any poll rate: a change counts at the first poll that sees it
// (an edge is latched at once, not confirmed by later polls), and the contact bounce that follows
// is ignored for debounce_ms (an edge interrupt's latched bounces too). So a press is never lost when the loop polls at least once while the
// button is down: a 100 ms press polled every 100 ms (10 Hz, the seed's loop rate) counts once.
// Presses shorter than the poll period need an edge interrupt: pass what it latched as `latched`.
class input {
public:
    constexpr explicit input(input_timing timing = {}) noexcept : timing_(timing) {}

    // Call with the buttons down now, and any presses an interrupt latched since the last call.
    // Buttons already down at the first call count only after they are released (nothing is pressed
    // by a glitch at power-up).
    constexpr action update(button_set down, std::uint64_t now_ms, button_set latched = 0) noexcept {
        const auto now = static_cast<std::uint32_t>(now_ms);
        if (!started_) {
            started_ = true;
            stable_ = down;
            since_ = now - timing_.debounce_ms; // the first change counts at once
            return action::none;
        }
        const bool settled = now - since_ >= timing_.debounce_ms;
        // An edge latched within debounce_ms of its button's last change is that change's bounce.
        const button_set latched_presses = settled ? latched : static_cast<button_set>(latched & ~changed_);
        button_set pressed = latched_presses, changed = latched_presses;
        if (settled && down != stable_) {
            pressed = static_cast<button_set>(pressed | (down & ~stable_));
            changed = static_cast<button_set>(changed | (down ^ stable_));
            stable_ = down;
        }
        if (changed != 0) {
            // A latched press still held is down already: not pressed again when the levels settle.
            stable_ = static_cast<button_set>(stable_ | (latched_presses & down));
            changed_ = changed;
            since_ = now;
        }
        for (int b = 0; b < button_count; ++b) // one press at a time: of two at once, the first listed
            if (pressed & (1u << b)) {
                held_ = static_cast<button>(b);
                next_repeat_ = now + timing_.repeat_delay_ms;
                return to_action(held_);
            }
        const bool repeats = held_ <= button::right && (stable_ & bit(held_));
        if (repeats && static_cast<std::int32_t>(now - next_repeat_) >= 0) {
            next_repeat_ = now + timing_.repeat_interval_ms;
            return to_action(held_);
        }
        return action::none;
    }

    // The debounced buttons down.
    constexpr button_set held() const noexcept { return stable_; }

private:
    static constexpr action to_action(button b) noexcept { return static_cast<action>(static_cast<int>(b) + 1); }

    input_timing timing_;
    std::uint32_t since_ = 0, next_repeat_ = 0;
    button_set stable_ = 0;
    button_set changed_ = 0; // the buttons whose change started the debounce time (since_)
    button held_ = button::quit; // the last button pressed: only directions repeat
    bool started_ = false;
};

} // namespace npuzzle::display
