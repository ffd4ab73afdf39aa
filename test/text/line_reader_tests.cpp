// SPDX-License-Identifier: MIT
#include <line_reader.hpp>

#include <boost/test/unit_test.hpp>

#include <sstream>
#include <string>
#include <utility>

using namespace npuzzle::support;

namespace {

// A terminal: it serves what was typed up to each Ctrl-D, says "end" once for each Ctrl-D on an
// empty line, and reads on if asked again (here: the lines after the last Ctrl-D, counted).
struct terminal : std::streambuf {
    std::string typed;        // what the user typed before the Ctrl-D that ends the input
    std::string after = "l\n"; // what a read after that end would get
    int reads_after_end = 0;
    bool ended = false;
    std::size_t pos = 0;

    explicit terminal(std::string t) : typed(std::move(t)) {}

    int_type underflow() override {
        if (!ended && pos < typed.size()) return traits_type::to_int_type(typed[pos]);
        if (!ended) {
            ended = true; // the Ctrl-D: one end of input, then the terminal reads again
            return traits_type::eof();
        }
        ++reads_after_end;
        return after.empty() ? traits_type::eof() : traits_type::to_int_type(after[0]);
    }
    int_type uflow() override {
        const int_type c = underflow();
        if (c == traits_type::eof()) return c;
        if (pos < typed.size()) ++pos;
        else after.erase(0, 1);
        return c;
    }
};

} // namespace

BOOST_AUTO_TEST_SUITE(line_reader_tests)

BOOST_AUTO_TEST_CASE(lines_then_a_last_line_without_a_newline_then_the_end) {
    std::istringstream in("l r\n\nshow");
    line_reader reader(*in.rdbuf());
    std::string line;
    std::size_t length = 0;
    BOOST_TEST((reader.read(line, length) == line_status::ok));
    BOOST_TEST(line == "l r");
    BOOST_TEST((reader.read(line, length) == line_status::ok));
    BOOST_TEST(line.empty());
    BOOST_TEST((reader.read(line, length) == line_status::ok)); // a pipe's last line runs
    BOOST_TEST(line == "show");
    BOOST_TEST((reader.read(line, length) == line_status::end));
    BOOST_TEST((reader.read(line, length) == line_status::end));
}

// `l`, Ctrl-D, Ctrl-D: the `l` runs and the input has ended; a third Ctrl-D must not be needed.
BOOST_AUTO_TEST_CASE(after_a_partial_last_line_the_end_is_reported_without_reading_again) {
    terminal tty("l");
    line_reader reader(tty);
    std::string line;
    std::size_t length = 0;
    BOOST_TEST((reader.read(line, length) == line_status::ok));
    BOOST_TEST(line == "l");
    BOOST_TEST(reader.ended()); // so the program prompts no more
    BOOST_TEST((reader.read(line, length) == line_status::end));
    BOOST_TEST(line.empty());
    BOOST_TEST(tty.reads_after_end == 0);
}

BOOST_AUTO_TEST_CASE(a_line_too_long_keeps_only_its_length) {
    std::istringstream in(std::string(max_line + 5, 'u') + "\nr\n");
    line_reader reader(*in.rdbuf());
    std::string line;
    std::size_t length = 0;
    BOOST_TEST((reader.read(line, length) == line_status::too_long));
    BOOST_TEST(length == max_line + 5);
    BOOST_TEST((reader.read(line, length) == line_status::ok));
    BOOST_TEST(line == "r");
}

BOOST_AUTO_TEST_SUITE_END()
