// SPDX-License-Identifier: MIT
// The one game loop: the library's session plays, the renderer draws, the input decides what a button
// means, the buzzer beeps on real moves. A firmware calls poll() with the buttons down, and that is
// all: nothing game-specific lives in the user's adapters. Freestanding.
/// @file
/// The device's game loop: npuzzle::display::game and its options.
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

/// How the game behaves beyond the rules: the seed's screens, the tiles' labels, the bump sound.
struct game_options {
    std::uint16_t lost_ms = 1500;   ///< "YOU LOST" shows this long when a new game cuts one short
    std::uint16_t flash_ms = 500;   ///< the win heading flashes: this long on, this long off (0: no flashing)
    bool bump_sound = false;        ///< a low buzz when a tile is pushed into the wall (the seed: silent)
    /// For a board with no noise to seed from: the first new game after power-up is dealt from the
    /// millisecond tick when it is dealt ("4x4#<tick>": the player's timing of the new-game press),
    /// the ones after it from the next seeds as usual.
    bool seed_from_tick = false;
    /// The numbers on the tiles: decimal (1..15) or hex (1..F, as the seed showed its 4x4). Decimal
    /// falls back to hex where a tile cannot hold the decimal numbers (a 4x4 board on 128x32).
    labels tile_labels = labels::decimal;
};

/// The user's clock read once per poll: everything one poll does (the session's timer, the input,
/// the buzzer, the screens) sees the same instant, so a tick that advances between two reads cannot
/// make a difference of times wrap. Used by game; `source()` is the user's clock.
template <millisecond_clock Clock>
class sampled_clock {
public:
    /// Wraps `clock`; now() is 0 until the first sample().
    constexpr explicit sampled_clock(Clock clock) : clock_(static_cast<Clock&&>(clock)) {}
    /// The time of the last sample(), in milliseconds.
    [[nodiscard]] constexpr std::uint64_t now() const noexcept { return now_; }
    /// Reads the user's clock once and keeps the reading: now() until the next sample().
    constexpr std::uint64_t sample() { return now_ = clock_.now(); }
    /// The user's clock (a manual_clock to advance, a tick_clock's source).
    [[nodiscard]] constexpr Clock& source() noexcept { return clock_; }

private:
    Clock clock_;
    std::uint64_t now_ = 0;
};

/// The one game loop of a device: the library's session plays, the renderer draws on `Screen`, the
/// input turns button levels into actions, the buzzer beeps on real moves.
///
/// Board: basic_puzzle<R, C> (it must fit the screen: a compile-time error names what does not).
/// Screen: a screen of display.hpp (buffered_screen, direct_screen). Clock: the user's millisecond
/// tick, read once per poll. Sound: the user's tone hook. History: moves the session can undo (a
/// gamepad without an undo button needs only one). No heap, no exceptions: freestanding.
template <class Board, class Screen, millisecond_clock Clock, tone_hook Sound = no_sound, std::size_t History = 1>
class game {
public:
    /// The session the game plays, on the clock read once per poll.
    using session_type = basic_session<Board, History, sampled_clock<Clock>>;
    /// The renderer for Board on Screen's size.
    using renderer_type = renderer<Board, Screen::width, Screen::height>;

    /// A game on `screen` (which must outlive it), dealing "RxC#seed" first; each new game takes the
    /// next seed (npuzzle::next_seed). Nothing is drawn until the first poll() or draw().
    constexpr game(Screen& screen, Clock clock, std::uint64_t seed, Sound sound = Sound{}, input_timing timing = {},
                   game_options options = {})
        : screen_(screen), session_(Board{}, sampled_clock<Clock>(static_cast<Clock&&>(clock))),
          buzzer_(static_cast<Sound&&>(sound)), input_(timing), options_(options) {
        start(seed);
    }

    /// One turn of the loop: call with the buttons down now (and the presses an edge interrupt
    /// latched, if any), 10 times a second or more while awake: no press held across one poll is
    /// lost. It reads the clock once, acts, and redraws what changed before it returns: nothing most of
    /// the time, the clock once a second, two tiles and the move count after a move (a whole frame only
    /// after invalidate() or a new game). Returns false while asleep (after quit: panel off, buzzer
    /// silent); poll slowly then (100 ms is plenty): any button press wakes it to a new deal.
    constexpr bool poll(button_set down, button_set latched = 0) {
        const std::uint64_t now = session_.clock().sample();
        const action a = input_.update(down, now, latched);
        if (mode_ == screen_mode::asleep) {
            if (a != action::none) wake(now);
        } else {
            apply(a, now);
            if (mode_ == screen_mode::lost && static_cast<std::uint32_t>(now) - since_ >= options_.lost_ms)
                start(next_deal(now));
            buzzer_.update(now);
        }
        if (mode_ != screen_mode::asleep) render(now);
        return mode_ != screen_mode::asleep;
    }

    /// What one action does, at the clock's time now (read once), without drawing. False when it put
    /// the game to sleep (quit). Asleep, any action but none wakes it to a new deal.
    constexpr bool act(action a) {
        const std::uint64_t now = session_.clock().sample();
        if (mode_ == screen_mode::asleep) {
            if (a != action::none) wake(now);
        } else {
            apply(a, now);
        }
        return mode_ != screen_mode::asleep;
    }

