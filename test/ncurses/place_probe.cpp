// SPDX-License-Identifier: MIT
// A small game played by placing, run by the real npuzzle-curses front end (curses::play): it shows
// that arrows move a cursor and Enter, space and clicks place, with no change to the front end, and
// that the computer's turn is played when it is due. The player (X) and the computer (O) take turns
// on a 3x3 grid; three in a row wins. The computer simply takes the first empty cell: the rules
// are this test's, the drawing and input are the front end's.
#include <app.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace {

using namespace npuzzle;
using namespace npuzzle::frontend;

class three_in_a_row final : public game {
public:
    std::string title() const override { return "Three in a row (test game)"; }
    std::size_t rows() const override { return 3; }
    std::size_t cols() const override { return 3; }
    std::string label(cell c) const override {
        const char mark = marks_[index(c)];
        return mark == ' ' ? "" : std::string(1, mark);
    }
    cell_role role(cell c) const override {
        const auto line = winning_line();
        if (line && (line->at(0) == index(c) || line->at(1) == index(c) || line->at(2) == index(c)))
            return cell_role::winning;
        const char mark = marks_[index(c)];
        return mark == 'X' ? cell_role::mark_x : mark == 'O' ? cell_role::mark_o : cell_role::empty;
    }
    std::size_t label_width() const override { return 1; }
    std::string status() const override { return "Plies " + std::to_string(placed_.size()); }
    std::string message() const override { return message_; }
    std::string id() const override { return std::string(marks_.begin(), marks_.end()); }
    input_style style() const override { return input_style::place; }
    npuzzle::frontend::capabilities abilities() const override { return {}; }

    bool over() const override { return winning_line() || placed_.size() == marks_.size(); }
    std::string outcome() const override {
        if (const auto line = winning_line()) return std::string(1, marks_[line->at(0)]) + " wins";
        return over() ? "Draw" : "";
    }
    bool in_progress() const override { return !placed_.empty() && !over(); }
    bool paused() const override { return false; }
    bool awaiting_computer() const override { return placed_.size() % 2 == 1 && !over(); }
    std::uint64_t elapsed_ms() const override { return 0; }
    std::uint64_t moves() const override { return placed_.size(); }
    std::uint64_t multi_moves() const override { return placed_.size(); }
    std::string start_id() const override { return "start"; }
    bool solving() const override { return false; }
    bool assisted() const override { return false; }
    fairness record_status() const override { return fairness::untimed; }
    void hold(npuzzle::pause_reason, bool) override {}
    std::string save() const override { return ""; } // a test game: nothing to save

    event apply(const command& c) override {
        message_.clear();
        switch (c.what) {
        case command::kind::select:
            if (c.at.row >= 3 || c.at.col >= 3) return event::not_a_move;
            if (over() || awaiting_computer()) return fail("not your turn");
            if (marks_[index(c.at)] != ' ') return fail("that cell is taken");
            return place(index(c.at), 'X');
        case command::kind::computer:
            if (!awaiting_computer()) return fail("not the computer's turn");
            for (std::size_t i = 0; i < marks_.size(); ++i)
                if (marks_[i] == ' ') return place(i, 'O');
            return event::no_effect;
        case command::kind::undo:
            if (placed_.empty()) return fail("nothing to undo");
            marks_[placed_.back()] = ' ';
            placed_.pop_back();
            return event::moved;
        default: return fail("not in this game");
        }
    }
    std::optional<command> parse_word(std::string_view) const override { return std::nullopt; }
    std::string words_help() const override { return ""; }

private:
    static std::size_t index(cell c) { return c.row * 3 + c.col; }

    event fail(std::string why) {
        message_ = std::move(why);
        return event::no_effect;
    }
    event place(std::size_t at, char mark) {
        marks_[at] = mark;
        placed_.push_back(at);
        message_ = std::string(1, mark) + " at row " + std::to_string(at / 3 + 1) + ", column " +
                   std::to_string(at % 3 + 1);
        return over() ? event::solved : event::moved;
    }
    std::optional<std::array<std::size_t, 3>> winning_line() const {
        static constexpr std::size_t lines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                                                    {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
        for (const auto& l : lines)
            if (marks_[l[0]] != ' ' && marks_[l[0]] == marks_[l[1]] && marks_[l[1]] == marks_[l[2]])
                return std::array<std::size_t, 3>{l[0], l[1], l[2]};
        return std::nullopt;
    }

    std::array<char, 9> marks_{' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' '};
    std::vector<std::size_t> placed_;
    std::string message_;
};

} // namespace

int main() {
    three_in_a_row g;
    return npuzzle::curses::play(g, npuzzle::curses::settings{});
}
