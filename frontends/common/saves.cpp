// SPDX-License-Identifier: MIT
#include "saves.hpp"

#include "games.hpp"
#include "history_text.hpp"
#include "records.hpp"

#include <npuzzle/core/save_line.hpp>

#include <cerrno>
#include <cstdlib>
#include <system_error>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace npuzzle::frontend {

std::optional<std::filesystem::path> save_path(const options& opts, bool by_hand) {
    if (opts.save) return std::filesystem::path(*opts.save);
    if (opts.load) return std::filesystem::path(*opts.load);
    if (!by_hand && !opts.resume) return {}; // a script: the player's slot is not its to take
    if (auto folder = state_folder()) return *folder / ("save-" + opts.variant);
    return {};
}

store_settings store_settings_for(const options& opts, bool scripted_clock) {
    store_settings s;
    if (!scripted_clock) s.records = records_path();
    s.save = save_path(opts, !scripted_clock && played_by_hand(opts));
    if (!scripted_clock) s.history = history_path(opts);
    if (!state_folder()) s.note = "no home folder: records and saved games are not kept";
    return s;
}

std::optional<std::filesystem::path> history_path(const options& opts) {
    if (opts.history_db) return std::filesystem::path(*opts.history_db);
    if (auto file = default_history_path(); !file.empty()) return file;
    return {};
}

npuzzle::result<std::shared_ptr<save_lock>, long> save_lock::take(std::filesystem::path save) {
    auto name = save;
    name += ".lock";
    std::error_code ignored;
    if (save.has_parent_path()) std::filesystem::create_directories(save.parent_path(), ignored);
    const int fd = ::open(name.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) return std::shared_ptr<save_lock>(new save_lock(std::move(save), -1)); // guards nothing
    while (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        if (errno == EINTR) continue;
        long holder = 0;
        if (errno == EWOULDBLOCK) {
            char text[24] = {};
            if (::pread(fd, text, sizeof text - 1, 0) > 0) holder = std::strtol(text, nullptr, 10);
        }
        ::close(fd);
        if (errno != EWOULDBLOCK && holder == 0) return std::shared_ptr<save_lock>(new save_lock(std::move(save), -1));
        return holder;
    }
    const std::string pid = std::to_string(::getpid()) + "\n";
    if (::ftruncate(fd, 0) != 0 || ::pwrite(fd, pid.data(), pid.size(), 0) < 0) {
        // The lock is held all the same: only the message to another npuzzle loses the pid.
    }
    return std::shared_ptr<save_lock>(new save_lock(std::move(save), fd));
}

save_lock::~save_lock() {
    if (fd_ >= 0) ::close(fd_); // closing releases the lock; the file stays (removing it would race)
}

void save_lock::remove_file() const noexcept {
    if (fd_ < 0) return;
    auto name = file_;
    name += ".lock";
    ::unlink(name.c_str());
}

std::string open_elsewhere(const std::filesystem::path& save, long pid) {
    return "this game is open in another npuzzle" + (pid > 0 ? " (pid " + std::to_string(pid) + ")" : std::string()) +
           ": " + save.string();
}

frontend_result<started_game> start_game(const options& opts, game_clock clock) {
    std::string note;
    if (opts.resume || opts.load) {
        const auto path = opts.load ? std::optional(std::filesystem::path(*opts.load)) : save_path(opts);
        std::string text;
        std::error_code ec;
        if (!path) {
            note = "no home folder for saved games: a new game";
        } else if (!std::filesystem::exists(*path, ec)) {
            note = "no saved game at " + path->string() + ": a new game";
        } else {
            auto lock = save_lock::take(*path);
            if (!lock) return failed(open_elsewhere(*path, lock.error()));
            if (auto why = read_regular_file(*path, max_save_length, text)) {
                note = "cannot resume " + path->string() + ": " + *why + ": a new game";
            } else {
                auto resumed = resume_game(text, opts, clock);
                if (auto* made = resumed ? &*resumed : nullptr) {
                    std::string resumed_note = "Resumed the saved game " + (*made)->start_id();
                    if ((*made)->record_status() == fairness::unverified) // said once, here; the win says why too
                        resumed_note += " (saved by an older npuzzle, which kept no log of how it was played: it "
                                        "does not count for records)";
                    return started_game{std::move(*made), std::move(resumed_note), true, std::move(*lock)};
                }
                // The new game will save where this one was: keep the unreadable one (a newer
                // version's game, a file to report) rather than write over it.
                const auto aside = keep_aside(*path);
                note = "cannot resume " + path->string() + ": " + resumed.error().message() + ": a new game" +
                       (aside ? " (the save is kept as " + aside->filename().string() + ")" : "");
            }
        }
    }
    return make_game(opts, clock).transform([&note](std::unique_ptr<game> made) {
        return started_game{std::move(made), std::move(note), false, nullptr};
    });
}

