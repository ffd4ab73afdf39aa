// SPDX-License-Identifier: MIT
// The solve history in SQLite (see history.hpp). Every SQLite failure becomes a message; every entry
// point catches what the standard library may throw (memory), so nothing escapes to end a game.
#include "history.hpp"

#include "history_text.hpp"

#include <npuzzle/core/narrow.hpp>

#include <sqlite3.h>

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

namespace {

constexpr int busy_timeout_ms = 10'000; // another game writing: wait for it rather than fail

// Each step takes the schema from the version before it to its own. A new version appends a step;
// a database of any older version is brought forward by the steps it lacks.
constexpr const char* migrations[history_schema_version] = {
    // 1: the first layout
    "CREATE TABLE games ("
    " id INTEGER PRIMARY KEY,"
    " ended_at INTEGER NOT NULL," // Unix time, ms
    " variant TEXT NOT NULL,"
    " rows INTEGER NOT NULL,"
    " cols INTEGER NOT NULL,"
    " start TEXT NOT NULL," // the starting game ID
    " stm INTEGER NOT NULL,"
    " mtm INTEGER NOT NULL,"
    " ms INTEGER NOT NULL,"
    " moves TEXT NOT NULL," // U D L R, one letter a tile moved
    " result TEXT NOT NULL CHECK (result IN ('solved', 'dnf')),"
    " counts INTEGER NOT NULL);",
    // 2: the mode, each move's time (comma-separated ms since the start), the optimal length, and an
    //    index for per-size queries
    "ALTER TABLE games ADD COLUMN mode TEXT NOT NULL DEFAULT 'standard';"
    "ALTER TABLE games ADD COLUMN move_ms TEXT NOT NULL DEFAULT '';"
    "ALTER TABLE games ADD COLUMN optimal INTEGER;"
    "CREATE INDEX games_by_size ON games (variant, rows, cols, id);",
};

// A failure to report: the message is complete ("the solve was not saved: ...").
struct failure {
    std::string message;
    bool busy = false; // another connection held a lock SQLite would not wait for: worth another try
};

bool is_busy(int rc) { return rc == SQLITE_BUSY || rc == SQLITE_LOCKED; }

std::string sqlite_reason(sqlite3* db, int code) {
    return db ? sqlite3_errmsg(db) : sqlite3_errstr(code);
}

class statement {
public:
    statement(sqlite3* db, const char* sql) : db_(db) {
        if (const int rc = sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr); rc != SQLITE_OK)
            throw failure{sqlite_reason(db, rc), is_busy(rc)};
    }
    ~statement() { sqlite3_finalize(stmt_); }
    statement(const statement&) = delete;
    statement& operator=(const statement&) = delete;

    void bind(int index, std::int64_t v) { check(sqlite3_bind_int64(stmt_, index, v)); }
    void bind(int index, std::uint64_t v) { bind(index, static_cast<std::int64_t>(v)); }
    void bind(int index, const std::string& v) {
        check(sqlite3_bind_text(stmt_, index, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT));
    }
    void bind_null(int index) { check(sqlite3_bind_null(stmt_, index)); }

    // True while there is a row.
    bool step() {
        const int rc = sqlite3_step(stmt_);
        if (rc == SQLITE_ROW) return true;
        if (rc == SQLITE_DONE) return false;
        throw failure{sqlite_reason(db_, rc), is_busy(rc)};
    }
    std::int64_t integer(int column) const { return sqlite3_column_int64(stmt_, column); }
    std::uint64_t count(int column) const {
        const std::int64_t v = integer(column);
        return v < 0 ? 0 : static_cast<std::uint64_t>(v);
    }
    bool is_null(int column) const { return sqlite3_column_type(stmt_, column) == SQLITE_NULL; }
    std::string text(int column) const {
        const auto* p = sqlite3_column_text(stmt_, column);
        return p ? std::string(reinterpret_cast<const char*>(p), static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column)))
                 : std::string();
    }

private:
    void check(int rc) {
        if (rc != SQLITE_OK) throw failure{sqlite_reason(db_, rc), is_busy(rc)};
    }
    sqlite3* db_;
    sqlite3_stmt* stmt_ = nullptr;
};

void execute(sqlite3* db, const char* sql) {
    char* why = nullptr;
    if (const int rc = sqlite3_exec(db, sql, nullptr, nullptr, &why); rc != SQLITE_OK) {
        std::string reason = why ? why : sqlite3_errstr(rc);
        sqlite3_free(why);
        throw failure{reason, is_busy(rc)};
    }
}

int user_version(sqlite3* db) {
    statement s(db, "PRAGMA user_version");
    s.step();
    return static_cast<int>(s.integer(0));
}

std::int64_t now_ms() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

