// SPDX-License-Identifier: MIT
#include "page_store.hpp"

#include "reply.hpp"

#include "game/history_text.hpp"
#include "game/records.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/slidysim.hpp>

#include <charconv>
#include <iterator>

namespace npuzzle::web {

namespace {

std::string flag(bool b) { return b ? "true" : "false"; }

// The row in the page's fields (stats.js), with slidysim's notations of the solve.
std::string row_json(const frontend::game_record& r, const std::string& size) {
    std::string scramble, solution;
    if (auto start = parse_board<puzzle>(r.start)) write_slidysim_scramble(*start, std::back_inserter(scramble));
    run_length_writer runs;
    for (const auto& m : r.moves) runs.put(from_letter(m.letter), std::back_inserter(solution));
    runs.finish(std::back_inserter(solution));
    return "{\"start\":" + json_text(r.start) + ",\"size\":" + json_text(size) + ",\"ms\":" + std::to_string(r.ms) +
           ",\"moves\":" + std::to_string(r.stm) + ",\"mtm\":" + std::to_string(r.mtm) + ",\"counts\":" + flag(r.counts) +
           ",\"result\":" + json_text(r.result == frontend::game_result::solved ? "solved" : "dnf") +
           ",\"scramble\":" + json_text(scramble) + ",\"solution\":" + json_text(solution) + "}";
}

} // namespace

void page_store::known_rows(std::string_view lines) {
    rows_.clear();
    while (!lines.empty()) {
        const auto end = lines.find('\n');
        std::string_view line = lines.substr(0, end);
        lines = end == std::string_view::npos ? std::string_view{} : lines.substr(end + 1);
        row r;
        std::uint64_t counts = 0, dnf = 0;
        auto word = [&]() {
            const auto space = line.find(' ');
            const std::string_view w = line.substr(0, space);
            line = space == std::string_view::npos ? std::string_view{} : line.substr(space + 1);
            return w;
        };
        auto number = [&](std::uint64_t& n) {
            const std::string_view w = word();
            return std::from_chars(w.data(), w.data() + w.size(), n).ec == std::errc{};
        };
        r.size = std::string(word());
        if (!number(counts) || !number(dnf) || !number(r.result.ms) || !number(r.result.moves)) continue;
        r.counts = counts != 0;
        r.result.dnf = dnf != 0;
        r.start = std::string(line);
        rows_.push_back(std::move(r));
    }
}

std::string page_store::take_rows() {
    std::string out = "[";
    for (const auto& r : new_rows_) out += (out.size() > 1 ? "," : "") + r;
    new_rows_.clear();
    return out + "]";
}

bool page_store::add(const frontend::game& g, bool solved) {
    auto r = g.history_record();
    if (!r) return false;
    r->result = solved ? frontend::game_result::solved : frontend::game_result::dnf;
    // A board counts only the first time it is played (rows from before this version name a seeded
    // deal by its seed ID, as the game's start does).
    for (const auto& earlier : rows_)
        if (earlier.start == r->start || earlier.start == g.start_id()) r->counts = false;
    const std::string size = frontend::size_text(r->size);
    rows_.push_back({size, r->start, r->counts, {r->ms, r->stm, !solved}});
    new_rows_.push_back(row_json(*r, size));
    return true;
}

frontend::game_recorded page_store::won(const frontend::game& g) {
    frontend::game_recorded out;
    if (recorded_) {
        out.note = "solved again: only this game's first solve is recorded";
        return out;
    }
    recorded_ = true;
    const frontend::fairness fair = g.record_status();
    if (!add(g, !g.failed())) return out;
    if (fair != frontend::fairness::counts) {
        if (fair != frontend::fairness::untimed) out.note = frontend::not_a_record(fair);
        return out;
    }
    if (!rows_.back().counts) return out.note = "not a record: this board was played before", out;
    if (g.failed()) return out;
    std::vector<solve_result> results; // the size's results that count, this one last
    for (const auto& r : rows_)
        if (r.counts && r.size == rows_.back().size) results.push_back(r.result);
    return frontend::recorded_from(results, {g.rows(), g.cols()}, g.mode());
}

std::string page_store::abandoned(const frontend::game& g) {
    if (g.in_progress() && !recorded_) recorded_ = add(g, false);
    return {};
}

std::string page_store::replaced(const frontend::game& g) {
    abandoned(g);
    recorded_ = false;
    return {};
}

} // namespace npuzzle::web
