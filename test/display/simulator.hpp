// SPDX-License-Identifier: MIT
// The host simulator: an SSD1306 that decodes the command stream the driver sends (as the chip does)
// into its display RAM, and PBM files to look at the picture and keep reviewed golden frames.
#pragma once

#include <npuzzle/display/ssd1306.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <fstream>
#include <optional>
#include <span>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace npuzzle::test {

// A monochrome picture, row-major, true where a pixel is lit.
struct image {
    int width = 0, height = 0;
    std::vector<bool> lit;

    image() = default;
    image(int w, int h) : width(w), height(h), lit(static_cast<std::size_t>(w * h)) {}
    bool at(int x, int y) const { return lit[static_cast<std::size_t>(y * width + x)]; }
    void set(int x, int y, bool on) { lit[static_cast<std::size_t>(y * width + x)] = on; }
    friend bool operator==(const image&, const image&) = default;
};

// Plain PBM (P1): the lit pixels white on black, like the screen.
inline bool write_pbm(const std::string& path, const image& img) {
    std::ofstream out(path);
    out << "P1\n" << img.width << ' ' << img.height << '\n';
    for (int y = 0; y < img.height; ++y) {
        for (int x = 0; x < img.width; ++x) out << (img.at(x, y) ? '0' : '1');
        out << '\n';
    }
    return static_cast<bool>(out);
}

// A 1-bit greyscale PNG, each pixel a scale x scale square: zlib "stored" blocks need no compressor.
inline bool write_png(const std::string& path, const image& img, int scale = 1) {
    auto crc32 = [](const std::vector<std::uint8_t>& bytes, std::size_t from) {
        std::uint32_t crc = 0xffffffffu;
        for (std::size_t i = from; i < bytes.size(); ++i) {
            crc ^= bytes[i];
            for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
        }
        return ~crc;
    };
    auto put32 = [](std::vector<std::uint8_t>& out, std::uint32_t v) {
        for (int shift = 24; shift >= 0; shift -= 8) out.push_back(static_cast<std::uint8_t>(v >> shift));
    };
    std::vector<std::uint8_t> file = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    auto chunk = [&](const char* type, const std::vector<std::uint8_t>& body) {
        put32(file, static_cast<std::uint32_t>(body.size()));
        const std::size_t start = file.size();
        file.insert(file.end(), type, type + 4);
        file.insert(file.end(), body.begin(), body.end());
        put32(file, crc32(file, start));
    };
    const auto w = static_cast<std::uint32_t>(img.width * scale), h = static_cast<std::uint32_t>(img.height * scale);
    std::vector<std::uint8_t> header;
    put32(header, w);
    put32(header, h);
    header.insert(header.end(), {1, 0, 0, 0, 0}); // 1 bit a pixel, greyscale
    chunk("IHDR", header);
    std::vector<std::uint8_t> raw; // each row: filter 0, then the pixels, MSB first, 1 = white
    for (std::uint32_t y = 0; y < h; ++y) {
        raw.push_back(0);
        for (std::uint32_t x = 0; x < w; x += 8) {
            std::uint8_t byte = 0;
            for (std::uint32_t b = 0; b < 8 && x + b < w; ++b)
                if (img.at(static_cast<int>((x + b) / static_cast<std::uint32_t>(scale)), static_cast<int>(y / static_cast<std::uint32_t>(scale))))
                    byte = static_cast<std::uint8_t>(byte | (0x80u >> b));
            raw.push_back(byte);
        }
    }
    std::vector<std::uint8_t> z = {0x78, 0x01};
    for (std::size_t at = 0; at < raw.size() || at == 0; at += 65535) {
        const std::size_t n = std::min<std::size_t>(65535, raw.size() - at);
        z.push_back(at + n == raw.size() ? 1 : 0);
        z.insert(z.end(), {static_cast<std::uint8_t>(n), static_cast<std::uint8_t>(n >> 8),
                           static_cast<std::uint8_t>(~n), static_cast<std::uint8_t>(~n >> 8)});
        z.insert(z.end(), raw.begin() + static_cast<std::ptrdiff_t>(at), raw.begin() + static_cast<std::ptrdiff_t>(at + n));
    }
    std::uint32_t a = 1, b = 0; // Adler-32 of the raw bytes
    for (std::uint8_t v : raw) {
        a = (a + v) % 65521;
        b = (b + a) % 65521;
    }
    put32(z, (b << 16) | a);
    chunk("IDAT", z);
    chunk("IEND", {});
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(file.data()), static_cast<std::streamsize>(file.size()));
    return static_cast<bool>(out);
}

