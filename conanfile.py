# SPDX-License-Identifier: MIT
# Conan 2 recipe: npuzzle is headers only, so one package serves every compiler, build type and
# target, a Cortex-M cross build included. The version is read from CMakeLists.txt, the one place
# it is written.
import os
import re

from conan import ConanFile
from conan.errors import ConanException, ConanInvalidConfiguration
from conan.tools.build import check_min_cppstd
from conan.tools.files import copy, load
from conan.tools.scm import Version

required_conan_version = ">=2.0"


class NpuzzleConan(ConanFile):
    name = "npuzzle"
    description = "Header-only C++20 library for sliding-tile puzzles of any shape"
    license = "MIT"
    homepage = "https://github.com/npuzzle/npuzzle"
    url = "https://github.com/npuzzle/npuzzle"
    topics = ("puzzle", "sliding-puzzle", "15-puzzle", "header-only", "embedded")
    package_type = "header-library"
    settings = "os", "arch", "compiler", "build_type"
    exports_sources = "include/*", "LICENSE"
    no_copy_source = True

    # The oldest compilers our CI builds with; older ones may work but are not tested.
    _minimum_compilers = {"gcc": "12", "clang": "14"}

    def set_version(self):
        cmake = load(self, os.path.join(self.recipe_folder, "CMakeLists.txt"))
        found = re.search(r"project\(\s*npuzzle\s+VERSION\s+(\d+\.\d+\.\d+)", cmake)
        if not found:
            raise ConanException("CMakeLists.txt: no 'project(npuzzle VERSION x.y.z' to read the version from")
        self.version = found.group(1)

    def package_id(self):
        # Headers only: the same package for every setting.
        self.info.clear()

    def validate(self):
        check_min_cppstd(self, 20)
        compiler = str(self.settings.compiler)
        minimum = self._minimum_compilers.get(compiler)
        if minimum and Version(self.settings.compiler.version) < minimum:
            raise ConanInvalidConfiguration(
                f"{self.ref} needs {compiler} {minimum} or newer, not {self.settings.compiler.version}")

    def package(self):
        copy(self, "LICENSE", self.source_folder, os.path.join(self.package_folder, "licenses"))
        copy(self, "*.hpp", os.path.join(self.source_folder, "include"),
             os.path.join(self.package_folder, "include"))

    def package_info(self):
        # The same names as our own install: find_package(npuzzle) with npuzzle::npuzzle (the core, no
        # dependencies: bare metal too) and npuzzle::solve (the optimal solver: threads); npuzzle.pc and
        # npuzzle-solve.pc.
        self.cpp_info.set_property("cmake_file_name", "npuzzle")
        core = self.cpp_info.components["core"]
        core.set_property("cmake_target_name", "npuzzle::npuzzle")
        core.set_property("pkg_config_name", "npuzzle")
        core.bindirs = []
        core.libdirs = []
        solve = self.cpp_info.components["solve"]
        solve.set_property("cmake_target_name", "npuzzle::solve")
        solve.set_property("pkg_config_name", "npuzzle-solve")
        solve.requires = ["core"]
        solve.bindirs = []
        solve.libdirs = []
        if self.settings.os in ("Linux", "FreeBSD"):
            solve.system_libs = ["pthread"]
