#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A terminal screen as SVG: reads `tmux capture-pane -p -e` output (text with SGR escape sequences)
on standard input and writes an SVG picture of it, colours, bold, dim, underline and reverse video
kept. Standard library only. Usage: ansi_to_svg.py COLUMNS ROWS < capture > screen.svg"""
import html
import re
import sys

# xterm's default 16 colours.
PALETTE = ["#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
           "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff"]
FOREGROUND, BACKGROUND = "#d0d0d0", "#1c1c1c"
CELL_W, CELL_H, FONT = 8.4, 17, 14


def colour_256(n):
    if n < 16:
        return PALETTE[n]
    if n < 232:
        n -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (steps[n // 36], steps[n // 6 % 6], steps[n % 6])
    grey = 8 + (n - 232) * 10
    return "#%02x%02x%02x" % (grey, grey, grey)


class Style:
    def __init__(self):
        self.reset()

    def reset(self):
        self.fg = self.bg = None
        self.bold = self.dim = self.underline = self.reverse = False

    def apply(self, params):
        codes = [int(p) if p else 0 for p in params.split(";")] if params else [0]
        i = 0
        while i < len(codes):
            c = codes[i]
            if c == 0: self.reset()
            elif c == 1: self.bold = True
            elif c == 2: self.dim = True
            elif c == 4: self.underline = True
            elif c == 7: self.reverse = True
            elif c == 22: self.bold = self.dim = False
            elif c == 24: self.underline = False
            elif c == 27: self.reverse = False
            elif 30 <= c <= 37: self.fg = PALETTE[c - 30]
            elif c == 39: self.fg = None
            elif 40 <= c <= 47: self.bg = PALETTE[c - 40]
            elif c == 49: self.bg = None
            elif 90 <= c <= 97: self.fg = PALETTE[c - 90 + 8]
            elif 100 <= c <= 107: self.bg = PALETTE[c - 100 + 8]
            elif c in (38, 48) and i + 2 < len(codes) and codes[i + 1] == 5:
                if c == 38: self.fg = colour_256(codes[i + 2])
                else: self.bg = colour_256(codes[i + 2])
                i += 2
            i += 1

    def colours(self):
        fg, bg = self.fg or FOREGROUND, self.bg or BACKGROUND
        if self.reverse:
            fg, bg = bg, fg
        return fg, bg


def parse(text, columns, rows):
    """The screen as rows of (char, fg, bg, bold, dim, underline) cells."""
    screen = [[(" ", FOREGROUND, BACKGROUND, False, False, False) for _ in range(columns)] for _ in range(rows)]
    style = Style()
    for y, line in enumerate(text.split("\n")[:rows]):
        x = 0
        for token in re.split(r"(\x1b\[[0-9;]*m)", line):
            if token.startswith("\x1b["):
                style.apply(token[2:-1])
                continue
            for ch in token:
                if ch < " ":  # shift-in and other controls take no cell
                    continue
                if x < columns:
                    fg, bg = style.colours()
                    screen[y][x] = (ch, fg, bg, style.bold, style.dim, style.underline)
                x += 1
    return screen


def svg(screen, columns, rows):
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">'
           % (columns * CELL_W, rows * CELL_H, columns * CELL_W, rows * CELL_H),
           '<rect width="100%%" height="100%%" fill="%s"/>' % BACKGROUND,
           '<g font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="%d">' % FONT]
    for y, row in enumerate(screen):
        for x, (ch, fg, bg, bold, dim, underline) in enumerate(row):
            if bg != BACKGROUND:
                out.append('<rect x="%.1f" y="%d" width="%.1f" height="%d" fill="%s"/>'
                           % (x * CELL_W, y * CELL_H, CELL_W + 0.4, CELL_H, bg))
        for x, (ch, fg, bg, bold, dim, underline) in enumerate(row):
            if ch == " ":
                continue
            attrs = ' fill="%s"' % fg
            if bold: attrs += ' font-weight="bold"'
            if dim: attrs += ' fill-opacity="0.6"'
            if underline: attrs += ' text-decoration="underline"'
            out.append('<text x="%.1f" y="%.1f"%s>%s</text>' % (x * CELL_W, y * CELL_H + CELL_H * 0.78, attrs,
                                                                html.escape(ch)))
    out.append("</g></svg>")
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    columns, rows = int(sys.argv[1]), int(sys.argv[2])
    sys.stdout.write(svg(parse(sys.stdin.read(), columns, rows), columns, rows))


if __name__ == "__main__":
    main()
