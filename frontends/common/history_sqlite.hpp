// SPDX-License-Identifier: MIT
// The solve history's SQLite plumbing, shared by history.cpp (the queries) and history_file.cpp (opening,
// checking and migrating the file). Internal to frontends/common: not a front end's to include.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

namespace npuzzle::frontend::history_detail {

// Another game writing: wait for it, but not for long. Past this the game goes on and says the solve
// was not saved (a game is never held up by another process's lock).
inline constexpr int busy_timeout_ms = 3'000;

// A failure to report: the message is complete ("the solve was not saved: ...").
struct failure {
    std::string message;
    bool busy = false; // another connection held a lock SQLite would not wait for: worth another try
};

inline bool is_busy(int rc) { return rc == SQLITE_BUSY || rc == SQLITE_LOCKED; }

// SQLite's words for a failure; where a system call failed ("disk I/O error"), the
// system's reason after them ("No space left on device").
inline std::string sqlite_reason(sqlite3* db, int code) {
    std::string why = db ? sqlite3_errmsg(db) : sqlite3_errstr(code);
    switch (code & 0xff) {
    case SQLITE_IOERR: case SQLITE_FULL: case SQLITE_READONLY: case SQLITE_PERM: // not CANTOPEN: its errno is a probe's
        if (const int os = db ? sqlite3_system_errno(db) : 0; os != 0) why += std::string(" (") + std::strerror(os) + ")";
        break;
    default: break;
    }
    return why;
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
    // A count (moves, milliseconds, rows): a whole number from 0. Anything else, -1 or text, is a
    // damaged row: refused, never read as 0 or wrapped round to 2^64-1.
    std::uint64_t count(int column) const {
        const bool whole = sqlite3_column_type(stmt_, column) == SQLITE_INTEGER; // before any conversion
        const std::int64_t v = integer(column);
        if (!whole || v < 0)
            throw failure{std::string("a damaged row: ") + sqlite3_column_name(stmt_, column) + " is '" +
                          text(column).substr(0, 40) + "', not a count"};
        return static_cast<std::uint64_t>(v);
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

inline void execute(sqlite3* db, const char* sql) {
    char* why = nullptr;
    if (const int rc = sqlite3_exec(db, sql, nullptr, nullptr, &why); rc != SQLITE_OK) {
        std::string reason = why ? why : sqlite3_errstr(rc);
        sqlite3_free(why);
        throw failure{reason, is_busy(rc)};
    }
}

// "<path>.lock" held shared for as long as this process has the file open; -1 if it cannot be.
int hold_shared(const std::filesystem::path& path);

// The file opened (created with its folder when `create`), checked, a corrupt one moved aside when no
// other process holds `lock`, and migrated; nullptr when it does not exist and `create` is false.
sqlite3* open_database(const std::filesystem::path& path, bool create, std::vector<std::string>& notices, int lock);

} // namespace npuzzle::frontend::history_detail
