// SPDX-License-Identifier: MIT
/// \file
/// Replacing a file so that a crash, a power loss or a full disk leaves the old file or the new one,
/// never half of one and never none (SQLite's habits): written aside under a name that says which
/// process writes it, flushed to the disk (fsync), renamed over the old one, and the directory flushed
/// so the rename itself survives. What a killed writer leaves aside is found and removed later.
/// Hosted: the pattern database cache and the games' saves use it (one way of doing it, not two).
#pragma once

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#if __has_include(<unistd.h>)
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>
#endif

namespace npuzzle::io {

/// The system calls a replacement makes after the writing, each replaceable so a test can make it
/// fail (ENOSPC, EIO) or stop the process between two steps. Each returns 0 or -1 with errno set.
struct durable_calls {
    /// Flushes `file` (a directory when `directory`) to the disk: sync_path by default.
    int (*sync)(const std::filesystem::path& file, bool directory) noexcept = &sync_path;
    /// Renames `from` to `to`, replacing `to`: rename_file by default.
    int (*rename)(const char* from, const char* to) noexcept = &rename_file;

    /// Flushes a file's (or a directory's) data to the disk; 0 where the system has no such call.
    static int sync_path(const std::filesystem::path& p, bool directory) noexcept {
#if __has_include(<unistd.h>)
        const int fd = ::open(p.c_str(), O_RDONLY | O_CLOEXEC | (directory ? O_DIRECTORY : 0));
        if (fd < 0) return -1;
        const int synced = ::fsync(fd);
        const int saved = errno;
        ::close(fd);
        errno = saved;
        return synced;
#else
        (void)p;
        (void)directory;
        return 0;
#endif
    }
    /// std::rename: renames `from` to `to`, replacing `to` where the system allows.
    static int rename_file(const char* from, const char* to) noexcept { return std::rename(from, to); }
};

/// Why a file could not be replaced: `cannot write <file>: No space left on device`.
struct durable_error {
    std::string detail; ///< what failed and, when known, why
    /// The words for the error: detail.
    std::string message() const { return detail; }
};

/// The name a writer of `path` writes aside: `<path>.partial-<pid>-<clock count>`.
inline std::filesystem::path partial_name(const std::filesystem::path& path) {
#if __has_include(<unistd.h>)
    const auto pid = static_cast<unsigned long long>(::getpid());
#else
    const unsigned long long pid = 0;
#endif
    auto partial = path;
    partial += ".partial-" + std::to_string(pid) + "-" +
               std::to_string(std::chrono::steady_clock::now().time_since_epoch().count());
    return partial;
}

/// Replaces `path` with what `write(partial)` writes to the file named `partial` (true: all of it
/// written; false: failed, errno saying why if it can). The old file stays until the new one is whole
/// on the disk; on any failure the partial file is removed and the old file is untouched.
template <class Write>
std::optional<durable_error> replace_durably(const std::filesystem::path& path, Write&& write,
                                             const durable_calls& calls = {}) {
    // ": <what errno says>", or nothing when the library left errno unset.
    const auto reason = [] { return errno != 0 ? std::string(": ") + std::strerror(errno) : std::string(); };
    const auto failed = [](std::string why) { return std::optional<durable_error>(durable_error{std::move(why)}); };
    std::error_code ec;
    const std::filesystem::path folder = path.parent_path().empty() ? std::filesystem::path(".") : path.parent_path();
    std::filesystem::create_directories(folder, ec);
    if (ec) return failed("cannot create the directory " + folder.string() + ": " + ec.message());
    const std::filesystem::path partial = partial_name(path);
    const auto fail = [&](const std::string& what) {
        const std::string why = reason(); // before remove() sets errno again
        std::filesystem::remove(partial, ec);
        return failed(what + why);
    };
    errno = 0;
    if (!write(partial)) return fail("cannot write " + partial.string());
    // On the disk before the rename, and the rename on the disk after: a power loss leaves the old
    // file or the new one, never a renamed but empty one.
    errno = 0;
    if (calls.sync(partial, false) != 0) return fail("cannot write " + partial.string());
    errno = 0;
    if (calls.rename(partial.c_str(), path.c_str()) != 0) return fail("cannot replace " + path.string());
    errno = 0;
    if (calls.sync(folder, true) != 0) return failed("cannot sync the directory " + folder.string() + reason());
    return std::nullopt;
}

/// False only when the process surely does not exist.
inline bool process_alive(unsigned long long id) noexcept {
#if __has_include(<unistd.h>)
    const auto pid = static_cast<pid_t>(id);
    if (id == 0 || static_cast<unsigned long long>(pid) != id) return true;
    return ::kill(pid, 0) == 0 || errno != ESRCH;
#else
    (void)id;
    return true;
#endif
}

/// Removes what interrupted replacements of `path` left beside it: files `<path><writer_prefix><pid>...`
/// whose writer process is gone, and any `<path>.partial...` not written for ten minutes (a save
/// writes its file in seconds; some older partials do not name their writer). `writer_prefix` names
/// the form (".partial-" is replace_durably's; an older one, ".tmp", had the pid right after it).
/// Returns the files removed.
inline std::vector<std::filesystem::path> remove_stale_partials(const std::filesystem::path& path,
                                                                std::string_view writer_prefix = ".partial-") {
    std::vector<std::filesystem::path> removed;
    const std::string named = path.filename().string() + std::string(writer_prefix);
    const std::string unnamed = path.filename().string() + ".partial";
    std::error_code ec;
    for (std::filesystem::directory_iterator it(path.parent_path().empty() ? "." : path.parent_path(), ec), end;
         !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        const bool is_named = name.compare(0, named.size(), named) == 0;
        if ((!is_named && name.compare(0, unnamed.size(), unnamed) != 0) || !it->is_regular_file(ec)) continue;
        bool stale = false;
        if (name.compare(0, unnamed.size(), unnamed) == 0) {
            const auto written = std::filesystem::last_write_time(it->path(), ec);
            if (ec) continue;
            stale = std::filesystem::file_time_type::clock::now() - written > std::chrono::minutes(10);
        }
        if (is_named) {
            const std::string id = name.substr(named.size(), name.find('-', named.size()) - named.size());
            char* end_of_id = nullptr;
            const unsigned long long writer = std::strtoull(id.c_str(), &end_of_id, 10);
            if (!id.empty() && *end_of_id == '\0' && !process_alive(writer)) stale = true;
        }
        if (stale && std::filesystem::remove(it->path(), ec)) removed.push_back(it->path());
    }
    return removed;
}

} // namespace npuzzle::io
