// SPDX-License-Identifier: MIT
// Additive disjoint pattern databases (Korf and Felner 2002). A pattern is a set of tiles; its
// database holds, for every placement of those tiles, the fewest moves *of those tiles* that bring
// them home, the other tiles being free to move at no cost. Patterns that share no tile add up.
//
// Built by breadth-first search from the goal over (placement, blank region): the blank roams its
// region of empty cells for free, so a state is a placement and the region the blank is in. The
// search keeps 2 bits per (placement, empty cell): unseen, next level, this level, done; a region's
// cells are always marked together. Two threads share each level (atomic ORs on 64-bit words).
//
// Entries are packed 4 bits: a pattern's moves minus its tiles' Manhattan distance is even (each
// move of a pattern tile changes it by one), so the entry is half of that excess, at most 15 (larger
// excesses are clamped, which keeps the estimate admissible). The estimate is the board's Manhattan
// distance plus twice the sum of the entries. An entry is the fewest moves over every blank region,
// so the estimate is admissible but not always consistent (a move can lower it by 3); IDA* needs
// only admissibility.
//
// A pattern may name the blank too (tile 0, first): its table then keeps an entry for every placement
// and every empty cell the blank may stand on (the fewest moves with the blank in that cell's region),
// not the fewest over all regions. n - k times larger, never lower, often 2 higher: the 7 tiles of
// the bottom rows home with the blank above them still need the blank brought down past them.
#pragma once

#include <npuzzle/solve/portable.hpp>
#include <npuzzle/solve/search_board.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <memory>
#include <new>
#include <ostream>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#ifdef __linux__
#include <sys/mman.h>
#endif
#if __has_include(<unistd.h>)
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>
#endif

namespace npuzzle::solve {

// How a database was made: printed by tools and benchmarks.
struct pdb_build_stats {
    double seconds = 0;
    std::uint64_t bytes = 0;       // memory the build held at its peak
    unsigned deepest = 0;          // the largest number of pattern moves needed
    std::uint64_t clamped = 0;     // entries whose excess did not fit 4 bits
};

// Memory for large tables: on Linux backed by 2 MiB pages where the kernel allows them, so random
// lookups into hundreds of megabytes miss the TLB far less (one entry maps 512 pages). Zeroed unless
// the caller is about to overwrite it all (a file read over it: zeroing 300 MB first costs ~0.05 s).
template <class T>
class large_array {
public:
    large_array() = default;
    explicit large_array(std::size_t n, bool zeroed = true) : size_(n) {
        constexpr std::size_t huge_page = std::size_t{2} << 20;
        const std::size_t bytes = std::max<std::size_t>(huge_page, (n * sizeof(T) + huge_page - 1) / huge_page * huge_page);
        data_.reset(static_cast<T*>(std::aligned_alloc(huge_page, bytes)));
        if (!data_) throw std::bad_alloc();
#ifdef __linux__
        madvise(data_.get(), bytes, MADV_HUGEPAGE); // a hint: without it the table still works
#endif
        if (zeroed) std::memset(static_cast<void*>(data_.get()), 0, n * sizeof(T));
    }
    std::size_t size() const noexcept { return size_; }
    T* data() noexcept { return data_.get(); }
    const T* data() const noexcept { return data_.get(); }
    T& operator[](std::size_t i) noexcept { return data_[i]; }
    const T& operator[](std::size_t i) const noexcept { return data_[i]; }

private:
    struct release {
        void operator()(T* p) const noexcept { std::free(p); }
    };
    std::size_t size_ = 0;
    std::unique_ptr<T[], release> data_;
};

class pattern_database {
public:
    // Bump whenever the meaning or layout of the table changes: older files are then rebuilt.
    static constexpr std::uint64_t format_version = 1;

    // Builds the database of `tiles` on a rows x cols board by breadth-first search. Throws
    // std::invalid_argument if the pattern does not fit (at most 64 cells, 32 of them empty).
    static pattern_database build(std::uint32_t rows, std::uint32_t cols, std::vector<std::uint32_t> tiles,
                                  unsigned threads = 2, pdb_build_stats* stats = nullptr);

