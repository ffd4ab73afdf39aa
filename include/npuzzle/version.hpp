// SPDX-License-Identifier: MIT
/// \file
/// The library's version, for `#if` and for messages; <npuzzle/npuzzle.hpp> includes it. Kept equal
/// to project(VERSION) in CMakeLists.txt, meson.build and CHANGELOG.md by the test version-agrees
/// (test/version.cmake).
#pragma once

/// The major version: before 1.0, 0 (and then a minor version may change the API).
#define NPUZZLE_VERSION_MAJOR 0
/// The minor version.
#define NPUZZLE_VERSION_MINOR 2
/// The patch version.
#define NPUZZLE_VERSION_PATCH 0
/// One number to compare: 0.2.0 is 200, 1.2.3 is 10203.
#define NPUZZLE_VERSION (NPUZZLE_VERSION_MAJOR * 10000 + NPUZZLE_VERSION_MINOR * 100 + NPUZZLE_VERSION_PATCH)
