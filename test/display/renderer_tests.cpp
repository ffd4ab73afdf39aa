// SPDX-License-Identifier: MIT
// The renderer and the game loop, checked pixel for pixel against reviewed golden frames, through the
// SSD1306 driver and a model of the chip. NPUZZLE_UPDATE_GOLDEN=1 rewrites the goldens (review them!).
#include "simulator.hpp"

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/clock.hpp>
#include <npuzzle/core/constructive.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/display/game.hpp>
#include <npuzzle/display/renderer.hpp>
#include <npuzzle/display/ssd1306.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <cstdlib>
#include <iterator>
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
    nd::framebuffer<128, 64, Pages> buffer;
    nd::buffered_screen<decltype(oled), Pages> screen{oled, buffer};
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
        const std::string widest = std::to_string(n * n - 1);
        const auto style = l->decimal_labels;
        const int label = style.large ? nd::large_digits::text_width(widest, style.scale)
                                      : nd::font::text_width(widest, style.scale);
        BOOST_TEST(label + 4 <= l->tile);
        BOOST_TEST(!style.hex);
        BOOST_TEST(l->hex_labels.hex);
    }
    BOOST_TEST(nd::fit_board(4, 4, 128, 64)->tile == 15);
    BOOST_TEST(nd::fit_board(5, 5, 128, 64)->tile == 11);
    // The larger 5x7 digits where the tiles leave room: 3x3 (twice the size) and 4x4.
    BOOST_TEST(nd::fit_board(3, 3, 128, 64)->decimal_labels.large);
    BOOST_TEST(nd::fit_board(3, 3, 128, 64)->decimal_labels.scale == 2);
    BOOST_TEST(nd::fit_board(4, 4, 128, 64)->decimal_labels.large);
    BOOST_TEST(nd::fit_board(4, 4, 128, 64)->decimal_labels.scale == 1);
    BOOST_TEST(!nd::fit_board(5, 5, 128, 64)->decimal_labels.large);
    // Hex on 128x64 (game_options{.tile_labels = labels::hex}): the same fonts, 1..F and 1..18.
    BOOST_TEST(nd::fit_board(4, 4, 128, 64)->hex_labels.large);
    BOOST_TEST(!nd::fit_board(5, 5, 128, 64)->hex_labels.large);
    BOOST_TEST(nd::fit_board(3, 5, 128, 64).has_value());

    const auto too_big = nd::fit_board(6, 6, 128, 64); // 9-pixel tiles: "35" would touch the edges
    BOOST_TEST_REQUIRE(!too_big.has_value());
    BOOST_TEST(too_big.error().message().view() == "board too large: at most 25 cells");
    BOOST_TEST(!nd::fit_board(1, 4, 128, 64).has_value());
}

BOOST_AUTO_TEST_CASE(a_128x32_panel_fits_3x3_and_4x4_beside_a_compact_status) {
    const auto three = nd::fit_board(3, 3, 128, 32);
    BOOST_TEST_REQUIRE(three.has_value());
    BOOST_TEST(!three->decimal_labels.hex);
    BOOST_TEST(three->hex_labels.hex);
    BOOST_TEST(three->tile == 9);
    const auto four = nd::fit_board(4, 4, 128, 32);
    BOOST_TEST_REQUIRE(four.has_value());
    BOOST_TEST(four->decimal_labels.hex); // 1..F, one pixel of tile around: as the seed did; decimal does not fit
    BOOST_TEST(four->hex_labels.hex);
    BOOST_TEST(four->tile == 7);
    for (const auto& l : {*three, *four}) {
        BOOST_TEST(l.compact());
        BOOST_TEST(l.board.bottom() <= 32);
        BOOST_TEST(l.board.right() < l.panel.x);
        BOOST_TEST(l.footer().bottom() <= 32);
        BOOST_TEST(l.time_value().bottom() <= l.footer().y);
    }
    const auto five = nd::fit_board(5, 5, 128, 32);
    BOOST_TEST_REQUIRE(!five.has_value());
    BOOST_TEST(five.error().message().view() == "board too large: at most 16 cells");
    BOOST_TEST(!nd::fit_board(3, 3, 128, 16).has_value());
}

