// SPDX-License-Identifier: MIT
// The renderer: draws any board that fits, with its status (moves, time) and the new-game and win
// screens, on any screen of display.hpp. It remembers what the screen shows and repaints only what
// changed: the tiles that moved (a tile is a natural dirty rectangle) and the status fields whose
// text changed. Every picture comes from one function, draw_scene, whatever part is repainted.
// Freestanding.
#pragma once

#include <npuzzle/core/error.hpp>
#include <npuzzle/display/display.hpp>
#include <npuzzle/display/font.hpp>
#include <npuzzle/display/geometry.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace npuzzle::display {

// Where everything goes: the board on the left in square tiles with a one-pixel gap, the status
// panel on the right.
struct board_layout {
    std::size_t rows = 0, cols = 0;
    int cell = 0;        // from one tile to the next
    int tile = 0;        // a tile's side
    int label_scale = 1; // the font scale of the numbers on the tiles
    rect board;
    rect panel;

    constexpr rect tile_rect(std::size_t index) const noexcept {
        const auto row = static_cast<int>(index / cols), col = static_cast<int>(index % cols);
        return {board.x + col * cell, board.y + row * cell, tile, tile};
    }
    // The panel's lines: a heading, two labelled values (moves, time), a footer.
    constexpr rect heading() const noexcept { return {panel.x, 0, panel.w, 10}; }
    constexpr rect moves_label() const noexcept { return {panel.x, 14, panel.w, 5}; }
    constexpr rect moves_value() const noexcept { return {panel.x, 21, panel.w, 10}; }
    constexpr rect time_label() const noexcept { return {panel.x, 34, panel.w, 5}; }
    constexpr rect time_value() const noexcept { return {panel.x, 41, panel.w, 10}; }
    constexpr rect footer() const noexcept { return {panel.x, panel.bottom() - 6, panel.w, 6}; }
};

namespace detail {
constexpr int panel_width = 48; // "15-PUZZLE", a 5-digit move count at scale 2
constexpr int panel_gap = 3;
constexpr int panel_height = 64;

constexpr int digit_count(std::size_t n) noexcept {
    int digits = 1;
    while (n >= 10) {
        n /= 10;
        ++digits;
    }
    return digits;
}
// The widest label of a board with `cells` cells: its largest number.
constexpr int label_width(std::size_t cells, int scale) noexcept {
    return (digit_count(cells - 1) * font::advance - 1) * scale;
}
// A label fits when it keeps two pixels of tile on every side.
constexpr bool label_fits(std::size_t cells, int tile, int scale) noexcept {
    return label_width(cells, scale) + 4 <= tile && font::text_height(scale) + 4 <= tile;
}
} // namespace detail

// The layout of a rows x cols board on a width x height screen, or why it does not fit. The status
// panel needs 64 rows and 48 columns; the board, tiles with two pixels around their widest number.
constexpr result<board_layout> fit_board(std::size_t rows, std::size_t cols, int width, int height) {
    board_layout l;
    const bool shape_ok = rows >= 2 && cols >= 2 && rows <= 64 && cols <= 64;
    if (shape_ok && height >= detail::panel_height) {
        l.rows = rows;
        l.cols = cols;
        const int room = width - detail::panel_width - detail::panel_gap;
        l.cell = std::min(room / static_cast<int>(cols), height / static_cast<int>(rows));
        l.tile = l.cell - 1;
        if (l.cell > 0 && detail::label_fits(rows * cols, l.tile, 1)) {
            while (detail::label_fits(rows * cols, l.tile, l.label_scale + 1)) ++l.label_scale;
            const int board_w = l.cell * static_cast<int>(cols) - 1, board_h = l.cell * static_cast<int>(rows) - 1;
            l.board = {0, (height - board_h) / 2, board_w, board_h};
            l.panel = {board_w + detail::panel_gap, 0, width - board_w - detail::panel_gap, height};
            return l;
        }
    }
    if (!shape_ok) return error{error_code::size_too_small, 0, 0, 4, rows * cols};
    // Tell the user the largest square board that does fit.
    std::size_t largest = 0;
    for (std::size_t n = 2; n <= 64 && height >= detail::panel_height; ++n) {
        const int cell = std::min((width - detail::panel_width - detail::panel_gap) / static_cast<int>(n),
                                  height / static_cast<int>(n));
        if (cell > 0 && detail::label_fits(n * n, cell - 1, 1)) largest = n * n;
    }
    return error{error_code::size_too_large, 0, 0, largest, rows * cols};
}

enum class screen_mode : std::uint8_t {
    new_game, // a fresh board, nothing moved yet: the panel shows the game ID to share
    playing,
    won,      // solved: the panel says so, with the final moves and time
};

// What the panel shows besides the board.
struct status {
    screen_mode mode = screen_mode::new_game;
    std::uint64_t moves = 0;
    std::uint64_t elapsed_ms = 0;
    std::string_view game_id; // "4x4#17"
};

template <class Board, int Width, int Height>
class renderer {
public:
    using tile_type = typename Board::tile_type;
    static constexpr std::size_t cells = Board::cell_count;
    static constexpr auto fit = fit_board(Board::static_rows, Board::static_cols, Width, Height);
    static_assert(fit.has_value(), "this board does not fit this screen with readable numbers");
    static constexpr board_layout layout = *fit;

