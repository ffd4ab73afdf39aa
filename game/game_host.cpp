// SPDX-License-Identifier: MIT
#include "game_host.hpp"

#include <utility>

namespace npuzzle::frontend {

namespace {

// No background search: every answer is "none, and none will come", so a hint plays the
// constructive move at once.
class no_search final : public optimal_search {
public:
    void ask(const npuzzle::puzzle&) override {}
    std::optional<std::vector<direction>> answer(const npuzzle::puzzle&) const override { return std::nullopt; }
    std::optional<std::vector<direction>> wait_for(const npuzzle::puzzle&, std::chrono::milliseconds) override {
        return std::nullopt;
    }
    bool searching() const override { return false; }
    void tell(const npuzzle::puzzle&, std::vector<direction>) override {}
    void restart() override {}
    void cancel() override {}
    progress_report progress() const override { return {}; }
};

// No tables will come: the hints do not wait for them.
class no_tables final : public hint_tables {
public:
    void prepare(std::size_t, std::size_t) override {}
    state current() const override { return state::failed; }
};

game_host& installed() {
    static game_host host;
    return host;
}

} // namespace

void use_host(game_host host) { installed() = std::move(host); }

std::unique_ptr<optimal_search> new_search() {
    if (installed().search) return installed().search();
    return std::make_unique<no_search>();
}

std::unique_ptr<hint_tables> new_tables() {
    if (installed().tables) return installed().tables();
    return std::make_unique<no_tables>();
}

std::string_view ellipsis() { return installed().utf8 ? "\u2026" : "..."; }

} // namespace npuzzle::frontend
