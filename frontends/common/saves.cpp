// SPDX-License-Identifier: MIT
#include "saves.hpp"

#include "games.hpp"
#include "history_text.hpp"
#include "records.hpp"

#include <npuzzle/core/save_record.hpp>

#include <system_error>

namespace npuzzle::frontend {

std::optional<std::filesystem::path> save_path(const options& opts) {
    if (opts.save) return std::filesystem::path(*opts.save);
    if (opts.load) return std::filesystem::path(*opts.load);
    if (auto folder = state_folder()) return *folder / ("save-" + opts.variant);
    return {};
}

std::optional<std::filesystem::path> history_path(const options& opts) {
    if (opts.history_db) return std::filesystem::path(*opts.history_db);
    if (auto file = default_history_path(); !file.empty()) return file;
    return {};
}

std::variant<started_game, std::string> start_game(const options& opts, game_clock clock) {
    std::string note;
    if (opts.resume || opts.load) {
        const auto path = opts.load ? std::optional(std::filesystem::path(*opts.load)) : save_path(opts);
        std::string text;
        std::error_code ec;
        if (!path) {
            note = "no home folder for saved games: a new game";
        } else if (!std::filesystem::exists(*path, ec)) {
            note = "no saved game at " + path->string() + ": a new game";
        } else if (auto why = read_regular_file(*path, max_save_length, text)) {
            note = "cannot resume " + path->string() + ": " + *why + ": a new game";
        } else {
            auto resumed = resume_game(text, opts, clock);
            if (auto* made = std::get_if<std::unique_ptr<game>>(&resumed)) {
                std::string resumed_note = "Resumed the saved game " + (*made)->start_id();
                return started_game{std::move(*made), std::move(resumed_note), true};
            }
            // The new game will save where this one was: keep the unreadable one (a newer version's
            // game, a file to report) rather than write over it.
            const auto aside = keep_aside(*path);
            note = "cannot resume " + path->string() + ": " + std::get<std::string>(resumed) + ": a new game" +
                   (aside ? " (the save is kept as " + aside->filename().string() + ")" : "");
        }
    }
    auto made = make_game(opts, clock);
    if (auto* why = std::get_if<std::string>(&made)) return std::move(*why);
    return started_game{std::move(std::get<std::unique_ptr<game>>(made)), note};
}

std::optional<std::string> save_game(const game& g, const std::filesystem::path& path) {
    return write_file_atomically(path, g.save());
}

void forget_saved_game(const std::filesystem::path& path) {
    std::error_code ignored;
    if (std::filesystem::is_regular_file(path, ignored)) std::filesystem::remove(path, ignored);
}

game_keeper::game_keeper(std::optional<std::filesystem::path> records, std::optional<std::filesystem::path> save,
                         bool resumed, std::optional<std::filesystem::path> history)
    : records_(std::move(records)), save_(std::move(save)), resumed_(resumed) {
    if (history && !history->empty()) history_.emplace(std::move(*history));
}

// Only the game that came from the save removes it: another game's win or DNF leaves it for --resume.
void game_keeper::forget_save() {
    if (save_ && resumed_) forget_saved_game(*save_);
}

std::string game_keeper::write_history(const game& g, game_result result) {
    if (!history_) return {};
    auto row = g.history_record();
    if (!row) return {};
    row->result = result;
    const auto added = history_->add(*row);
    std::string said;
    for (const auto& notice : history_->take_notices()) said += (said.empty() ? "" : "\n") + notice;
    if (!added) said += (said.empty() ? "" : "\n") + added.error();
    return said;
}

// The won game's rank and the averages with it, from the history it was just added to (nothing if
// that cannot be read: the win screen only shows less).
void game_keeper::rank_in_history(const game& g, game_recorded& r) {
    const auto row = g.history_record();
    if (!row) return;
    const auto results = history_->counting_results(row->size, row->variant, row->mode);
    if (!results || results->empty()) return;
    r.rank = npuzzle::rank_by_time(*results, results->back());
    r.ranked_among = 0;
    for (const auto& result : *results) r.ranked_among += result.dnf ? 0 : 1;
    const size_statistics st = statistics_of(*results);
    r.ao5 = st.current[0];
    r.ao12 = st.current[1];
    // The records file keeps standard solves only: a mode's best is told from its history.
    if (row->mode != "standard" && r.note.empty() && r.rank == 1)
        r.note = (r.ranked_among == 1 ? "First " : "Best ") + size_text(row->size) + " " + mode_text(row->mode) +
                 (r.ranked_among == 1 ? " solve in the history!" : " time so far!");
}

std::string game_keeper::abandon(const game& g) {
    std::string said;
    if (g.in_progress() && !recorded_) {
        record_game(g, records_, false);
        said = write_history(g, game_result::dnf);
    }
    forget_save();
    return said;
}

game_recorded game_keeper::won(const game& g) {
    forget_save();
    if (recorded_) { // undone and won again
        game_recorded again;
        again.note = "solved again: only this game's first solve is recorded";
        return again;
    }
    recorded_ = true; // one result per game: a restart and a second win are not another
    game_recorded r;
    const bool solved = !g.failed(); // a blindfold solve may end as a DNF
    if (records_) r = record_game(g, records_, solved); // records not kept: a scripted clock, no home folder
    if (const auto said = write_history(g, solved ? game_result::solved : game_result::dnf); !said.empty())
        r.note += (r.note.empty() ? "" : "\n") + said;
    else if (history_ && g.record_status() == fairness::counts && solved)
        rank_in_history(g, r);
    return r;
}

std::string game_keeper::replaced(const game& g) {
    std::string said = abandon(g);
    recorded_ = resumed_ = false;
    return said;
}

std::string game_keeper::leaving(const game& g) {
    if (!g.in_progress()) { // nothing to keep: the save it came from is stale now
        if (resumed_) forget_save();
        return {};
    }
    if (!save_) return abandon(g); // saves not kept here (a scripted clock, no home folder: said at the start)
    if (!g.saves()) { // a marathon, a blindfold solve: left unfinished, a DNF
        const std::string said = abandon(g);
        const std::string what = g.mode() == "blind" ? "blindfold solve" : mode_text(g.mode());
        return "a " + what + " is not saved: this one is recorded as a DNF" + (said.empty() ? "" : "\n" + said);
    }
    std::error_code ignored;
    const bool replacing = !resumed_ && std::filesystem::exists(*save_, ignored); // another game's save: said
    if (auto failure = save_game(g, *save_)) {
        const std::string said = abandon(g);
        return "the game is not saved: " + *failure + (said.empty() ? "" : "\n" + said);
    }
    const bool usual = save_->parent_path() == state_folder() && save_->filename().string().starts_with("save-");
    return "game saved in " + save_->string() + (replacing ? " (in place of the game saved there before)" : "") +
           ": " + (usual ? "--resume" : "--load " + save_->string()) + " continues it";
}

} // namespace npuzzle::frontend
