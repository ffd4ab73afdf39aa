# SPDX-License-Identifier: MIT
# install + export: find_package(npuzzle) gives the same targets, npuzzle::npuzzle, npuzzle::solve and
# npuzzle::solve_header_only, and `pkg-config --cflags npuzzle` the include path. The core is headers
# only, so everything but the headers and the solver's one static library (libnpuzzle_solve.a, in
# lib/) goes to the architecture-independent share/.
include(CMakePackageConfigHelpers)

set(npuzzle_cmake_dir "${CMAKE_INSTALL_DATADIR}/cmake/npuzzle")

set(npuzzle_targets npuzzle)
if(TARGET npuzzle_solve)
    list(APPEND npuzzle_targets npuzzle_solve npuzzle_solve_header_only)
endif()
install(TARGETS ${npuzzle_targets} EXPORT npuzzle-targets FILE_SET HEADERS)
install(EXPORT npuzzle-targets NAMESPACE npuzzle:: DESTINATION "${npuzzle_cmake_dir}")

configure_package_config_file(
    "${PROJECT_SOURCE_DIR}/cmake/npuzzle-config.cmake.in"
    "${PROJECT_BINARY_DIR}/npuzzle-config.cmake"
    INSTALL_DESTINATION "${npuzzle_cmake_dir}")
# CHANGELOG.md's promise: before 1.0 a minor version may change the API, so find_package(npuzzle 0.1)
# refuses 0.2 (SameMinorVersion); from 1.0 on, the same major is enough. A cross build for ARM must
# accept headers installed from x86-64 (ARCH_INDEPENDENT): it uses the core, never the x86-64
# libnpuzzle_solve.a (a solver needs threads and files, which a microcontroller lacks).
if(PROJECT_VERSION_MAJOR EQUAL 0)
    set(npuzzle_compatibility SameMinorVersion)
else()
    set(npuzzle_compatibility SameMajorVersion)
endif()
write_basic_package_version_file(
    "${PROJECT_BINARY_DIR}/npuzzle-config-version.cmake"
    COMPATIBILITY ${npuzzle_compatibility} ARCH_INDEPENDENT)
install(FILES "${PROJECT_BINARY_DIR}/npuzzle-config.cmake" "${PROJECT_BINARY_DIR}/npuzzle-config-version.cmake"
        DESTINATION "${npuzzle_cmake_dir}")

# The .pc file finds the headers relative to itself (${pcfiledir}), so a prefix chosen at install
# time (`cmake --install --prefix`) or moved later still works. Absolute install dirs stay absolute.
set(npuzzle_pc_dir "${CMAKE_INSTALL_DATADIR}/pkgconfig")
if(IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}" OR IS_ABSOLUTE "${CMAKE_INSTALL_DATADIR}")
    set(npuzzle_pc_includedir "${CMAKE_INSTALL_FULL_INCLUDEDIR}")
else()
    file(RELATIVE_PATH npuzzle_pc_to_includedir "/${npuzzle_pc_dir}" "/${CMAKE_INSTALL_INCLUDEDIR}")
    set(npuzzle_pc_includedir "\${pcfiledir}/${npuzzle_pc_to_includedir}")
endif()
configure_file("${PROJECT_SOURCE_DIR}/cmake/npuzzle.pc.in" "${PROJECT_BINARY_DIR}/npuzzle.pc" @ONLY)
configure_file("${PROJECT_SOURCE_DIR}/cmake/npuzzle-solve.pc.in" "${PROJECT_BINARY_DIR}/npuzzle-solve.pc" @ONLY)
install(FILES "${PROJECT_BINARY_DIR}/npuzzle.pc" "${PROJECT_BINARY_DIR}/npuzzle-solve.pc" DESTINATION "${npuzzle_pc_dir}")

install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" DESTINATION "${CMAKE_INSTALL_DOCDIR}")
