// SPDX-License-Identifier: MIT
// Every frame of played games, decoded from the bytes on the bus by the datasheet model of the chip
// (simulator.hpp), must be the framebuffer's picture: SSD1306 and SH1106, I2C and SPI, a full buffer
// and a page at a time, 128x64 and 128x32, 3x3 and 4x4; and no I2C transaction may be longer than
// the transport's maximum. Also the I2C draw cost the README quotes.
#include "simulator.hpp"

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/constructive.hpp>
#include <npuzzle/display/game.hpp>
#include <npuzzle/display/sh1106.hpp>
#include <npuzzle/display/ssd1306.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <iostream>
#include <memory>
#include <type_traits>
#include <string>

namespace nd = npuzzle::display;
namespace nt = npuzzle::test;
using npuzzle::basic_puzzle;
using npuzzle::direction;

namespace {

struct test_clock {
    const std::uint64_t* ms;
    std::uint64_t now() const { return *ms; }
};

// A page display that keeps nothing: the reference game draws only into its full framebuffer.
template <int Height>
struct null_device {
    static constexpr int width = 128, height = Height;
    void write_page(int, int, std::span<const std::uint8_t>) {}
};

nd::action to_action(direction d) {
    switch (d) {
    case direction::up: return nd::action::up;
    case direction::down: return nd::action::down;
    case direction::left: return nd::action::left;
    default: return nd::action::right;
    }
}

enum class bus_kind { i2c, spi };
constexpr std::size_t max_i2c = 32;

// A chip on a bus behind a screen of `Pages` pages, playing `Board`, beside a reference game that
// draws the same into a full framebuffer.
template <class Board, bus_kind Bus, nt::chip_kind Kind, int Height, int Pages>
struct rig {
    using transport = std::conditional_t<Bus == bus_kind::i2c, nd::ssd1306_i2c<nt::model_i2c_bus, max_i2c>,
                                         nd::spi_with_dc<nt::model_spi_bus>>;
    using chip_type = std::conditional_t<Kind == nt::chip_kind::sh1106, nd::sh1106<transport>, nd::ssd1306<transport, Height>>;
    using screen_type = nd::buffered_screen<chip_type, Pages>;
    using reference_screen = nd::buffered_screen<null_device<Height>>;

    std::uint64_t ms = 0;
    nt::ssd1306_model model{Kind, Height, Bus == bus_kind::i2c ? max_i2c : 0};
    nt::model_i2c_bus i2c{&model};
    nt::model_spi_bus spi{&model};
    chip_type chip{make_transport()};
    typename screen_type::buffer_type buffer;
    screen_type screen{chip, buffer};
    nd::game<Board, screen_type, test_clock> game{screen, test_clock{&ms}, 5};
    null_device<Height> null;
    typename reference_screen::buffer_type reference_buffer;
    reference_screen reference{null, reference_buffer};
    nd::game<Board, reference_screen, test_clock> twin{reference, test_clock{&ms}, 5};
    int frames = 0;

    transport make_transport() {
        if constexpr (Bus == bus_kind::i2c) return transport{i2c};
        else return transport{spi};
    }

    // Draws both and compares the panel with the framebuffer, pixel by pixel.
    void check(const std::string& when) {
        game.draw();
        twin.draw();
        ++frames;
        const nt::image shown = model.picture();
        int differences = 0;
        for (int y = 0; y < Height; ++y)
            for (int x = 0; x < 128; ++x) differences += shown.at(x, y) != reference_buffer.pixel(x, y);
        BOOST_TEST(differences == 0, when << ": " << differences << " pixels differ");
        if constexpr (Pages == Height / 8) {
            int own = 0;
            for (int y = 0; y < Height; ++y)
                for (int x = 0; x < 128; ++x) own += shown.at(x, y) != buffer.pixel(x, y);
            BOOST_TEST(own == 0, when << ": " << own << " pixels differ from the screen's own buffer");
        }
    }

    void act(nd::action a, const std::string& when) {
        game.act(a);
        twin.act(a);
        check(when);
    }

    // A whole game: a few moves, a new game mid-game (lost), the next game solved, its flashing win
    // screen, the panel invalidated and redrawn, then a new game.
    void play() {
        chip.init();
        BOOST_TEST(model.display_on());
        BOOST_TEST(!model.scrolling());
        check("the first frame");
        for (int i = 0; i < 3; ++i) {
            ms += 700;
            act(to_action(*game.session().board().legal_moves().begin()), "move " + std::to_string(i));
        }
        act(nd::action::new_game, "you lost");
        BOOST_TEST((game.mode() == nd::screen_mode::lost));
        ms += 2000;
        game.poll(0);
        twin.poll(0);
        check("the next game");
        BOOST_TEST((game.mode() == nd::screen_mode::new_game));
        auto board = game.session().board();
        npuzzle::constructive_solver<Board> solver(board);
        int moves = 0;
        for (direction d = solver.next(); d != direction::none; d = solver.next()) {
            ms += 300;
            act(to_action(d), "solving, move " + std::to_string(++moves));
        }
        BOOST_TEST((game.mode() == nd::screen_mode::won));
        for (int i = 0; i < 4; ++i) {
            ms += 250;
            check("the win screen flashing, " + std::to_string(i));
        }
        game.invalidate();
        twin.invalidate();
        check("a full redraw");
        act(nd::action::new_game, "a new game after the win");
        for (const auto& f : model.faults()) BOOST_TEST(false, "the chip saw " << f);
        if (Bus == bus_kind::i2c) BOOST_TEST(model.longest_transaction() <= max_i2c);
    }
};

template <class Board, bus_kind Bus, nt::chip_kind Kind, int Height, int Pages>
void play_and_check() {
    auto r = std::make_unique<rig<Board, Bus, Kind, Height, Pages>>();
    r->play();
    BOOST_TEST(r->frames > 20);
}

} // namespace

