// SPDX-License-Identifier: MIT
// End to end on emulated hardware: boots the firmware in QEMU's lm3s6965evb (headless), checks the
// OLED's first frame against the host renderer's, plays the seeded game to the win screen with the
// core's constructive solver through the gamepad (monitor sendkey), checks the win screen and its
// flashing heading, then quits with the firmware's quit chord (select + down), which ends QEMU by
// semihosting.
//   npuzzle-qemu-play <qemu-system-arm> <firmware.elf> <seed> <work dir>
// Exit 0: passed; 1: failed; 77: skipped (no QEMU or no firmware: the ARM toolchain is missing).
#include "simulator.hpp"

#include <npuzzle/core/board.hpp>
#include <npuzzle/core/constructive.hpp>
#include <npuzzle/core/random.hpp>
#include <npuzzle/display/game.hpp>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <optional>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <vector>

namespace nd = npuzzle::display;
namespace nt = npuzzle::test;
using namespace std::chrono_literals;
using board = npuzzle::basic_puzzle<3, 3>; // the firmware variant npuzzle-3x3-page

namespace {

constexpr int magnify = 4; // QEMU's SSD0323 draws each pixel as 4x4

// QEMU's screendump (binary PPM, 512x256) as the OLED's 128x64 pixels: lit where bright.
std::optional<nt::image> read_screendump(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::string magic;
    int w = 0, h = 0, max = 0;
    if (!(in >> magic >> w >> h >> max) || magic != "P6" || w != 128 * magnify || h != 64 * magnify) return std::nullopt;
    in.get();
    std::vector<unsigned char> rgb(static_cast<std::size_t>(w * h * 3));
    if (!in.read(reinterpret_cast<char*>(rgb.data()), static_cast<std::streamsize>(rgb.size()))) return std::nullopt;
    nt::image img(128, 64);
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 128; ++x)
            img.set(x, y, rgb[static_cast<std::size_t>(((y * magnify) * w + x * magnify) * 3)] >= 0x80);
    return img;
}

// The host's picture of the same game: the library's game loop on the simulated SSD1306.
struct host_game {
    std::uint64_t ms = 0;
    struct clock {
        const std::uint64_t* ms;
        std::uint64_t now() const { return *ms; }
    };
    nt::ssd1306_model chip;
    nd::ssd1306<nt::model_transport> oled{nt::model_transport{&chip}};
    nd::framebuffer<128, 64> buffer;
    nd::buffered_screen<decltype(oled)> screen{oled, buffer};
    nd::game<board, decltype(screen), clock> game;
    explicit host_game(std::uint64_t seed) : game(screen, clock{&ms}, seed) {
        oled.init();
        game.draw();
    }
    nt::image picture() {
        game.draw();
        return chip.picture();
    }
};

// Pixels that differ outside `ignored`.
int differences(const nt::image& a, const nt::image& b, nd::rect ignored = {}) {
    int n = 0;
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 128; ++x) n += a.at(x, y) != b.at(x, y) && !nd::contains(ignored, x, y);
    return n;
}

const char* key_name(npuzzle::direction d) {
    switch (d) {
    case npuzzle::direction::up: return "up";
    case npuzzle::direction::down: return "down";
    case npuzzle::direction::left: return "left";
    default: return "right";
    }
}

nd::action to_action(npuzzle::direction d) {
    switch (d) {
    case npuzzle::direction::up: return nd::action::up;
    case npuzzle::direction::down: return nd::action::down;
    case npuzzle::direction::left: return nd::action::left;
    default: return nd::action::right;
    }
}

class qemu {
public:
    qemu(const std::string& binary, const std::string& elf) {
        // `timeout` bounds the run whatever happens; the monitor reads our commands on stdin.
        const std::string command = "timeout 300 '" + binary + "' -M lm3s6965evb -kernel '" + elf +
                                    "' -display none -monitor stdio -serial null"
                                    " -semihosting-config enable=on,target=native > qemu-monitor.log 2>&1";
        pipe_ = popen(command.c_str(), "w");
    }
    ~qemu() {
        if (pipe_) pclose(pipe_);
    }
    bool running() const { return pipe_ != nullptr; }
    void send(const std::string& line) {
        std::fprintf(pipe_, "%s\n", line.c_str());
        std::fflush(pipe_);
    }
    // QEMU's exit status once it ends by itself.
    int wait() {
        const int status = pclose(pipe_);
        pipe_ = nullptr;
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }

private:
    FILE* pipe_ = nullptr;
};

