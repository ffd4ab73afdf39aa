// SPDX-License-Identifier: MIT
// The renderer and the game loop, checked pixel for pixel against reviewed golden frames, through the
// SSD1306 driver and a model of the chip. NPUZZLE_UPDATE_GOLDEN=1 rewrites the goldens (review them!).
#include "simulator.hpp"

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/clock.hpp>
#include <npuzzle/core/constructive.hpp>
#include <npuzzle/display/game.hpp>
#include <npuzzle/display/renderer.hpp>
#include <npuzzle/display/ssd1306.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

namespace nd = npuzzle::display;
namespace nt = npuzzle::test;
using npuzzle::basic_puzzle;
using npuzzle::direction;

namespace {

void check_golden(const nt::image& img, const std::string& name) {
    const std::string golden = std::string(NPUZZLE_GOLDEN_DIR) + "/" + name + ".pbm";
    if (std::getenv("NPUZZLE_UPDATE_GOLDEN")) nt::write_pbm(golden, img);
    const auto expected = nt::read_pbm(golden);
    BOOST_TEST_REQUIRE(expected.has_value(), "no golden frame " << golden);
    const int differences = nt::count_differences(img, *expected);
    const std::string actual = std::string(NPUZZLE_ACTUAL_DIR) + "/" + name + ".actual.pbm";
    if (differences != 0) nt::write_pbm(actual, img);
    BOOST_TEST(differences == 0, name << ": " << differences << " pixels differ from the golden frame; drawn: " << actual);
}

// Time the test sets by hand, shared with the game it drives.
struct test_clock {
    const std::uint64_t* ms;
    std::uint64_t now() const { return *ms; }
};

struct tone_log {
    std::vector<std::uint16_t>* tones;
    void tone(std::uint16_t hz) { tones->push_back(hz); }
};

// An SSD1306 on the bench: the chip model, the driver, a screen with `Pages` pages of buffer.
template <int Pages = 8>
struct bench {
    nt::ssd1306_model chip;
    nd::ssd1306<nt::model_transport> oled{nt::model_transport{&chip}};
    nd::buffered_screen<decltype(oled), Pages> screen{oled};
    bench() { oled.init(); }
};

template <class Board, int Pages = 8>
struct game_bench : bench<Pages> {
    std::uint64_t ms = 0;
    std::vector<std::uint16_t> tones;
    nd::game<Board, nd::buffered_screen<nd::ssd1306<nt::model_transport>, Pages>, test_clock, tone_log> game;
    explicit game_bench(std::uint64_t seed) : game(this->screen, test_clock{&ms}, seed, tone_log{&tones}) {
        game.draw();
    }
};

nd::action to_action(direction d) {
    switch (d) {
    case direction::up: return nd::action::up;
    case direction::down: return nd::action::down;
    case direction::left: return nd::action::left;
    default: return nd::action::right;
    }
}

// Plays the core's constructive solver through the game's buttons, a second a move.
template <class Bench>
int solve_through_buttons(Bench& b) {
    auto board = b.game.session().board();
    npuzzle::constructive_solver<decltype(board)> solver(board);
    int moves = 0;
    for (direction d = solver.next(); d != direction::none; d = solver.next()) {
        b.ms += 1000;
        b.game.act(to_action(d));
        b.game.draw();
        ++moves;
    }
    return moves;
}

// The bounding box of every page write.
struct area_recorder {
    static constexpr int width = 128;
    static constexpr int height = 64;
    nd::rect sent;
    void write_page(int page, int x, std::span<const std::uint8_t> columns) {
        sent = nd::unite(sent, {x, page * 8, static_cast<int>(columns.size()), 8});
    }
};

} // namespace

