// SPDX-License-Identifier: MIT
// The solve history in SQLite (see history.hpp). Every SQLite failure is a value and becomes a message;
// every entry point catches what the standard library may throw (memory), so nothing escapes to end a game.
#include "history.hpp"

#include "history_sqlite.hpp"
#include "history_text.hpp"

#include <npuzzle/core/narrow.hpp>

#include <sqlite3.h>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <exception>
#include <map>
#include <string_view>
#include <system_error>
#include <thread>
#include <tuple>
#include <utility>

namespace npuzzle::frontend {

using namespace history_detail;

namespace {

std::int64_t now_ms() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

std::string encode_times(const std::vector<timed_move>& moves) {
    std::string out;
    for (const auto& m : moves) {
        if (!out.empty()) out += ',';
        out += std::to_string(m.at_ms);
    }
    return out;
}

std::vector<timed_move> decode_moves(const std::string& letters, const std::string& times) {
    std::vector<timed_move> moves;
    moves.reserve(letters.size());
    std::size_t pos = 0;
    for (char c : letters) {
        std::uint64_t at = 0;
        while (pos < times.size() && times[pos] >= '0' && times[pos] <= '9')
            at = at * 10 + static_cast<std::uint64_t>(times[pos++] - '0');
        if (pos < times.size()) ++pos; // the comma
        moves.push_back({c, at});
    }
    return moves;
}

} // namespace

struct history_store::database {
    sqlite3* db = nullptr;
    int lock = -1; // "<file>.lock", held shared while the file is open (see open_database_once)
    ~database() {
        sqlite3_close_v2(db);
        if (lock >= 0) ::close(lock);
    }
};

history_store::history_store(std::filesystem::path file) : path_(std::move(file)) {}
history_store::~history_store() = default;
history_store::history_store(history_store&&) noexcept = default;
history_store& history_store::operator=(history_store&&) noexcept = default;

std::filesystem::path default_history_path() {
    const char* state = std::getenv("XDG_STATE_HOME");
    std::filesystem::path base;
    if (state && *state && std::filesystem::path(state).is_absolute()) base = state;
    else if (const char* home = std::getenv("HOME"); home && *home) base = std::filesystem::path(home) / ".local" / "state";
    else return {};
    return base / "npuzzle" / "history.sqlite3";
}

namespace {

// The boards of the start bound as ?5 (a board's ID, or a marathon's IDs separated by spaces), one a
// row of `boards`; and the games of variant ?2 that played any of them, whichever way they started.
constexpr const char* boards_of_start =
    "WITH RECURSIVE boards(board, rest) AS (SELECT '', ?5 || ' ' UNION ALL"
    " SELECT substr(rest, 1, instr(rest, ' ') - 1), substr(rest, instr(rest, ' ') + 1) FROM boards WHERE rest != '') ";
constexpr const char* played_before = "SELECT games.id FROM games, boards WHERE board != '' AND variant = ?2"
                                   " AND instr(' ' || start || ' ', ' ' || board || ' ') > 0";

constexpr const char* columns =
    "id, ended_at, variant, rows, cols, start, mode, stm, mtm, ms, moves, move_ms, result, counts, optimal";

game_record read_record(const statement& s) {
    game_record g;
    g.id = s.integer(0);
    g.ended_at_ms = s.integer(1);
    g.variant = s.text(2);
    g.size = {npuzzle::detail::narrow<std::size_t>(s.count(3)), npuzzle::detail::narrow<std::size_t>(s.count(4))};
    g.start = s.text(5);
    g.mode = s.text(6);
    g.stm = s.count(7);
    g.mtm = s.count(8);
    g.ms = s.count(9);
    g.moves = decode_moves(s.text(10), s.text(11));
    g.result = s.text(12) == "solved" ? game_result::solved : game_result::dnf;
    g.counts = s.integer(13) != 0;
    if (!s.is_null(14)) g.optimal = s.count(14);
    return g;
}

// Reads each row of `s` with `read` and hands what it read to `keep`. A damaged row (a count that is
// none: -1, text) costs only itself: it is left out and named by its id (column `id`) in `notices`,
// and the rest is read.
template <class Read, class Keep>
void each_row(statement& s, int id, std::vector<std::string>& notices, Read&& read, Keep&& keep) {
    while (s.step()) {
        auto row = read();
        if (const std::string why = s.take_damage(); why.empty()) keep(std::move(row));
        else notices.push_back("history row " + std::to_string(s.integer(id)) + " is damaged: left out (" + why + ")");
    }
}

// Runs `f` with the open database (nullptr for a read of a file not yet made), its failure a message
// that starts with `what`. The store's one catch: memory running out while the history is read or
// written costs that row or report, not the game being played.
template <class F>
auto guarded(const std::string& what, F&& f) -> frontend_result<typename decltype(f())::value_type> {
    try {
        auto done = f();
        if (!done) return failed(what + done.error().message(), exit_failure);
        return std::move(*done);
    } catch (const std::bad_alloc&) {
        return failed(what + "out of memory", exit_failure);
    } catch (const std::exception& e) {
        return failed(what + e.what(), exit_failure);
    }
}

} // namespace

std::vector<std::string> history_store::take_notices() { return std::exchange(notices_, {}); }

namespace {

// Whether a history not yet made may be read as empty: only when it is simply not there. A folder on
// its way that is a file, or one that cannot be searched, is a failure to report, never "no games".
sql_result<bool> missing(const std::filesystem::path& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0) return false;
    const int why = errno;
    if (why == ENOENT) return true;
    std::string reason = path.string() + ": " + std::strerror(why);
    if (why == ENOTDIR) {
        std::filesystem::path walked;
        for (const auto& part : path.parent_path()) {
            walked /= part;
            if (::stat(walked.c_str(), &st) == 0 && !S_ISDIR(st.st_mode)) {
                reason += " (" + walked.string() + " is a file, not a folder)";
                break;
            }
        }
    }
    return failure{reason};
}

} // namespace

