// SPDX-License-Identifier: MIT
#include "records.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <sstream>
#include <system_error>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace npuzzle::frontend {

namespace {

constexpr std::string_view header_v1 = "npuzzle-records 1";
constexpr std::string_view header = "npuzzle-records 2";

// A size key is what the games write: "4x4". Anything else on a line means corruption.
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

std::optional<std::string> read_regular_file(const std::filesystem::path& path, std::uintmax_t max_bytes,
                                             std::string& text) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return errno == ENOENT ? std::nullopt : std::optional<std::string>(std::strerror(errno));
    struct stat st {};
    std::optional<std::string> why;
    if (::fstat(fd, &st) != 0)
        why = std::strerror(errno);
    else if (!S_ISREG(st.st_mode))
        why = "not a regular file";
    else if (static_cast<std::uintmax_t>(st.st_size) > max_bytes)
        why = "larger than " + std::to_string(max_bytes) + " bytes";
    if (!why) {
        char buffer[4096];
        for (;;) {
            const ssize_t got = ::read(fd, buffer, sizeof buffer);
            if (got < 0 && errno == EINTR) continue;
            if (got < 0) why = std::strerror(errno);
            if (got <= 0) break;
            text.append(buffer, static_cast<std::size_t>(got));
            if (text.size() > max_bytes) {
                why = "larger than " + std::to_string(max_bytes) + " bytes";
                break;
            }
        }
    }
    ::close(fd);
    return why;
}