    // The next draw repaints the whole screen (after power-up, or when something else drew on it).
    constexpr void invalidate() noexcept { valid_ = false; }

    // Brings the screen up to date with `board` and `s`, repainting only what changed.
    template <class Screen>
    constexpr void draw(Screen& screen, const Board& board, const status& s) {
        static_assert(Screen::width == Width && Screen::height == Height, "the renderer's size is the screen's");
        rect tiles_dirty, panel_dirty;
        for (std::size_t i = 0; i < cells; ++i)
            if (!valid_ || shown_tiles_[i] != board[i]) {
                shown_tiles_[i] = board[i];
                tiles_dirty = unite(tiles_dirty, layout.tile_rect(i));
            }
        const std::uint32_t moves = s.moves > max_moves ? max_moves : static_cast<std::uint32_t>(s.moves);
        const std::uint64_t seconds = s.elapsed_ms / 1000;
        const std::uint32_t secs = seconds > max_seconds ? max_seconds : static_cast<std::uint32_t>(seconds);
        if (!valid_ || s.mode != mode_ || s.game_id != game_id_.view()) {
            panel_dirty = layout.panel;
            game_id_ = {};
            game_id_.append(s.game_id);
        } else {
            if (moves != moves_) panel_dirty = unite(panel_dirty, layout.moves_value());
            if (secs != seconds_) panel_dirty = unite(panel_dirty, layout.time_value());
        }
        mode_ = s.mode;
        moves_ = moves;
        seconds_ = secs;
        if (!valid_) tiles_dirty = {0, 0, Width, Height}; // the gaps and margins too
        valid_ = true;
        auto scene = [this](auto& canvas) { this->draw_scene(canvas); };
        if (!tiles_dirty.empty()) screen.paint(tiles_dirty, scene);
        if (!panel_dirty.empty()) screen.paint(panel_dirty, scene);
    }

    // The whole picture, drawn through a canvas clipped to the part being repainted.
    template <class Canvas>
    constexpr void draw_scene(Canvas& canvas) const {
        const rect clip = canvas.clip();
        fill_rect(canvas, clip, false);
        for (std::size_t i = 0; i < cells; ++i)
            if (shown_tiles_[i] != 0 && overlaps(layout.tile_rect(i), clip)) draw_tile(canvas, i);
        if (!overlaps(layout.panel, clip)) return;
        const auto name = title();
        const std::string_view heading = mode_ == screen_mode::won        ? "SOLVED!"
                                         : mode_ == screen_mode::new_game ? "NEW GAME"
                                                                          : name.view();
        draw_fitted(canvas, layout.heading(), heading);
        draw_text(canvas, layout.panel.x, layout.moves_label().y, "MOVES");
        draw_text(canvas, layout.panel.x, layout.time_label().y, "TIME");
        static_string<8> moves;
        moves.append_number(moves_);
        draw_fitted(canvas, layout.moves_value(), moves.view());
        draw_fitted(canvas, layout.time_value(), clock_text(seconds_).view());
        const std::string_view footer = mode_ == screen_mode::won ? "NEW GAME?" : game_id_.view(); // any hardware: no button names
        draw_text(canvas, layout.panel.x, layout.footer().y, footer);
    }

    // "M:SS", minutes uncapped up to 999.
    static constexpr static_string<8> clock_text(std::uint32_t seconds) noexcept {
        static_string<8> t;
        t.append_number(seconds / 60);
        t.push_back(':');
        if (seconds % 60 < 10) t.push_back('0');
        t.append_number(seconds % 60);
        return t;
    }

    // "15-PUZZLE"
    static constexpr static_string<16> title() noexcept {
        static_string<16> t;
        t.append_number(cells - 1);
        t.append("-PUZZLE");
        return t;
    }

private:
    static constexpr std::uint32_t max_moves = 9'999'999;
    static constexpr std::uint32_t max_seconds = 999 * 60 + 59;

    // A lit tile with rounded corners and its number cut out of it.
    template <class Canvas>
    constexpr void draw_tile(Canvas& canvas, std::size_t index) const {
        const rect r = layout.tile_rect(index);
        fill_rect(canvas, r, true);
        for (const int x : {r.x, r.right() - 1})
            for (const int y : {r.y, r.bottom() - 1}) canvas.draw_pixel(x, y, false);
        static_string<8> label;
        label.append_number(shown_tiles_[index]);
        const int scale = layout.label_scale;
        draw_text(canvas, r.x + (r.w - font::text_width(label.view(), scale) + 1) / 2,
                  r.y + (r.h - font::text_height(scale) + 1) / 2, label.view(), scale, false);
    }

    // Text at scale 2 when it fits the line, else at scale 1.
    template <class Canvas>
    static constexpr void draw_fitted(Canvas& canvas, rect line, std::string_view text) {
        const int scale = font::text_width(text, 2) <= line.w && line.h >= font::text_height(2) ? 2 : 1;
        draw_text(canvas, line.x, line.y, text, scale);
    }

    std::array<tile_type, cells> shown_tiles_{};
    static_string<24> game_id_; // "RxC#seed" fits whole
    std::uint32_t moves_ = 0, seconds_ = 0;
    screen_mode mode_ = screen_mode::new_game;
    bool valid_ = false;
};

} // namespace npuzzle::display
