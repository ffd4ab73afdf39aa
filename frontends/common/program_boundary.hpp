// SPDX-License-Identifier: MIT
// Each program's one catch. Our own code answers errors as values (frontend_error.hpp); what the
// standard library throws past them (memory, a thread that cannot be started) ends the program here,
// said in a sentence on stderr, with status 1.
#pragma once

#include "frontend_error.hpp"
#include "options.hpp" // program, program_name

#include <exception>
#include <iostream>
#include <new>

namespace npuzzle::frontend {

// body(), the program's main; or, if it throws, "<program>: <why>" on stderr and exit_failure.
template <class Body>
int run_program(program which, Body&& body) {
    try {
        return body();
    } catch (const std::bad_alloc&) {
        std::cerr << program_name(which) << ": out of memory\n";
    } catch (const std::exception& e) {
        std::cerr << program_name(which) << ": " << e.what() << '\n';
    }
    return exit_failure;
}

} // namespace npuzzle::frontend
