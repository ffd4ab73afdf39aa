// SPDX-License-Identifier: MIT
// The library's version, for #if and for messages. Kept equal to project(VERSION) in
// CMakeLists.txt, meson.build and CHANGELOG.md by the test version-agrees (test/version.cmake).
#pragma once

#define NPUZZLE_VERSION_MAJOR 0
#define NPUZZLE_VERSION_MINOR 1
#define NPUZZLE_VERSION_PATCH 0
// One number to compare: 0.1.0 is 100, 1.2.3 is 10203.
#define NPUZZLE_VERSION (NPUZZLE_VERSION_MAJOR * 10000 + NPUZZLE_VERSION_MINOR * 100 + NPUZZLE_VERSION_PATCH)