std::optional<std::string> save_game(const game& g, const std::filesystem::path& path) {
    return write_file_atomically(path, g.save());
}

void forget_saved_game(const std::filesystem::path& path) {
    std::error_code ignored;
    if (std::filesystem::is_regular_file(path, ignored)) std::filesystem::remove(path, ignored);
}

game_keeper::game_keeper(std::optional<std::filesystem::path> records, std::optional<std::filesystem::path> save,
                         bool resumed, std::optional<std::filesystem::path> history, std::shared_ptr<save_lock> origin)
    : records_(records.has_value()), save_(std::move(save)), resumed_(resumed), origin_(std::move(origin)) {
    if (history && !history->empty()) history_.emplace(std::move(*history));
}

std::optional<std::filesystem::path> game_keeper::origin() const {
    if (!resumed_) return {};
    if (origin_) return origin_->file();
    return save_;
}

// Only the game that came from a save removes it, and only once its row is in the history: another
// game's win or DNF leaves it for --resume, and a row that could not be written leaves the game there.
std::string game_keeper::forget_origin(const written& w) {
    const auto from = origin();
    if (!from) return {};
    std::error_code ignored;
    if (!w.kept && std::filesystem::exists(*from, ignored))
        return "the save " + from->string() + " is kept, since the history could not take this game";
    forget_saved_game(*from);
    if (origin_) origin_->remove_file();
    resumed_ = false;
    origin_.reset();
    return {};
}

game_keeper::written game_keeper::write_history(const game& g, game_result result) {
    written w;
    if (!history_) return w;
    auto row = g.history_record();
    if (!row) return w;
    row->result = result;
    const auto added = history_->add(*row);
    for (const auto& notice : history_->take_notices()) w.said += (w.said.empty() ? "" : "\n") + notice;
    if (!added) {
        w.said += (w.said.empty() ? "" : "\n") + added.error().message();
        w.kept = false;
    }
    return w;
}

// The won game's record, rank and averages with it, from the history it was just added to (nothing
// if that cannot be read: the win screen only shows less).
void game_keeper::records_from_history(const game& g, game_recorded& r) {
    const auto row = g.history_record();
    if (!row) return;
    const auto results = history_->counting_results(row->size, row->variant, row->mode);
    if (!results || results->empty()) return;
    r = recorded_from(*results, row->size, row->mode);
    for (const auto& notice : history_->take_notices()) r.note += (r.note.empty() ? "" : "\n") + notice; // rows left out
}

game_keeper::written game_keeper::abandon(const game& g) {
    if (!g.in_progress() || recorded_) return {};
    recorded_ = true;
    return write_history(g, game_result::dnf);
}

