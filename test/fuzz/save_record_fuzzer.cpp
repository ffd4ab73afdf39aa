// SPDX-License-Identifier: MIT
// Random text as a saved game, read by the record of the game its field 3 names (parse_save for the
// sliding puzzle, parse_mnk_save for m,n,k: both over core/save_line.hpp). Whatever it accepts is
// replayed on a session of that game: it plays, or says which entry cannot be played. A game that
// played is written back (write_save, write_mnk_save), and that line must parse and replay to the
// same position, counters and clock. A
// format-2 log is replayed with replay_log: it plays to its board, or says why not; one that played
// is written back with write_log_save, the same line, and replays to the same game again.
#include "check.hpp"

#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/core/save_record.hpp>
#include <npuzzle/core/session.hpp>
#include <npuzzle/mnk/dynamic_mnk.hpp>
#include <npuzzle/mnk/notation.hpp>
#include <npuzzle/mnk/save_record.hpp>
#include <npuzzle/mnk/session.hpp>

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

using npuzzle::save_error;

constexpr std::size_t max_cells = 64; // bigger boards only cost time, not coverage

// Whether the size an ID starts with ("RxC" before ':', '#' or 'k') is at most max_cells: a huge
// "4000x4000#1" would take the fuzzer's time dealing, not finding bugs.
bool small_enough(std::string_view id) {
    const auto shape = npuzzle::parse_shape(id.substr(0, id.find_first_of(":#kK")));
    return shape && shape->rows * shape->cols <= max_cells;
}

// Session, board reader and ID writer for each variant, so one check serves both.
struct puzzle_kind {
    using session = npuzzle::basic_session<npuzzle::puzzle, 16>; // small: the ring overflows
    static std::optional<npuzzle::puzzle> read(std::string_view id) {
        if (!small_enough(id)) return std::nullopt;
        auto b = npuzzle::parse_board<npuzzle::puzzle>(id);
        if (!b || b->size() > max_cells || !b->is_solvable()) return std::nullopt;
        return std::move(*b);
    }
    static std::string id(const npuzzle::puzzle& b) {
        std::string text;
        npuzzle::write_game_id(b, std::back_inserter(text));
        return text;
    }
    static void restore_base(session& s, const npuzzle::puzzle& b, const npuzzle::saved_game& g) {
        s.restore_base(b, g.base_moves, g.base_multi);
    }
    static std::uint64_t multi(const session& s) { return s.multi_moves(); }
    static auto parse(std::string_view text) { return npuzzle::parse_save(text); }
    template <class Out>
    static Out write(const session& s, const npuzzle::saved_game& info, Out out) {
        return npuzzle::write_save(s, info, out);
    }
    static auto replay(const npuzzle::saved_game& g, session& s) { return npuzzle::replay(g, s); }
};

struct mnk_kind {
    using session = npuzzle::mnk_session<npuzzle::mnk, npuzzle::manual_clock, 16>;
    static std::optional<npuzzle::mnk> read(std::string_view id) {
        if (!small_enough(id)) return std::nullopt;
        auto b = npuzzle::parse_mnk<npuzzle::mnk>(id);
        if (!b || b->rows() * b->cols() > max_cells) return std::nullopt;
        return std::move(*b);
    }
    static std::string id(const npuzzle::mnk& b) {
        std::string text;
        npuzzle::write_mnk_id(b, std::back_inserter(text));
        return text;
    }
    static void restore_base(session& s, const npuzzle::mnk& b, const npuzzle::saved_game& g) {
        s.restore_base(b, static_cast<std::size_t>(g.base_moves));
    }
    static std::uint64_t multi(const session& s) { return s.moves(); }
    static auto parse(std::string_view text) { return npuzzle::parse_mnk_save(text); }
    template <class Out>
    static Out write(const session& s, const npuzzle::saved_game& info, Out out) {
        return npuzzle::write_mnk_save(s, info, out);
    }
    static auto replay(const npuzzle::saved_game& g, session& s) { return npuzzle::replay_mnk(g, s); }
};