    std::uint32_t rows() const noexcept { return rows_; }
    std::uint32_t cols() const noexcept { return cols_; }
    const std::vector<std::uint32_t>& tiles() const noexcept { return tiles_; } // the blank never among them
    bool by_blank() const noexcept { return by_blank_; }
    // Entries per placement: 1, or with the blank, one per empty cell (its slot: the empty cells in order).
    std::uint32_t slots() const noexcept { return slots_; }
    std::uint64_t entries() const noexcept { return entries_; }
    std::uint64_t table_bytes() const noexcept { return table_.size(); }

    // Half the excess over Manhattan distance of the placement `index` (see index()); with the blank,
    // of entry index * slots() + the blank's slot.
    unsigned excess(std::uint64_t index) const noexcept {
        return (table_[index >> 1] >> ((index & 1) * 4)) & 0xfu;
    }

    // std::popcount compiles to a library call on portable x86-64 (no popcnt instruction); this
    // stays inline.
    static constexpr std::uint32_t count_bits(std::uint64_t x) noexcept {
        x -= (x >> 1) & 0x5555555555555555ull;
        x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
        x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
        return static_cast<std::uint32_t>((x * 0x0101010101010101ull) >> 56);
    }

    // The weight of the pattern's i-th tile's digit in index(): a tile moving one cell sideways, past
    // no other, changes the index by this much.
    std::uint64_t weight(std::uint32_t i) const noexcept { return weights_[i]; }

    void prefetch(std::uint64_t index) const noexcept { detail::prefetch(&table_[index >> 1]); }

    // The placement's number: the pattern's tiles in order, each numbered among the cells not yet
    // taken (a mixed radix n, n-1, ..., n-k+1). `cell_of(i)` is the cell of the pattern's i-th tile.
    // Counting the earlier cells below by comparison needs no popcount instruction, which portable
    // x86-64 code lacks. A search numbers only its start this way, then follows index_after_move().
    template <class CellOf>
    std::uint64_t index(CellOf&& cell_of) const noexcept {
        std::array<std::uint32_t, 64> cells;
        std::uint64_t number = 0;
        const std::uint32_t n = rows_ * cols_;
        const auto k = static_cast<std::uint32_t>(tiles_.size());
        for (std::uint32_t i = 0; i < k; ++i) {
            const std::uint32_t cell = cell_of(i);
            std::uint32_t below = 0;
            for (std::uint32_t j = 0; j < i; ++j) below += cells[j] < cell;
            cells[i] = cell;
            number = number * (n - i) + (cell - below);
        }
        return number;
    }

    // The index after the pattern's i-th tile moves from cell `from` to `to`, from the index before:
    // only the digits of that tile and of later pattern tiles standing between the two cells change.
    // `position_at(cell)` is the pattern position of the tile at `cell`, size() for none.
    // Branch-free in a fixed cols - 1 steps (the cells between a vertical move's ends; a sideways
    // move reads its own ends instead, which hold tile i or no pattern tile): which tiles stand
    // between is random to a search, and mispredicted branches cost more than the extra steps.
    template <class PositionAt>
    std::uint64_t index_after_move(std::uint64_t index, std::uint32_t i, std::uint32_t from, std::uint32_t to,
                                   PositionAt&& position_at) const noexcept {
        switch (cols_) { // the usual widths get their steps unrolled
        case 3: return index_after_move<2>(index, i, from, to, position_at);
        case 4: return index_after_move<3>(index, i, from, to, position_at);
        case 5: return index_after_move<4>(index, i, from, to, position_at);
        default: return index_after_move<0>(index, i, from, to, position_at);
        }
    }