npuzzle::result<bool, failure> history_store::opened(bool create) {
    if (db_) return true;
    auto db = std::make_unique<database>();
    std::error_code ec;
    if (!create) {
        const auto absent = missing(path_);
        if (!absent || *absent) return absent.transform([](bool) { return false; });
    }
    if (create && path_.has_parent_path()) std::filesystem::create_directories(path_.parent_path(), ec);
    db->lock = hold_shared(path_);
    auto file = open_database(path_, create, notices_, db->lock);
    if (!file) return std::move(file).error();
    db->db = *file;
    if (!db->db) return false;
    db_ = std::move(db);
    return true;
}

frontend_result<std::int64_t> history_store::add(const game_record& game) noexcept {
    // A DNF is no solve: the message names what was lost.
    const char* lost = game.result == game_result::solved ? "the solve was not saved: " : "the DNF was not saved: ";
    return guarded(lost, [&]() -> sql_result<std::int64_t> {
        if (auto open = opened(true); !open) return std::move(open).error();
        std::string letters;
        letters.reserve(game.moves.size());
        for (const auto& m : game.moves) letters += m.letter;
        // A board counts only the first time it is played, however it was dealt, alone or in a
        // marathon (whose start is its boards' IDs): decided in the statement itself, so two games
        // ending at once cannot both be first.
        statement s(db_->db, (std::string(boards_of_start) +
                              "INSERT INTO games (ended_at, variant, rows, cols, start, mode, stm, mtm, ms, moves,"
                              " move_ms, result, counts, optimal) SELECT ?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,"
                              " ?13 != 0 AND NOT EXISTS (" + played_before + "), ?14")
                                 .c_str());
        s.bind(1, game.ended_at_ms != 0 ? game.ended_at_ms : now_ms());
        s.bind(2, game.variant);
        s.bind(3, std::uint64_t{game.size.rows});
        s.bind(4, std::uint64_t{game.size.cols});
        s.bind(5, game.start);
        s.bind(6, game.mode);
        s.bind(7, game.stm);
        s.bind(8, game.mtm);
        s.bind(9, game.ms);
        s.bind(10, letters);
        s.bind(11, encode_times(game.moves));
        s.bind(12, std::string(game.result == game_result::solved ? "solved" : "dnf"));
        s.bind(13, std::int64_t{game.counts ? 1 : 0});
        if (game.optimal) s.bind(14, *game.optimal);
        else s.bind_null(14);
        s.step();
        return s.answer(std::int64_t{sqlite3_last_insert_rowid(db_->db)});
    });
}

namespace {

// " WHERE ..." for a query limited to one size (bound as ?1, ?2), or nothing.
std::string size_filter(const std::optional<npuzzle::shape>& size, const char* joiner) {
    return size ? std::string(joiner) + " rows = ?1 AND cols = ?2" : std::string();
}

void bind_size(statement& s, const std::optional<npuzzle::shape>& size) {
    if (!size) return;
    s.bind(1, std::uint64_t{size->rows});
    s.bind(2, std::uint64_t{size->cols});
}

} // namespace

