// SPDX-License-Identifier: MIT
// The one game loop: the library's session plays, the renderer draws, the input decides what a button
// means, the buzzer beeps on real moves. A firmware calls poll() with the buttons down, and that is
// all: nothing game-specific lives in the user's adapters. Freestanding.
#pragma once

#include <npuzzle/core/clock.hpp>
#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/error.hpp>
#include <npuzzle/core/random.hpp>
#include <npuzzle/core/session.hpp>
#include <npuzzle/display/buzzer.hpp>
#include <npuzzle/display/input.hpp>
#include <npuzzle/display/renderer.hpp>

#include <cstddef>
#include <cstdint>

namespace npuzzle::display {

// Board: basic_puzzle<R, C>. Screen: a screen of display.hpp. Clock: the user's millisecond tick.
// History: moves the session can undo (a gamepad without an undo button needs only one).
template <class Board, class Screen, millisecond_clock Clock, tone_hook Sound = no_sound, std::size_t History = 1>
class game {
public:
    using session_type = basic_session<Board, History, Clock>;
    using renderer_type = renderer<Board, Screen::width, Screen::height>;

    // The first game is "RxC#seed"; each new game takes the next seed.
    constexpr game(Screen& screen, Clock clock, std::uint64_t seed, Sound sound = Sound{}, input_timing timing = {})
        : screen_(screen), session_(Board{}, static_cast<Clock&&>(clock)), buzzer_(static_cast<Sound&&>(sound)),
          input_(timing) {
        start(seed);
    }

    // Call every few milliseconds with the buttons down now. False once the player quits.
    constexpr bool poll(button_set down) {
        const std::uint64_t now = session_.clock().now();
        const bool running = act(input_.update(down, now));
        buzzer_.update(now);
        draw();
        return running;
    }

    // What one action does. False for quit.
    constexpr bool act(action a) {
        switch (a) {
        case action::none: return true;
        case action::quit: return false;
        case action::new_game: start(seed_ + 1); return true;
        default: break;
        }
        if (mode_ == screen_mode::won) return true; // the board stays solved until a new game
        const event e = session_.move(from_arrow(to_direction(a), sense_));
        if (changed(e)) mode_ = e == event::solved ? screen_mode::won : screen_mode::playing;
        if (sound s; sound_for(e, s)) buzzer_.play(s, session_.clock().now());
        return true;
    }

    // Starts "RxC#seed" on the new-game screen.
    constexpr void start(std::uint64_t seed) {
        seed_ = seed;
        session_.new_game(random_board(Board{}, seed));
        mode_ = screen_mode::new_game;
        id_ = {};
        id_.append_number(Board::static_rows);
        id_.push_back('x');
        id_.append_number(Board::static_cols);
        id_.push_back('#');
        id_.append_number(seed);
    }

    // Brings the screen up to date (poll does this; after a screen reset, invalidate() first).
    constexpr void draw() {
        renderer_.draw(screen_, session_.board(), {mode_, session_.moves(), session_.elapsed_ms(), id_.view()});
    }
    constexpr void invalidate() noexcept { renderer_.invalidate(); }

    constexpr void set_arrow_sense(arrow_sense sense) noexcept { sense_ = sense; }
    constexpr const session_type& session() const noexcept { return session_; }
    constexpr screen_mode mode() const noexcept { return mode_; }
    constexpr std::string_view game_id() const noexcept { return id_.view(); }
    constexpr buzzer<Sound>& audio() noexcept { return buzzer_; }

private:
    Screen& screen_;
    session_type session_;
    renderer_type renderer_{};
    buzzer<Sound> buzzer_;
    input input_;
    static_string<24> id_;
    std::uint64_t seed_ = 0;
    screen_mode mode_ = screen_mode::new_game;
    arrow_sense sense_ = arrow_sense::tile;
};

} // namespace npuzzle::display
