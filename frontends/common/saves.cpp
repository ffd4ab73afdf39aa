#include "saves.hpp"

#include "games.hpp"
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
            note = "cannot resume " + path->string() + ": " + std::get<std::string>(resumed) + ": a new game";
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

} // namespace npuzzle::frontend
