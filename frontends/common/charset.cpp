// SPDX-License-Identifier: MIT
#include "charset.hpp"

#include <strings.h>

#include <langinfo.h>
#include <locale.h>

namespace npuzzle::frontend {

namespace {

// The environment's character set, read through a locale object of its own (newlocale), not
// setlocale(LC_ALL, ""): that would also switch LC_NUMERIC, and std::to_string would then write
// "3,5" in a German locale.
bool environment_is_utf8() {
    const locale_t from_environment = ::newlocale(LC_CTYPE_MASK, "", locale_t{});
    if (from_environment == locale_t{}) return false; // a locale that is not installed: the C locale
    const char* codeset = ::nl_langinfo_l(CODESET, from_environment);
    const bool utf8 = codeset && (::strcasecmp(codeset, "UTF-8") == 0 || ::strcasecmp(codeset, "UTF8") == 0);
    ::freelocale(from_environment);
    return utf8;
}

} // namespace

bool utf8_locale() {
    static const bool utf8 = environment_is_utf8();
    return utf8;
}

} // namespace npuzzle::frontend