// Screendumps until `good` holds for one, or `patience` runs out; the last one is kept in `shot`.
bool wait_for_frame(qemu& q, const std::string& path, nt::image& shot, const std::function<bool(const nt::image&)>& good,
                    std::chrono::seconds patience) {
    const auto deadline = std::chrono::steady_clock::now() + patience;
    while (std::chrono::steady_clock::now() < deadline) {
        std::filesystem::remove(path);
        q.send("screendump " + path);
        for (int i = 0; i < 50 && !std::filesystem::exists(path); ++i) std::this_thread::sleep_for(20ms);
        std::this_thread::sleep_for(50ms); // let QEMU finish writing it
        if (auto img = read_screendump(path)) {
            shot = *img;
            if (good(shot)) return true;
        }
        std::this_thread::sleep_for(100ms);
    }
    return false;
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 5) {
        std::cerr << "usage: npuzzle-qemu-play <qemu-system-arm> <firmware.elf> <seed> <work dir>\n";
        return 1;
    }
    const std::string binary = argv[1], elf = argv[2], work = argv[4];
    const std::uint64_t seed = std::strtoull(argv[3], nullptr, 10);
    if (std::system(("'" + binary + "' --version > /dev/null 2>&1").c_str()) != 0) {
        std::cout << "skipped: " << binary << " does not run\n";
        return 77;
    }
    if (!std::filesystem::exists(elf)) {
        std::cout << "skipped: no firmware at " << elf << " (is arm-none-eabi-g++ installed?)\n";
        return 77;
    }
    std::filesystem::create_directories(work);
    std::filesystem::current_path(work);
    const std::string dump = std::filesystem::absolute("screendump.ppm").string();

    host_game host(seed);
    qemu q(binary, elf);
    if (!q.running()) {
        std::cerr << "cannot start " << binary << "\n";
        return 1;
    }
    nt::image shot;
    const nt::image first = host.picture();
    const bool booted = wait_for_frame(q, dump, shot, [&](const nt::image& i) { return differences(i, first) == 0; }, 30s);
    nt::write_pbm("first.expected.pbm", first);
    nt::write_pbm("first.qemu.pbm", shot);
    if (!booted) {
        std::cerr << "FAIL: the first frame differs from the host's in " << differences(shot, first)
                  << " pixels (see first.qemu.pbm, first.expected.pbm in " << work << ")\n";
        q.send("quit");
        return 1;
    }
    std::cout << "first frame matches the host renderer (" << host.game.game_id() << ")\n";

    // QEMU drives a gamepad line only once its key is used: one press of each wakes them all.
    for (const char* key : {"up", "down", "left", "right", "ctrl"}) {
        q.send(std::string("sendkey ") + key + " 100");
        std::this_thread::sleep_for(250ms);
    }
    // Each move is checked on the screen before the next: a press the firmware never saw (QEMU can
    // starve on a busy host) is pressed again, a late one is waited for.
    const nd::rect clock = decltype(host.game)::renderer_type::layout.time_value(); // real time differs
    auto solution = npuzzle::random_board(board{}, seed);
    npuzzle::constructive_solver<board> solver(solution);
    int moves = 0;
    for (auto d = solver.next(); d != npuzzle::direction::none; d = solver.next()) {
        host.ms += 1000;
        host.game.act(to_action(d));
        const nt::image expected = host.picture();
        auto shows_move = [&](const nt::image& i) { return differences(i, expected, clock) == 0; };
        bool seen = false;
        for (int attempt = 0; attempt < 2 && !seen; ++attempt) {
            q.send(std::string("sendkey ") + key_name(d) + " 150"); // held 150 ms: QEMU's default is 10
            seen = wait_for_frame(q, dump, shot, shows_move, 5s);
        }
        ++moves;
        if (!seen) {
            nt::write_pbm("move.expected.pbm", expected);
            nt::write_pbm("move.qemu.pbm", shot);
            std::cerr << "FAIL: move " << moves << " (" << key_name(d) << ") never showed on the screen (see move.qemu.pbm, move.expected.pbm in " << work << ")\n";
            q.send("quit");
            return 1;
        }
    }
    // The win heading flashes on QEMU's clock: compared apart, as either phase.
    const nd::rect heading = decltype(host.game)::renderer_type::layout.heading();
    const nt::image won = host.picture();
    const nt::image no_heading = [&] {
        nt::image i = won;
        for (int y = heading.y; y < heading.bottom(); ++y)
            for (int x = heading.x; x < heading.right(); ++x) i.set(x, y, false);
        return i;
    }();
    auto wins = [&](const nt::image& i) {
        return differences(i, won, nd::unite(clock, heading)) == 0 &&
               (differences(i, won, clock) == 0 || differences(i, no_heading, clock) == 0);
    };
    const bool solved = wait_for_frame(q, dump, shot, wins, 30s);
    nt::write_pbm("won.expected.pbm", won);
    nt::write_pbm("won.qemu.pbm", shot);
    if (!solved || host.game.mode() != nd::screen_mode::won) {
        std::cerr << "FAIL: after " << moves << " moves the screen differs from the win screen in "
                  << differences(shot, won, clock) << " pixels (see won.qemu.pbm, won.expected.pbm in " << work << ")\n";
        q.send("quit");
        return 1;
    }
    std::cout << "solved in " << moves << " moves through the gamepad; the win screen matches\n";
    // The heading flashes: both phases show within a few seconds.
    const bool off = wait_for_frame(q, dump, shot, [&](const nt::image& i) { return differences(i, no_heading, clock) == 0; }, 10s);
    const bool on = off && wait_for_frame(q, dump, shot, [&](const nt::image& i) { return differences(i, won, clock) == 0; }, 10s);
    if (!on) {
        nt::write_pbm("flash.qemu.pbm", shot);
        std::cerr << "FAIL: the win heading does not flash (see flash.qemu.pbm in " << work << ")\n";
        q.send("quit");
        return 1;
    }
    std::cout << "the win heading flashes\n";

    q.send("sendkey ctrl-down 100"); // the quit chord: the firmware exits by semihosting
    const int status = q.wait();
    if (status != 0) {
        std::cerr << "FAIL: QEMU ended with status " << status << " (124: it never quit)\n";
        return 1;
    }
    std::cout << "quit: QEMU exited with status 0\n";
    return 0;
}