inline std::optional<image> read_pbm(const std::string& path) {
    std::ifstream in(path);
    std::string magic;
    int w = 0, h = 0;
    if (!(in >> magic >> w >> h) || magic != "P1" || w <= 0 || h <= 0) return std::nullopt;
    image img(w, h);
    for (int i = 0; i < w * h; ++i) {
        char c = 0;
        if (!(in >> c) || (c != '0' && c != '1')) return std::nullopt;
        img.lit[static_cast<std::size_t>(i)] = c == '0';
    }
    return img;
}

// The pixels that differ, for a readable failure message.
inline int count_differences(const image& a, const image& b) {
    if (a.width != b.width || a.height != b.height) return -1;
    int n = 0;
    for (std::size_t i = 0; i < a.lit.size(); ++i) n += a.lit[i] != b.lit[i];
    return n;
}

// An SSD1306 or SH1106 as the datasheets describe it, fed the bytes the driver sends: over I2C
// (address, control bytes with Co and D/C, every transaction's length checked against a maximum),
// over 4-wire SPI (the D/C pin), or as a byte transport (commands / data). It parses the command set
// (SSD1306 rev 1.1 section 10, SH1106 rev 0.1 "Commands"), keeps the display RAM (128 columns, or
// 132 for the SH1106) with page, horizontal and vertical addressing (the SH1106: page only), and
// shows the panel as the settings map it: segment remap, COM scan direction, multiplex ratio,
// inversion, entire-display-on, display on/off. Anything it does not know is recorded as a fault.
enum class chip_kind { ssd1306, sh1106 };

class ssd1306_model {
public:
    explicit ssd1306_model(chip_kind kind = chip_kind::ssd1306, int panel_height = 64, std::size_t max_transaction = 0)
        : kind_(kind), panel_height_(panel_height), max_transaction_(max_transaction) {}

    // The byte-transport face.
    void commands(std::span<const std::uint8_t> bytes) {
        for (std::uint8_t b : bytes) command_byte(b);
    }
    void data(std::span<const std::uint8_t> bytes) {
        for (std::uint8_t b : bytes) data_byte(b);
    }

    // The I2C face: one transaction (the bytes after the address).
    void i2c_transaction(std::uint8_t address, std::span<const std::uint8_t> bytes) {
        ++transactions_;
        longest_transaction_ = std::max(longest_transaction_, bytes.size());
        if (address != 0x3c && address != 0x3d) fault("I2C address " + std::to_string(address));
        if (max_transaction_ != 0 && bytes.size() > max_transaction_)
            fault("an I2C transaction of " + std::to_string(bytes.size()) + " bytes");
        // Control byte: Co (bit 7) 1 = one byte follows, then another control byte; 0 = only data
        // or command bytes follow. D/C# (bit 6): data or commands. The other bits must be 0.
        std::size_t i = 0;
        while (i < bytes.size()) {
            const std::uint8_t control = bytes[i++];
            if (control & 0x3f) fault("control byte " + std::to_string(control));
            const bool is_data = control & 0x40;
            if (control & 0x80) {
                if (i < bytes.size()) is_data ? data_byte(bytes[i++]) : command_byte(bytes[i++]);
                continue;
            }
            for (; i < bytes.size(); ++i) is_data ? data_byte(bytes[i]) : command_byte(bytes[i]);
        }
        if (i == 0) fault("an empty I2C transaction");
    }

    // The SPI face: the D/C pin, then bytes.
    void spi_dc(bool data) { spi_data_ = data; }
    void spi_write(std::span<const std::uint8_t> bytes) { spi_data_ ? data(bytes) : commands(bytes); }

