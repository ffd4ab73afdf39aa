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

// An SSD1306 behind a byte transport: the commands the driver uses, horizontal addressing.
class ssd1306_model {
public:
    void commands(std::span<const std::uint8_t> bytes) {
        for (std::uint8_t b : bytes) command_byte(b);
    }
    void data(std::span<const std::uint8_t> bytes) {
        for (std::uint8_t b : bytes) {
            ram_[static_cast<std::size_t>(page_)][static_cast<std::size_t>(column_)] = b;
            data_bytes_++;
            if (++column_ > column_end_) {
                column_ = column_start_;
                if (++page_ > page_end_) page_ = page_start_;
            }
        }
    }

    image picture() const {
        image img(128, 64);
        for (int y = 0; y < 64; ++y)
            for (int x = 0; x < 128; ++x) img.set(x, y, on_ && ((ram_[static_cast<std::size_t>(y / 8)][static_cast<std::size_t>(x)] >> (y % 8)) & 1));
        return img;
    }
    bool display_on() const { return on_; }
    bool charge_pump() const { return charge_pump_; }
    int multiplex() const { return multiplex_; }
    long data_bytes() const { return data_bytes_; }

private:
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
    static int argument_count(std::uint8_t c) {
        switch (c) {
        case 0x21: case 0x22: return 2;
        case 0x20: case 0x81: case 0x8d: case 0xa8: case 0xd3: case 0xd5: case 0xd9: case 0xda: case 0xdb: return 1;
        default: return 0;
        }
    }
    void execute(std::uint8_t c, std::span<const std::uint8_t> a) {
        switch (c) {
        case 0x21: column_ = column_start_ = a[0] & 127; column_end_ = a[1] & 127; break;
        case 0x22: page_ = page_start_ = a[0] & 7; page_end_ = a[1] & 7; break;
        case 0x8d: charge_pump_ = a[0] == 0x14; break;
        case 0xa8: multiplex_ = a[0] + 1; break;
        case 0xae: on_ = false; break;
        case 0xaf: on_ = true; break;
        default: break;
        }
    }

    std::array<std::array<std::uint8_t, 128>, 8> ram_{};
    std::vector<std::uint8_t> pending_;
    int wanted_ = 0;
    int column_ = 0, column_start_ = 0, column_end_ = 127, page_ = 0, page_start_ = 0, page_end_ = 7;
    int multiplex_ = 0;
    long data_bytes_ = 0;
    bool on_ = false, charge_pump_ = false;
};

// The transport the driver owns: a reference to the model, so the test can look at it.
struct model_transport {
    ssd1306_model* model;
    void commands(std::span<const std::uint8_t> b) { model->commands(b); }
    void data(std::span<const std::uint8_t> b) { model->data(b); }
};

} // namespace npuzzle::test
