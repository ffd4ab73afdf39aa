// SPDX-License-Identifier: MIT
// Sound: short tone sequences for a move, a bump into the wall and a win, played without blocking through
// a hook the user writes (a PWM pin, a DAC, a piezo on a timer), with a mute flag. Freestanding.
#pragma once

#include <npuzzle/core/session.hpp>

#include <concepts>
#include <cstdint>
#include <span>

namespace npuzzle::display {

// The user's buzzer: start a tone of `hz`, or be silent for 0.
template <class H>
concept tone_hook = requires(H& h, std::uint16_t hz) { h.tone(hz); };

/// A buzzer that is not there.
struct no_sound {
    /// Does nothing: a game without a buzzer.
    constexpr void tone(std::uint16_t) noexcept {}
};

/// One note of a melody: a tone of `hz` (0: a rest) for `ms` milliseconds.
struct note {
    std::uint16_t hz; ///< 0: a rest
    std::uint16_t ms; ///< how long, in milliseconds
};

enum class sound : std::uint8_t { move, illegal, win };

namespace detail {
inline constexpr note move_notes[] = {{2093, 15}};                                       // a click
inline constexpr note illegal_notes[] = {{196, 60}, {0, 30}, {196, 60}};                 // a low double buzz
inline constexpr note win_notes[] = {{1047, 90}, {1319, 90}, {1568, 90}, {2093, 240}}; // C E G C
} // namespace detail

[[nodiscard]] constexpr std::span<const note> melody(sound s) noexcept {
    switch (s) {
    case sound::move: return detail::move_notes;
    case sound::illegal: return detail::illegal_notes;
    default: return detail::win_notes;
    }
}

// The sound a session event makes: only real moves beep (as the seed does). Pushing a tile into the
// wall is silent unless `bump_sound` asks for the low double buzz; other inputs are always silent.
[[nodiscard]] constexpr bool sound_for(event e, sound& s, bool bump_sound = false) noexcept {
    switch (e) {
    case event::moved: s = sound::move; return true;
    case event::solved: s = sound::win; return true;
    case event::no_effect: s = sound::illegal; return bump_sound;
    default: return false;
    }
}

/// Plays melodies through the user's tone hook without blocking: play() starts one, update() (called
/// often with the time) moves from note to note.
template <tone_hook Hook>
class buzzer {
public:
    /// A buzzer on `hook`, silent and unmuted.
    constexpr explicit buzzer(Hook hook = Hook{}) : hook_(static_cast<Hook&&>(hook)) {}

    /// Starts `s` now, cutting short whatever was playing.
    constexpr void play(sound s, std::uint64_t now_ms) {
        if (muted_) return;
        playing_ = s;
        step_ = 0;
        start(now_ms);
    }

    /// Call often: moves to the next note when this one is over.
    constexpr void update(std::uint64_t now_ms) {
        if (!active_ || static_cast<std::uint32_t>(now_ms) - since_ < melody(playing_)[step_].ms) return;
        ++step_;
        start(now_ms);
    }

    /// Silence now: whatever was playing stops (the game's sleep).
    constexpr void stop() {
        if (!active_) return;
        active_ = false;
        hook_.tone(0);
    }

    /// Muted, nothing plays; muting stops what is playing.
    constexpr void mute(bool on) {
        muted_ = on;
        if (on && active_) {
            active_ = false;
            hook_.tone(0);
        }
    }
    /// Whether it is muted.
    [[nodiscard]] constexpr bool muted() const noexcept { return muted_; }
    /// Whether a melody is playing.
    [[nodiscard]] constexpr bool playing() const noexcept { return active_; }
    /// The user's tone hook (a PWM pin's state, a test's log).
    constexpr Hook& hook() noexcept { return hook_; }

private:
    constexpr void start(std::uint64_t now_ms) {
        const auto notes = melody(playing_);
        active_ = step_ < notes.size();
        since_ = static_cast<std::uint32_t>(now_ms);
        hook_.tone(active_ ? notes[step_].hz : 0);
    }

    Hook hook_;
    std::uint32_t since_ = 0;
    std::uint8_t step_ = 0;
    sound playing_ = sound::move;
    bool active_ = false, muted_ = false;
};

} // namespace npuzzle::display
