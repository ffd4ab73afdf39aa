// SPDX-License-Identifier: MIT
// The renderer: draws any board that fits, with its status (moves, time) and the new-game and win
// screens, on any screen of display.hpp. It remembers what the screen shows and repaints only what
// changed: the tiles that moved (a tile is a natural dirty rectangle) and the status fields whose
// text changed. Every picture comes from one function, draw_scene, whatever part is repainted.
// Freestanding.
#pragma once

#include <npuzzle/core/error.hpp>
#include <npuzzle/core/notation.hpp>
#include <npuzzle/display/display.hpp>
#include <npuzzle/display/font.hpp>
#include <npuzzle/display/geometry.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace npuzzle::display {

/// The numbers on the tiles: decimal (1..15 on a 4x4) or hex (1..F, as the seed showed its 4x4).
enum class labels : std::uint8_t { decimal, hex };

/// How a board's labels are written: which font, which base, at which scale.
struct label_style {
    bool large = false; ///< the 5x7 digits (large_digits) instead of the 3x5 font
    bool hex = false;   ///< written in base 16
    int scale = 1;      ///< each font pixel a scale x scale square
};

/// Where everything goes: the board on the left in square tiles with a one-pixel gap, the status
/// panel on the right: five lines on a 64-row screen, four compact ones on a 32-row screen.
struct board_layout {
    std::size_t rows = 0; ///< the board's rows
    std::size_t cols = 0; ///< the board's columns
    int cell = 0;              ///< from one tile to the next
    int tile = 0;              ///< a tile's side
    label_style decimal_labels; ///< labels::decimal: hex where decimal does not fit (a 4x4 board on 32 rows)
    label_style hex_labels;     ///< labels::hex
    rect board; ///< where the board is drawn
    rect panel; ///< where the status panel is drawn

    /// The label style for `l`.
    [[nodiscard]] constexpr label_style label(labels l) const noexcept { return l == labels::hex ? hex_labels : decimal_labels; }

    /// Where tile `index` (row-major) is drawn.
    [[nodiscard]] constexpr rect tile_rect(std::size_t index) const noexcept {
        const auto row = static_cast<int>(index / cols), col = static_cast<int>(index % cols);
        return {board.x + col * cell, board.y + row * cell, tile, tile};
    }
    /// Whether the panel is the compact one (a 32-row screen).
    [[nodiscard]] constexpr bool compact() const noexcept { return panel.h < 64; }
    /// The panel's lines: a heading, two labelled values (moves, time), a footer. Compact: the values
    /// beside their labels, all in the small font.
    [[nodiscard]] constexpr rect heading() const noexcept { return {panel.x, 0, panel.w, compact() ? 6 : 10}; }
    /// The "MOVES" label's line.
    [[nodiscard]] constexpr rect moves_label() const noexcept { return {panel.x, compact() ? 9 : 14, panel.w, 5}; }
    /// Where the move count is written.
    [[nodiscard]] constexpr rect moves_value() const noexcept { return value(moves_label()); }
    /// The "TIME" label's line.
    [[nodiscard]] constexpr rect time_label() const noexcept { return {panel.x, compact() ? 17 : 34, panel.w, 5}; }
    /// Where the time is written.
    [[nodiscard]] constexpr rect time_value() const noexcept { return value(time_label()); }
    /// The bottom line: the game's ID, or "NEW GAME?" on the win screen.
    [[nodiscard]] constexpr rect footer() const noexcept { return {panel.x, panel.bottom() - 6, panel.w, 6}; }
    /// The footer's room: characters a line, and lines (a second one above it, below the time, on 64 rows).
    [[nodiscard]] constexpr std::size_t footer_chars() const noexcept { return static_cast<std::size_t>((panel.w + 1) / font::advance); }
    /// The lines the footer may use.
    [[nodiscard]] constexpr int footer_lines() const noexcept { return compact() ? 1 : 2; }

private:
    constexpr rect value(rect label) const noexcept {
        if (compact()) return {panel.x + 24, label.y, panel.w - 24, 5};
        return {panel.x, label.y + 7, panel.w, 10};
    }
};