    // What the panel shows: 128 x panel_height pixels.
    image picture() const {
        image img(128, panel_height_);
        if (!on_) return img;
        const int rows = std::min(multiplex_, panel_height_);
        for (int y = 0; y < rows; ++y)
            for (int x = 0; x < 128; ++x) {
                // The module's glass: screen column x is SEG(127 - x) (SH1106: SEG(129 - x)); screen
                // row y is COM(rows - 1 - y). The RAM is kept by segment (the remap acted when the data
                // was written, see data_byte); C8 scans COM c from row (rows - 1 - c), at once.
                const int seg = kind_ == chip_kind::sh1106 ? 129 - x : 127 - x;
                const int com = rows - 1 - y;
                const int row = (com_reverse_ ? rows - 1 - com : com) + start_line_;
                const int ram_row = (row + offset_) % 64;
                const bool bit = (ram_[static_cast<std::size_t>(ram_row / 8)][static_cast<std::size_t>(seg)] >> (ram_row % 8)) & 1;
                img.set(x, y, entire_on_ || (bit != inverted_));
            }
        return img;
    }
    bool display_on() const { return on_; }
    bool charge_pump() const { return charge_pump_; }
    bool scrolling() const { return scrolling_; }
    bool inverted() const { return inverted_; }
    int contrast() const { return contrast_; }
    int multiplex() const { return multiplex_; }
    long data_bytes() const { return data_bytes_; }
    long transactions() const { return transactions_; }
    std::size_t longest_transaction() const { return longest_transaction_; }
    const std::vector<std::string>& faults() const { return faults_; }

private:
    int columns() const { return kind_ == chip_kind::sh1106 ? 132 : 128; }
    void fault(const std::string& what) {
        if (faults_.size() < 20) faults_.push_back(what);
    }

    void data_byte(std::uint8_t b) {
        ++data_bytes_;
        if (column_ >= columns()) return fault("data past the last column");
        // Segment remap A1 stores column c for SEG(last - c): it "only affects subsequent data input"
        // (SSD1306 datasheet 10.1.8), so what is on the screen stays where it is until redrawn.
        const int seg = segment_remap_ ? columns() - 1 - column_ : column_;
        ram_[static_cast<std::size_t>(page_)][static_cast<std::size_t>(seg)] = b;
        if (kind_ == chip_kind::sh1106 || mode_ == 2) { // page addressing: along the page, then back to its start
            if (++column_ > (kind_ == chip_kind::sh1106 ? 131 : 127)) column_ = kind_ == chip_kind::sh1106 ? 132 : 0;
            return;
        }
        if (mode_ == 0) { // horizontal: column by column, then the next page of the window
            if (++column_ > column_end_) {
                column_ = column_start_;
                if (++page_ > page_end_) page_ = page_start_;
            }
        } else { // vertical: page by page, then the next column
            if (++page_ > page_end_) {
                page_ = page_start_;
                if (++column_ > column_end_) column_ = column_start_;
            }
        }
    }

    int argument_count(std::uint8_t c) const {
        if (kind_ == chip_kind::sh1106) {
            switch (c) {
            case 0x81: case 0xa8: case 0xad: case 0xd3: case 0xd5: case 0xd9: case 0xda: case 0xdb: return 1;
            default: return 0;
            }
        }
        switch (c) {
        case 0x26: case 0x27: return 6;
        case 0x29: case 0x2a: return 5;
        case 0x21: case 0x22: case 0xa3: return 2;
        case 0x20: case 0x81: case 0x8d: case 0xa8: case 0xd3: case 0xd5: case 0xd9: case 0xda: case 0xdb: return 1;
        default: return 0;
        }
    }

    void command_byte(std::uint8_t b) {
        if (pending_.empty()) {
            const int args = argument_count(b);
            if (args == 0) return execute(b, {});
            pending_.push_back(b);
            wanted_ = args;
            return;
        }
        pending_.push_back(b);
        if (static_cast<int>(pending_.size()) == wanted_ + 1) {
            std::vector<std::uint8_t> command = std::move(pending_);
            pending_.clear();
            execute(command[0], std::span<const std::uint8_t>(command).subspan(1));
        }
    }

