#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Counts the tests of a build by the fault class their names say they check: the figures of
README.md's "What we test". A test counts once, in the first class whose pattern its name matches.
    python3 test/what_we_test.py build/gcc [--list]
Tests are ctest entries, and the cases inside each Boost.Test program (rather than the program).
The libFuzzer harnesses are counted from test/ (they are built with clang, NPUZZLE_FUZZ=ON)."""
import glob, os, re, subprocess, sys

CLASSES = [
    ('signals and the terminal (restored, or refused when unusable)',
     r'signal|sigterm|sigpipe|ctrl_c|ctrl_backslash|unknown_terminal|dumb'),
    ('output that cannot be written (full disk, closed pipe)', r'closed-pipe|write-error|cannot_be_written'),
    ('input that ends, fails or is too long',
     r'eof|cannot_be_read|long-line|too_long|byte_order|crlf|garbage|once-unsolved|once-quit|ctrl_d'),
    ('corrupt, stale or foreign files', r'corrupt|checksum|stale|damaged|tamper|not_a_records|unreadable_file'),
    ('huge sizes and running out of memory',
     r'huge|out_of_memory|runs_out_of_memory|too_large|without_allocating|4096'),
    ('budgets and time limits kept', r'budget|gives_up|gave_up|time_limit'),
    ('malformed input and bad options, with their messages',
     r'bad|malformed|error|invalid|unknown|usage|reject|refuse|message|stray|unsolvable|quiet-and-json|'
     r'not_guessed|mismatch|slash|pasted|runs|max-seconds|max-nodes|first-not'),
]


def test_names(build):
    listed = subprocess.run(['ctest', '--test-dir', build, '-N'], capture_output=True, text=True).stdout
    programs = {os.path.basename(p): p for p in glob.glob(os.path.join(build, 'test', '*', '*tests'))
                if os.access(p, os.X_OK)}
    names = []
    for name in re.findall(r'Test\s+#\d+: (\S+)', listed):
        if name not in programs:
            names.append(name)
            continue
        out = subprocess.run([programs[name], '--list_content'], capture_output=True, text=True)
        lines = [l for l in (out.stdout + out.stderr).splitlines() if l.strip().endswith('*')]
        indent = lambda l: len(l) - len(l.lstrip())
        for i, l in enumerate(lines):
            if i + 1 < len(lines) and indent(lines[i + 1]) > indent(l):
                continue  # a suite, not a case
            names.append(name + ':' + l.strip().rstrip('*'))
    return names


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else 'build/gcc'
    names = test_names(build)
    found = {c: [] for c, _ in CLASSES}
    for n in names:
        for c, pattern in CLASSES:
            if re.search(pattern, n, re.I):
                found[c].append(n)
                break
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    fuzzers = glob.glob(os.path.join(root, 'test', 'fuzz', '*_fuzzer.cpp')) + \
        glob.glob(os.path.join(root, 'test', '*', 'fuzz_*.cpp'))
    for c, _ in CLASSES:
        print(f'{len(found[c]):4}  {c}')
        if '--list' in sys.argv:
            for n in found[c]:
                print('        ' + n)
    print(f'{len(fuzzers):4}  libFuzzer harnesses ({", ".join(sorted(os.path.basename(f)[:-4] for f in fuzzers))})')
    print(f'{len(names):4}  tests in all')


if __name__ == '__main__':
    main()
