#include "layout.hpp"

#include <algorithm>

namespace npuzzle::curses {

rect board_layout::tile(cell c) const noexcept {
    return {top + static_cast<int>(c.row) * tile_height,
            left + static_cast<int>(c.col) * (tile_width + tile_gap), tile_height, tile_width};
}

std::variant<board_layout, too_small> lay_out(int screen_width, int screen_height, std::size_t rows,
                                              std::size_t cols, std::size_t label_width) {
    // Sizes come from a terminal and a game: clamp them into int range before any arithmetic.
    const int r = static_cast<int>(std::min<std::size_t>(rows, 1000));
    const int c = static_cast<int>(std::min<std::size_t>(cols, 1000));
    const int min_width = static_cast<int>(std::min<std::size_t>(label_width, 1000)) + 2; // │12│
    const too_small need{c * (min_width + tile_gap) - tile_gap,
                         r * min_tile_height + lines_above_board + lines_below_board};
    if (r < 1 || c < 1) return need;

    const int room_height = screen_height - lines_above_board - lines_below_board;
    const int room_width = screen_width;
    const int fit_height = std::min(room_height / r, max_tile_height);
    const int fit_width = (room_width + tile_gap) / c - tile_gap;
    if (fit_height < min_tile_height || fit_width < min_width) return need;

    board_layout l;
    l.rows = rows;
    l.cols = cols;
    // A character cell is about twice as tall as wide: width 2h+1 looks square. Whichever of the
    // two limits binds first sets the other.
    l.tile_width = std::clamp(2 * fit_height + 1, min_width, fit_width);
    l.tile_height = std::clamp(l.tile_width / 2, min_tile_height, fit_height);
    l.top = lines_above_board + (room_height - l.height()) / 2;
    l.left = (room_width - l.width()) / 2;
    return l;
}

std::optional<cell> cell_at(const board_layout& l, int y, int x) noexcept {
    if (y < l.top || x < l.left || y >= l.top + l.height() || x >= l.left + l.width()) return {};
    const int pitch = l.tile_width + tile_gap;
    if ((x - l.left) % pitch >= l.tile_width) return {}; // the gap between two tiles
    return cell{static_cast<std::size_t>((y - l.top) / l.tile_height),
                static_cast<std::size_t>((x - l.left) / pitch)};
}

} // namespace npuzzle::curses
