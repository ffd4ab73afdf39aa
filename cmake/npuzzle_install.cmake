# install + export: find_package(npuzzle) gives the same npuzzle::npuzzle target.
include(CMakePackageConfigHelpers)

install(TARGETS npuzzle EXPORT npuzzle-targets FILE_SET HEADERS)
install(EXPORT npuzzle-targets NAMESPACE npuzzle:: DESTINATION "${CMAKE_INSTALL_DATADIR}/cmake/npuzzle")

configure_package_config_file(
    "${PROJECT_SOURCE_DIR}/cmake/npuzzle-config.cmake.in"
    "${PROJECT_BINARY_DIR}/npuzzle-config.cmake"
    INSTALL_DESTINATION "${CMAKE_INSTALL_DATADIR}/cmake/npuzzle")
# Headers only: a cross build for ARM must accept a copy installed from x86-64.
write_basic_package_version_file(
    "${PROJECT_BINARY_DIR}/npuzzle-config-version.cmake"
    COMPATIBILITY SameMajorVersion ARCH_INDEPENDENT)
install(FILES "${PROJECT_BINARY_DIR}/npuzzle-config.cmake" "${PROJECT_BINARY_DIR}/npuzzle-config-version.cmake"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/cmake/npuzzle")
