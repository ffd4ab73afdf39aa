# SPDX-License-Identifier: MIT
# solve.in with Windows line ends: the transcript must not change.
sed 's/$/\r/' solve.in