// A 128x32 SSD1306 on the bench.
template <class Board>
struct small_bench {
    nt::ssd1306_model chip{nt::chip_kind::ssd1306, 32};
    nd::ssd1306<nt::model_transport, 32> oled{nt::model_transport{&chip}};
    nd::framebuffer<128, 32> buffer;
    nd::buffered_screen<decltype(oled)> screen{oled, buffer};
    std::uint64_t ms = 0;
    nd::game<Board, decltype(screen), test_clock> game{screen, test_clock{&ms}, 1};
    small_bench() {
        oled.init();
        game.draw();
    }
};

BOOST_AUTO_TEST_CASE(the_128x32_screens_match_their_golden_frames) {
    small_bench<basic_puzzle<4, 4>> four;
    four.ms = 1000;
    four.game.act(to_action(*four.game.session().board().legal_moves().begin()));
    four.ms = 13'000;
    four.game.draw();
    check_golden(four.chip.picture(), "4x4_128x32_playing");
    small_bench<basic_puzzle<3, 3>> three;
    check_golden(three.chip.picture(), "3x3_128x32_new_game");
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

BOOST_AUTO_TEST_CASE(only_real_moves_beep_and_a_wall_bump_is_silent_unless_asked) {
    game_bench<basic_puzzle<4, 4>> b(1);
    const auto board = b.game.session().board();
    direction wall = direction::none;
    for (direction d : npuzzle::all_directions)
        if (!board.can_move(d)) wall = d;
    BOOST_TEST_REQUIRE((wall != direction::none)); // the blank of 4x4#1 is on an edge
    b.game.act(to_action(wall)); // the seed's behaviour: no sound
    BOOST_TEST(b.tones.empty());
    b.game.set_options({.bump_sound = true});
    b.game.act(to_action(wall));
    BOOST_TEST_REQUIRE(!b.tones.empty());
    BOOST_TEST(b.tones.front() == nd::melody(nd::sound::illegal)[0].hz);
    b.game.set_options({});
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

BOOST_AUTO_TEST_CASE(a_new_game_mid_game_shows_you_lost_then_deals_the_next) {
    game_bench<basic_puzzle<4, 4>> b(1);
    b.ms = 500;
    b.game.act(to_action(*b.game.session().board().legal_moves().begin()));
    b.ms = 4000;
    b.game.poll(0);
    b.game.poll(nd::bit(nd::button::new_game));
    BOOST_TEST((b.game.mode() == nd::screen_mode::lost));
    BOOST_TEST(b.game.game_id() == "4x4#1");
    check_golden(b.chip.picture(), "4x4_lost");
    b.ms += 1499;
    b.game.poll(0);
    BOOST_TEST((b.game.mode() == nd::screen_mode::lost));
    const auto before = b.game.session().board();
    b.game.act(nd::action::up); // moves wait for the next game
    BOOST_TEST((b.game.session().board() == before));
    b.ms += 1;
    b.game.poll(0);
    BOOST_TEST((b.game.mode() == nd::screen_mode::new_game));
    BOOST_TEST(b.game.game_id() == "4x4#2");
    // A fresh board is not a game lost: new game deals at once; so does a second press on "YOU LOST".
    b.game.act(nd::action::new_game);
    BOOST_TEST(b.game.game_id() == "4x4#3");
    b.game.act(to_action(*b.game.session().board().legal_moves().begin()));
    b.game.act(nd::action::new_game);
    b.game.act(nd::action::new_game);
    BOOST_TEST(b.game.game_id() == "4x4#4");
}

// The seed's loop: 10 polls a second, each press held 100 ms, so each is seen by exactly one poll
// (the first poll sees nothing down: a button down at power-up counts only once released).
BOOST_AUTO_TEST_CASE(the_game_loop_at_10_hz_loses_no_press) {
    game_bench<basic_puzzle<4, 4>> b(1);
    int pressed = 0;
    for (int i = 0; i < 40; ++i) {
        const direction d = *b.game.session().board().legal_moves().begin();
        const nd::button_set down = i % 2 == 1 ? nd::bit(static_cast<nd::button>(static_cast<int>(to_action(d)) - 1)) : 0;
        pressed += down != 0;
        BOOST_TEST(b.game.poll(down));
        b.ms += 100;
    }
    BOOST_TEST(b.game.session().moves() == static_cast<std::uint64_t>(pressed));
}

BOOST_AUTO_TEST_CASE(the_win_heading_flashes) {
    game_bench<basic_puzzle<3, 3>> b(1);
    solve_through_buttons(b);
    BOOST_TEST_REQUIRE((b.game.mode() == nd::screen_mode::won));
    const nd::rect heading = decltype(b.game)::renderer_type::layout.heading();
    auto lit_in_heading = [&] {
        int n = 0;
        const auto img = b.chip.picture();
        for (int y = heading.y; y < heading.bottom(); ++y)
            for (int x = heading.x; x < heading.right(); ++x) n += img.at(x, y);
        return n;
    };
    std::vector<bool> shown;
    for (int i = 0; i < 4; ++i) {
        b.game.draw();
        shown.push_back(lit_in_heading() > 0);
        b.ms += 500;
    }
    BOOST_TEST((shown == std::vector<bool>{true, false, true, false}));
}

BOOST_AUTO_TEST_CASE(the_game_id_is_whole_and_a_new_game_never_deals_the_unparseable_seed) {
    std::string id;
    npuzzle::write_seeded_id(10, 10, 18'446'744'073'709'551'614u, std::back_inserter(id));
    BOOST_TEST(id == "10x10#18446744073709551614"); // the ID the issue saw cut to 10x10#184467440737095516
    npuzzle::static_string<npuzzle::max_seeded_id_length(10, 10)> fits;
    npuzzle::write_seeded_id(10, 10, 18'446'744'073'709'551'614u, fits.appending());
    BOOST_TEST(fits.view() == id);
    BOOST_TEST(!fits.truncated());
    npuzzle::static_string<24> cut;
    npuzzle::write_seeded_id(10, 10, 18'446'744'073'709'551'614u, cut.appending());
    BOOST_TEST(cut.truncated()); // reported, not silent
    // Decimal digits without a 64-bit division, on both sides of 32 bits.
    for (const std::uint64_t v : {std::uint64_t{0}, std::uint64_t{4'294'967'295u}, std::uint64_t{4'294'967'296u},
                                  std::uint64_t{10'000'000'000'000'000'000u}, ~std::uint64_t{0}}) {
        std::string text;
        npuzzle::write_decimal(v, std::back_inserter(text));
        BOOST_TEST(text == std::to_string(v));
    }
    BOOST_TEST(npuzzle::next_seed(18'446'744'073'709'551'614u) == 0u);
    BOOST_TEST(npuzzle::next_seed(41) == 42u);
    BOOST_TEST((npuzzle::parse_board<basic_puzzle<4, 4>>("4x4#18446744073709551614").has_value()));

    game_bench<basic_puzzle<4, 4>> b(18'446'744'073'709'551'614u);
    BOOST_TEST(b.game.game_id() == "4x4#18446744073709551614");
    b.game.act(nd::action::new_game);
    BOOST_TEST(b.game.seed() == 0u);
    BOOST_TEST(b.game.game_id() == "4x4#0");
    BOOST_TEST((b.game.session().board() == *npuzzle::parse_board<basic_puzzle<4, 4>>(b.game.game_id())));
    b.game.start(~std::uint64_t{0}); // asked for by hand: dealt as 0, an ID that parses
    BOOST_TEST(b.game.game_id() == "4x4#0");
    BOOST_TEST(npuzzle::next_seed(~std::uint64_t{0}) == 0u);
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
    nd::framebuffer<128, 64> buffer;
    nd::buffered_screen<area_recorder> screen(device, buffer);
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

namespace {
// What `lines` of the small font look like at (x, y), one line under the other: the footer as it
// should read, to compare with what the chip shows.
template <int Width, int Height>
struct text_picture {
    static constexpr int width = Width, height = Height;
    nt::image img{Width, Height};
    void draw_pixel(int x, int y, bool on) { img.set(x, y, on); }
};

// The footer's rows of `shown`, from `top` to the bottom, against the lines it should read.
template <int Width, int Height>
void check_footer(const nt::image& shown, int x, int top, const std::vector<std::string>& lines) {
    text_picture<Width, Height> expected;
    for (std::size_t i = 0; i < lines.size(); ++i)
        nd::draw_text(expected, x, top + static_cast<int>(i) * 6, lines[i]);
    int differences = 0;
    for (int y = top; y < Height; ++y)
        for (int col = x; col < Width; ++col) differences += shown.at(col, y) != expected.img.at(col, y);
    BOOST_TEST(differences == 0, "the footer does not read " << lines.front() << (lines.size() > 1 ? " / " + lines.back() : ""));
}
} // namespace

BOOST_AUTO_TEST_CASE(the_longest_game_id_is_never_cut_through_a_glyph) {
    constexpr std::uint64_t longest = 18'446'744'073'709'551'614u; // the largest seed an ID names: 20 digits
    // 128x64: 15 characters a line, the ID on two lines above the bottom, whole.
    game_bench<basic_puzzle<4, 4>> full(longest);
    const auto& l = decltype(full.game)::renderer_type::layout;
    BOOST_TEST(l.footer_chars() == 15u);
    check_footer<128, 64>(full.chip.picture(), l.panel.x, 52, {"4X4#18446744073", "709551614"});
    check_golden(full.chip.picture(), "4x4_new_game_longest_id");
    // An ID that fits one line stays on the bottom one.
    full.game.start(68'719'476'735u); // seed_port's largest: 36 bits
    full.game.draw();
    check_footer<128, 64>(full.chip.picture(), l.panel.x, 52, {"", "4X4#68719476735"});

    // 128x32: one line of 23 characters; the 24-character ID ends in '>' where it is cut.
    small_bench<basic_puzzle<4, 4>> small;
    small.game.start(longest);
    small.game.draw();
    const auto& c = decltype(small.game)::renderer_type::layout;
    BOOST_TEST(c.footer_chars() == 23u);
    check_footer<128, 32>(small.chip.picture(), c.panel.x, 26, {"4X4#184467440737095516>"});
    small.game.start(68'719'476'735u);
    small.game.draw();
    check_footer<128, 32>(small.chip.picture(), c.panel.x, 26, {"4X4#68719476735"});
    // The 3x3 on 128x32 has a pixel more: its longest ID fits whole.
    small_bench<basic_puzzle<3, 3>> three;
    three.game.start(longest);
    three.game.draw();
    const auto& t = decltype(three.game)::renderer_type::layout;
    check_footer<128, 32>(three.chip.picture(), t.panel.x, 26, {"3X3#18446744073709551614"});
}

// An SSD1306 turns what it shows upside down at once but mirrors only what is written after the
// command (datasheet 10.1.8): after set_orientation on a drawn screen, game.invalidate() redraws it.
BOOST_AUTO_TEST_CASE(a_new_orientation_shows_after_invalidate) {
    game_bench<basic_puzzle<4, 4>> b(5);
    const nt::image upright = b.chip.picture();
    nt::image turned(128, 64);
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 128; ++x) turned.set(127 - x, 63 - y, upright.at(x, y));
    b.oled.set_orientation(nd::orientation::rotated_180);
    BOOST_TEST(nt::count_differences(b.chip.picture(), turned) != 0); // only the rows turned
    b.game.invalidate();
    b.game.poll(0);
    BOOST_TEST(nt::count_differences(b.chip.picture(), turned) == 0);
    b.oled.set_orientation(nd::orientation::normal);
    b.game.invalidate();
    b.game.poll(0);
    BOOST_TEST(nt::count_differences(b.chip.picture(), upright) == 0);
}

// Without a noisy input to seed from, the player's timing: the first new game is dealt from the tick.
BOOST_AUTO_TEST_CASE(the_first_new_game_can_be_seeded_by_the_tick_of_the_press) {
    game_bench<basic_puzzle<4, 4>> b(1);
    b.game.set_options({.seed_from_tick = true});
    b.ms = 123'456;
    b.game.poll(0);
    b.game.poll(nd::bit(nd::button::new_game)); // on the power-up board: dealt at once
    BOOST_TEST(b.game.game_id() == "4x4#123456");
    BOOST_TEST((b.game.session().board() == *npuzzle::parse_board<basic_puzzle<4, 4>>("4x4#123456")));
    b.game.act(nd::action::new_game); // the ones after it: the next seeds
    BOOST_TEST(b.game.game_id() == "4x4#123457");

    game_bench<basic_puzzle<4, 4>> played(1); // the first game played, then cut short: dealt when YOU LOST ends
    played.game.set_options({.seed_from_tick = true});
    played.ms = 40'000;
    played.game.act(to_action(*played.game.session().board().legal_moves().begin()));
    played.game.act(nd::action::new_game);
    played.ms = 41'500;
    played.game.poll(0);
    BOOST_TEST(played.game.game_id() == "4x4#41500");
}

namespace {

// A tick that moves on by itself, as a real one does: by `step` ms after every `every`-th read (every
// read: the seed port's scripted HAL; every second or third: an interrupt landing between two reads).
struct racing_clock {
    struct state {
        std::uint64_t now = 0;
        std::uint64_t reads = 0;
        std::uint64_t every = 1, step = 1;
        std::uint64_t last_read = 0;
    };
    state* s;
    std::uint64_t now() const {
        const std::uint64_t t = s->last_read = s->now;
        if (++s->reads % s->every == 0) s->now += s->step;
        return t;
    }
};

// The tones the buzzer starts, each with the time the game read last (the time it started them at).
struct timed_tones {
    const racing_clock::state* clock;
    std::vector<std::pair<std::uint16_t, std::uint64_t>>* log;
    void tone(std::uint16_t hz) { log->emplace_back(hz, clock->last_read); }
};

nd::button_set button_for(direction d) {
    return nd::bit(static_cast<nd::button>(static_cast<int>(to_action(d)) - 1));
}

// How long each tone of `log` from `from` played: until the next tone started.
std::vector<std::pair<std::uint16_t, std::uint64_t>> durations(
    const std::vector<std::pair<std::uint16_t, std::uint64_t>>& log, std::size_t from) {
    std::vector<std::pair<std::uint16_t, std::uint64_t>> d;
    for (std::size_t i = from; i + 1 < log.size(); ++i) d.emplace_back(log[i].first, log[i + 1].second - log[i].second);
    return d;
}

} // namespace

// The tick may move on between any two reads; poll() reads it once, so "YOU LOST" shows for its whole
// 1.5 s, a move's click lasts its 15 ms and the win tune plays every note for its length.
BOOST_AUTO_TEST_CASE(one_clock_reading_per_poll_keeps_every_time_whole) {
    for (const auto& [every, step] : {std::pair<std::uint64_t, std::uint64_t>{1, 1}, {2, 3}, {3, 7}}) {
        BOOST_TEST_CONTEXT("the tick moves " << step << " ms every " << every << " reads") {
            racing_clock::state clock{.now = 10'000, .reads = 0, .every = every, .step = step};
            std::vector<std::pair<std::uint16_t, std::uint64_t>> tones;
            bench<8> bench;
            nd::game<basic_puzzle<3, 3>, decltype(bench.screen), racing_clock, timed_tones> game(
                bench.screen, racing_clock{&clock}, 1, timed_tones{&clock, &tones});
            auto poll = [&](nd::button_set down) {
                clock.now += 10; // 100 polls a second, and whatever the tick does by itself
                return game.poll(down);
            };
            auto press = [&](nd::button_set b) {
                for (int i = 0; i < 3; ++i) poll(b);
                for (int i = 0; i < 3; ++i) poll(0);
            };
            poll(0);
            // A move: its click.
            press(button_for(*game.session().board().legal_moves().begin()));
            BOOST_TEST_REQUIRE(game.session().moves() == 1u);
            const auto click = durations(tones, 0);
            BOOST_TEST_REQUIRE(click.size() == 1u);
            BOOST_TEST(click[0].first == nd::melody(nd::sound::move)[0].hz);
            BOOST_TEST(click[0].second >= 15u);
            BOOST_TEST(click[0].second <= 15u + 10u + 2 * step);
            // New game mid-game: YOU LOST for 1.5 s, then the next deal.
            poll(nd::bit(nd::button::new_game));
            BOOST_TEST_REQUIRE((game.mode() == nd::screen_mode::lost));
            const std::uint64_t lost_at = game.session().clock().now();
            const auto golden = nt::read_pbm(std::string(NPUZZLE_GOLDEN_DIR) + "/4x4_lost.pbm");
            BOOST_TEST_REQUIRE(golden.has_value());
            const nd::rect heading = decltype(game)::renderer_type::layout.heading();
            const nd::rect golden_heading = nd::renderer<basic_puzzle<4, 4>, 128, 64>::layout.heading(); // 4x4_lost's
            int heading_differences = 0;
            for (int y = heading.y; y < heading.bottom(); ++y)
                for (int x = 0; x < golden_heading.w; ++x)
                    heading_differences += bench.chip.picture().at(heading.x + x, y) != golden->at(golden_heading.x + x, y);
            BOOST_TEST(heading_differences == 0, "the heading reads YOU LOST");
            int polls_lost = 0;
            while (game.mode() == nd::screen_mode::lost && polls_lost < 1000) {
                poll(0);
                ++polls_lost;
            }
            const std::uint64_t shown = game.session().clock().now() - lost_at;
            BOOST_TEST((game.mode() == nd::screen_mode::new_game));
            BOOST_TEST(shown >= 1500u);
            BOOST_TEST(shown <= 1500u + 10u + 2 * step);
            BOOST_TEST(game.game_id() == "3x3#2");
            // The next game solved through the buttons: the win tune, every note whole.
            const std::size_t before_tune = tones.size();
            auto board = game.session().board();
            npuzzle::constructive_solver<decltype(board)> solver(board);
            for (direction d = solver.next(); d != direction::none; d = solver.next()) press(button_for(d));
            BOOST_TEST_REQUIRE((game.mode() == nd::screen_mode::won));
            for (int i = 0; i < 100; ++i) poll(0); // a second: the tune ends
            const auto all = durations(tones, before_tune);
            const auto tune = nd::melody(nd::sound::win);
            BOOST_TEST_REQUIRE(all.size() >= tune.size());
            const std::size_t first = all.size() - tune.size();
            for (std::size_t i = 0; i < tune.size(); ++i) {
                BOOST_TEST(all[first + i].first == tune[i].hz);
                BOOST_TEST(all[first + i].second >= tune[i].ms, "note " << i << " played " << all[first + i].second << " ms");
                BOOST_TEST(all[first + i].second <= tune[i].ms + 10u + 2 * step);
            }
            BOOST_TEST(tones.back().first == 0u); // and then silence
        }
    }
}

// Quit (button B) sleeps: panel off, buzzer silent, nothing drawn; any button wakes it to a new deal.
// The quit button itself, still down, does not wake it.
BOOST_AUTO_TEST_CASE(quit_sleeps_and_any_button_wakes_to_a_new_deal) {
    game_bench<basic_puzzle<4, 4>> b(1);
    auto poll = [&](nd::button_set down) {
        b.ms += 10;
        return b.game.poll(down);
    };
    BOOST_TEST(poll(0));
    BOOST_TEST(poll(button_for(*b.game.session().board().legal_moves().begin()))); // a move: its click starts
    BOOST_TEST_REQUIRE(b.game.audio().playing());
    BOOST_TEST(!poll(nd::bit(nd::button::quit)));
    BOOST_TEST(b.game.asleep());
    BOOST_TEST((b.game.mode() == nd::screen_mode::asleep));
    BOOST_TEST(!b.chip.display_on());
    BOOST_TEST(!b.game.audio().playing());
    BOOST_TEST_REQUIRE(!b.tones.empty());
    BOOST_TEST(b.tones.back() == 0u); // silent
    const long sent = b.chip.data_bytes();
    for (int i = 0; i < 100; ++i) BOOST_TEST(!poll(nd::bit(nd::button::quit))); // held: no wake
    for (int i = 0; i < 100; ++i) BOOST_TEST(!poll(0));
    BOOST_TEST(b.chip.data_bytes() == sent); // nothing drawn asleep
    BOOST_TEST(poll(nd::bit(nd::button::up))); // any button
    BOOST_TEST(!b.game.asleep());
    BOOST_TEST((b.game.mode() == nd::screen_mode::new_game));
    BOOST_TEST(b.game.game_id() == "4x4#2");
    BOOST_TEST(b.chip.display_on());
    BOOST_TEST(b.game.session().moves() == 0u); // the button that woke it moved nothing
    BOOST_TEST((b.game.session().board() == npuzzle::random_board(basic_puzzle<4, 4>{}, 2)));
    BOOST_TEST(b.chip.data_bytes() - sent == 1024); // the whole new frame
    for (int i = 0; i < 100; ++i) poll(nd::bit(nd::button::up)); // still held: no repeats into the new game
    BOOST_TEST(b.game.session().moves() == 0u);
}

// game_options{.tile_labels}: hex (1..F, as the seed showed it) or decimal, on every screen size.
BOOST_AUTO_TEST_CASE(tile_labels_are_hex_or_decimal_on_every_screen) {
    game_bench<basic_puzzle<4, 4>> four(1);
    const nt::image decimal = four.chip.picture();
    four.game.set_options({.tile_labels = nd::labels::hex});
    four.game.draw();
    check_golden(four.chip.picture(), "4x4_hex_new_game");
    BOOST_TEST(nt::count_differences(four.chip.picture(), decimal) != 0);
    four.game.set_options({});
    four.game.draw();
    BOOST_TEST(nt::count_differences(four.chip.picture(), decimal) == 0); // and back
    if (std::getenv("NPUZZLE_UPDATE_GOLDEN"))
        nt::write_png(std::string(NPUZZLE_GOLDEN_DIR) + "/4x4_hex_new_game.png", four.chip.picture(), 3);

    game_bench<basic_puzzle<5, 5>> five(2);
    five.game.set_options({.tile_labels = nd::labels::hex});
    five.game.draw();
    check_golden(five.chip.picture(), "5x5_hex_new_game");
    game_bench<basic_puzzle<3, 3>> three(1);
    const nt::image three_decimal = three.chip.picture();
    three.game.set_options({.tile_labels = nd::labels::hex});
    three.game.draw();
    BOOST_TEST(nt::count_differences(three.chip.picture(), three_decimal) == 0); // 1..8 either way

    // 128x32: 3x3 either way; 4x4 is hex whichever is asked (decimal does not fit a 7-pixel tile).
    small_bench<basic_puzzle<3, 3>> small_three;
    small_three.game.set_options({.tile_labels = nd::labels::hex});
    small_three.game.draw();
    check_golden(small_three.chip.picture(), "3x3_128x32_new_game");
    small_bench<basic_puzzle<4, 4>> small_four;
    const nt::image small_decimal = small_four.chip.picture();
    small_four.game.set_options({.tile_labels = nd::labels::hex});
    small_four.game.draw();
    BOOST_TEST(nt::count_differences(small_four.chip.picture(), small_decimal) == 0);
    check_golden(small_four.chip.picture(), "4x4_128x32_hex_new_game");
}