    // The file: a header that names exactly what was built, the table, and a checksum of the table.
    // Returns an empty string, or why the file could not be written.
    std::string save(const std::filesystem::path& path) const {
        std::error_code ec;
        std::filesystem::create_directories(path.parent_path(), ec);
        if (ec) return "cannot create the directory " + path.parent_path().string() + ": " + ec.message();
        // Written aside, then renamed: a reader never sees half a file. The name says which process
        // writes it, so a later run can remove it if that process died (remove_stale_partials).
        auto partial = path;
        partial += partial_suffix + std::to_string(process_id()) + "-" +
                   std::to_string(std::chrono::steady_clock::now().time_since_epoch().count());
        auto fail = [&](const std::string& what) {
            const std::string why = reason(); // before remove() sets errno again
            std::filesystem::remove(partial, ec);
            return what + why;
        };
        {
            errno = 0;
            std::ofstream out(partial, std::ios::binary | std::ios::trunc);
            if (!out) return "cannot create " + partial.string() + reason();
            for (std::uint64_t field : header()) write_word(out, field);
            write_word(out, checksum(table_));
            out.write(reinterpret_cast<const char*>(table_.data()), static_cast<std::streamsize>(table_.size()));
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
            return "cannot rename to " + path.string() + why;
        }
        errno = 0;
        if (!sync(path.parent_path().empty() ? "." : path.parent_path(), true))
            return "cannot sync the directory " + path.parent_path().string() + reason();
        return {};
    }

    // Removes what interrupted saves of `path` left: partial files whose writer process is gone, and
    // any not written for ten minutes (a save writes its file in seconds; older versions' partials
    // do not name their writer). Returns the files removed.
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

    // Reads the database of `tiles` from `path`, or says why the file cannot be trusted: missing,
    // another version or pattern (stale), short, long or failing its checksum (corrupt). Use the
    // database only when `why_not` comes back empty: otherwise its table holds whatever was read.
    static pattern_database load(const std::filesystem::path& path, std::uint32_t rows, std::uint32_t cols,
                                 std::vector<std::uint32_t> tiles, std::string& why_not) {
        pattern_database db(rows, cols, std::move(tiles), false); // the file fills the table (or it is not used)
        std::error_code ec;
        const auto status = std::filesystem::status(path, ec);
        if (!std::filesystem::exists(status)) {
            why_not = "no file " + path.string();
            return db;
        }
        if (!std::filesystem::is_regular_file(status)) { // a pipe would block the reader for ever
            why_not = path.string() + " is not a regular file";
            return db;
        }
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            why_not = "cannot read " + path.string();
            return db;
        }
        for (std::uint64_t expected : db.header()) {
            std::uint64_t got = 0;
            if (!read_word(in, got) || got != expected) {
                why_not = path.string() + " is stale or corrupt (its header does not match)";
                return db;
            }
        }
        std::uint64_t sum = 0;
        read_word(in, sum);
        in.read(reinterpret_cast<char*>(db.table_.data()), static_cast<std::streamsize>(db.table_.size()));
        if (!in || static_cast<std::size_t>(in.gcount()) != db.table_.size()) {
            why_not = path.string() + " is truncated";
        } else if (in.peek() != std::ifstream::traits_type::eof()) {
            why_not = path.string() + " is longer than its header says";
        } else if (checksum(db.table_) != sum) {
            why_not = path.string() + " is corrupt (checksum mismatch)";
        } else {
            why_not.clear();
        }
        return db;
    }

    // "4x4-1-2-3-4-5-6-7-8.pdb": the file of this pattern in a cache directory.
    static std::string file_name(std::uint32_t rows, std::uint32_t cols, const std::vector<std::uint32_t>& tiles) {
        std::string name = std::to_string(rows) + "x" + std::to_string(cols);
        for (std::uint32_t t : tiles) {
            name += '-';
            name += std::to_string(t);
        }
        return name + ".pdb";
    }
    std::string file_name() const { return file_name(rows_, cols_, pattern()); }
    // The tiles as named: with a 0 first when the blank counts.
    std::vector<std::uint32_t> pattern() const {
        std::vector<std::uint32_t> named = tiles_;
        if (by_blank_) named.insert(named.begin(), 0);
        return named;
    }