namespace detail {
constexpr int panel_gap = 3;
// The full panel: "15-PUZZLE" and a 5-digit move count at scale 2, on 64 rows; the compact one:
// "MOVES 9999999" on a line, on 32 rows.
constexpr int panel_width(int height) noexcept { return height >= 64 ? 48 : 52; }

constexpr int digit_count(std::size_t n, std::size_t base = 10) noexcept {
    int digits = 1;
    while (n >= base) {
        n /= base;
        ++digits;
    }
    return digits;
}

// Does the widest label (the largest number) fit a tile with `margin` pixels of tile around it?
template <class Font>
constexpr bool label_fits(std::size_t cells, int tile, int scale, bool hex, int margin = 2) noexcept {
    const int width = (digit_count(cells - 1, hex ? 16 : 10) * Font::advance - 1) * scale;
    return width + 2 * margin <= tile && Font::text_height(scale) + 2 * margin <= tile;
}

// The most readable labels in base 16 (`hex`) or 10 a tile holds, or nothing: the large digits at the
// largest scale, else the small font at the largest scale, else (hex, boards of up to 16 cells) one
// digit with a pixel around. Decimal labels that do not fit are hex.
constexpr result<label_style> choose_labels(std::size_t cells, int tile, bool hex) noexcept {
    label_style style;
    style.hex = hex;
    if (label_fits<large_digits>(cells, tile, 1, hex)) {
        style.large = true;
        while (label_fits<large_digits>(cells, tile, style.scale + 1, hex)) ++style.scale;
        return style;
    }
    if (label_fits<font>(cells, tile, 1, hex)) {
        while (label_fits<font>(cells, tile, style.scale + 1, hex)) ++style.scale;
        return style;
    }
    if (!hex) return choose_labels(cells, tile, true);
    if (cells <= 16 && label_fits<font>(cells, tile, 1, true, 1)) return style;
    return error{error_code::size_too_large};
}

constexpr int cell_size(std::size_t rows, std::size_t cols, int width, int height) noexcept {
    const int room = width - panel_width(height) - panel_gap;
    return std::min(room / static_cast<int>(cols), height / static_cast<int>(rows));
}
} // namespace detail

// The layout of a rows x cols board on a width x height screen, or why it does not fit. The status
// panel needs 32 rows and 52 columns (compact) or 64 rows and 48 columns; the board, tiles that hold
// their largest number (see detail::choose_labels).
[[nodiscard]] constexpr result<board_layout> fit_board(std::size_t rows, std::size_t cols, int width, int height) {
    const bool shape_ok = rows >= 2 && cols >= 2 && rows <= 64 && cols <= 64;
    if (!shape_ok) return error{error_code::size_too_small, 0, 0, 4, rows * cols};
    if (height >= 32) {
        board_layout l;
        l.rows = rows;
        l.cols = cols;
        l.cell = detail::cell_size(rows, cols, width, height);
        l.tile = l.cell - 1;
        const auto decimal = detail::choose_labels(rows * cols, l.tile, false);
        if (l.cell > 0 && decimal) {
            l.decimal_labels = *decimal;
            l.hex_labels = *detail::choose_labels(rows * cols, l.tile, true); // fits where decimal does
            const int board_w = l.cell * static_cast<int>(cols) - 1, board_h = l.cell * static_cast<int>(rows) - 1;
            l.board = {0, (height - board_h) / 2, board_w, board_h};
            const int panel_h = height >= 64 ? height : 32;
            l.panel = {board_w + detail::panel_gap, 0, width - board_w - detail::panel_gap, panel_h};
            return l;
        }
    }
    // Tell the user the largest square board that does fit.
    std::size_t largest = 0;
    for (std::size_t n = 2; n <= 64 && height >= 32; ++n) {
        const int cell = detail::cell_size(n, n, width, height);
        if (cell > 0 && detail::choose_labels(n * n, cell - 1, false)) largest = n * n;
    }
    return error{error_code::size_too_large, 0, 0, largest, rows * cols};
}

enum class screen_mode : std::uint8_t {
    new_game, // a fresh board, nothing moved yet: the panel shows the game ID to share
    playing,
    won,      // solved: the panel says so (flashing), with the final moves and time
    lost,     // a new game was asked for mid-game: "YOU LOST" before the next is dealt
    asleep,   // after quit: the panel off, nothing drawn, until a button wakes the game
};

/// What the panel shows besides the board.
struct status {
    screen_mode mode = screen_mode::new_game; ///< which screen
    std::uint64_t moves = 0;                  ///< the move count shown (capped at 9,999,999)
    std::uint64_t elapsed_ms = 0;             ///< the time shown (capped at 999:59)
    std::string_view game_id; ///< "4x4#17": the text must stay valid until the next draw
    bool flash_on = true;     ///< the win heading's flash: shown or not
    labels tile_labels = labels::decimal;     ///< how the tiles are numbered
};

