# SPDX-License-Identifier: MIT
# Binary garbage, control characters, empty commands and a last line without a line end.
printf '\000\001\377\376 \033[2J\n'
printf '\t ;; ;\r\n'
printf '\n\n'
printf 'l\377\n'
printf '\200\201\202\203\204\205\206\207\210\211\212\213\214\215\216\217\220\221\222\223\224\225\226\227\230\231\232\233\234\235\236\237\240\241\242\243\244\245\246\247\250\251\252\253\254\255\256\257\n'
printf 'show\nl'