BOOST_AUTO_TEST_CASE(boards_up_to_5x5_fit_128x64_with_decimal_labels) {
    for (std::size_t n : {3u, 4u, 5u}) {
        const auto l = nd::fit_board(n, n, 128, 64);
        BOOST_TEST_REQUIRE(l.has_value(), n << "x" << n);
        BOOST_TEST(l->board.right() < l->panel.x);
        BOOST_TEST(l->panel.right() == 128);
        BOOST_TEST(l->panel.w >= 48);
        // The widest label with two pixels of tile around it.
        const int label = nd::font::text_width(std::to_string(n * n - 1), l->label_scale);
        BOOST_TEST(label + 4 <= l->tile);
    }
    BOOST_TEST(nd::fit_board(4, 4, 128, 64)->tile == 15);
    BOOST_TEST(nd::fit_board(5, 5, 128, 64)->tile == 11);
    BOOST_TEST(nd::fit_board(3, 3, 128, 64)->label_scale == 3);
    BOOST_TEST(nd::fit_board(3, 5, 128, 64).has_value());

    const auto too_big = nd::fit_board(6, 6, 128, 64); // 9-pixel tiles: "35" would touch the edges
    BOOST_TEST_REQUIRE(!too_big.has_value());
    BOOST_TEST(npuzzle::message(too_big.error()).view() == "board too large: at most 25 cells");
    BOOST_TEST(!nd::fit_board(1, 4, 128, 64).has_value());
    BOOST_TEST(!nd::fit_board(4, 4, 128, 32).has_value());
}

BOOST_AUTO_TEST_CASE(new_game_screens_match_their_golden_frames) {
    game_bench<basic_puzzle<4, 4>> four(1);
    BOOST_TEST(four.game.game_id() == "4x4#1");
    BOOST_TEST((four.game.mode() == nd::screen_mode::new_game));
    check_golden(four.chip.picture(), "4x4_new_game");

    game_bench<basic_puzzle<5, 5>> five(2);
    check_golden(five.chip.picture(), "5x5_new_game");
}

