// SPDX-License-Identifier: MIT
// The file a pattern database is kept in: a header naming exactly what was built, a checksum, the
// table. Saved whole (written aside, flushed, renamed), read only when every part checks; what a
// killed save leaves is found and removed later. pattern_database::save and ::load use it.
#pragma once

#include <npuzzle/solve/large_array.hpp>
#include <npuzzle/solve/portable.hpp>

#include <bit>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <system_error>
#include <vector>

#if __has_include(<unistd.h>)
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>
#endif

namespace npuzzle::solve {

/// Why a database file is not used. message(): "<file> is truncated", "no file <file>", ...
struct load_error {
    /// Why, as a value.
    enum class code : std::uint8_t {
        missing, ///< no file there
        not_regular, ///< a directory, a pipe (which would block the reader for ever), ...
        unreadable, ///< it exists but cannot be opened
        stale, ///< its header names another format version, shape or pattern (or is damaged)
        truncated, ///< shorter than its header says
        too_long, ///< longer than its header says
        corrupt, ///< the table fails its checksum
        inconsistent, ///< its entries contradict one another (pattern_check.hpp): edited, checksum recomputed
    };
    code what = code::missing;  ///< why
    std::filesystem::path file; ///< which file

    /// The reason in words, naming the file.
    [[nodiscard]] std::string message() const {
        const std::string f = file.string();
        switch (what) {
        case code::missing: return "no file " + f;
        case code::not_regular: return f + " is not a regular file";
        case code::unreadable: return "cannot read " + f;
        case code::stale: return f + " is stale or corrupt (its header does not match)";
        case code::truncated: return f + " is truncated";
        case code::too_long: return f + " is longer than its header says";
        case code::corrupt: return f + " is corrupt (checksum mismatch)";
        case code::inconsistent: return f + " holds entries that contradict one another (edited or damaged)";
        }
        return f + " cannot be used";
    }
};

/// Why a database could not be saved, with what the system said: "cannot create the directory
/// <dir>: Not a directory", "cannot write <file>: No space left on device".
struct save_error {
    std::string detail; ///< what message() says

    /// The reason in words, with the system's.
    [[nodiscard]] std::string message() const { return detail; }
};

/// A pattern database's file (see above): its checksum, saving and loading.
class pattern_file {
public:
    /// The file's checksum of a table: a 64-bit multiply-xorshift hash, eight bytes at a time (fast on
    /// 300 MB). It catches damage, not an edit whose checksum was recomputed: pattern_check.hpp checks
    /// the entries against one another on load, and the search checks what they claim (ida_star.hpp).
    [[nodiscard]] static std::uint64_t checksum(const large_array<std::uint8_t>& bytes) noexcept {
        std::uint64_t h = 0x9e3779b97f4a7c15ull ^ bytes.size();
        std::size_t i = 0;
        for (; i + 8 <= bytes.size(); i += 8) {
            std::uint64_t w; // the eight bytes read as a little-endian word, on any machine
            std::memcpy(&w, bytes.data() + i, 8);
            if constexpr (std::endian::native == std::endian::big) w = detail::byteswap(w);
            h = (h ^ w) * 0xff51afd7ed558ccdull;
            h ^= h >> 32;
        }
        for (; i < bytes.size(); ++i) h = (h ^ bytes[i]) * 0x100000001b3ull;
        return h;
    }

    /// Writes `header`, the table's checksum and `table` to `path`, replacing what was there only once
    /// all of it is on the disk.
    [[nodiscard]] static std::optional<save_error> save(const std::filesystem::path& path, const std::vector<std::uint64_t>& header,
                                          const large_array<std::uint8_t>& table) {
        std::error_code ec;
        std::filesystem::create_directories(path.parent_path(), ec);
        if (ec) return failed("cannot create the directory " + path.parent_path().string() + ": " + ec.message());
        // Written aside, then renamed: a reader never sees half a file. The name says which process
        // writes it, so a later run can remove it if that process died (remove_stale_partials).
        auto partial = path;
        partial += partial_suffix + std::to_string(process_id()) + "-" +
                   std::to_string(std::chrono::steady_clock::now().time_since_epoch().count());
        auto fail = [&](const std::string& what) {
            const std::string why = reason(); // before remove() sets errno again
            std::filesystem::remove(partial, ec);
            return failed(what + why);
        };
        {
            errno = 0;
            std::ofstream out(partial, std::ios::binary | std::ios::trunc);
            if (!out) return failed("cannot create " + partial.string() + reason());
            for (std::uint64_t field : header) write_word(out, field);
            write_word(out, checksum(table));
            out.write(reinterpret_cast<const char*>(table.data()), static_cast<std::streamsize>(table.size()));
            if (!out.flush()) return fail("cannot write " + partial.string());
        }
        // On the disk before the rename, and the rename on the disk after: a power loss leaves the old
        // file or the new one, never a renamed but empty one.
        errno = 0;
        if (!sync(partial, false)) return fail("cannot write " + partial.string());
        std::filesystem::rename(partial, path, ec);
        if (ec) {
            const std::string why = ": " + ec.message();
            std::filesystem::remove(partial, ec);
            return failed("cannot rename to " + path.string() + why);
        }
        errno = 0;
        if (!sync(path.parent_path().empty() ? "." : path.parent_path(), true))
            return failed("cannot sync the directory " + path.parent_path().string() + reason());
        return std::nullopt;
    }

