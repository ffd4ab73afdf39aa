// SPDX-License-Identifier: MIT
// A program that uses the heap, for check_no_heap.cmake's own test: the check must fail on it, naming
// operator new as nm prints it (_Znwj).
#include <new>

int* volatile kept;

int main() {
    kept = new int(1);
    return *kept;
}
