// SPDX-License-Identifier: MIT
// The display interface: framebuffer layout, clipping, the font, page and direct screens, the
// SSD1306 and SSD0323 command streams.
#include "simulator.hpp"

#include <npuzzle/display/display.hpp>
#include <npuzzle/display/font.hpp>
#include <npuzzle/display/framebuffer.hpp>
#include <npuzzle/display/sh1106.hpp>
#include <npuzzle/display/ssd0323.hpp>
#include <npuzzle/display/ssd1306.hpp>

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <vector>

namespace nd = npuzzle::display;
namespace nt = npuzzle::test;

namespace {

// A made-up display with only the required primitive: it keeps the pixels it was given.
struct pixel_only {
    static constexpr int width = 128;
    static constexpr int height = 64;
    nt::image img{width, height};
    int writes = 0;
    void draw_pixel(int x, int y, bool on) {
        img.set(x, y, on);
        ++writes;
    }
};

// Records every page write, to see what a repaint sends.
struct page_recorder {
    static constexpr int width = 128;
    static constexpr int height = 64;
    struct write { int page, x, columns; };
    std::vector<write> writes;
    nt::image img{width, height};
    void write_page(int page, int x, std::span<const std::uint8_t> columns) {
        writes.push_back({page, x, static_cast<int>(columns.size())});
        for (std::size_t i = 0; i < columns.size(); ++i)
            for (int bit = 0; bit < 8; ++bit) img.set(x + static_cast<int>(i), page * 8 + bit, (columns[i] >> bit) & 1);
    }
};

static_assert(nd::pixel_display<pixel_only> && !nd::page_display<pixel_only>);
static_assert(nd::page_display<page_recorder> && !nd::pixel_display<page_recorder>);
static_assert(nd::display<nd::ssd1306<nt::model_transport>>);

} // namespace

BOOST_AUTO_TEST_CASE(framebuffer_uses_the_ssd1306_page_layout) {
    nd::framebuffer<128, 64> fb;
    fb.draw_pixel(3, 10, true); // page 1, column 3, bit 2
    BOOST_TEST(fb.page(1)[3] == 0b100);
    BOOST_TEST(fb.pixel(3, 10));
    BOOST_TEST(!fb.pixel(3, 11));
    fb.draw_pixel(3, 10, false);
    BOOST_TEST(fb.page(1)[3] == 0);
    fb.draw_pixel(-1, 0, true); // off the screen: ignored
    fb.draw_pixel(128, 64, true);
    for (int p = 0; p < 8; ++p)
        for (auto b : fb.page(p)) BOOST_TEST(b == 0);
}

BOOST_AUTO_TEST_CASE(fast_fill_rect_draws_the_same_pixels_as_the_default) {
    nd::framebuffer<128, 64> fast;
    pixel_only slow;
    for (nd::rect r : {nd::rect{5, 3, 20, 19}, nd::rect{-4, 60, 10, 10}, nd::rect{100, 7, 40, 2}, nd::rect{0, 8, 8, 8}}) {
        nd::fill_rect(fast, r, true);
        nd::fill_rect(slow, r, true);
    }
    nd::fill_rect(fast, {10, 5, 3, 9}, false);
    nd::fill_rect(slow, {10, 5, 3, 9}, false);
    int lit = 0;
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 128; ++x) {
            BOOST_TEST(fast.pixel(x, y) == slow.img.at(x, y), "pixel " << x << "," << y);
            lit += slow.img.at(x, y);
        }
    // Four rectangles (the first and last share 3x8 pixels), clipped at the edges, less the cleared 3x9.
    BOOST_TEST(lit == 20 * 19 + 6 * 4 + 28 * 2 + 8 * 8 - 3 * 8 - 3 * 9);
}

BOOST_AUTO_TEST_CASE(a_page_buffer_holds_only_its_window) {
    nd::framebuffer<128, 64, 1> fb;
    fb.move_window(2);
    BOOST_TEST((fb.window() == nd::rect{0, 16, 128, 8}));
    fb.draw_pixel(0, 15, true); // page 1: dropped
    fb.draw_pixel(0, 16, true);
    BOOST_TEST(!fb.pixel(0, 15));
    BOOST_TEST(fb.page(2)[0] == 1);
}