    /// Reads into `table` (its size is what the header promises) the file at `path` whose header must
    /// be `header`; nothing when the table can be trusted, else why not (then `table` holds whatever
    /// was read).
    [[nodiscard]] static std::optional<load_error> load(const std::filesystem::path& path, const std::vector<std::uint64_t>& header,
                                          large_array<std::uint8_t>& table) {
        using code = load_error::code;
        auto refused = [&](code c) { return std::optional<load_error>(load_error{c, path}); };
        std::error_code ec;
        const auto status = std::filesystem::status(path, ec);
        if (!std::filesystem::exists(status)) return refused(code::missing);
        if (!std::filesystem::is_regular_file(status)) return refused(code::not_regular); // a pipe would block for ever
        std::ifstream in(path, std::ios::binary);
        if (!in) return refused(code::unreadable);
        for (std::uint64_t expected : header) {
            std::uint64_t got = 0;
            if (!read_word(in, got) || got != expected) return refused(code::stale);
        }
        std::uint64_t sum = 0;
        read_word(in, sum);
        in.read(reinterpret_cast<char*>(table.data()), static_cast<std::streamsize>(table.size()));
        if (!in || static_cast<std::size_t>(in.gcount()) != table.size()) return refused(code::truncated);
        if (in.peek() != std::ifstream::traits_type::eof()) return refused(code::too_long);
        if (checksum(table) != sum) return refused(code::corrupt);
        return std::nullopt;
    }

    /// Removes what interrupted saves of `path` left: partial files whose writer process is gone, and
    /// any not written for ten minutes (a save writes its file in seconds; older versions' partials
    /// do not name their writer). Returns the files removed.
    static std::vector<std::filesystem::path> remove_stale_partials(const std::filesystem::path& path) {
        std::vector<std::filesystem::path> removed;
        const std::string prefix = path.filename().string() + partial_suffix;
        const std::string old_prefix = path.filename().string() + ".partial"; // before the writer was named
        std::error_code ec;
        for (std::filesystem::directory_iterator it(path.parent_path().empty() ? "." : path.parent_path(), ec), end;
             !ec && it != end; it.increment(ec)) {
            const std::string name = it->path().filename().string();
            if (name.compare(0, old_prefix.size(), old_prefix) != 0 || !it->is_regular_file(ec)) continue;
            const auto written = std::filesystem::last_write_time(it->path(), ec);
            if (ec) continue;
            bool stale = std::filesystem::file_time_type::clock::now() - written > std::chrono::minutes(10);
            if (name.compare(0, prefix.size(), prefix) == 0) {
                const std::string id = name.substr(prefix.size(), name.find('-', prefix.size()) - prefix.size());
                char* end_of_id = nullptr;
                const unsigned long long writer = std::strtoull(id.c_str(), &end_of_id, 10);
                if (!id.empty() && *end_of_id == '\0' && !process_alive(writer)) stale = true;
            }
            if (stale && std::filesystem::remove(it->path(), ec)) removed.push_back(it->path());
        }
        return removed;
    }

private:
    static constexpr const char* partial_suffix = ".partial-"; ///< then the writer's process id, '-', a clock count

    static std::optional<save_error> failed(std::string why) { return save_error{std::move(why)}; }

    static unsigned long long process_id() noexcept {
#if __has_include(<unistd.h>)
        return static_cast<unsigned long long>(getpid());
#else
        return 0;
#endif
    }
    /// False only when the process surely does not exist.
    static bool process_alive(unsigned long long id) noexcept {
#if __has_include(<unistd.h>)
        const auto pid = static_cast<pid_t>(id);
        if (id == 0 || static_cast<unsigned long long>(pid) != id) return true;
        return kill(pid, 0) == 0 || errno != ESRCH;
#else
        (void)id;
        return true;
#endif
    }
    /// Flushes a file's (or a directory's) data to the disk; true where the system has no such call.
    static bool sync(const std::filesystem::path& p, bool directory) noexcept {
#if __has_include(<unistd.h>)
        const int fd = ::open(p.c_str(), O_RDONLY | O_CLOEXEC | (directory ? O_DIRECTORY : 0));
        if (fd < 0) return false;
        const bool synced = ::fsync(fd) == 0;
        const int saved = errno;
        ::close(fd);
        errno = saved;
        return synced;
#else
        (void)p;
        (void)directory;
        return true;
#endif
    }

    /// ": <what errno says>", or nothing when the library left errno unset.
    static std::string reason() { return errno != 0 ? std::string(": ") + std::strerror(errno) : std::string(); }

    static void write_word(std::ostream& out, std::uint64_t v) {
        char bytes[8];
        for (int i = 0; i < 8; ++i) bytes[i] = static_cast<char>((v >> (8 * i)) & 0xff);
        out.write(bytes, 8);
    }
    static bool read_word(std::istream& in, std::uint64_t& v) {
        unsigned char bytes[8];
        if (!in.read(reinterpret_cast<char*>(bytes), 8)) return false;
        v = 0;
        for (int i = 7; i >= 0; --i) v = (v << 8) | bytes[i];
        return true;
    }
};

} // namespace npuzzle::solve
