// SPDX-License-Identifier: MIT
// Opening the solve history's file (see history.hpp): created on first write, checked with SQLite's
// quick check, moved aside when corrupt and no other npuzzle has it open, migrated forward.
#include "history.hpp"
#include "history_sqlite.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <ctime>
#include <memory>
#include <system_error>
#include <thread>

namespace npuzzle::frontend::history_detail {

namespace {

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
    // 3: boards by ID: whether a board was played before is asked as every game is added (a board
    //    counts only the first time), which without this index reads the whole table
    "CREATE INDEX games_by_start ON games (variant, start);",
};

sql_result<int> user_version(sqlite3* db) {
    statement s(db, "PRAGMA user_version");
    const bool row = s.step();
    return s.answer(row ? static_cast<int>(s.integer(0)) : 0);
}

// Brings the schema from `version` to this build's, under a write lock, the version read again:
// another process may have migrated first. All or nothing: a failure rolls the steps back.
sql_result<bool> migrate(sqlite3* db, const std::filesystem::path& path) {
    if (auto begun = execute(db, "BEGIN IMMEDIATE"); !begun) return begun;
    auto steps = [&]() -> sql_result<bool> {
        const auto now = user_version(db);
        if (!now) return now.error();
        if (*now == 0) {
            statement tables(db, "SELECT count(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'");
            const bool row = tables.step();
            const auto other = tables.answer(row && tables.integer(0) != 0);
            if (!other) return other.error();
            if (*other) return failure{path.string() + " is another program's database, not an npuzzle history"};
        }
        for (int v = *now; v < history_schema_version; ++v)
            if (auto done = execute(db, migrations[v]); !done) return done;
        if (auto done = execute(db, ("PRAGMA user_version=" + std::to_string(history_schema_version)).c_str()); !done)
            return done;
        return execute(db, "COMMIT");
    };
    auto done = steps();
    if (!done) sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
    return done;
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

} // namespace

// "<path>.lock", opened and held shared: every npuzzle that has the history open holds it, so one that
// finds the file corrupt moves it aside only if it alone has it open (it converts its hold to an
// exclusive one, without waiting). Moving a database that another process still writes through its
// open descriptor is how SQLite's "How To Corrupt Your Database" says histories are lost. -1 if the
// lock file cannot be made (a read-only folder): then a corrupt file is never moved.
int hold_shared(const std::filesystem::path& path) {
    auto name = path;
    name += ".lock";
    const int fd = ::open(name.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) return -1;
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::milliseconds(busy_timeout_ms);
    while (::flock(fd, LOCK_SH | LOCK_NB) != 0) { // bounded: a holder moving the file aside is quick
        if ((errno != EWOULDBLOCK && errno != EINTR) || std::chrono::steady_clock::now() > give_up) {
            ::close(fd);
            return -1;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return fd;
}

// Opens `path` (creating it and its directory when `create`); nullptr when it does not exist and
// `create` is false. Checks that it is a database this build can use, moving a corrupt one aside
// (a notice in `notices`) and starting a new one, if no other process has it open (`lock`: this
// process's shared hold of its lock file); migrates an older schema forward.
static sql_result<sqlite3*> open_database_once(const std::filesystem::path& path, bool create, std::vector<std::string>& notices, int lock) {
    std::error_code ec;
    if (!create && !std::filesystem::exists(path, ec)) return static_cast<sqlite3*>(nullptr);
    if (create && path.has_parent_path()) {
        std::filesystem::create_directories(path.parent_path(), ec);
        if (ec) return failure{"cannot create " + path.parent_path().string() + ": " + ec.message()};
    }
    for (int attempt = 0;; ++attempt) {
        sqlite3* db = nullptr;
        const int flags = create ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READWRITE;
        if (const int rc = sqlite3_open_v2(path.c_str(), &db, flags, nullptr); rc != SQLITE_OK) {
            std::string why = sqlite_reason(db, rc);
            sqlite3_close_v2(db);
            return failure{"cannot open " + path.string() + ": " + why};
        }
        std::unique_ptr<sqlite3, int (*)(sqlite3*)> holder(db, sqlite3_close_v2);
        sqlite3_busy_timeout(db, busy_timeout_ms);
        sqlite3_extended_result_codes(db, 0);
        // Is it a database at all? A file of anything else fails here with SQLITE_NOTADB; a damaged
        // one fails the quick check.
        bool corrupt = false;
        { // finalized before the file may be closed and moved
            statement check(db, "PRAGMA quick_check(1)");
            const bool row = check.step();
            corrupt = !row || check.text(0) != "ok";
            if (!check.answer(true)) {
                const int rc = sqlite3_errcode(db);
                // `create`: the file is opened for a write (a game to add), and that is what failed.
                if (rc != SQLITE_NOTADB && rc != SQLITE_CORRUPT)
                    return failure{(create ? "cannot write " : "cannot read ") + path.string() + ": " +
                                       sqlite_reason(db, rc), is_busy(rc)};
            }
        }
        if (corrupt) {
            holder.reset();
            if (attempt > 0 || !create) // a read does not move files: the next game's write will
                return failure{path.string() + " is not a valid database"};
            if (lock < 0 || ::flock(lock, LOCK_EX | LOCK_NB) != 0)
                return failure{path.string() + " is not a valid database; it is left in place while another npuzzle "
                              "has it open (or it cannot be locked)"};
            std::filesystem::path aside = path;
            aside += ".corrupt-" + utc_stamp();
            for (int n = 1; std::filesystem::exists(aside, ec); ++n) {
                aside = path;
                aside += ".corrupt-" + utc_stamp() + "." + std::to_string(n);
            }
            std::filesystem::rename(path, aside, ec);
            if (ec) return failure{path.string() + " is not a valid database and cannot be moved aside: " + ec.message()};
            for (const char* companion : {"-wal", "-shm", "-journal"}) { // they belong to the old file
                std::filesystem::path from = path, to = aside;
                from += companion;
                to += companion;
                if (std::filesystem::exists(from, ec)) std::filesystem::rename(from, to, ec);
            }
            ::flock(lock, LOCK_SH); // a conversion down: never refused
            notices.push_back(path.string() + " was not a valid database: moved to " + aside.string() +
                              ", starting a new history");
            continue;
        }
        // WAL: readers never block the writer, and writers queue (busy timeout) rather than fail.
        for (const char* pragma : {"PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL"})
            if (auto done = execute(db, pragma); !done) return std::move(done).error();
        const auto version = user_version(db);
        if (!version) return version.error();
        if (*version > history_schema_version)
            return failure{path.string() + " was written by a newer npuzzle (schema " + std::to_string(*version) +
                           ", this one knows up to " + std::to_string(history_schema_version) + ")"};
        if (*version < history_schema_version)
            if (auto done = migrate(db, path); !done) return std::move(done).error();
        return holder.release();
    }
}

// open_database_once(), tried again while another process holds a lock that SQLite reports at once
// instead of waiting out the busy timeout (a file being created, or switched to WAL, by another
// game opening it at the same moment).
sql_result<sqlite3*> open_database(const std::filesystem::path& path, bool create, std::vector<std::string>& notices,
                                   int lock) {
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::milliseconds(busy_timeout_ms);
    for (;;) {
        auto opened = open_database_once(path, create, notices, lock);
        if (opened || !opened.error().busy || std::chrono::steady_clock::now() > give_up) return opened;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

} // namespace npuzzle::frontend::history_detail