BOOST_AUTO_TEST_CASE(font_draws_glyphs_and_measures_text) {
    BOOST_TEST(nd::font::text_width("") == 0);
    BOOST_TEST(nd::font::text_width("24") == 7);
    BOOST_TEST(nd::font::text_width("24", 2) == 14);
    BOOST_TEST(nd::font::glyph('a') == nd::font::glyph('A'));
    BOOST_TEST(nd::font::glyph('~') == nd::font::glyph('?'));
    BOOST_TEST(nd::font::glyph('@') == nd::font::glyph('?')); // no glyph of its own
    pixel_only d;
    nd::draw_text(d, 1, 1, "1");
    // The "1": .#. / ##. / .#. / .#. / ###
    const char* rows[] = {".#.", "##.", ".#.", ".#.", "###"};
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 3; ++c) BOOST_TEST(d.img.at(1 + c, 1 + r) == (rows[r][c] == '#'));
    for (char c = ' '; c <= 'Z'; ++c) BOOST_TEST((c == ' ') == (nd::font::glyph(c) == 0), "glyph " << c);
}

BOOST_AUTO_TEST_CASE(buffered_screen_sends_whole_pages_of_the_area_only) {
    page_recorder device;
    nd::framebuffer<128, 64> buffer;
    nd::buffered_screen<page_recorder> screen(device, buffer);
    screen.paint({10, 12, 5, 10}, [](auto& canvas) { nd::fill_rect(canvas, canvas.clip(), true); });
    // Rows 12..21 touch pages 1 and 2; the area grows to whole pages: rows 8..23.
    BOOST_TEST(device.writes.size() == 2u);
    BOOST_TEST(device.writes[0].page == 1);
    BOOST_TEST(device.writes[1].page == 2);
    BOOST_TEST(device.writes[0].x == 10);
    BOOST_TEST(device.writes[0].columns == 5);
    BOOST_TEST(device.img.at(10, 8));
    BOOST_TEST(!device.img.at(9, 8));
}

BOOST_AUTO_TEST_CASE(page_and_full_buffers_and_direct_drawing_make_the_same_picture) {
    auto draw = [](auto& canvas) {
        nd::fill_rect(canvas, canvas.clip(), false);
        nd::fill_rect(canvas, {3, 5, 40, 30}, true);
        nd::draw_text(canvas, 50, 20, "HELLO 42", 2);
    };
    page_recorder full_device, page_device, three_device;
    nd::framebuffer<128, 64> full_buffer;
    nd::framebuffer<128, 64, 1> page_buffer;
    nd::framebuffer<128, 64, 3> three_buffer;
    nd::buffered_screen<page_recorder> full(full_device, full_buffer);
    nd::buffered_screen<page_recorder, 1> paged(page_device, page_buffer);
    nd::buffered_screen<page_recorder, 3> three_pages(three_device, three_buffer); // the last window overlaps the one before
    pixel_only direct_device;
    nd::direct_screen<pixel_only> direct(direct_device);
    for (auto area : {nd::rect{0, 0, 128, 64}, nd::rect{40, 17, 30, 40}}) {
        full.paint(area, draw);
        paged.paint(area, draw);
        three_pages.paint(area, draw);
        direct.paint(area, draw);
    }
    BOOST_TEST(nt::count_differences(full_device.img, page_device.img) == 0);
    BOOST_TEST(nt::count_differences(full_device.img, direct_device.img) == 0);
    BOOST_TEST(nt::count_differences(full_device.img, three_device.img) == 0);
    BOOST_TEST(page_device.writes.size() == 8u + 6u); // the second area: rows 17..56, pages 2..7
    BOOST_TEST(full_device.img.at(3, 5));
    BOOST_TEST(!full_device.img.at(2, 5));
}