    // The file's checksum of a table: a 64-bit multiply-xorshift hash, eight bytes at a time (fast on
    // 300 MB). It catches damage, not forgery: the search itself checks what the entries claim.
    static std::uint64_t checksum(const large_array<std::uint8_t>& bytes) noexcept {
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

private:
    class builder;

    // index_after_move() in `Steps` steps (cols - 1), or 0: read cols at run time.
    template <std::uint32_t Steps, class PositionAt>
    std::uint64_t index_after_move(std::uint64_t index, std::uint32_t i, std::uint32_t from, std::uint32_t to,
                                   PositionAt& position_at) const noexcept {
        const std::uint32_t low = std::min(from, to), high = std::max(from, to);
        const std::uint32_t steps = Steps != 0 ? Steps : cols_ - 1;
        std::uint64_t later = 0; // the weights of later tiles between: tile i no longer (or now) stands below them
        std::uint64_t earlier = 0; // earlier tiles between: they now (or no longer) stand below tile i
        for (std::uint32_t step = 1; step <= steps; ++step) {
            const std::uint32_t j = position_at(std::min(low + step, high));
            later += weights_[j] & (0 - std::uint64_t{j > i}); // weights_[size()] is 0
            earlier += j < i;
        }
        // Unsigned arithmetic wraps: the signed changes come out right.
        const std::uint64_t sign = to > from ? 1 : ~std::uint64_t{0};
        return index + weights_[i] * (std::uint64_t{to} - from - sign * earlier) + sign * later;
    }

    pattern_database(std::uint32_t rows, std::uint32_t cols, std::vector<std::uint32_t> tiles, bool zeroed = true)
        : rows_(rows), cols_(cols), tiles_(std::move(tiles)) {
        const std::uint64_t n = std::uint64_t{rows} * cols;
        if (!tiles_.empty() && tiles_.front() == 0 && tiles_.size() > 1) {
            by_blank_ = true;
            tiles_.erase(tiles_.begin());
        }
        if (rows < 2 || cols < 2 || n > 64) throw std::invalid_argument("pattern databases need 4 to 64 cells");
        if (tiles_.empty() || n - tiles_.size() > 32)
            throw std::invalid_argument("a pattern needs at least 1 tile and at most 32 empty cells");
        std::vector<bool> seen(n);
        for (std::uint32_t t : tiles_) {
            if (t == 0 || t >= n || seen[t]) throw std::invalid_argument("pattern tiles must be distinct, 1..n-1");
            seen[t] = true;
        }
        placements_ = 1;
        for (std::uint64_t i = 0; i < tiles_.size(); ++i) placements_ *= n - i;
        slots_ = by_blank_ ? static_cast<std::uint32_t>(n - tiles_.size()) : 1;
        entries_ = placements_ * slots_;
        weights_.assign(tiles_.size() + 1, 0); // and a 0 for "no tile" (index_after_move)
        weights_[tiles_.size() - 1] = 1;
        for (std::size_t i = tiles_.size() - 1; i-- > 0;) weights_[i] = weights_[i + 1] * (n - (i + 1));
        table_ = large_array<std::uint8_t>((entries_ + 1) / 2, zeroed);
    }

    std::vector<std::uint64_t> header() const {
        std::vector<std::uint64_t> h{0x4244505a5a55504eull /* "NPUZZPDB" */, format_version, rows_, cols_,
                                     tiles_.size()};
        const std::vector<std::uint32_t> named = pattern();
        h.insert(h.end(), named.begin(), named.end());
        h.push_back(entries_);
        return h;
    }

    static constexpr const char* partial_suffix = ".partial-"; // then the writer's process id, '-', a clock count

    static unsigned long long process_id() noexcept {
#if __has_include(<unistd.h>)
        return static_cast<unsigned long long>(getpid());
#else
        return 0;
#endif
    }
    // False only when the process surely does not exist.
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
    // Flushes a file's (or a directory's) data to the disk; true where the system has no such call.
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

    // ": <what errno says>", or nothing when the library left errno unset.
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
    std::uint32_t rows_, cols_;
    std::vector<std::uint32_t> tiles_;
    std::vector<std::uint64_t> weights_; // of each tile's digit in index(), then 0
    bool by_blank_ = false;
    std::uint32_t slots_ = 1;
    std::uint64_t placements_ = 0, entries_ = 0;
    large_array<std::uint8_t> table_;
};

// The breadth-first search that fills a database (see the comment at the top of this file).
class pattern_database::builder {
public:
    explicit builder(pattern_database& db)
        : db_(db), n_(db.rows_ * db.cols_), k_(static_cast<std::uint32_t>(db.tiles_.size())),
          all_(n_ == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n_) - 1) {
        row_bits_ = 2;
        while (row_bits_ < 2 * (n_ - k_)) row_bits_ *= 2;
        rows_per_word_ = 64 / row_bits_;
        row_shift_ = static_cast<std::uint32_t>(std::countr_zero(rows_per_word_)); // no division per visit
        row_mask_ = row_bits_ == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << row_bits_) - 1;
        for (std::uint32_t c = 0; c < n_; ++c) {
            if (c % db.cols_ == 0) first_col_ |= std::uint64_t{1} << c;
            if (c % db.cols_ == db.cols_ - 1) last_col_ |= std::uint64_t{1} << c;
        }
        for (std::uint32_t c = 0; c < n_; ++c) adjacent_.push_back(grow(std::uint64_t{1} << c) & ~(std::uint64_t{1} << c));
        for (std::uint32_t i = 0; i < k_; ++i) {
            const std::uint32_t goal = db.tiles_[i] - 1;
            for (std::uint32_t c = 0; c < n_; ++c)
                distances_.push_back(static_cast<std::uint8_t>(gap(c / db.cols_, goal / db.cols_) + gap(c % db.cols_, goal % db.cols_)));
        }
    }

    void run(unsigned threads, pdb_build_stats* stats) {
        const auto start = std::chrono::steady_clock::now();
        const std::uint64_t words = (db_.placements_ + rows_per_word_ - 1) / rows_per_word_;
        states_ = large_array<std::uint64_t>(words);

        // The goal: every pattern tile home, the blank in the region of the bottom-right cell.
        std::vector<std::uint32_t> cells(k_);
        std::uint64_t taken = 0;
        for (std::uint32_t i = 0; i < k_; ++i) {
            cells[i] = db_.tiles_[i] - 1;
            taken |= std::uint64_t{1} << cells[i];
        }
        const std::uint64_t empty = all_ & ~taken;
        const std::uint64_t goal = db_.index([&](std::uint32_t i) { return cells[i]; });
        states_[(goal >> row_shift_)] |= slots(flood(std::uint64_t{1} << (n_ - 1), empty), empty)
                                          << ((goal & (rows_per_word_ - 1)) * row_bits_);

        for (depth_ = 0;; ++depth_) {
            if (!in_parallel(threads, words, [this](std::uint64_t lo, std::uint64_t hi) { return promote(lo, hi); }))
                break;
            in_parallel(threads, words, [this](std::uint64_t lo, std::uint64_t hi) { return expand(lo, hi); });
        }
        if (stats) {
            stats->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            stats->bytes = states_.size() * 8 + db_.table_.size();
            stats->deepest = depth_ == 0 ? 0 : depth_ - 1;
            stats->clamped = clamped_;
        }
        states_ = large_array<std::uint64_t>();
    }

