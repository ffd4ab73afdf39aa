# SPDX-License-Identifier: MIT
# Conan host profile for a Cortex-M3 with Arm's bare-metal GCC and newlib:
#   conan create . -pr:b default -pr:h test_package/cortex-m3.profile
# test_package then compiles and links for the board but does not run.
[settings]
os=baremetal
arch=armv7
compiler=gcc
compiler.version=12
compiler.libcxx=libstdc++11
compiler.cppstd=20
build_type=MinSizeRel

[conf]
tools.build:compiler_executables={"c": "arm-none-eabi-gcc", "cpp": "arm-none-eabi-g++"}
tools.build:cxxflags=["-mcpu=cortex-m3", "-mthumb", "-fno-exceptions", "-fno-rtti"]
tools.build:exelinkflags=["-mcpu=cortex-m3", "-mthumb", "--specs=nosys.specs"]
tools.cmake.cmaketoolchain:system_name=Generic
tools.cmake.cmaketoolchain:system_processor=arm
