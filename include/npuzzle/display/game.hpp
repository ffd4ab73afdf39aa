// SPDX-License-Identifier: MIT
// The one game loop: the library's session plays, the renderer draws, the input decides what a button
// means, the buzzer beeps on real moves. A firmware calls poll() with the buttons down, and that is
// all: nothing game-specific lives in the user's adapters. Freestanding.
#pragma once

#include <npuzzle/core/clock.hpp>
#include <npuzzle/core/direction.hpp>
#include <npuzzle/core/error.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/random.hpp>
#include <npuzzle/core/session.hpp>
#include <npuzzle/display/buzzer.hpp>
#include <npuzzle/display/input.hpp>
#include <npuzzle/display/renderer.hpp>

#include <cstddef>
#include <cstdint>

namespace npuzzle::display {

// How the game behaves beyond the rules: the seed's screens, and the bump sound.
struct game_options {
    std::uint16_t lost_ms = 1500;    // "YOU LOST" shows this long when a new game cuts one short
    std::uint16_t flash_ms = 500;    // the win heading flashes: this long on, this long off
    bool bump_sound = false;         // a low buzz when a tile is pushed into the wall (the seed: silent)
    // For a board with no noise to seed from: the first new game after power-up is dealt from the
    // millisecond tick when it is dealt ("4x4#<tick>": the player's timing of the new-game press),
    // the ones after it from the next seeds as usual.
    bool seed_from_tick = false;
};

// Board: basic_puzzle<R, C>. Screen: a screen of display.hpp. Clock: the user's millisecond tick.
// History: moves the session can undo (a gamepad without an undo button needs only one).
template <class Board, class Screen, millisecond_clock Clock, tone_hook Sound = no_sound, std::size_t History = 1>
class game {
public:
    using session_type = basic_session<Board, History, Clock>;
    using renderer_type = renderer<Board, Screen::width, Screen::height>;

    // The first game is "RxC#seed"; each new game takes the next seed (npuzzle::next_seed).
    constexpr game(Screen& screen, Clock clock, std::uint64_t seed, Sound sound = Sound{}, input_timing timing = {},
                   game_options options = {})
        : screen_(screen), session_(Board{}, static_cast<Clock&&>(clock)), buzzer_(static_cast<Sound&&>(sound)),
          input_(timing), options_(options) {
        start(seed);
    }

    // Call with the buttons down now (and presses an edge interrupt latched, if any), at 10 Hz or
    // faster: no press held across one poll is lost. False once the player quits. It redraws what
    // changed before it returns: nothing most of the time, the clock once a second, two tiles and the
    // move count after a move (a whole frame only after invalidate() or a new game).
    constexpr bool poll(button_set down, button_set latched = 0) {
        const std::uint64_t now = session_.clock().now();
        const bool running = act(input_.update(down, now, latched));
        if (mode_ == screen_mode::lost && static_cast<std::uint32_t>(now) - since_ >= options_.lost_ms) start(next_deal());
        buzzer_.update(now);
        draw();
        return running;
    }

    // What one action does. False for quit. (Kept apart: inlined into the firmware's loop, its
    // locals, a new deal's shuffle among them, would sit under every frame the renderer draws.)
    [[gnu::noinline]] constexpr bool act(action a) {
        switch (a) {
        case action::none: return true;
        case action::quit: return false;
        case action::new_game:
            // A game cut short is lost, as the seed says, before the next is dealt; a second press deals.
            if (mode_ == screen_mode::playing) {
                mode_ = screen_mode::lost;
                since_ = static_cast<std::uint32_t>(session_.clock().now());
            } else {
                start(next_deal());
            }
            return true;
        default: break;
        }
        if (mode_ == screen_mode::won || mode_ == screen_mode::lost) return true; // until a new game
        const event e = session_.move(from_arrow(to_direction(a), sense_));
        if (changed(e)) mode_ = e == event::solved ? screen_mode::won : screen_mode::playing;
        if (e == event::solved) since_ = static_cast<std::uint32_t>(session_.clock().now());
        if (sound s; sound_for(e, s, options_.bump_sound)) buzzer_.play(s, session_.clock().now());
        return true;
    }

    // Starts "RxC#seed" on the new-game screen (the largest seed, which no ID names, as 0).
    constexpr void start(std::uint64_t seed) {
        seed_ = is_valid_seed(seed) ? seed : next_seed(seed);
        session_.new_game(random_board(Board{}, seed_));
        mode_ = screen_mode::new_game;
        id_ = {};
        write_seeded_id(Board::static_rows, Board::static_cols, seed_, id_.appending());
    }

    // Brings the screen up to date (poll does this; after a screen reset, invalidate() first).
    constexpr void draw() {
        const std::uint64_t now = session_.clock().now();
        const bool flash_on = mode_ != screen_mode::won || options_.flash_ms == 0 ||
                              (static_cast<std::uint32_t>(now) - since_) / options_.flash_ms % 2 == 0; // 32 bits: no 64-bit division
        renderer_.draw(screen_, session_.board(),
                       {mode_, session_.moves(), session_.elapsed_ms(), id_.view(), flash_on});
    }
    constexpr void invalidate() noexcept { renderer_.invalidate(); }

    constexpr void set_arrow_sense(arrow_sense sense) noexcept { sense_ = sense; }
    constexpr void set_options(game_options options) noexcept { options_ = options; }
    constexpr const session_type& session() const noexcept { return session_; }
    constexpr Clock& clock() noexcept { return session_.clock(); } // e.g. to advance a manual_clock
    constexpr screen_mode mode() const noexcept { return mode_; }
    constexpr std::uint64_t seed() const noexcept { return seed_; }
    constexpr std::string_view game_id() const noexcept { return id_.view(); }
    constexpr buzzer<Sound>& audio() noexcept { return buzzer_; }

private:
    // The seed of the next deal: the tick at the first one if the options say so, else the next seed.
    constexpr std::uint64_t next_deal() {
        if (options_.seed_from_tick && !dealt_) {
            dealt_ = true;
            return static_cast<std::uint32_t>(session_.clock().now());
        }
        return next_seed(seed_);
    }

    Screen& screen_;
    session_type session_;
    renderer_type renderer_{};
    buzzer<Sound> buzzer_;
    input input_;
    game_options options_;
    static_string<max_seeded_id_length(Board::static_rows, Board::static_cols)> id_;
    std::uint64_t seed_ = 0;
    std::uint32_t since_ = 0; // when the game was won or lost (ms, wrapping)
    screen_mode mode_ = screen_mode::new_game;
    arrow_sense sense_ = arrow_sense::tile;
    bool dealt_ = false; // a new game was dealt since power-up
};

} // namespace npuzzle::display
