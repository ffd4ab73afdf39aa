// SPDX-License-Identifier: MIT
// The games' flags in a format-1 saved game (field 8, npuzzle/core/save_line.hpp): the library keeps
// them as letters; what each says about a game is this layer's. Header-only, so a front end that
// writes or reads saves without the game layer (the page's bridge) reads them the same way.
#pragma once

#include <npuzzle/core/error.hpp>
#include <npuzzle/core/save_line.hpp>

#include <string>
#include <string_view>

// What a game's save says of how it was played (older saves; a puzzle's format 2 says it itself).
struct save_flags {
    bool assisted = false;   // a: a hint or the solver played
    bool restarted = false;  // r: restarted at least once: no record
    bool undone = false;     // u: a move was undone: no record
    bool fair = false;       // f: a fair deal (written for older versions; read from the start since)
    bool x_computer = false; // x: m,n,k, the computer plays X
    bool o_computer = false; // o: m,n,k, the computer plays O
};

// The flags a saved game's letters give; bad_flags (field 8) for a letter no game here knows.
inline npuzzle::result<save_flags, npuzzle::save_failure> read_save_flags(std::string_view letters) {
    save_flags f;
    for (char c : letters) {
        bool* flag = c == 'a' ? &f.assisted : c == 'r' ? &f.restarted : c == 'u' ? &f.undone
                   : c == 'f' ? &f.fair : c == 'x' ? &f.x_computer : c == 'o' ? &f.o_computer : nullptr;
        if (!flag) return npuzzle::save_failure{npuzzle::save_error::bad_flags, 8, 0, 0, 0};
        *flag = true; // the library has refused a letter given twice
    }
    return f;
}

// The letters of `f`, in the order older versions wrote them ("" for none).
inline std::string save_flag_letters(const save_flags& f) {
    std::string letters;
    if (f.assisted) letters += 'a';
    if (f.restarted) letters += 'r';
    if (f.undone) letters += 'u';
    if (f.fair) letters += 'f';
    if (f.x_computer) letters += 'x';
    if (f.o_computer) letters += 'o';
    return letters;
}