    /// Starts "RxC#seed" on the new-game screen (the largest seed, which no ID names, as 0).
    constexpr void start(std::uint64_t seed) {
        seed_ = is_valid_seed(seed) ? seed : next_seed(seed);
        session_.new_game(random_board(Board{}, seed_));
        mode_ = screen_mode::new_game;
        id_ = {};
        write_seeded_id(Board::static_rows, Board::static_cols, seed_, id_.appending());
    }

    /// Brings the screen up to date at the clock's time now (poll does this; after a screen reset,
    /// invalidate() first). Asleep, nothing is drawn.
    constexpr void draw() {
        const std::uint64_t now = session_.clock().sample();
        if (mode_ != screen_mode::asleep) render(now);
    }
    /// The next draw repaints the whole screen.
    constexpr void invalidate() noexcept { renderer_.invalidate(); }

    /// Which way a direction moves: the tile (the default) or the blank.
    constexpr void set_arrow_sense(arrow_sense sense) noexcept { sense_ = sense; }
    /// New options; new tile labels show at the next draw.
    constexpr void set_options(game_options options) noexcept { options_ = options; }
    /// The session being played (board, moves, time, undo).
    [[nodiscard]] constexpr const session_type& session() const noexcept { return session_; }
    /// The user's clock, e.g. a manual_clock to advance.
    [[nodiscard]] constexpr Clock& clock() noexcept { return session_.clock().source(); }
    /// The screen shown now (screen_mode::asleep after quit).
    [[nodiscard]] constexpr screen_mode mode() const noexcept { return mode_; }
    /// Asleep after quit: the panel off, the buzzer silent, until a button wakes it.
    [[nodiscard]] constexpr bool asleep() const noexcept { return mode_ == screen_mode::asleep; }
    /// The seed of the game being played.
    [[nodiscard]] constexpr std::uint64_t seed() const noexcept { return seed_; }
    /// The game's ID, "RxC#seed", valid until the next deal.
    [[nodiscard]] constexpr std::string_view game_id() const noexcept { return id_.view(); }
    /// The buzzer, to mute it or reach the user's tone hook (audio().hook()).
    [[nodiscard]] constexpr buzzer<Sound>& audio() noexcept { return buzzer_; }

private:
    // What one action does at `now`. (Kept apart: inlined into the firmware's loop, its locals, a
    // new deal's shuffle among them, would sit under every frame the renderer draws.)
    [[gnu::noinline]] constexpr void apply(action a, std::uint64_t now) {
        switch (a) {
        case action::none: return;
        case action::quit: return sleep();
        case action::new_game:
            // A game cut short is lost, as the seed says, before the next is dealt; a second press deals.
            if (mode_ == screen_mode::playing) {
                mode_ = screen_mode::lost;
                since_ = static_cast<std::uint32_t>(now);
            } else {
                start(next_deal(now));
            }
            return;
        default: break;
        }
        if (mode_ == screen_mode::won || mode_ == screen_mode::lost) return; // until a new game
        const event e = session_.move(from_arrow(to_direction(a), sense_));
        if (changed(e)) mode_ = e == event::solved ? screen_mode::won : screen_mode::playing;
        if (e == event::solved) since_ = static_cast<std::uint32_t>(now);
        if (sound s; sound_for(e, s, options_.bump_sound)) buzzer_.play(s, now);
    }

    // Quit: the panel and the buzzer off until a button wakes the game; the quit button itself, still
    // down, counts only once released.
    constexpr void sleep() {
        mode_ = screen_mode::asleep;
        buzzer_.stop();
        panel(false);
        input_.restart();
    }
    [[gnu::noinline]] constexpr void wake(std::uint64_t now) {
        panel(true);
        start(next_deal(now));
        invalidate();
    }
    constexpr void panel(bool on) {
        if constexpr (requires { screen_.sleep(!on); }) screen_.sleep(!on);
    }

    // The redraw in two steps: what changed (the status built in a frame of its own), then the
    // repaint, from a frame that holds only the areas to repaint.
    constexpr void render(std::uint64_t now) { renderer_.repaint(screen_, changes(now)); }
    [[gnu::noinline]] constexpr typename renderer_type::dirty_areas changes(std::uint64_t now) {
        const bool flash_on = mode_ != screen_mode::won || options_.flash_ms == 0 ||
                              (static_cast<std::uint32_t>(now) - since_) / options_.flash_ms % 2 == 0; // 32 bits: no 64-bit division
        return renderer_.update(session_.board(), {mode_, session_.moves(), session_.elapsed_ms(), id_.view(), flash_on,
                                                   options_.tile_labels});
    }

    // The seed of the next deal: the tick at the first one if the options say so, else the next seed.
    constexpr std::uint64_t next_deal(std::uint64_t now) {
        if (options_.seed_from_tick && !dealt_) {
            dealt_ = true;
            return static_cast<std::uint32_t>(now);
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