/// Named in the compiler's error when a board does not fit a screen: the board's rows and columns,
/// the screen's width and height in pixels, and how many cells the largest square board that fits has
/// (16: a 4x4 board; 0: none).
template <std::size_t Rows, std::size_t Cols, int Width, int Height, std::size_t CellsOfLargestSquareBoardThatFits>
struct board_does_not_fit_screen {
    static_assert(CellsOfLargestSquareBoardThatFits == ~std::size_t{0}, // never: a dependent "false"
                  "the board does not fit the screen: board_does_not_fit_screen<rows, columns, screen width, "
                  "screen height, cells of the largest square board that fits (16: 4x4, 0: none)>");
    /// Never reached: the static_assert above fails first.
    static constexpr bool checked = true;
};

namespace detail {
// fit_board's layout, or an empty one (a board that does not fit fails check_fit's static_assert).
constexpr board_layout layout_or_empty(std::size_t rows, std::size_t cols, int width, int height) {
    const auto fit = fit_board(rows, cols, width, height);
    return fit ? *fit : board_layout{};
}
constexpr std::size_t largest_fitting_cells(std::size_t rows, std::size_t cols, int width, int height) {
    const auto fit = fit_board(rows, cols, width, height);
    return fit ? 0 : fit.error().expected;
}

// Checked when the board fits; else board_does_not_fit_screen<...>, whose static_assert names the sizes.
template <std::size_t Rows, std::size_t Cols, int Width, int Height,
          bool Fits = fit_board(Rows, Cols, Width, Height).has_value()>
struct check_fit {
    static constexpr bool checked = true;
};
template <std::size_t Rows, std::size_t Cols, int Width, int Height>
struct check_fit<Rows, Cols, Width, Height, false>
    : board_does_not_fit_screen<Rows, Cols, Width, Height, largest_fitting_cells(Rows, Cols, Width, Height)> {};
} // namespace detail

/// Draws the game on a Width x Height screen: the board (Board, a basic_puzzle) and the status panel. It
/// remembers what the screen shows and repaints only what changed. A board too large for the screen is
/// a compile-time error naming the sizes (board_does_not_fit_screen).
template <class Board, int Width, int Height>
class renderer {
public:
    /// The board's tile type.
    using tile_type = typename Board::tile_type;
    /// The board's cells, blank included.
    static constexpr std::size_t cells = Board::cell_count;
    // A board too large for the screen fails where the renderer (or the game) is declared, naming the
    // sizes and the largest board that fits.
    static_assert(detail::check_fit<Board::static_rows, Board::static_cols, Width, Height>::checked);
    /// Where everything goes on this screen.
    static constexpr board_layout layout = detail::layout_or_empty(Board::static_rows, Board::static_cols, Width, Height);

    /// The next draw repaints the whole screen (after power-up, or when something else drew on it).
    constexpr void invalidate() noexcept { valid_ = false; }

    /// Brings the screen up to date with `board` and `s`, repainting only what changed.
    /// (The steps are functions the compiler keeps apart: inlined, their locals would all stay on the
    /// stack while the deepest one draws, and the stack is most of a small target's RAM.)
    template <class Screen>
    constexpr void draw(Screen& screen, const Board& board, const status& s) {
        repaint(screen, update(board, s));
    }

    /// The parts of the screen a draw repaints: the tiles that changed, the panel's fields that did.
    struct dirty_areas {
        rect tiles; ///< the tiles to repaint (or the whole screen)
        rect panel; ///< the panel's fields to repaint
    };

    /// draw() in two steps, for a caller that keeps the status off the stack it paints from: what
    /// changed (the renderer now remembers `board` and `s`)...
    [[gnu::noinline]] constexpr dirty_areas update(const Board& board, const status& s) {
        return changes(board, s);
    }
    /// ...and the repaint of those areas.
    template <class Screen>
    [[gnu::noinline]] constexpr void repaint(Screen& screen, const dirty_areas& dirty) {
        static_assert(Screen::width == Width && Screen::height == Height, "the renderer's size is the screen's");
        auto scene = [this](auto& canvas) { this->draw_scene(canvas); };
        if (!dirty.tiles.empty()) screen.paint(dirty.tiles, scene);
        if (!dirty.panel.empty()) screen.paint(dirty.panel, scene);
    }

