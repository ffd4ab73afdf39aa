// SPDX-License-Identifier: MIT
// NPUZZLE_ASSERT(condition, what): the one check behind the library's preconditions, such as
// reading the value of a result that holds an error. Freestanding.
//
// The policy is chosen while compiling, before any npuzzle header is included (ETL's
// error_handler is the model):
//   - by default a failed check ends the program: std::abort() when hosted, a trap instruction
//     when freestanding (gcc and clang; std::abort() elsewhere);
//   - -DNPUZZLE_ASSERT_HANDLER=my_handler calls a function you define once, at global scope:
//       [[noreturn]] void my_handler(const char* what, const char* file, int line) noexcept;
//     (to log, or to reset a microcontroller);
//   - defining NPUZZLE_ASSERT(condition, what) yourself replaces the check entirely: to throw, or
//     ((void)0) to trust every call, as std::expected does.
// In a constant expression a failed check does not compile.
#pragma once

#include <cstdlib>

#ifndef NPUZZLE_ASSERT
#ifdef NPUZZLE_ASSERT_HANDLER
[[noreturn]] void NPUZZLE_ASSERT_HANDLER(const char* what, const char* file, int line) noexcept;
#define NPUZZLE_ASSERT(condition, what)                                                                 \
    (static_cast<bool>(condition) ? static_cast<void>(0) : NPUZZLE_ASSERT_HANDLER(what, __FILE__, __LINE__))
#else
#define NPUZZLE_ASSERT(condition, what)                                                                 \
    (static_cast<bool>(condition) ? static_cast<void>(0) : ::npuzzle::detail::assertion_failed(what))
#endif
#endif

namespace npuzzle::detail {

// What a failed check does by default. `what` is there for a debugger's backtrace.
[[noreturn]] inline void assertion_failed([[maybe_unused]] const char* what) noexcept {
#if __STDC_HOSTED__ || !(defined(__GNUC__) || defined(__clang__))
    std::abort();
#else
    __builtin_trap();
#endif
}

} // namespace npuzzle::detail