    void execute(std::uint8_t c, std::span<const std::uint8_t> a) {
        if (c <= 0x0f) { column_ = (column_ & 0xf0) | c; return; }                 // column, low nibble
        if (c <= 0x1f) { column_ = (column_ & 0x0f) | ((c & 0x0f) << 4); return; } // column, high nibble
        if (c >= 0x40 && c <= 0x7f) { start_line_ = c & 0x3f; return; }
        if (c >= 0xb0 && c <= 0xb7) { page_ = c & 7; return; }                     // page (page addressing)
        if (kind_ == chip_kind::sh1106 && c >= 0x30 && c <= 0x33) return;           // pump voltage
        switch (c) {
        case 0x20:
            if (a[0] > 2) fault("addressing mode " + std::to_string(a[0]));
            mode_ = a[0] & 3;
            break;
        case 0x21: column_ = column_start_ = a[0] & 127; column_end_ = a[1] & 127; break;
        case 0x22: page_ = page_start_ = a[0] & 7; page_end_ = a[1] & 7; break;
        case 0x26: case 0x27: case 0x29: case 0x2a: case 0xa3: break; // scroll set-up: kept off below
        case 0x2e: scrolling_ = false; break;
        case 0x2f: scrolling_ = true; break;
        case 0x81: contrast_ = a[0]; break;
        case 0x8d: charge_pump_ = (a[0] & 0x04) != 0; break;
        case 0xad: charge_pump_ = (a[0] & 0x01) != 0; break; // SH1106 DC-DC
        case 0xa0: case 0xa1: segment_remap_ = c & 1; break;
        case 0xa4: case 0xa5: entire_on_ = c & 1; break;
        case 0xa6: case 0xa7: inverted_ = c & 1; break;
        case 0xa8:
            if (a[0] < 15 || a[0] > 63) fault("multiplex ratio " + std::to_string(a[0]));
            multiplex_ = a[0] + 1;
            break;
        case 0xae: on_ = false; break;
        case 0xaf: on_ = true; break;
        case 0xc0: case 0xc8: com_reverse_ = c == 0xc8; break;
        case 0xd3: offset_ = a[0] & 63; break;
        case 0xd5: case 0xd9: case 0xda: case 0xdb: case 0xe3: break; // timing and wiring: no effect on the picture
        default: fault("unknown command " + std::to_string(c));
        }
    }

    chip_kind kind_;
    int panel_height_;
    std::size_t max_transaction_;
    std::array<std::array<std::uint8_t, 132>, 8> ram_{}; // by segment, not by column address
    std::vector<std::uint8_t> pending_;
    std::vector<std::string> faults_;
    int wanted_ = 0;
    int mode_ = 2; // page addressing after reset
    int column_ = 0, column_start_ = 0, column_end_ = 127, page_ = 0, page_start_ = 0, page_end_ = 7;
    int multiplex_ = 64, start_line_ = 0, offset_ = 0, contrast_ = 0x7f;
    long data_bytes_ = 0, transactions_ = 0;
    std::size_t longest_transaction_ = 0;
    bool on_ = false, charge_pump_ = false, scrolling_ = false, segment_remap_ = false, com_reverse_ = false,
         inverted_ = false, entire_on_ = false, spi_data_ = false;
};

// The I2C bus the ssd1306_i2c transport writes to, wired to the model.
struct model_i2c_bus {
    ssd1306_model* model;
    void write(std::uint8_t address, std::uint8_t control, std::span<const std::uint8_t> rest) {
        std::vector<std::uint8_t> t{control};
        t.insert(t.end(), rest.begin(), rest.end());
        model->i2c_transaction(address, t);
    }
};

// The SPI bus the spi_with_dc transport drives, wired to the model.
struct model_spi_bus {
    ssd1306_model* model;
    void data_mode(bool data) { model->spi_dc(data); }
    void write(std::span<const std::uint8_t> bytes) { model->spi_write(bytes); }
};

// The transport the driver owns: a reference to the model, so the test can look at it.
struct model_transport {
    ssd1306_model* model;
    void commands(std::span<const std::uint8_t> b) { model->commands(b); }
    void data(std::span<const std::uint8_t> b) { model->data(b); }
};

} // namespace npuzzle::test
