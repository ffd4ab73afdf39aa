// SPDX-License-Identifier: MIT
// The key table: arrows, hjkl and WASD move; the letters the issue asked for are all bound; the
// legend fits, always offers help and speaks of the game being played.
#include <keys.hpp>

#include <boost/test/unit_test.hpp>

#include <curses.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

using namespace npuzzle::curses;
using npuzzle::direction;
using npuzzle::frontend::input_style;

namespace {

bool moves(int key, direction d) {
    const key_action k = action_for(key);
    return k.what == action::move && k.arrow == d;
}

} // namespace

BOOST_AUTO_TEST_SUITE(keys)

BOOST_AUTO_TEST_CASE(arrows_vim_keys_and_wasd_move_the_same_way) {
    BOOST_TEST(moves(KEY_UP, direction::up));
    BOOST_TEST(moves(KEY_DOWN, direction::down));
    BOOST_TEST(moves(KEY_LEFT, direction::left));
    BOOST_TEST(moves(KEY_RIGHT, direction::right));
    BOOST_TEST(moves('k', direction::up));
    BOOST_TEST(moves('j', direction::down));
    BOOST_TEST(moves('h', direction::left));
    BOOST_TEST(moves('l', direction::right));
    BOOST_TEST(moves('w', direction::up));
    BOOST_TEST(moves('s', direction::down));
    BOOST_TEST(moves('a', direction::left));
    BOOST_TEST(moves('d', direction::right));
}

BOOST_AUTO_TEST_CASE(commands_have_their_letters) {
    BOOST_TEST((action_for('u').what == action::undo));
    BOOST_TEST((action_for('r').what == action::redo));
    BOOST_TEST((action_for('R').what == action::restart));
    BOOST_TEST((action_for('H').what == action::hint)); // h moves left (vim)
    BOOST_TEST((action_for('S').what == action::solve)); // s moves down (WASD)
    BOOST_TEST((action_for('n').what == action::new_game));
    BOOST_TEST((action_for('p').what == action::pause));
    BOOST_TEST((action_for('?').what == action::help));
    BOOST_TEST((action_for('q').what == action::quit));
    BOOST_TEST((action_for(KEY_MOUSE).what == action::click));
    BOOST_TEST((action_for(KEY_RESIZE).what == action::resize));
    BOOST_TEST((action_for('\n').what == action::select));
    BOOST_TEST((action_for(' ').what == action::select));
    BOOST_TEST((action_for('x').what == action::none));
    BOOST_TEST((action_for(ERR).what == action::none));
}