    /// The whole picture, drawn through a canvas clipped to the part being repainted.
    template <class Canvas>
    constexpr void draw_scene(Canvas& canvas) const {
        clear(canvas);
        draw_tiles(canvas);
        if (overlaps(layout.panel, canvas.clip())) {
            draw_panel(canvas);
            draw_footer(canvas, mode_ == screen_mode::won ? "NEW GAME?" : game_id_); // any hardware: no button names
        }
    }

private:
    // Remembers what the screen will show, and says which parts change.
    constexpr dirty_areas changes(const Board& board, const status& s) {
        rect tiles_dirty, panel_dirty;
        for (std::size_t i = 0; i < cells; ++i)
            if (!valid_ || shown_tiles_[i] != board[i]) {
                shown_tiles_[i] = board[i];
                tiles_dirty = unite(tiles_dirty, layout.tile_rect(i));
            }
        const std::uint32_t moves = s.moves > max_moves ? max_moves : static_cast<std::uint32_t>(s.moves);
        // Capped before dividing, in 32 bits: a 64-bit division would link a library routine.
        constexpr std::uint64_t max_ms = std::uint64_t{max_seconds} * 1000;
        const std::uint32_t secs = static_cast<std::uint32_t>(s.elapsed_ms > max_ms ? max_ms : s.elapsed_ms) / 1000;
        const bool flash_on = s.mode != screen_mode::won || s.flash_on;
        if (s.tile_labels != labels_) valid_ = false; // every tile again
        labels_ = s.tile_labels;
        const std::uint32_t id_hash = hash(s.game_id);
        game_id_ = s.game_id;
        if (!valid_ || s.mode != mode_ || id_hash != game_id_hash_) {
            panel_dirty = layout.panel;
            game_id_hash_ = id_hash;
        } else {
            if (moves != moves_) panel_dirty = unite(panel_dirty, layout.moves_value());
            if (secs != seconds_) panel_dirty = unite(panel_dirty, layout.time_value());
            if (flash_on != flash_on_) panel_dirty = unite(panel_dirty, layout.heading());
        }
        flash_on_ = flash_on;
        mode_ = s.mode;
        moves_ = moves;
        seconds_ = secs;
        // The whole screen (the gaps and margins too) in one repaint, not the panel again after it;
        // so is a new deal's: the board and the panel side by side on every page, half the windows.
        if (!valid_ || (panel_dirty.h == Height && tiles_dirty.h >= layout.board.h)) {
            tiles_dirty = {0, 0, Width, Height};
            panel_dirty = {};
        }
        valid_ = true;
        return {tiles_dirty, panel_dirty};
    }

    // Apart from draw_scene, so its rectangles are not in the frame every tile and text is drawn from.
    template <class Canvas>
    [[gnu::noinline]] static constexpr void clear(Canvas& canvas) {
        fill_rect(canvas, canvas.clip(), false);
    }

    template <class Canvas>
    [[gnu::noinline]] constexpr void draw_tiles(Canvas& canvas) const {
        for (std::size_t i = 0; i < cells; ++i)
            if (shown_tiles_[i] != 0 && overlaps(layout.tile_rect(i), canvas.clip())) draw_tile(canvas, i);
    }

    template <class Canvas>
    [[gnu::noinline]] constexpr void draw_panel(Canvas& canvas) const {
        {
            const auto name = title();
            const std::string_view heading = mode_ == screen_mode::won        ? (flash_on_ ? "YOU WIN!" : "")
                                             : mode_ == screen_mode::lost     ? "YOU LOST"
                                             : mode_ == screen_mode::new_game ? "NEW GAME"
                                                                              : name.view();
            draw_fitted(canvas, layout.heading(), heading);
        }
        draw_text(canvas, layout.panel.x, layout.moves_label().y, "MOVES");
        draw_text(canvas, layout.panel.x, layout.time_label().y, "TIME");
        {
            static_string<8> moves;
            moves.append_number(moves_);
            draw_fitted(canvas, layout.moves_value(), moves.view());
        }
        draw_fitted(canvas, layout.time_value(), clock_text(seconds_).view());
    }