std::optional<std::string> write_file_atomically(const std::filesystem::path& path, const std::string& text) {
    std::error_code ec;
    if (!path.parent_path().empty()) std::filesystem::create_directories(path.parent_path(), ec);
    if (ec) return "cannot create " + path.parent_path().string() + ": " + ec.message();
    auto temporary = path;
    temporary += ".tmp" + std::to_string(::getpid());
    {
        std::ofstream out(temporary, std::ios::trunc | std::ios::binary);
        out << text;
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

namespace {

std::string plural(std::size_t n, const char* what) {
    return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
}

// An exclusive lock on "<path>.lock" for one read-merge-write; released when destroyed.
class file_lock {
public:
    explicit file_lock(const std::filesystem::path& path) {
        auto name = path;
        name += ".lock";
        fd_ = ::open(name.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        if (fd_ < 0) return;
        while (::flock(fd_, LOCK_EX) != 0)
            if (errno != EINTR) {
                ::close(fd_);
                fd_ = -1;
                return;
            }
    }
    ~file_lock() {
        if (fd_ >= 0) ::close(fd_); // closing releases the lock
    }
    file_lock(const file_lock&) = delete;
    file_lock& operator=(const file_lock&) = delete;
    bool held() const noexcept { return fd_ >= 0; }

private:
    int fd_ = -1;
};

} // namespace

records records::load(const std::filesystem::path& path, std::string* problem) {
    records r;
    std::string text;
    if (auto why = read_regular_file(path, max_records_bytes, text)) {
        if (problem) *problem = *why;
        return r;
    }
    if (text.empty()) return r;
    std::istringstream in(text);
    std::string line;
    std::getline(in, line);
    const bool v1 = line == header_v1;
    std::size_t bad = 0;
    if (!v1 && line != header) {
        if (problem) *problem = "a first line other than '" + std::string(header) + "'";
        return r;
    }
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::string size, rest;
        size_record s;
        // Exactly the fields of the version; a line cut short or with extra words is bad.
        const bool read = v1 ? static_cast<bool>(fields >> size >> s.best_moves >> s.best_ms)
                             : static_cast<bool>(fields >> size >> s.dealt >> s.solved >> s.best_moves >> s.best_ms);
        // Bests with no solves counted come from a version 1 file.
        const bool consistent = v1 ? s.best_moves > 0 : s.solved <= s.dealt && (s.solved == 0 || s.best_moves > 0);
        if (read && !(fields >> rest) && is_size_key(size) && consistent)
            r.sizes_[size] = s;
        else
            ++bad;
    }
    if (bad > 0 && problem) *problem = plural(bad, "unreadable line");
    return r;
}

std::optional<std::string> records::save(const std::filesystem::path& path) const {
    std::ostringstream out;
    out << header << '\n';
    for (const auto& [size, s] : sizes_)
        out << size << ' ' << s.dealt << ' ' << s.solved << ' ' << s.best_moves << ' ' << s.best_ms << '\n';
    return write_file_atomically(path, out.str());
}

std::optional<size_record> records::find(const std::string& size) const {
    const auto it = sizes_.find(size);
    if (it == sizes_.end()) return {};
    return it->second;
}

void records::add_dealt(const std::string& size) { ++sizes_[size].dealt; }

improvement records::add_solve(const std::string& size, std::uint64_t moves, std::uint64_t ms) {
    size_record& s = sizes_[size];
    ++s.solved;
    if (s.best_moves == 0) {
        s.best_moves = moves;
        s.best_ms = ms;
        return {true, true, true};
    }
    const improvement better{false, moves < s.best_moves, ms < s.best_ms};
    if (better.moves) s.best_moves = moves;
    if (better.time) s.best_ms = ms;
    return better;
}

record_update update_records(const std::filesystem::path& path, const std::string& size, bool dealt,
                             std::optional<std::uint64_t> solved_moves, std::uint64_t solved_ms) {
    record_update result;
    std::error_code ec;
    std::filesystem::create_directories(path.parent_path(), ec);
    const file_lock lock(path);
    if (!lock.held()) {
        result.problem = "records not saved: cannot lock " + path.string() + ".lock";
        return result;
    }
    std::string problem;
    records r = records::load(path, &problem);
    if (!problem.empty()) {
        if (problem == "not a regular file" || problem.starts_with("larger")) {
            result.problem = "records not kept: " + path.string() + " is " + problem;
            return result;
        }
        // Kept aside, never dropped: the player (or a bug report) may still want what it holds.
        const auto aside = keep_aside(path);
        if (!aside) {
            result.problem = "records not saved: " + path.string() + " is damaged (" + problem + ") and cannot be moved aside";
            return result;
        }
        result.problem = "records file had " + problem + ": kept as " + aside->filename().string();
    }
    if (dealt) r.add_dealt(size);
    if (solved_moves) result.better = r.add_solve(size, *solved_moves, solved_ms);
    if (auto failure = r.save(path)) result.problem = "records not saved: " + *failure;
    result.now = r.find(size);
    return result;
}

game_recorded record_game(const game& g, const std::optional<std::filesystem::path>& file, bool won) {
    const fairness fair = g.record_status();
    if (fair == fairness::untimed) return {};
    // The records are single solves; a marathon or a blindfold solve has its statistics in the history.
    if (g.mode() != "standard") {
        game_recorded out;
        if (won && fair != fairness::counts) out.note = not_a_record(fair);
        return out;
    }
    const bool random_deal = fair == fairness::counts || fair == fairness::assisted || fair == fairness::restarted ||
                             fair == fairness::undone;
    game_recorded out;
    if (won && fair != fairness::counts) out.note = not_a_record(fair);
    if (!random_deal || (!won && g.moves() == 0)) return out;
    if (!file) {
        if (won) out.note = "No home folder: records are not kept";
        return out;
    }
    const std::string size = std::to_string(g.rows()) + "x" + std::to_string(g.cols());
    const bool fair_win = won && fair == fairness::counts;
    const record_update u = update_records(*file, size, true, fair_win ? std::optional(g.moves()) : std::nullopt,
                                           g.elapsed_ms());
    out.now = u.now;
    if (fair_win) {
        if (u.better.first)
            out.note = "Your first " + size + " solve!";
        else if (u.better.moves || u.better.time)
            out.note = std::string("New personal best: ") +
                       (u.better.moves && u.better.time ? "moves and time!" : u.better.moves ? "moves!" : "time!");
    }
    if (!u.problem.empty()) out.note += (out.note.empty() ? "" : " ") + u.problem;
    return out;
}

std::optional<std::filesystem::path> state_folder() {
    if (auto state = absolute_env("XDG_STATE_HOME")) return *state / "npuzzle";
    if (auto home = absolute_env("HOME")) return *home / ".local" / "state" / "npuzzle";
    return {};
}

std::optional<std::filesystem::path> keep_aside(const std::filesystem::path& path) {
    const std::string stem = path.string() + ".bad-" + std::to_string(std::time(nullptr));
    for (int n = 1; n < 1000; ++n) {
        const std::string aside = n == 1 ? stem : stem + "." + std::to_string(n);
        // link() refuses an existing name (rename() would replace it): then unlink the old name.
        if (::link(path.c_str(), aside.c_str()) == 0) {
            ::unlink(path.c_str());
            return std::filesystem::path(aside);
        }
        if (errno != EEXIST) return std::nullopt;
    }
    return std::nullopt;
}

std::optional<std::filesystem::path> records_path() {
    if (auto folder = state_folder()) return *folder / "records";
    return {};
}

} // namespace npuzzle::frontend