BOOST_AUTO_TEST_CASE(the_legend_fits_and_always_offers_help_and_quit) {
    for (const input_style style : {input_style::slide, input_style::place})
        for (int width : {14, 20, 30, 40, 60, 80, 100, 200})
            for (const key_mode mode : {key_mode::play, key_mode::blindfold, key_mode::replay})
                for (const key_state state : {key_state::under_way, key_state::paused, key_state::over}) {
                    // Down to 14 columns ("? help  q quit"), nothing falls off the edge (issue 37:
                    // "arrows/hjkl/wasd move  ? help~" at 30 columns lost the help).
                    const std::string line = legend(width, style, mode, state);
                    BOOST_TEST(line.find("? help") != std::string::npos, line);
                    BOOST_TEST(line.find("q quit") != std::string::npos, line);
                    // A blindfold solve keeps "Enter done" too (26 columns): below that put() cuts it.
                    if (mode != key_mode::blindfold || width >= 26) BOOST_TEST(static_cast<int>(line.size()) <= width, line);
                }
    // A wide screen shows every key; 80 columns still show hint and undo.
    const std::string wide = legend(200, input_style::slide);
    for (const char* item : {"u/r undo/redo", "R restart", "H hint", "S solve", "n new", "p pause"})
        BOOST_TEST(wide.find(item) != std::string::npos, item);
    BOOST_TEST(legend(80, input_style::slide).find("H hint") != std::string::npos);
    BOOST_TEST(legend(80, input_style::slide).find("u/r undo/redo") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_legend_and_help_speak_of_the_game_being_played) {
    // Sliding: the arrows move tiles and S solves; placing: a cursor, Enter places, S plays out.
    const std::string slide = legend(80, input_style::slide), place = legend(80, input_style::place);
    BOOST_TEST(slide.find("arrows/hjkl/wasd move") != std::string::npos, slide);
    BOOST_TEST(slide.find("Enter") == std::string::npos, slide);
    BOOST_TEST(place.find("arrows/hjkl/wasd cursor") != std::string::npos, place);
    BOOST_TEST(place.find("Enter place") != std::string::npos, place);
    BOOST_TEST(place.find("S solve") == std::string::npos, place);
    // A blindfold solve: Enter says done first; no hint or solve to offer.
    for (int width : {40, 80, 200}) {
        const std::string blind = legend(width, input_style::slide, key_mode::blindfold);
        BOOST_TEST(blind.find("Enter done") != std::string::npos, blind);
        BOOST_TEST(blind.find("H hint") == std::string::npos, blind);
        BOOST_TEST(blind.find("S solve") == std::string::npos, blind);
    }
    // A replay: the keys step through it and S plays on; nothing to undo, hint, solve or pause.
    for (int width : {40, 80, 200}) {
        const std::string replay = legend(width, input_style::slide, key_mode::replay);
        BOOST_TEST(replay.find("arrows/u/r step") != std::string::npos, replay);
        for (const char* absent : {"H hint", "S solve", "undo", "p pause", "R restart", "n new", "move"})
            BOOST_TEST(replay.find(absent) == std::string::npos, replay << " offers " << absent);
        if (width >= 40) BOOST_TEST(replay.find("S play") != std::string::npos, replay);
    }
    BOOST_TEST(legend(200, input_style::slide, key_mode::replay) ==
               "arrows/u/r step  R start  S play  n again  t stats  ? help  q quit");
    // Paused, only resuming, a new game, the pages and quitting do anything; over, the banner names the
    // game's own keys and the legend only the pages and quitting.
    BOOST_TEST(legend(200, input_style::slide, key_mode::play, key_state::paused) ==
               "p resume  n new  t stats  ? help  q quit");
    BOOST_TEST(legend(200, input_style::place, key_mode::play, key_state::paused) == "p resume  n new  ? help  q quit");
    for (const key_mode mode : {key_mode::play, key_mode::blindfold, key_mode::replay})
        BOOST_TEST(legend(200, input_style::slide, mode, key_state::over) == "t stats  ? help  q quit");
    // Every key has one help line in each style and mode it works in; hints only when playing.
    for (const key_mode mode : {key_mode::play, key_mode::blindfold, key_mode::replay})
        for (const input_style style : {input_style::slide, input_style::place}) {
            if (mode != key_mode::play && style == input_style::place) continue; // only the puzzle has those
            std::vector<std::string_view> keys;
            for (const key_help& h : help_lines)
                if (applies_to(h.to, style) && shown_in(h.modes, mode)) keys.push_back(h.keys);
            for (const char* k : {"arrows, hjkl, wasd", "u / r", "R", "n", "?", "q"})
                BOOST_TEST(std::count(keys.begin(), keys.end(), std::string_view(k)) == 1, k);
            const auto hints = std::count(keys.begin(), keys.end(), std::string_view("H"));
            BOOST_TEST(hints == (mode == key_mode::play ? 1 : 0));
            const auto solves = std::count(keys.begin(), keys.end(), std::string_view("S"));
            BOOST_TEST(solves == (mode == key_mode::blindfold ? 0 : 1));
            if (mode == key_mode::play)
                for (const char* k : {"mouse click", "p"})
                    BOOST_TEST(std::count(keys.begin(), keys.end(), std::string_view(k)) == 1, k);
        }
    BOOST_TEST(!applies_to(applies::placing, input_style::slide));
    BOOST_TEST(applies_to(applies::always, input_style::place));
}

BOOST_AUTO_TEST_SUITE_END()