game_recorded game_keeper::won(const game& g) {
    if (recorded_) { // undone and won again
        game_recorded again;
        again.note = "solved again: only this game's first solve is recorded";
        return again;
    }
    recorded_ = true; // one result per game: a restart and a second win are not another
    game_recorded r;
    const fairness fair = g.record_status();
    const bool solved = !g.failed(); // a blindfold solve may end as a DNF
    const auto row = g.history_record();
    // A board counts once: asked before the row is added (the history enforces it as it adds).
    std::optional<std::int64_t> earlier;
    if (history_ && row && row->counts && records_)
        if (const auto first = history_->first_played(row->variant, row->start)) earlier = *first;
    const written w = write_history(g, solved ? game_result::solved : game_result::dnf);
    if (records_ && solved && fair != fairness::counts && fair != fairness::untimed) r.note = not_a_record(fair);
    else if (solved && earlier) r.note = "not a record: this board was played before (#" + std::to_string(*earlier) + ")";
    else if (solved && w.kept && w.said.empty() && history_ && records_ && fair == fairness::counts)
        records_from_history(g, r);
    for (const std::string& said : {w.said, forget_origin(w)})
        if (!said.empty()) r.note += (r.note.empty() ? "" : "\n") + said;
    return r;
}

std::string game_keeper::abandoned(const game& g) {
    given_up_ = true; // no save kept: quitting after this leaves nothing
    const written w = abandon(g);
    const std::string kept = forget_origin(w);
    return w.said + (w.said.empty() || kept.empty() ? "" : "\n") + kept;
}

std::string game_keeper::replaced(const game& g) {
    std::string said = abandoned(g);
    recorded_ = resumed_ = given_up_ = false;
    origin_.reset(); // the new game did not come from it: another npuzzle may take it now
    return said;
}

namespace {

// A variant's save slot ("save-puzzle" in the state folder), which --resume finds on its own.
bool is_slot(const std::filesystem::path& file) {
    const std::string name = file.filename().string();
    return file.parent_path() == state_folder() && name.starts_with("save-") &&
           name.find_first_of("-.", 5) == std::string::npos;
}

std::string continues(const std::filesystem::path& file) {
    return is_slot(file) ? "--resume" : "--load " + file.string();
}

} // namespace

std::string game_keeper::leaving(const game& g) {
    if (given_up_) return {};
    if (!g.in_progress()) { // nothing to keep: the save it came from is stale now
        if (!recorded_) forget_origin({});
        return {};
    }
    if (!g.saves()) { // a marathon, a blindfold solve: left unfinished, a DNF
        const written w = abandon(g);
        const std::string what = g.mode() == "blind" ? "blindfold solve" : mode_text(g.mode());
        return "a " + what + " is not saved: this one is recorded as a DNF" + (w.said.empty() ? "" : "\n" + w.said);
    }
    if (!save_) { // saves not kept here (a script without --save, no home folder: said at the start)
        const written w = abandon(g);
        return w.said;
    }
    std::filesystem::path target = *save_;
    std::string beside;
    std::shared_ptr<save_lock> writing; // held while writing a save this game did not come from
    const auto from = origin();
    if (target != from) {
        auto lock = save_lock::take(target);
        if (!lock) { // another npuzzle's game is running from it: saved beside it, never over it
            // Appended piece by piece: g++ 12 at -O3 warns falsely (-Wrestrict) on "..." + string.
            beside = " (";
            beside += open_elsewhere(target, lock.error());
            beside += ')';
            target += "-";
            target += std::to_string(::getpid());
        } else {
            writing = std::move(*lock);
        }
    }
    std::error_code ignored;
    const bool replacing = target != from && std::filesystem::exists(target, ignored); // another game's save: said
    const auto failure = save_game(g, target);
    if (writing) writing->remove_file();
    if (failure) {
        std::string said = "the game is not saved: " + *failure;
        if (from && std::filesystem::exists(*from, ignored)) // nothing is lost: the game is there as it was
            return said + "\nthe save " + from->string() + " is kept as it was: " +
                   continues(*from) + " continues from there";
        if (replacing) said += "\nthe game saved there before is kept";
        const written w = abandon(g);
        return said + (w.said.empty() ? "" : "\n" + w.said);
    }
    return "game saved in " + target.string() + (replacing ? " (in place of the game saved there before)" : "") + beside +
           ": " + continues(target) + " continues it";
}

} // namespace npuzzle::frontend