    // The footer's text, on a second line above the footer when it needs one and the panel has it.
    // Text longer than that is cut after a whole glyph and ends in '>', the sign that it goes on:
    // never half a glyph, never a digit silently missing from an ID.
    template <class Canvas>
    [[gnu::noinline]] constexpr void draw_footer(Canvas& canvas, std::string_view text) const {
        constexpr std::size_t per_line = layout.footer_chars();
        constexpr std::size_t room = per_line * static_cast<std::size_t>(layout.footer_lines());
        const std::size_t shown = text.size() < room ? text.size() : room;
        const int top = layout.footer().y - static_cast<int>((shown + per_line - 1) / per_line - 1) * (font::glyph_height + 1);
        for (std::size_t i = 0; i < shown; ++i) { // a glyph at a time: one draw_text, small code
            const char c = text.size() > room && i == room - 1 ? '>' : text[i];
            draw_text(canvas, layout.panel.x + static_cast<int>(i % per_line) * font::advance,
                      top + static_cast<int>(i / per_line) * (font::glyph_height + 1), std::string_view(&c, 1));
        }
    }

public:
    /// "M:SS", minutes uncapped up to 999.
    [[nodiscard]] static constexpr static_string<8> clock_text(std::uint32_t seconds) noexcept {
        static_string<8> t;
        t.append_number(seconds / 60);
        t.push_back(':');
        if (seconds % 60 < 10) t.push_back('0');
        t.append_number(seconds % 60);
        return t;
    }

    /// "15-PUZZLE"
    [[nodiscard]] static constexpr static_string<16> title() noexcept {
        static_string<16> t;
        t.append_number(cells - 1);
        t.append("-PUZZLE");
        return t;
    }

private:
    static constexpr std::uint32_t max_moves = 9'999'999;

    // FNV-1a: a few bytes of RAM instead of a copy of the ID.
    static constexpr std::uint32_t hash(std::string_view text) noexcept {
        std::uint32_t h = 2166136261u;
        for (char c : text) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
        return h;
    }
    static constexpr std::uint32_t max_seconds = 999 * 60 + 59;

    // A lit tile with rounded corners and its number cut out of it.
    template <class Canvas>
    constexpr void draw_tile(Canvas& canvas, std::size_t index) const {
        const rect r = layout.tile_rect(index);
        fill_rect(canvas, r, true);
        for (const int x : {r.x, r.right() - 1})
            for (const int y : {r.y, r.bottom() - 1}) canvas.draw_pixel(x, y, false);
        const label_style style = layout.label(labels_);
        char text[4]; // a 64x64 board's largest number, 4095
        const char* end = write_label(shown_tiles_[index], style.hex ? 16u : 10u, text);
        const std::string_view label(text, static_cast<std::size_t>(end - text));
        if (style.large) draw_label<large_digits>(canvas, r, label, style.scale);
        else draw_label<font>(canvas, r, label, style.scale);
    }

    // A label centred on its tile, cut out of it.
    template <class Font, class Canvas>
    static constexpr void draw_label(Canvas& canvas, rect r, std::string_view label, int scale) {
        draw_text<Font>(canvas, r.x + (r.w - Font::text_width(label, scale) + 1) / 2,
                        r.y + (r.h - Font::text_height(scale) + 1) / 2, label, scale, false);
    }

    // A tile's number in `base` (10 or 16, capital hex digits), no leading zeros. In 32 bits: a
    // tile's number is small, and 64-bit digits (write_decimal) would sit in draw_tile's frame.
    static constexpr char* write_label(unsigned n, unsigned base, char* out) noexcept {
        const int digits = detail::digit_count(n, base);
        for (int i = digits - 1; i >= 0; --i, n /= base) out[i] = "0123456789ABCDEF"[n % base];
        return out + digits;
    }

    // Text at scale 2 when it fits the line, else at scale 1.
    template <class Canvas>
    static constexpr void draw_fitted(Canvas& canvas, rect line, std::string_view text) {
        const int scale = font::text_width(text, 2) <= line.w && line.h >= font::text_height(2) ? 2 : 1;
        draw_text(canvas, line.x, line.y, text, scale);
    }

    std::array<tile_type, cells> shown_tiles_{};
    // The game ID's text is the caller's (status::game_id); a hash tells when it changed.
    std::string_view game_id_;
    std::uint32_t game_id_hash_ = 0;
    std::uint32_t moves_ = 0, seconds_ = 0;
    screen_mode mode_ = screen_mode::new_game;
    labels labels_ = labels::decimal;
    bool flash_on_ = true;
    bool valid_ = false;
};

} // namespace npuzzle::display
