// SPDX-License-Identifier: MIT
// Huge declared sizes are refused before anything is allocated: this executable counts every
// byte that operator new hands out, and parsing "99999x99999:..." must take (almost) none.
#include <npuzzle/core/dynamic_puzzle.hpp>
#include <npuzzle/core/notation.hpp>

#include <boost/test/unit_test.hpp>

#include <atomic>
#include <cstdlib>
#include <new>

namespace {
std::atomic<std::size_t> allocated_bytes{0};
}

void* operator new(std::size_t size) {
    allocated_bytes += size;
    if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace {

// Bytes allocated while parsing `text` as a runtime-sized board, which must fail with `code`.
std::size_t bytes_to_refuse(std::string_view text, npuzzle::error_code code, npuzzle::shape size = {}) {
    const std::size_t before = allocated_bytes;
    const bool refused = [&] {
        const auto parsed = npuzzle::parse_board<npuzzle::puzzle>(text, size);
        return !parsed && parsed.error().code == code;
    }();
    const std::size_t used = allocated_bytes - before;
    BOOST_TEST(refused, text);
    BOOST_TEST_MESSAGE("'" << text << "': " << used << " bytes allocated to refuse it");
    return used;
}

} // namespace

BOOST_AUTO_TEST_SUITE(allocation)

BOOST_AUTO_TEST_CASE(huge_sizes_are_refused_without_allocating) {
    using npuzzle::error_code;
    // The counter works: a real 100x100 board allocates its 10000 tiles.
    const std::size_t before = allocated_bytes;
    BOOST_TEST(npuzzle::puzzle::solved(100, 100).has_value());
    BOOST_TEST(allocated_bytes - before >= 10'000 * sizeof(std::uint32_t));

    BOOST_TEST(bytes_to_refuse("99999x99999:1,2,3", error_code::size_too_large) == 0u);
    BOOST_TEST(bytes_to_refuse("99999x99999#1", error_code::size_too_large) == 0u);
    BOOST_TEST(bytes_to_refuse("1 2 3 0", error_code::size_too_large, {99999, 99999}) == 0u);
    BOOST_TEST(bytes_to_refuse("4294967295x4294967295:0", error_code::size_too_large) == 0u);
    BOOST_TEST(bytes_to_refuse("99999999999999999999x2:0", error_code::size_too_large) == 0u);
    // A board that fits but whose numbers are missing is refused before its 64 MB exist.
    BOOST_TEST(bytes_to_refuse("4096x4096:1", error_code::too_few_numbers) == 0u);
    BOOST_TEST(bytes_to_refuse("4096x4096#", error_code::bad_seed) == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