private:
    static constexpr std::uint64_t low_bits = 0x5555555555555555ull; // the low bit of every 2-bit slot

    // `work(lo, hi)` over every word, in chunks that idle threads take in turn (a level's states
    // crowd into parts of the table, so equal halves would leave one thread waiting); the sum of
    // what the calls return.
    template <class Work>
    std::uint64_t in_parallel(unsigned threads, std::uint64_t words, Work work) {
        constexpr std::uint64_t chunk = 1 << 14;
        std::atomic<std::uint64_t> next_chunk{0}, sum{0};
        auto worker = [&] {
            std::uint64_t mine = 0;
            for (std::uint64_t lo; (lo = next_chunk.fetch_add(chunk, std::memory_order_relaxed)) < words;)
                mine += work(lo, std::min(words, lo + chunk));
            sum.fetch_add(mine, std::memory_order_relaxed);
        };
        std::vector<std::thread> pool;
        for (unsigned t = 1; t < threads; ++t) pool.emplace_back(worker);
        worker(); // this thread works too
        for (auto& thread : pool) thread.join();
        return sum.load();
    }

    // Next level becomes this level (01 -> 10); returns how many words had any.
    std::uint64_t promote(std::uint64_t lo, std::uint64_t hi) {
        std::uint64_t count = 0;
        for (std::uint64_t w = lo; w < hi; ++w) {
            const std::uint64_t next = states_[w] & ~(states_[w] >> 1) & low_bits;
            states_[w] ^= next | (next << 1);
            count += next != 0; // only "any" matters
        }
        return count;
    }

    // Expands every region of this level in words lo..hi, then marks it done (10 -> 11).
    std::uint64_t expand(std::uint64_t lo, std::uint64_t hi) {
        std::vector<std::uint32_t> cells(k_);
        for (std::uint64_t w = lo; w < hi; ++w) {
            detail::atomic_ref<std::uint64_t> word(states_[w]);
            const std::uint64_t current = (word.load(std::memory_order_relaxed) >> 1) &
                                          ~word.load(std::memory_order_relaxed) & low_bits;
            if (current == 0) continue;
            for (std::uint32_t r = 0; r < rows_per_word_; ++r) {
                const std::uint64_t row = (current >> (r * row_bits_)) & row_mask_;
                if (row == 0) continue;
                const std::uint64_t taken = unrank(w * rows_per_word_ + r, cells);
                const std::uint64_t empty = all_ & ~taken;
                std::uint64_t blanks = cells_of(row, empty);
                while (blanks != 0) {
                    const std::uint64_t region = flood(blanks & (~blanks + 1), empty);
                    blanks &= ~region;
                    expand_region(w * rows_per_word_ + r, cells, taken, region);
                }
                word.fetch_or(row << (r * row_bits_), std::memory_order_relaxed);
            }
        }
        return 0;
    }

    // Every pattern tile next to the blank's region moves into it: one pattern move. The moves are
    // numbered and their words prefetched first, then visited: the table is far larger than the
    // caches, and waiting for one miss at a time would dominate the build.
    void expand_region(std::uint64_t placement, const std::vector<std::uint32_t>& cells, std::uint64_t taken,
                       std::uint64_t region) {
        struct move { std::uint64_t number, empty; std::uint32_t blank, manhattan; };
        std::array<move, 4 * 64> moves;
        std::size_t count = 0;
        std::uint32_t manhattan = 0;
        std::array<std::uint8_t, 64> position; // cell -> the pattern tile on it, k_ for none
        position.fill(static_cast<std::uint8_t>(k_));
        for (std::uint32_t i = 0; i < k_; ++i) {
            manhattan += distance(i, cells[i]);
            position[cells[i]] = static_cast<std::uint8_t>(i);
        }
        for (std::uint32_t i = 0; i < k_; ++i) {
            const std::uint32_t from = cells[i];
            for (std::uint64_t targets = adjacent_[from] & region; targets != 0; targets &= targets - 1) {
                const auto to = static_cast<std::uint32_t>(std::countr_zero(targets));
                // Only the digits of the tiles between the two cells change: no renumbering.
                const std::uint64_t number = db_.index_after_move(placement, i, from, to, [&](std::uint32_t cell) {
                    return std::uint32_t{position[cell]};
                });
                detail::prefetch(&states_[(number >> row_shift_)]);
                moves[count++] = {number, all_ & ~(taken ^ (std::uint64_t{1} << from) ^ (std::uint64_t{1} << to)),
                                  from, manhattan + distance(i, to) - distance(i, from)};
            }
        }
        for (std::size_t m = 0; m < count; ++m) visit(moves[m].number, moves[m].empty, moves[m].blank, moves[m].manhattan);
    }

    // The pattern's i-th tile's Manhattan distance at `cell` (a table: divisions would dominate).
    std::uint32_t distance(std::uint32_t i, std::uint32_t cell) const noexcept { return distances_[i * n_ + cell]; }

    // The placement `number` (Manhattan distance `manhattan`) with the blank at `blank`, reached
    // at depth_ + 1.
    void visit(std::uint64_t number, std::uint64_t empty, std::uint32_t blank, std::uint32_t manhattan) {
        detail::atomic_ref<std::uint64_t> word(states_[(number >> row_shift_)]);
        const std::uint32_t shift = static_cast<std::uint32_t>(number & (rows_per_word_ - 1)) * row_bits_;
        const std::uint32_t slot = static_cast<std::uint32_t>(count_bits(empty & ((std::uint64_t{1} << blank) - 1)));
        if ((word.load(std::memory_order_relaxed) >> (shift + 2 * slot)) & 3) return; // seen
        const std::uint64_t mark = slots(flood(std::uint64_t{1} << blank, empty), empty) << shift;
        const std::uint64_t before = word.fetch_or(mark, std::memory_order_relaxed);
        if (!db_.by_blank_) {
            if ((before >> shift) & row_mask_) return; // another region of this placement came first
            write(number, manhattan);
            return;
        }
        if (before & (mark | mark << 1)) return; // another thread reached this region first
        for (std::uint64_t region = mark >> shift; region != 0; region &= region - 1) // each slot of the region
            write(number * db_.slots_ + static_cast<std::uint32_t>(std::countr_zero(region)) / 2, manhattan);
    }

    // The entry of a state first reached at depth_ + 1 whose tiles' Manhattan distance is `manhattan`.
    void write(std::uint64_t entry, std::uint32_t manhattan) {
        std::uint32_t excess = (depth_ + 1 - manhattan) / 2;
        if (excess > 15) {
            excess = 15;
            detail::atomic_ref<std::uint64_t>(clamped_).fetch_add(1, std::memory_order_relaxed);
        }
        detail::atomic_ref<std::uint8_t>(db_.table_[entry >> 1])
            .fetch_or(static_cast<std::uint8_t>(excess << ((entry & 1) * 4)), std::memory_order_relaxed);
    }

    // The cells of the placement numbered `number` into `cells`; returns the cells taken.
    std::uint64_t unrank(std::uint64_t number, std::vector<std::uint32_t>& cells) const {
        for (std::uint32_t i = k_; i-- > 0;) {
            cells[i] = static_cast<std::uint32_t>(number % (n_ - i));
            number /= n_ - i;
        }
        std::uint64_t taken = 0;
        for (std::uint32_t i = 0; i < k_; ++i) {
            // The cells[i]-th cell not yet taken.
            std::uint64_t free = all_ & ~taken;
            for (std::uint32_t skip = cells[i]; skip > 0; --skip) free &= free - 1;
            cells[i] = static_cast<std::uint32_t>(std::countr_zero(free));
            taken |= std::uint64_t{1} << cells[i];
        }
        return taken;
    }

    std::uint64_t grow(std::uint64_t m) const noexcept {
        return (m | (m << db_.cols_) | (m >> db_.cols_) | ((m << 1) & ~first_col_) | ((m >> 1) & ~last_col_)) & all_;
    }
    // The cells of `empty` connected to `seed`.
    std::uint64_t flood(std::uint64_t seed, std::uint64_t empty) const noexcept {
        for (std::uint64_t more = grow(seed) & empty; more != seed; more = grow(seed) & empty) seed = more | seed;
        return seed;
    }
    // Slot j of a row is the j-th empty cell; `slots` sets the low bit of each region cell's slot.
    static std::uint64_t slots(std::uint64_t region, std::uint64_t empty) noexcept {
        std::uint64_t bits = 0;
        for (std::uint32_t slot = 0; empty != 0; ++slot, empty &= empty - 1)
            if (region & empty & (~empty + 1)) bits |= std::uint64_t{1} << (2 * slot);
        return bits;
    }
    static std::uint64_t cells_of(std::uint64_t row, std::uint64_t empty) noexcept {
        std::uint64_t cells = 0;
        for (std::uint32_t slot = 0; empty != 0; ++slot, empty &= empty - 1)
            if ((row >> (2 * slot)) & 1) cells |= empty & (~empty + 1);
        return cells;
    }
    static std::uint32_t gap(std::uint32_t a, std::uint32_t b) noexcept { return a > b ? a - b : b - a; }

    pattern_database& db_;
    std::uint32_t n_, k_;
    std::uint64_t all_, first_col_ = 0, last_col_ = 0, row_mask_ = 0;
    std::uint32_t row_bits_ = 2, rows_per_word_ = 32, row_shift_ = 5;
    std::vector<std::uint64_t> adjacent_;
    std::vector<std::uint8_t> distances_; // [i * n_ + cell]
    large_array<std::uint64_t> states_;
    std::uint32_t depth_ = 0;
    std::uint64_t clamped_ = 0;
};

inline pattern_database pattern_database::build(std::uint32_t rows, std::uint32_t cols, std::vector<std::uint32_t> tiles,
                                                unsigned threads, pdb_build_stats* stats) {
    pattern_database db(rows, cols, std::move(tiles));
    builder(db).run(std::max(threads, 1u), stats);
    return db;
}

} // namespace npuzzle::solve