BOOST_AUTO_TEST_CASE(playing_screen_shows_moves_and_time) {
    game_bench<basic_puzzle<4, 4>> b(1);
    for (int i = 0; i < 3; ++i) {
        if (i > 0) b.ms += 41'500;
        b.game.act(to_action(*b.game.session().board().legal_moves().begin()));
    }
    b.game.draw();
    BOOST_TEST(b.game.session().moves() == 3u);
    BOOST_TEST((b.game.mode() == nd::screen_mode::playing));
    BOOST_TEST(b.game.session().elapsed_ms() == 83'000u); // the clock started on the first move: "1:23"
    check_golden(b.chip.picture(), "4x4_playing");
    // The README's picture of the game, three times the OLED's size.
    if (std::getenv("NPUZZLE_UPDATE_GOLDEN"))
        nt::write_png(std::string(NPUZZLE_GOLDEN_DIR) + "/4x4_playing.png", b.chip.picture(), 3);
}

BOOST_AUTO_TEST_CASE(a_solved_game_shows_the_win_screen_and_plays_the_win_tune) {
    game_bench<basic_puzzle<3, 3>> b(1);
    const int moves = solve_through_buttons(b);
    BOOST_TEST(moves > 0);
    BOOST_TEST((b.game.mode() == nd::screen_mode::won));
    BOOST_TEST(b.game.session().solved());
    BOOST_TEST(b.game.session().moves() == static_cast<std::uint64_t>(moves));
    check_golden(b.chip.picture(), "3x3_won");
    // The last notes started are the win tune's first.
    BOOST_TEST(b.tones.back() == nd::melody(nd::sound::win)[0].hz);

    // Solved boards stay put; a new game takes the next seed.
    const auto solved = b.game.session().board();
    b.game.act(nd::action::up);
    b.game.act(nd::action::left);
    BOOST_TEST((b.game.session().board() == solved));
    b.game.act(nd::action::new_game);
    BOOST_TEST(b.game.game_id() == "3x3#2");
    BOOST_TEST((b.game.mode() == nd::screen_mode::new_game));
    BOOST_TEST(b.game.session().moves() == 0u);
    BOOST_TEST((b.game.session().board() == npuzzle::random_board(basic_puzzle<3, 3>{}, 2)));
    BOOST_TEST(!b.game.act(nd::action::quit));
}

BOOST_AUTO_TEST_CASE(only_real_moves_beep_and_illegal_ones_buzz) {
    game_bench<basic_puzzle<4, 4>> b(1);
    const auto board = b.game.session().board();
    direction wall = direction::none;
    for (direction d : npuzzle::all_directions)
        if (!board.can_move(d)) wall = d;
    BOOST_TEST_REQUIRE((wall != direction::none)); // the blank of 4x4#1 is on an edge
    b.game.act(to_action(wall));
    BOOST_TEST(b.tones.front() == nd::melody(nd::sound::illegal)[0].hz);
    BOOST_TEST(b.game.session().moves() == 0u);
    BOOST_TEST((b.game.mode() == nd::screen_mode::new_game));
    b.tones.clear();
    b.game.act(nd::action::none);
    BOOST_TEST(b.tones.empty());
    b.game.act(to_action(*board.legal_moves().begin()));
    BOOST_TEST(b.tones.front() == nd::melody(nd::sound::move)[0].hz);
    b.game.audio().mute(true);
    b.tones.clear();
    b.game.act(to_action(*b.game.session().board().legal_moves().begin()));
    BOOST_TEST(b.tones.empty());
}

BOOST_AUTO_TEST_CASE(page_at_a_time_draws_the_same_frames_as_the_full_buffer) {
    game_bench<basic_puzzle<4, 4>, 8> full(7);
    game_bench<basic_puzzle<4, 4>, 1> paged(7);
    for (int i = 0; i < 12; ++i) {
        const auto a = to_action(*full.game.session().board().legal_moves().begin());
        full.ms = paged.ms = full.ms + 700;
        full.game.act(a);
        paged.game.act(a);
        full.game.draw();
        paged.game.draw();
        BOOST_TEST(nt::count_differences(full.chip.picture(), paged.chip.picture()) == 0, "after move " << i);
    }
}

BOOST_AUTO_TEST_CASE(a_move_repaints_only_the_two_tiles_and_the_move_count) {
    using board = basic_puzzle<4, 4>;
    area_recorder device;
    nd::buffered_screen<area_recorder> screen(device);
    nd::renderer<board, 128, 64> r;
    auto b = npuzzle::random_board(board{}, 3);
    r.draw(screen, b, {nd::screen_mode::playing, 0, 0, "4x4#3"});
    BOOST_TEST((device.sent == nd::rect{0, 0, 128, 64}));

    const std::size_t blank = b.blank_index();
    const direction d = *b.legal_moves().begin();
    b.move(d);
    device.sent = {};
    r.draw(screen, b, {nd::screen_mode::playing, 1, 0, "4x4#3"});
    const auto& l = decltype(r)::layout;
    const nd::rect tiles = nd::unite(l.tile_rect(blank), l.tile_rect(b.blank_index()));
    const nd::rect expected = nd::unite({tiles.x, tiles.y / 8 * 8, tiles.w, (tiles.bottom() + 7) / 8 * 8 - tiles.y / 8 * 8},
                                        {l.panel.x, 16, l.panel.w, 16}); // the move count: rows 21..30
    BOOST_TEST((device.sent == expected));

    device.sent = {};
    r.draw(screen, b, {nd::screen_mode::playing, 1, 999, "4x4#3"}); // the same second: nothing to do
    BOOST_TEST(device.sent.empty());
    r.draw(screen, b, {nd::screen_mode::playing, 1, 1000, "4x4#3"});
    BOOST_TEST((device.sent == nd::rect{l.panel.x, 40, l.panel.w, 16})); // the time: rows 41..50
}
