// SPDX-License-Identifier: MIT
#include "records.hpp"

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <system_error>

#include <unistd.h>

namespace npuzzle::curses {

namespace {

constexpr std::string_view header = "npuzzle-records 1";

// A size key is what the game loop writes: "4x4". Anything else on a line means corruption.
bool is_size_key(const std::string& key) {
    const auto x = key.find('x');
    if (x == 0 || x == std::string::npos || x + 1 == key.size() || key.size() > 16) return false;
    for (std::size_t i = 0; i < key.size(); ++i)
        if (i != x && (key[i] < '0' || key[i] > '9')) return false;
    return true;
}

std::optional<std::filesystem::path> absolute_env(const char* name) {
    const char* value = std::getenv(name);
    if (!value || value[0] != '/') return {};
    return std::filesystem::path(value);
}

} // namespace

records records::load(const std::filesystem::path& path) {
    records r;
    std::ifstream in(path);
    std::string line;
    if (!in || !std::getline(in, line) || line != header) return r;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::string size, rest;
        best b;
        // Exactly "<RxC> <moves> <ms>"; a line cut short or with extra words is skipped.
        if (fields >> size >> b.moves >> b.ms && !(fields >> rest) && is_size_key(size) && b.moves > 0)
            r.bests_[size] = b;
    }
    return r;
}

std::optional<std::string> records::save(const std::filesystem::path& path) const {
    std::error_code ec;
    std::filesystem::create_directories(path.parent_path(), ec);
    if (ec) return "cannot create " + path.parent_path().string() + ": " + ec.message();

    auto temporary = path;
    temporary += ".tmp" + std::to_string(::getpid());
    {
        std::ofstream out(temporary, std::ios::trunc);
        out << header << '\n';
        for (const auto& [size, b] : bests_) out << size << ' ' << b.moves << ' ' << b.ms << '\n';
        out.flush();
        if (!out) {
            std::filesystem::remove(temporary, ec);
            return "cannot write " + temporary.string();
        }
    }
    std::filesystem::rename(temporary, path, ec);
    if (ec) {
        std::error_code ignored;
        std::filesystem::remove(temporary, ignored);
        return "cannot replace " + path.string() + ": " + ec.message();
    }
    return {};
}

std::optional<best> records::find(const std::string& size) const {
    const auto it = bests_.find(size);
    if (it == bests_.end()) return {};
    return it->second;
}

improvement records::add(const std::string& size, std::uint64_t moves, std::uint64_t ms) {
    const auto it = bests_.find(size);
    if (it == bests_.end()) {
        bests_[size] = {moves, ms};
        return {true, true, true};
    }
    improvement better{false, moves < it->second.moves, ms < it->second.ms};
    if (better.moves) it->second.moves = moves;
    if (better.time) it->second.ms = ms;
    return better;
}

std::optional<std::filesystem::path> records_path() {
    if (auto state = absolute_env("XDG_STATE_HOME")) return *state / "npuzzle" / "records";
    if (auto home = absolute_env("HOME")) return *home / ".local" / "state" / "npuzzle" / "records";
    return {};
}

} // namespace npuzzle::curses