// The session `g` describes, played; nothing if its IDs name no board or an entry cannot be played.
template <class Kind>
std::optional<typename Kind::session> play(const npuzzle::saved_game& g) {
    const auto start = Kind::read(g.start);
    if (!start) return std::nullopt;
    typename Kind::session s(*start);
    if (!g.base.empty()) {
        const auto base = Kind::read(g.base);
        if (!base || base->rows() != start->rows() || base->cols() != start->cols()) return std::nullopt;
        Kind::restore_base(s, *base, g);
    }
    const auto played = Kind::replay(g, s);
    if (!played) {
        NPUZZLE_FUZZ_CHECK(played.error().code == save_error::illegal_move);
        NPUZZLE_FUZZ_CHECK(!played.error().message().view().empty());
        return std::nullopt;
    }
    return s;
}

template <class Kind>
void round_trip(const npuzzle::saved_game& g) {
    const auto s = play<Kind>(g);
    if (!s) return;
    NPUZZLE_FUZZ_CHECK(s->history().undo_depth() <= s->history().size());
    npuzzle::saved_game info = g;
    const std::string base = s->base_moves() > 0 ? Kind::id(s->history_base()) : std::string();
    info.base = base;
    info.base_moves = s->base_moves();
    if constexpr (requires { s->base_multi_moves(); }) info.base_multi = s->base_multi_moves();
    else info.base_multi = s->base_moves();
    std::string text;
    Kind::write(*s, info, std::back_inserter(text));
    const auto again = Kind::parse(text);
    NPUZZLE_FUZZ_CHECK(again.has_value() && again->flags == g.flags);
    NPUZZLE_FUZZ_CHECK(again.has_value());
    NPUZZLE_FUZZ_CHECK(again->entries == s->history().size() && again->undo == s->history().undo_depth());
    const auto replayed = play<Kind>(*again);
    NPUZZLE_FUZZ_CHECK(replayed.has_value());
    NPUZZLE_FUZZ_CHECK(replayed->board() == s->board());
    NPUZZLE_FUZZ_CHECK(replayed->moves() == s->moves() && Kind::multi(*replayed) == Kind::multi(*s));
    NPUZZLE_FUZZ_CHECK(replayed->elapsed_ms() == s->elapsed_ms());
}

// Format 2: the log from the deal, every action and its time.
void log_round_trip(const npuzzle::saved_game& g) {
    const auto start = puzzle_kind::read(g.start);
    if (!start) return;
    puzzle_kind::session s(*start);
    const auto played = npuzzle::replay_log(g, s);
    if (!played) {
        NPUZZLE_FUZZ_CHECK(played.error().code == save_error::illegal_move || played.error().code == save_error::wrong_board);
        NPUZZLE_FUZZ_CHECK(!played.error().message().view().empty());
        return;
    }
    std::vector<npuzzle::save_action> log;
    std::string_view rest = g.moves;
    npuzzle::save_action a;
    bool ok = true;
    while (npuzzle::next_action(rest, a, ok)) log.push_back(a);
    NPUZZLE_FUZZ_CHECK(ok && log.size() == g.entries);
    NPUZZLE_FUZZ_CHECK(played->undos <= log.size());
    const std::string board = puzzle_kind::id(s.board());
    std::string text;
    npuzzle::write_log_save(g.start, board, s.elapsed_ms(), log, std::back_inserter(text));
    const auto again = npuzzle::parse_save(text);
    NPUZZLE_FUZZ_CHECK(again.has_value() && again->version == 2 && again->entries == g.entries);
    puzzle_kind::session t(*start);
    const auto replayed = npuzzle::replay_log(*again, t);
    NPUZZLE_FUZZ_CHECK(replayed.has_value());
    NPUZZLE_FUZZ_CHECK(t.board() == s.board() && t.moves() == s.moves() && t.multi_moves() == s.multi_moves());
    NPUZZLE_FUZZ_CHECK(t.elapsed_ms() == s.elapsed_ms());
    NPUZZLE_FUZZ_CHECK(replayed->undos == played->undos && replayed->helped == played->helped &&
                       replayed->restarted == played->restarted);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const bool mnk = npuzzle::saved_game_name(text) == npuzzle::mnk_save_name;
    const auto g = mnk ? npuzzle::parse_mnk_save(text) : npuzzle::parse_save(text);
    if (!g) {
        NPUZZLE_FUZZ_CHECK(g.error().code != save_error::none);
        NPUZZLE_FUZZ_CHECK(!g.error().message().view().empty());
        return 0;
    }
    if (g->version == 2) {
        log_round_trip(*g);
        return 0;
    }
    NPUZZLE_FUZZ_CHECK(g->undo <= g->entries);
    if (mnk)
        round_trip<mnk_kind>(*g);
    else
        round_trip<puzzle_kind>(*g);
    return 0;
}