frontend_result<std::vector<size_statistics>>
history_store::statistics(std::optional<npuzzle::shape> size) noexcept {
    return guarded("cannot read the history: ", [&]() -> sql_result<std::vector<size_statistics>> {
        std::vector<size_statistics> out;
        const auto open = opened(false);
        if (!open || !*open) return open.transform([&out](bool) { return std::move(out); });
        const std::string sql = "SELECT variant, rows, cols, ms, stm, result, mode, id FROM games WHERE counts != 0" +
                                size_filter(size, " AND") + " ORDER BY variant, rows, cols, mode != 'standard', mode, id";
        statement s(db_->db, sql.c_str());
        bind_size(s, size);
        std::vector<npuzzle::solve_result> results;
        std::string variant, mode;
        npuzzle::shape shape{};
        auto flush = [&] {
            if (results.empty()) return;
            auto st = statistics_of(results);
            st.variant = variant;
            st.size = shape;
            st.mode = mode;
            out.push_back(std::move(st));
            results.clear();
        };
        auto read = [&] {
            const npuzzle::shape here{npuzzle::detail::narrow<std::size_t>(s.count(1)), npuzzle::detail::narrow<std::size_t>(s.count(2))};
            return std::tuple{s.text(0), here, npuzzle::solve_result{s.count(3), s.count(4), s.text(5) != "solved"}, s.text(6)};
        };
        each_row(s, 7, notices_, read, [&](auto row) { // read whole first: a damaged row changes nothing
            auto& [row_variant, here, result, row_mode] = row;
            if (row_variant != variant || !(here == shape) || row_mode != mode) {
                flush();
                variant = row_variant;
                shape = here;
                mode = row_mode;
            }
            results.push_back(result);
        });
        flush();
        // Within a size: standard, blindfold, then marathons by length (SQL would sort "marathon-10" first).
        std::stable_sort(out.begin(), out.end(), [](const size_statistics& a, const size_statistics& b) {
            if (a.variant != b.variant) return a.variant < b.variant;
            if (!(a.size == b.size)) return a.size.rows != b.size.rows ? a.size.rows < b.size.rows : a.size.cols < b.size.cols;
            return mode_order(a.mode) < mode_order(b.mode);
        });
        return s.answer(std::move(out));
    });
}

frontend_result<std::vector<game_record>> history_store::last(std::size_t count,
                                                                         std::optional<npuzzle::shape> size) noexcept {
    return guarded("cannot read the history: ", [&]() -> sql_result<std::vector<game_record>> {
        std::vector<game_record> out;
        const auto open = opened(false);
        if (!open || !*open || count == 0) return open.transform([&out](bool) { return std::move(out); });
        const std::string sql = std::string("SELECT ") + columns + " FROM games" + size_filter(size, " WHERE") +
                                " ORDER BY id DESC LIMIT ?3";
        statement s(db_->db, sql.c_str());
        bind_size(s, size);
        s.bind(3, static_cast<std::int64_t>(std::min<std::size_t>(count, INT64_MAX)));
        each_row(s, 0, notices_, [&] { return read_record(s); }, [&](game_record g) { out.push_back(std::move(g)); });
        std::reverse(out.begin(), out.end());
        return s.answer(std::move(out));
    });
}

frontend_result<std::vector<npuzzle::solve_result>>
history_store::counting_results(npuzzle::shape size, const std::string& variant, const std::string& mode) noexcept {
    return guarded("cannot read the history: ", [&]() -> sql_result<std::vector<npuzzle::solve_result>> {
        std::vector<npuzzle::solve_result> out;
        const auto open = opened(false);
        if (!open || !*open) return open.transform([&out](bool) { return std::move(out); });
        statement s(db_->db, "SELECT ms, stm, result, id FROM games WHERE counts != 0 AND rows = ?1 AND cols = ?2"
                             " AND variant = ?3 AND mode = ?4 ORDER BY id");
        bind_size(s, size);
        s.bind(3, variant);
        s.bind(4, mode);
        each_row(s, 3, notices_, [&] { return npuzzle::solve_result{s.count(0), s.count(1), s.text(2) != "solved"}; },
                 [&](const npuzzle::solve_result& r) { out.push_back(r); });
        return s.answer(std::move(out));
    });
}

frontend_result<std::optional<std::int64_t>> history_store::first_played(const std::string& variant,
                                                                                     const std::string& start) noexcept {
    return guarded("cannot read the history: ", [&]() -> sql_result<std::optional<std::int64_t>> {
        std::optional<std::int64_t> out;
        const auto open = opened(false);
        if (!open || !*open) return open.transform([&out](bool) { return std::move(out); });
        statement s(db_->db, (std::string(boards_of_start) + "SELECT min(id) FROM (" + played_before + ")").c_str());
        s.bind(2, variant);
        s.bind(5, start);
        if (s.step() && !s.is_null(0)) out = s.integer(0);
        return s.answer(out);
    });
}

frontend_result<std::optional<game_record>> history_store::game(std::int64_t id) noexcept {
    return guarded("cannot read the history: ", [&]() -> sql_result<std::optional<game_record>> {
        std::optional<game_record> out;
        const auto open = opened(false);
        if (!open || !*open) return open.transform([&out](bool) { return std::move(out); });
        statement s(db_->db, (std::string("SELECT ") + columns + " FROM games WHERE id = ?1").c_str());
        s.bind(1, id);
        if (s.step()) out = read_record(s);
        return s.answer(std::move(out));
    });
}

} // namespace npuzzle::frontend
