// SPDX-License-Identifier: MIT
// The file a pattern database is kept in: a header naming exactly what was built, a checksum, the
// table. Saved whole (written aside, flushed, renamed), read only when every part checks; what a
// killed save leaves is found and removed later. pattern_database::save and ::load use it.
#pragma once

#include <npuzzle/io/durable_file.hpp>
#include <npuzzle/solve/large_array.hpp>
#include <npuzzle/solve/portable.hpp>

#include <algorithm>
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
#include <span>
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

    /// Hands `header`, the table's checksum and `table`, as the file holds them, to `sink(const char*
    /// bytes, std::size_t n)`: save() writes them to a file, a caller without files (the web page's
    /// hint worker) to memory.
    template <class Write>
    static void write(Write&& sink, const std::vector<std::uint64_t>& header, const large_array<std::uint8_t>& table) {
        auto word = [&](std::uint64_t v) {
            char bytes[8];
            for (int i = 0; i < 8; ++i) bytes[i] = static_cast<char>((v >> (8 * i)) & 0xff);
            sink(bytes, std::size_t{8});
        };
        for (std::uint64_t field : header) word(field);
        word(checksum(table));
        sink(reinterpret_cast<const char*>(table.data()), table.size());
    }

    /// Writes `header`, the table's checksum and `table` to `path`, replacing what was there only once
    /// all of it is on the disk.
    [[nodiscard]] static std::optional<save_error> save(const std::filesystem::path& path, const std::vector<std::uint64_t>& header,
                                          const large_array<std::uint8_t>& table) {
        const auto failure = io::replace_durably(path, [&](const std::filesystem::path& partial) {
            std::ofstream out(partial, std::ios::binary | std::ios::trunc);
            write([&](const char* bytes, std::size_t n) { out.write(bytes, static_cast<std::streamsize>(n)); }, header, table);
            return static_cast<bool>(out.flush());
        });
        if (failure) return save_error{failure->message()};
        return std::nullopt;
    }

    /// Reads what write() wrote, through `source(char* into, std::size_t n)` (the bytes it gave: fewer
    /// only at the end), into `table` (its size is what `header` promises): nothing when the table can
    /// be trusted, else why not. The one parser of the format, for a file and for bytes in memory.
    template <class Read>
    [[nodiscard]] static std::optional<load_error::code> read(Read&& source, const std::vector<std::uint64_t>& header,
                                                large_array<std::uint8_t>& table) {
        using code = load_error::code;
        auto word = [&](std::uint64_t& v) {
            unsigned char bytes[8];
            if (source(reinterpret_cast<char*>(bytes), std::size_t{8}) != 8) return false;
            v = 0;
            for (int i = 7; i >= 0; --i) v = (v << 8) | bytes[i];
            return true;
        };
        for (std::uint64_t expected : header) {
            std::uint64_t got = 0;
            if (!word(got) || got != expected) return code::stale;
        }
        std::uint64_t sum = 0;
        word(sum);
        if (source(reinterpret_cast<char*>(table.data()), table.size()) != table.size()) return code::truncated;
        char past_the_end = 0;
        if (source(&past_the_end, std::size_t{1}) != 0) return code::too_long;
        if (checksum(table) != sum) return code::corrupt;
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
        auto from_file = [&](char* into, std::size_t n) {
            in.read(into, static_cast<std::streamsize>(n));
            return static_cast<std::size_t>(in.gcount());
        };
        if (auto why_not = read(from_file, header, table)) return refused(*why_not);
        return std::nullopt;
    }

    /// The same on a file's bytes in memory, `name` naming them in the message (the web page's hint
    /// worker keeps its tables in IndexedDB, not in files).
    [[nodiscard]] static std::optional<load_error> load(std::span<const std::uint8_t> bytes, const std::filesystem::path& name,
                                          const std::vector<std::uint64_t>& header, large_array<std::uint8_t>& table) {
        auto from_memory = [&](char* into, std::size_t n) {
            n = std::min(n, bytes.size());
            if (n != 0) std::memcpy(into, bytes.data(), n);
            bytes = bytes.subspan(n);
            return n;
        };
        if (auto why_not = read(from_memory, header, table)) return load_error{*why_not, name};
        return std::nullopt;
    }

    /// Removes what interrupted saves of `path` left: partial files whose writer process is gone, and
    /// any not written for ten minutes (a save writes its file in seconds; older versions' partials
    /// do not name their writer). Returns the files removed.
    static std::vector<std::filesystem::path> remove_stale_partials(const std::filesystem::path& path) {
        return io::remove_stale_partials(path);
    }
};

} // namespace npuzzle::solve
