// SPDX-License-Identifier: MIT
#include "store_files.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <system_error>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace npuzzle::frontend {

namespace {

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

std::optional<std::string> write_file_atomically(const std::filesystem::path& path, const std::string& text,
                                                const npuzzle::io::durable_calls& calls) {
    // What writers killed before their rename left beside it: this version's, and an older one's
    // "<name>.tmp<pid>".
    npuzzle::io::remove_stale_partials(path);
    npuzzle::io::remove_stale_partials(path, ".tmp");
    const auto failure = npuzzle::io::replace_durably(
        path,
        [&](const std::filesystem::path& partial) {
            const int fd = ::open(partial.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
            if (fd < 0) return false;
            bool ok = true;
            for (std::size_t done = 0; ok && done < text.size();) {
                const ssize_t wrote = ::write(fd, text.data() + done, text.size() - done);
                if (wrote < 0 && errno == EINTR) continue;
                ok = wrote > 0;
                if (ok) done += static_cast<std::size_t>(wrote);
            }
            const int saved = errno;
            ok = ::close(fd) == 0 && ok;
            if (!ok && errno == 0) errno = saved;
            return ok;
        },
        calls);
    if (failure) return failure->message();
    return {};
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