BOOST_AUTO_TEST_CASE(ssd1306_powers_up_and_writes_pages_through_the_transport) {
    nt::ssd1306_model chip;
    nd::ssd1306<nt::model_transport> oled(nt::model_transport{&chip});
    BOOST_TEST(!chip.display_on());
    oled.init();
    BOOST_TEST(chip.display_on());
    BOOST_TEST(chip.charge_pump());
    BOOST_TEST(chip.multiplex() == 64);
    const std::uint8_t columns[] = {0x01, 0x80};
    oled.write_page(7, 126, columns);
    const auto img = chip.picture();
    BOOST_TEST(img.at(126, 56));
    BOOST_TEST(img.at(127, 63));
    BOOST_TEST(!img.at(127, 56));
    BOOST_TEST(chip.data_bytes() == 2);
}

BOOST_AUTO_TEST_CASE(ssd1306_i2c_frames_commands_and_data_with_control_bytes) {
    struct bus {
        std::vector<std::vector<std::uint8_t>> transactions;
        void write(std::uint8_t address, std::uint8_t first, std::span<const std::uint8_t> rest) {
            std::vector<std::uint8_t> t{address, first};
            t.insert(t.end(), rest.begin(), rest.end());
            transactions.push_back(t);
        }
    } i2c;
    nd::ssd1306<nd::ssd1306_i2c<bus>> oled(nd::ssd1306_i2c<bus>{i2c, 0x3d});
    const std::uint8_t columns[] = {0xaa};
    oled.write_page(2, 5, columns);
    BOOST_TEST(i2c.transactions.size() == 2u);
    BOOST_TEST((i2c.transactions[0] == std::vector<std::uint8_t>{0x3d, 0x00, 0x21, 5, 5, 0x22, 2, 2}));
    BOOST_TEST((i2c.transactions[1] == std::vector<std::uint8_t>{0x3d, 0x40, 0xaa}));

    // A whole page: 128 data bytes in chunks of 31 after their control byte (32 bytes a transaction).
    i2c.transactions.clear();
    std::uint8_t page[128];
    for (std::size_t i = 0; i < 128; ++i) page[i] = static_cast<std::uint8_t>(i);
    oled.write_page(0, 0, page);
    BOOST_TEST_REQUIRE(i2c.transactions.size() == 1u + 5u);
    std::vector<std::uint8_t> sent;
    for (std::size_t t = 1; t < i2c.transactions.size(); ++t) {
        const auto& tr = i2c.transactions[t];
        BOOST_TEST(tr.size() - 1 <= 32u); // after the address byte
        BOOST_TEST(tr[1] == 0x40);        // each chunk starts again with its control byte
        sent.insert(sent.end(), tr.begin() + 2, tr.end());
    }
    BOOST_TEST((sent == std::vector<std::uint8_t>(page, page + 128)));
    BOOST_TEST(i2c.transactions[1].size() == 2u + 31u);
    BOOST_TEST(i2c.transactions[5].size() == 2u + 4u);

    // A smaller limit, as for a 16-byte buffer: 15 data bytes a transaction.
    i2c.transactions.clear();
    nd::ssd1306<nd::ssd1306_i2c<bus, 16>> small(nd::ssd1306_i2c<bus, 16>{i2c});
    small.write_page(0, 0, page);
    BOOST_TEST(i2c.transactions.size() == 1u + 9u);
    for (const auto& tr : i2c.transactions) BOOST_TEST(tr.size() - 1 <= 16u);
}