// "20261123T210731Z": when a corrupt file was moved aside, for its new name.
std::string utc_stamp() {
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char text[32];
    std::strftime(text, sizeof text, "%Y%m%dT%H%M%SZ", &tm);
    return text;
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
    ~database() { sqlite3_close_v2(db); }
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

// Opens `path` (creating it and its directory when `create`); nullptr when it does not exist and
// `create` is false. Checks that it is a database this build can use, moving a corrupt one aside
// (a notice in `notices`) and starting a new one; migrates an older schema forward.
sqlite3* open_database_once(const std::filesystem::path& path, bool create, std::vector<std::string>& notices) {
    std::error_code ec;
    if (!create && !std::filesystem::exists(path, ec)) return nullptr;
    if (create && path.has_parent_path()) {
        std::filesystem::create_directories(path.parent_path(), ec);
        if (ec) throw failure{"cannot create " + path.parent_path().string() + ": " + ec.message()};
    }
    for (int attempt = 0;; ++attempt) {
        sqlite3* db = nullptr;
        const int flags = create ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READWRITE;
        if (const int rc = sqlite3_open_v2(path.c_str(), &db, flags, nullptr); rc != SQLITE_OK) {
            std::string why = sqlite_reason(db, rc);
            sqlite3_close_v2(db);
            throw failure{"cannot open " + path.string() + ": " + why};
        }
        std::unique_ptr<sqlite3, int (*)(sqlite3*)> holder(db, sqlite3_close_v2);
        sqlite3_busy_timeout(db, busy_timeout_ms);
        sqlite3_extended_result_codes(db, 0);
        // Is it a database at all? A file of anything else fails here with SQLITE_NOTADB; a damaged
        // one fails the quick check.
        bool corrupt = false;
        try {
            statement check(db, "PRAGMA quick_check(1)");
            corrupt = !check.step() || check.text(0) != "ok";
        } catch (const failure&) {
            const int rc = sqlite3_errcode(db);
            if (rc != SQLITE_NOTADB && rc != SQLITE_CORRUPT) throw failure{"cannot read " + path.string() + ": " + sqlite3_errmsg(db), is_busy(rc)};
            corrupt = true;
        }
        if (corrupt) {
            holder.reset();
            if (attempt > 0 || !create) // a read does not move files: the next game's write will
                throw failure{path.string() + " is not a valid database"};
            std::filesystem::path aside = path;
            aside += ".corrupt-" + utc_stamp();
            for (int n = 1; std::filesystem::exists(aside, ec); ++n) {
                aside = path;
                aside += ".corrupt-" + utc_stamp() + "." + std::to_string(n);
            }
            std::filesystem::rename(path, aside, ec);
            if (ec) throw failure{path.string() + " is not a valid database and cannot be moved aside: " + ec.message()};
            for (const char* companion : {"-wal", "-shm", "-journal"}) { // they belong to the old file
                std::filesystem::path from = path, to = aside;
                from += companion;
                to += companion;
                if (std::filesystem::exists(from, ec)) std::filesystem::rename(from, to, ec);
            }
            notices.push_back(path.string() + " was not a valid database: moved to " + aside.string() +
                              ", starting a new history");
            continue;
        }
        // WAL: readers never block the writer, and writers queue (busy timeout) rather than fail.
        execute(db, "PRAGMA journal_mode=WAL");
        execute(db, "PRAGMA synchronous=NORMAL");
        const int version = user_version(db);
        if (version > history_schema_version)
            throw failure{path.string() + " was written by a newer npuzzle (schema " + std::to_string(version) +
                          ", this one knows up to " + std::to_string(history_schema_version) + ")"};
        if (version < history_schema_version) {
            // Under a write lock, and the version read again: another process may have migrated first.
            execute(db, "BEGIN IMMEDIATE");
            try {
                const int now = user_version(db);
                if (now == 0) {
                    statement tables(db, "SELECT count(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'");
                    tables.step();
                    if (tables.integer(0) != 0)
                        throw failure{path.string() + " is another program's database, not an npuzzle history"};
                }
                for (int v = now; v < history_schema_version; ++v) execute(db, migrations[v]);
                execute(db, ("PRAGMA user_version=" + std::to_string(history_schema_version)).c_str());
                execute(db, "COMMIT");
            } catch (...) {
                sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
                throw;
            }
        }
        return holder.release();
    }
}

// open_database_once(), tried again while another process holds a lock that SQLite reports at once
// instead of waiting out the busy timeout (a file being created, or switched to WAL, by another
// game opening it at the same moment).
sqlite3* open_database(const std::filesystem::path& path, bool create, std::vector<std::string>& notices) {
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::milliseconds(busy_timeout_ms);
    for (;;) {
        try {
            return open_database_once(path, create, notices);
        } catch (const failure& f) {
            if (!f.busy || std::chrono::steady_clock::now() > give_up) throw;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

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

// Runs `f` with the open database (nullptr for a read of a file not yet made), turning every failure
// into a message that starts with `what`.
template <class F>
auto guarded(const std::string& what, F&& f) -> decltype(f()) {
    try {
        return f();
    } catch (const failure& e) {
        return what + e.message;
    } catch (const std::bad_alloc&) {
        return what + "out of memory";
    } catch (const std::exception& e) {
        return what + e.what();
    } catch (...) {
        return what + "unexpected error";
    }
}

} // namespace

std::vector<std::string> history_store::take_notices() { return std::exchange(notices_, {}); }

bool history_store::opened(bool create) {
    if (db_) return true;
    auto db = std::make_unique<database>();
    db->db = open_database(path_, create, notices_);
    if (!db->db) return false;
    db_ = std::move(db);
    return true;
}

npuzzle::result<std::int64_t, std::string> history_store::add(const game_record& game) noexcept {
    return guarded("the solve was not saved: ", [&]() -> npuzzle::result<std::int64_t, std::string> {
        opened(true);
        std::string letters;
        letters.reserve(game.moves.size());
        for (const auto& m : game.moves) letters += m.letter;
        statement s(db_->db, "INSERT INTO games (ended_at, variant, rows, cols, start, mode, stm, mtm, ms, moves,"
                             " move_ms, result, counts, optimal) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
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
        return std::int64_t{sqlite3_last_insert_rowid(db_->db)};
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

size_statistics statistics_of(const std::vector<npuzzle::solve_result>& results) {
    size_statistics st;
    for (const auto& r : results) ++(r.dnf ? st.dnfs : st.solves);
    st.best_ms = npuzzle::best_ms(results);
    st.best_moves = npuzzle::best_moves(results);
    st.best_tps = npuzzle::best_tps(results);
    st.mean_ms = npuzzle::mean_finished_ms(results);
    for (std::size_t i = 0; i < std::size(size_statistics::average_sizes); ++i) {
        st.current[i] = npuzzle::current_average(results, size_statistics::average_sizes[i]);
        st.best[i] = npuzzle::best_average(results, size_statistics::average_sizes[i]);
    }
    return st;
}

npuzzle::result<std::vector<size_statistics>, std::string>
history_store::statistics(std::optional<npuzzle::shape> size) noexcept {
    return guarded("cannot read the history: ", [&]() -> npuzzle::result<std::vector<size_statistics>, std::string> {
        std::vector<size_statistics> out;
        if (!opened(false)) return out;
        const std::string sql = "SELECT variant, rows, cols, ms, stm, result, mode FROM games WHERE counts != 0" +
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
        while (s.step()) {
            const npuzzle::shape here{npuzzle::detail::narrow<std::size_t>(s.count(1)), npuzzle::detail::narrow<std::size_t>(s.count(2))};
            if (s.text(0) != variant || !(here == shape) || s.text(6) != mode) {
                flush();
                variant = s.text(0);
                shape = here;
                mode = s.text(6);
            }
            results.push_back({s.count(3), s.count(4), s.text(5) != "solved"});
        }
        flush();
        // Within a size: standard, blindfold, then marathons by length (SQL would sort "marathon-10" first).
        std::stable_sort(out.begin(), out.end(), [](const size_statistics& a, const size_statistics& b) {
            if (a.variant != b.variant) return a.variant < b.variant;
            if (!(a.size == b.size)) return a.size.rows != b.size.rows ? a.size.rows < b.size.rows : a.size.cols < b.size.cols;
            return mode_order(a.mode) < mode_order(b.mode);
        });
        return out;
    });
}

npuzzle::result<std::vector<game_record>, std::string> history_store::last(std::size_t count,
                                                                         std::optional<npuzzle::shape> size) noexcept {
    return guarded("cannot read the history: ", [&]() -> npuzzle::result<std::vector<game_record>, std::string> {
        std::vector<game_record> out;
        if (!opened(false) || count == 0) return out;
        const std::string sql = std::string("SELECT ") + columns + " FROM games" + size_filter(size, " WHERE") +
                                " ORDER BY id DESC LIMIT ?3";
        statement s(db_->db, sql.c_str());
        bind_size(s, size);
        s.bind(3, static_cast<std::int64_t>(std::min<std::size_t>(count, INT64_MAX)));
        while (s.step()) out.push_back(read_record(s));
        std::reverse(out.begin(), out.end());
        return out;
    });
}

npuzzle::result<std::vector<npuzzle::solve_result>, std::string>
history_store::counting_results(npuzzle::shape size, const std::string& variant, const std::string& mode) noexcept {
    return guarded("cannot read the history: ", [&]() -> npuzzle::result<std::vector<npuzzle::solve_result>, std::string> {
        std::vector<npuzzle::solve_result> out;
        if (!opened(false)) return out;
        statement s(db_->db, "SELECT ms, stm, result FROM games WHERE counts != 0 AND rows = ?1 AND cols = ?2"
                             " AND variant = ?3 AND mode = ?4 ORDER BY id");
        bind_size(s, size);
        s.bind(3, variant);
        s.bind(4, mode);
        while (s.step()) out.push_back({s.count(0), s.count(1), s.text(2) != "solved"});
        return out;
    });
}

npuzzle::result<std::optional<game_record>, std::string> history_store::game(std::int64_t id) noexcept {
    return guarded("cannot read the history: ", [&]() -> npuzzle::result<std::optional<game_record>, std::string> {
        std::optional<game_record> out;
        if (!opened(false)) return out;
        statement s(db_->db, (std::string("SELECT ") + columns + " FROM games WHERE id = ?1").c_str());
        s.bind(1, id);
        if (s.step()) out = read_record(s);
        return out;
    });
}

} // namespace npuzzle::frontend
