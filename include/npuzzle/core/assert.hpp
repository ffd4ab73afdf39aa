// SPDX-License-Identifier: MIT
/// \file
/// NPUZZLE_ASSERT(condition, what): the one check behind the library's preconditions, such as
/// reading the value of a result that holds an error. Freestanding.
///
/// The policy is chosen while compiling, before any npuzzle header is included (ETL's
/// error_handler is the model):
///   - by default a failed check ends the program. On an operating system (Linux, macOS, Windows,
///     the BSDs) it first prints `npuzzle: <what> (<file>:<line>)` to stderr, then calls
///     std::abort(); on bare metal it calls std::abort() when hosted (newlib) and executes a trap
///     instruction when freestanding (gcc and clang), printing nothing: no stdio is linked;
///   - `-DNPUZZLE_ASSERT_HANDLER=my_handler` calls a function you define once, at global scope:
///     `[[noreturn]] void my_handler(const char* what, const char* file, int line) noexcept;`
///     (to log, or to reset a microcontroller);
///   - defining `NPUZZLE_ASSERT(condition, what)` yourself replaces the check entirely: to throw, or
///     `((void)0)` to trust every call, as std::expected does. Checks that know their caller's file
///     and line (result::value()) then go through your macro too, with its own `__FILE__`.
///
/// In a constant expression a failed check does not compile.
#pragma once

#include <cstdlib>

#if __STDC_HOSTED__ && (defined(__unix__) || defined(__APPLE__) || defined(_WIN32))
#define NPUZZLE_DETAIL_ASSERT_PRINTS 1
#include <cstdio>
#else
#define NPUZZLE_DETAIL_ASSERT_PRINTS 0
#endif

#ifndef NPUZZLE_ASSERT_AT
#if defined(NPUZZLE_ASSERT)
#define NPUZZLE_ASSERT_AT(condition, what, file, line) NPUZZLE_ASSERT(condition, what)
#elif defined(NPUZZLE_ASSERT_HANDLER)
[[noreturn]] void NPUZZLE_ASSERT_HANDLER(const char* what, const char* file, int line) noexcept;
#define NPUZZLE_ASSERT_AT(condition, what, file, line)                                                  \
    ((condition) ? static_cast<void>(0) : NPUZZLE_ASSERT_HANDLER(what, file, line))
#else
/// NPUZZLE_ASSERT with the file and line given: what result::value() uses to report its caller.
/// Defined by you before any npuzzle header, it replaces the location-aware checks alone.
#define NPUZZLE_ASSERT_AT(condition, what, file, line)                                                  \
    ((condition) ? static_cast<void>(0) : ::npuzzle::detail::assertion_failed(what, file, line))
#endif
#endif

#ifndef NPUZZLE_ASSERT
/// Checks a precondition: when `condition` is false, reports `what` (a C string) with this file
/// and line as the policy above says, and never returns.
#define NPUZZLE_ASSERT(condition, what) NPUZZLE_ASSERT_AT(condition, what, __FILE__, __LINE__)
#endif

namespace npuzzle::detail {

// What a failed check does by default.
[[noreturn]] inline void assertion_failed([[maybe_unused]] const char* what, [[maybe_unused]] const char* file,
                                          [[maybe_unused]] int line) noexcept {
#if NPUZZLE_DETAIL_ASSERT_PRINTS
    std::fprintf(stderr, "npuzzle: %s (%s:%d)\n", what, file, line);
    std::abort();
#elif __STDC_HOSTED__ || !(defined(__GNUC__) || defined(__clang__))
    std::abort();
#else
    __builtin_trap();
#endif
}

// Where a call was written: a default argument `call_site where = call_site::here()` is evaluated
// at the caller, so result::value() can name the caller's line (std::source_location's trick,
// without its header, which libc++ 14 lacks).
struct call_site {
    const char* file = "";
    int line = 0;
#if defined(__GNUC__) || defined(__clang__) || defined(_MSC_VER)
    static constexpr call_site here(const char* file = __builtin_FILE(), int line = __builtin_LINE()) noexcept {
        return {file, line};
    }
#else
    static constexpr call_site here() noexcept { return {}; }
#endif
};

} // namespace npuzzle::detail