BOOST_AUTO_TEST_CASE(ssd1306_128x64_frames_decode_to_the_framebuffer) {
    play_and_check<basic_puzzle<4, 4>, bus_kind::i2c, nt::chip_kind::ssd1306, 64, 8>();
    play_and_check<basic_puzzle<4, 4>, bus_kind::i2c, nt::chip_kind::ssd1306, 64, 1>();
    play_and_check<basic_puzzle<4, 4>, bus_kind::spi, nt::chip_kind::ssd1306, 64, 8>();
    play_and_check<basic_puzzle<4, 4>, bus_kind::spi, nt::chip_kind::ssd1306, 64, 1>();
    play_and_check<basic_puzzle<3, 3>, bus_kind::i2c, nt::chip_kind::ssd1306, 64, 1>();
}

BOOST_AUTO_TEST_CASE(ssd1306_128x32_frames_decode_to_the_framebuffer) {
    play_and_check<basic_puzzle<4, 4>, bus_kind::i2c, nt::chip_kind::ssd1306, 32, 4>();
    play_and_check<basic_puzzle<4, 4>, bus_kind::i2c, nt::chip_kind::ssd1306, 32, 1>();
    play_and_check<basic_puzzle<3, 3>, bus_kind::spi, nt::chip_kind::ssd1306, 32, 4>();
    play_and_check<basic_puzzle<3, 3>, bus_kind::spi, nt::chip_kind::ssd1306, 32, 1>();
}

BOOST_AUTO_TEST_CASE(sh1106_frames_decode_to_the_framebuffer) {
    play_and_check<basic_puzzle<4, 4>, bus_kind::i2c, nt::chip_kind::sh1106, 64, 8>();
    play_and_check<basic_puzzle<4, 4>, bus_kind::i2c, nt::chip_kind::sh1106, 64, 1>();
    play_and_check<basic_puzzle<4, 4>, bus_kind::spi, nt::chip_kind::sh1106, 64, 8>();
    play_and_check<basic_puzzle<3, 3>, bus_kind::spi, nt::chip_kind::sh1106, 64, 1>();
}

// The cost of a whole frame on I2C, printed for the README: bytes on the wire (address byte, control
// bytes, commands, data) and the time at 100 and 400 kHz (9 clocks a byte, start and stop ignored),
// measured through the game loop: power-up, after invalidate(), and a new deal.
BOOST_AUTO_TEST_CASE(a_full_frame_over_i2c_costs_what_the_readme_says) {
    nt::ssd1306_model model{nt::chip_kind::ssd1306, 64, max_i2c};
    struct counting_bus {
        nt::ssd1306_model* model;
        long bytes = 0;
        void write(std::uint8_t address, std::uint8_t control, std::span<const std::uint8_t> rest) {
            bytes += 2 + static_cast<long>(rest.size());
            nt::model_i2c_bus{model}.write(address, control, rest);
        }
    } bus{&model};
    using chip_type = nd::ssd1306<nd::ssd1306_i2c<counting_bus>>;
    chip_type chip(nd::ssd1306_i2c<counting_bus>{bus});
    chip.init();
    nd::framebuffer<128, 64> buffer;
    nd::buffered_screen<chip_type> screen(chip, buffer);
    std::uint64_t ms = 0;
    nd::game<basic_puzzle<4, 4>, decltype(screen), test_clock> game(screen, test_clock{&ms}, 1);
    auto cost = [&](auto&& step) {
        bus.bytes = 0;
        step();
        return bus.bytes;
    };
    constexpr long whole_frame = 8 * ((2 + 6) + 128 + 2 * 5); // a page: address+control+window, 128 data in 5 chunks
    const long power_up = cost([&] { game.poll(0); });
    const long invalidated = cost([&] {
        game.invalidate();
        game.poll(0);
    });
    const long new_deal = cost([&] { game.act(nd::action::new_game); game.poll(0); });
    const double at_100k = static_cast<double>(power_up) * 9 / 100.0, at_400k = static_cast<double>(power_up) * 9 / 400.0;
    std::cout << "a full frame on I2C (32-byte transactions), through game.poll(): " << power_up << " bytes, "
              << at_100k << " ms at 100 kHz, " << at_400k << " ms at 400 kHz; after invalidate(): " << invalidated
              << " bytes; a new deal: " << new_deal << " bytes\n";
    BOOST_TEST(power_up == whole_frame); // once: not the whole screen and then the status panel again
    BOOST_TEST(invalidated == whole_frame);
    BOOST_TEST(new_deal <= whole_frame);
    BOOST_TEST(model.longest_transaction() == max_i2c);
}
