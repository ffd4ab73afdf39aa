// SPDX-License-Identifier: MIT
// Fills a solve history through the store's API with the same games every run, for the golden
// `npuzzle-text --stats` and `--history` transcripts:  npuzzle-history-fill FILE  (FILE is replaced).
// Beside it, not-a-history.sqlite3: a text file, for the message a corrupt history gives.
#include <sqlite3.h>

#include <common/history.hpp>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

using namespace npuzzle::frontend;

namespace {

// A game from `start` played by `letters`, the moves evenly spread over `ms`.
game_record game(std::string start, std::string_view letters, std::uint64_t ms, std::uint64_t mtm,
                 game_result result = game_result::solved, bool counts = true) {
    static std::int64_t clock = 1'795'000'000'000; // 2026-11-18, one game a minute
    game_record g;
    g.ended_at_ms = (clock += 60'123);
    g.size = start[0] == '3' ? npuzzle::shape{3, 3} : npuzzle::shape{4, 4};
    g.start = std::move(start);
    g.stm = letters.size();
    g.mtm = mtm;
    g.ms = ms;
    for (std::size_t i = 0; i < letters.size(); ++i) g.moves.push_back({letters[i], ms * (i + 1) / letters.size()});
    g.result = result;
    g.counts = counts;
    return g;
}

} // namespace

int main(int argc, char* argv[]) {
    if (argc != 2) {
        std::cerr << "usage: npuzzle-history-fill FILE\n";
        return 2;
    }
    const std::filesystem::path file = argv[1];
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(file.string() + suffix);
    std::ofstream(file.parent_path() / "not-a-history.sqlite3") << "a text file, not an SQLite database\n";
    history_store store(file);

    const std::string hard = "3x3:8,6,7,2,5,4,3,0,1", easy = "3x3:1,2,3,4,5,6,0,7,8";
    const std::string optimal31 = "DDLURRULLDRRDLLURURDDLUURDDLLUU";
    std::vector<game_record> games;
    // 3x3: five solves, a DNF, a faster one, and one that does not count (started from a given position).
    for (std::uint64_t ms : {10'000u, 12'500u, 11'000u, 9'250u, 15'000u}) games.push_back(game(hard, optimal31, ms, 24));
    games.back().optimal = 31;
    games.push_back(game(hard, "DDL", 4'000, 3, game_result::dnf));
    games.push_back(game(easy, "LL", 800, 1));
    games.push_back(game(easy, "LL", 300, 1, game_result::solved, false));
    // 4x4: thirteen solves of 20.000 s + 1 s each, one DNF among them.
    const std::string four = "4x4:1,2,3,4,5,6,7,8,9,10,11,12,0,13,14,15";
    for (std::uint64_t i = 0; i < 13; ++i)
        games.push_back(game(four, "LLL", 20'000 + 1'000 * i, 1, i == 6 ? game_result::dnf : game_result::solved));
    // 3x3 in the modes, each with statistics of its own: a blindfold solve and a blindfold DNF; a
    // marathon of 2 (its start lists both boards; its moves run on from the first to the second).
    games.push_back(game(easy, "LL", 2'000, 1));
    games.back().mode = "blind";
    games.push_back(game(easy, "L", 1'500, 1, game_result::dnf));
    games.back().mode = "blind";
    games.push_back(game(easy + " 3x3:1,2,3,4,5,6,7,0,8", "LLL", 3'000, 2));
    games.back().mode = "marathon-2";
    std::string counting;
    for (const auto& g : games) {
        const auto id = store.add(g);
        if (!id) {
            std::cerr << "npuzzle-history-fill: " << id.error().message() << '\n';
            return 1;
        }
        if (!g.counts) continue;
        if (!counting.empty()) counting += ','; // piece by piece: g++ 12 -O3 warns falsely on "" + string
        counting += std::to_string(*id);
    }
    // The fixture plays its few boards again and again, to keep its moves short; the history now
    // counts a board only the first time (history_store::add). Counted as a history written before
    // that rule holds them.
    sqlite3* db = nullptr;
    std::string update = "UPDATE games SET counts = 1 WHERE id IN (";
    update += counting;
    update += ')';
    const bool set = sqlite3_open(file.c_str(), &db) == SQLITE_OK &&
                     sqlite3_exec(db, update.c_str(), nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(db);
    if (!set) std::cerr << "npuzzle-history-fill: cannot set the fixture's counting games\n";
    return set ? 0 : 1;
}
