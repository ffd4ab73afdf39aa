// SPDX-License-Identifier: MIT
// The solve history's SQLite plumbing, shared by history.cpp (the queries) and history_file.cpp (opening,
// checking and migrating the file). Internal to frontends/common: not a front end's to include.
#pragma once

#include <npuzzle/core/error.hpp>

#include <sqlite3.h>

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace npuzzle::frontend::history_detail {

// Another game writing: wait for it, but not for long. Past this the game goes on and says the solve
// was not saved (a game is never held up by another process's lock).
inline constexpr int busy_timeout_ms = 3'000;

// A failure to report: the message is complete ("the solve was not saved: ...").
struct failure {
    std::string what;
    bool busy = false; // another connection held a lock SQLite would not wait for: worth another try
    [[nodiscard]] const std::string& message() const noexcept { return what; }
};

// What a step of the plumbing answers; `true` where it has no value to give.
template <class T>
using sql_result = npuzzle::result<T, failure>;

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

// One SQL statement. Its first failure (preparing, binding, stepping) is kept and the calls after it
// do nothing, as a stream's failbit does, so a query reads straight through and is asked once, at
// its end: answer(value) is the value, or that failure.
class statement {
public:
    statement(sqlite3* db, const char* sql) : db_(db) { note(sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr)); }
    ~statement() { sqlite3_finalize(stmt_); }
    statement(const statement&) = delete;
    statement& operator=(const statement&) = delete;

    void bind(int index, std::int64_t v) {
        if (!failed_) note(sqlite3_bind_int64(stmt_, index, v));
    }
    void bind(int index, std::uint64_t v) { bind(index, static_cast<std::int64_t>(v)); }
    void bind(int index, const std::string& v) {
        if (!failed_) note(sqlite3_bind_text(stmt_, index, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT));
    }
    void bind_null(int index) {
        if (!failed_) note(sqlite3_bind_null(stmt_, index));
    }

    // True while there is a row (false after a failure).
    bool step() {
        if (failed_) return false;
        const int rc = sqlite3_step(stmt_);
        if (rc == SQLITE_ROW) return true;
        if (rc != SQLITE_DONE) note(rc);
        return false;
    }
    std::int64_t integer(int column) const { return sqlite3_column_int64(stmt_, column); }
    // A count (moves, milliseconds, rows): a whole number from 0. Anything else, -1 or text, is a
    // damaged row: read as 0 and kept in damage() (until taken), never wrapped round to 2^64-1.
    std::uint64_t count(int column) const {
        const bool whole = sqlite3_column_type(stmt_, column) == SQLITE_INTEGER; // before any conversion
        const std::int64_t v = integer(column);
        if (whole && v >= 0) return static_cast<std::uint64_t>(v);
        if (damage_.empty())
            damage_ = std::string(sqlite3_column_name(stmt_, column)) + " is '" + text(column).substr(0, 40) + "', not a count";
        return 0;
    }
    // What was wrong with the row read since the last call ("ms is '-1', not a count"), or "".
    std::string take_damage() { return std::exchange(damage_, {}); }
    bool is_null(int column) const { return sqlite3_column_type(stmt_, column) == SQLITE_NULL; }
    std::string text(int column) const {
        const auto* p = sqlite3_column_text(stmt_, column);
        return p ? std::string(reinterpret_cast<const char*>(p), static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column)))
                 : std::string();
    }

    // `value`, or the first failure; a damaged row read and not taken is one ("a damaged row: ...").
    template <class T>
    sql_result<T> answer(T value) const {
        if (failed_) return *failed_;
        if (!damage_.empty()) return failure{"a damaged row: " + damage_};
        return value;
    }

private:
    void note(int rc) {
        if (rc != SQLITE_OK && !failed_) failed_ = failure{sqlite_reason(db_, rc), is_busy(rc)};
    }
    sqlite3* db_;
    sqlite3_stmt* stmt_ = nullptr;
    std::optional<failure> failed_;
    mutable std::string damage_;
};

inline sql_result<bool> execute(sqlite3* db, const char* sql) {
    char* why = nullptr;
    if (const int rc = sqlite3_exec(db, sql, nullptr, nullptr, &why); rc != SQLITE_OK) {
        std::string reason = why ? why : sqlite3_errstr(rc);
        sqlite3_free(why);
        return failure{reason, is_busy(rc)};
    }
    return true;
}

// "<path>.lock" held shared for as long as this process has the file open; -1 if it cannot be.
int hold_shared(const std::filesystem::path& path);

// The file opened (created with its folder when `create`), checked, a corrupt one moved aside when no
// other process holds `lock`, and migrated; or why not. nullptr when it does not exist and `create` is false.
sql_result<sqlite3*> open_database(const std::filesystem::path& path, bool create, std::vector<std::string>& notices,
                                   int lock);

} // namespace npuzzle::frontend::history_detail
