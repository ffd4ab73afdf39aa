// SPDX-License-Identifier: MIT
// large_array<T>: a fixed-size array for tables of hundreds of megabytes (pattern databases and
// their builder's states), on Linux backed by 2 MiB pages where the kernel allows them.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace npuzzle::solve {

/// Memory for large tables: on Linux backed by 2 MiB pages where the kernel allows them, so random
/// lookups into hundreds of megabytes miss the TLB far less (one entry maps 512 pages). Zeroed unless
/// the caller is about to overwrite it all (a file read over it: zeroing 300 MB first costs ~0.05 s).
///
/// Running out of memory throws std::bad_alloc, as std::vector would: the one exception the solver
/// lets out. It is no error of the input (a 7-8 table needs 300 MB, a 6-6-6-6 set a gigabyte while
/// building), and a program that wants to carry on catches it around the call (npuzzle-solve does,
/// per board).
template <class T>
class large_array {
public:
    large_array() = default; ///< empty: no memory
    /// `n` elements, zeroed unless `zeroed` is false; std::bad_alloc when memory runs out.
    explicit large_array(std::size_t n, bool zeroed = true) : size_(n) {
        constexpr std::size_t huge_page = std::size_t{2} << 20;
        const std::size_t bytes = std::max<std::size_t>(huge_page, (n * sizeof(T) + huge_page - 1) / huge_page * huge_page);
        data_.reset(static_cast<T*>(std::aligned_alloc(huge_page, bytes)));
        if (!data_) throw std::bad_alloc();
#ifdef __linux__
        madvise(data_.get(), bytes, MADV_HUGEPAGE); // a hint: without it the table still works
#endif
        if (zeroed) std::memset(static_cast<void*>(data_.get()), 0, n * sizeof(T));
    }
    std::size_t size() const noexcept { return size_; } ///< elements
    T* data() noexcept { return data_.get(); } ///< the first element
    const T* data() const noexcept { return data_.get(); } ///< the first element
    T& operator[](std::size_t i) noexcept { return data_[i]; } ///< element `i` (< size(), unchecked)
    const T& operator[](std::size_t i) const noexcept { return data_[i]; } ///< element `i` (< size(), unchecked)

private:
    struct release {
        void operator()(T* p) const noexcept { std::free(p); }
    };
    std::size_t size_ = 0;
    std::unique_ptr<T[], release> data_;
};

} // namespace npuzzle::solve