BOOST_AUTO_TEST_CASE(panel_settings_contrast_invert_orientation_and_sleep) {
    for (const auto kind : {nt::chip_kind::ssd1306, nt::chip_kind::sh1106}) {
        nt::ssd1306_model chip(kind);
        nd::ssd1306<nt::model_transport> ssd(nt::model_transport{&chip});
        nd::sh1106<nt::model_transport> sh(nt::model_transport{&chip});
        auto run = [&](auto& oled) {
            oled.init();
            BOOST_TEST(chip.faults().empty());
            const std::uint8_t corner[] = {0x01};
            oled.write_page(0, 0, corner); // the top-left pixel
            BOOST_TEST(chip.picture().at(0, 0));
            // What the chip does with a picture already on it: the COM scan direction turns it upside
            // down at once; the segment remap acts only on data written after it.
            oled.set_orientation(nd::orientation::rotated_180);
            BOOST_TEST(chip.picture().at(0, 63));
            BOOST_TEST(!chip.picture().at(127, 63));
            oled.write_page(0, 0, corner); // redrawn: now where a half turn puts it
            BOOST_TEST(chip.picture().at(127, 63));
            oled.set_orientation(nd::orientation::mirrored_x); // the rows back, the columns as written
            BOOST_TEST(chip.picture().at(127, 0));
            oled.set_orientation(nd::orientation::mirrored_y);
            BOOST_TEST(chip.picture().at(0, 63)); // both corners' bytes: this one written unmirrored
            BOOST_TEST(chip.picture().at(127, 63));
            oled.set_orientation(nd::orientation::normal);
            BOOST_TEST(chip.picture().at(0, 0));
            BOOST_TEST(chip.picture().at(127, 0));
            const std::uint8_t clear[] = {0x00};
            oled.write_page(0, 127, clear); // the half-turned write's RAM byte: column 127 in normal
            BOOST_TEST(!chip.picture().at(127, 0));
            oled.contrast(0x20);
            BOOST_TEST(chip.contrast() == 0x20);
            oled.invert(true);
            BOOST_TEST(!chip.picture().at(0, 0));
            BOOST_TEST(chip.picture().at(1, 0));
            oled.invert(false);
            oled.sleep(true);
            BOOST_TEST(!chip.display_on());
            BOOST_TEST(!chip.charge_pump()); // 8D 10 (SH1106: AD 8A): the panel draws microamps
            oled.sleep(false);
            BOOST_TEST(chip.display_on());
            BOOST_TEST(chip.charge_pump());
            BOOST_TEST(chip.picture().at(0, 0)); // the RAM survived
            BOOST_TEST(chip.faults().empty());
        };
        if (kind == nt::chip_kind::ssd1306) run(ssd);
        else run(sh);
    }
}

BOOST_AUTO_TEST_CASE(ssd1306_init_stops_scrolling) {
    nt::ssd1306_model chip;
    const std::uint8_t scroll[] = {0x26, 0, 0, 0, 7, 0, 0xff, 0x2f}; // a scroll left running by a reset MCU
    chip.commands(scroll);
    BOOST_TEST(chip.scrolling());
    nd::ssd1306<nt::model_transport> oled(nt::model_transport{&chip});
    oled.init();
    BOOST_TEST(!chip.scrolling());
}

BOOST_AUTO_TEST_CASE(ssd0323_turns_a_page_into_grey_nibbles_row_by_row) {
    std::vector<std::uint8_t> commands, data;
    struct spi {
        std::vector<std::uint8_t>* commands;
        std::vector<std::uint8_t>* data;
        bool dc = false;
        void data_mode(bool on) { dc = on; }
        void write(std::span<const std::uint8_t> b) {
            auto& to = dc ? *data : *commands;
            to.insert(to.end(), b.begin(), b.end());
        }
    } bus{&commands, &data};
    static_assert(nd::column_alignment<nd::ssd0323<nd::spi_with_dc<spi>>>() == 2);
    nd::ssd0323<nd::spi_with_dc<spi>> oled(nd::spi_with_dc<spi>{bus});
    const std::uint8_t columns[] = {0x01, 0x02, 0xff, 0x00}; // 4 columns from x = 6
    oled.write_page(3, 6, columns);
    BOOST_TEST((commands == std::vector<std::uint8_t>{0x15, 3, 4, 0x75, 24, 31}));
    BOOST_TEST(data.size() == 16u); // 8 rows of 2 bytes
    BOOST_TEST(data[0] == 0xf0);    // row 0: column 6 lit, 7 dark
    BOOST_TEST(data[1] == 0xf0);    // columns 8 (lit), 9 (dark)
    BOOST_TEST(data[2] == 0x0f);    // row 1: column 7 lit
    BOOST_TEST(data[3] == 0xf0);
    BOOST_TEST(data[14] == 0x00);   // row 7: only column 8 lit
    BOOST_TEST(data[15] == 0xf0);
}
