// SPDX-License-Identifier: MIT
#include "view_model.hpp"

#include "reply.hpp"

namespace npuzzle::web {

namespace {

std::string flag(bool b) { return b ? "true" : "false"; }

std::string json(const position& p) { return "[" + std::to_string(p.row) + "," + std::to_string(p.col) + "]"; }

} // namespace

std::string to_json(const view_model& v) {
    std::string out = "{";
    auto field = [&](std::string_view name, const std::string& value) {
        if (out.size() > 1) out += ',';
        out += json_text(name) + ":" + value;
    };
    auto texts = [](const std::vector<std::string>& lines) {
        std::string list = "[";
        for (const auto& l : lines) list += (list.size() > 1 ? "," : "") + json_text(l);
        return list + "]";
    };
    auto maybe = [](const std::optional<std::string>& s) { return s ? json_text(*s) : "null"; };
    field("kind", json_text(v.kind));
    field("title", json_text(v.title));
    field("rows", std::to_string(v.rows));
    field("cols", std::to_string(v.cols));
    std::string cells = "[";
    for (const auto& c : v.cells)
        cells += (cells.size() > 1 ? "," : "") + std::string("{\"label\":") + json_text(c.label) + ",\"role\":" + json_text(c.role) + "}";
    field("cells", cells + "]");
    std::string moved = "[";
    for (const auto& m : v.moved)
        moved += (moved.size() > 1 ? "," : "") + std::string("{\"from\":") + json(m.from) + ",\"to\":" + json(m.to) + "}";
    field("moved", moved + "]");
    field("marked", v.marked ? json(*v.marked) : "null");
    field("status", json_text(v.status));
    field("message", json_text(v.message));
    field("legend", json_text(v.legend));
    field("announce", json_text(v.announce));
    field("over", flag(v.over));
    field("results", texts(v.results));
    std::string help = "[";
    for (const auto& h : v.help) help += (help.size() > 1 ? "," : "") + std::string("[") + json_text(h.keys) + "," + json_text(h.what) + "]";
    field("help", help + "]");
    field("question", json_text(v.question));
    field("start", json_text(v.start));
    field("id", json_text(v.id));
    field("paused", flag(v.paused));
    field("solving", flag(v.solving));
    field("can_hint", flag(v.can_hint));
    field("can_solve", flag(v.can_solve));
    field("step", v.step ? std::to_string(*v.step) : "null");
    field("page", maybe(v.page));
    field("search", maybe(v.search));
    field("prepare", maybe(v.prepare));
    field("new_rows", v.rows_json);
    field("save", json_text(v.save));
    return out + "}";
}

std::string announcement(const view_model& v) {
    if (!v.message.empty()) return v.message;
    auto label = [&](const position& p) { return v.cells[p.row * v.cols + p.col].label; };
    if (v.kind == "puzzle" && !v.moved.empty()) {
        const auto& [from, to] = v.moved.front();
        const char* way = to.row < from.row ? "up" : to.row > from.row ? "down" : to.col < from.col ? "left" : "right";
        std::string tiles;
        for (const auto& m : v.moved) tiles += (tiles.empty() ? "" : ", ") + label(m.to);
        return (v.moved.size() == 1 ? "Tile " : "Tiles ") + tiles + " slid " + way + "; Moves " + std::to_string(v.moves);
    }
    if (v.kind == "mnk" && v.marked)
        return label(*v.marked) + " on " + static_cast<char>('a' + v.marked->col) + std::to_string(v.marked->row + 1) +
               "; Moves " + std::to_string(v.moves);
    return {};
}

std::string role_name(frontend::cell_role r) {
    using frontend::cell_role;
    switch (r) {
    case cell_role::tile: return "tile";
    case cell_role::tile_home: return "home";
    case cell_role::blank: return "blank";
    case cell_role::empty: return "empty";
    case cell_role::mark_x: return "x";
    case cell_role::mark_o: return "o";
    case cell_role::winning: return "winning";
    case cell_role::hidden: return "hidden";
    }
    return "tile";
}

} // namespace npuzzle::web
