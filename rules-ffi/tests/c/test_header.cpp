// C++17 check of include/tianyuan.h: the header compiles inside a C++ program
// (extern "C" guards, no Rust types) and the functions link and run.
#include <cstdio>
#include <cstring>
#include <memory>

#include "tianyuan.h"

namespace {

// RAII owners built on the C free functions (which accept NULL).
struct GameDeleter {
    void operator()(ty_game *g) const { ty_game_free(g); }
};
struct RulesDeleter {
    void operator()(ty_rules *r) const { ty_rules_free(r); }
};
using Game = std::unique_ptr<ty_game, GameDeleter>;
using Rules = std::unique_ptr<ty_rules, RulesDeleter>;

int failures = 0;
void check(bool ok, const char *what) {
    if (!ok) {
        ++failures;
        std::fprintf(stderr, "C++ check failed: %s\n", what);
    }
}

}  // namespace

int main() {
    check(ty_abi_version() == TY_ABI_VERSION, "abi version");
    ty_rules *raw_rules = nullptr;
    check(ty_rules_from_name("chinese-2002", &raw_rules) == TY_STATUS_OK, "rules");
    Rules rules(raw_rules);
    ty_game *raw_game = nullptr;
    check(ty_game_new(9, 9, rules.get(), &raw_game) == TY_STATUS_OK, "new game");
    Game game(raw_game);
    check(ty_game_play_vertex(game.get(), "E5") == TY_STATUS_OK, "E5");
    ty_status s = ty_game_play(game.get(), 4, 4);  // E5 again: occupied
    check(s == TY_STATUS_ILLEGAL_OCCUPIED, "occupied");
    check(std::strlen(ty_status_message(s)) > 0, "message");
    uint32_t side = 0;
    check(ty_game_to_move(game.get(), &side) == TY_STATUS_OK && side == TY_COLOR_WHITE, "to move");
    std::printf("test_header (C++17): %s\n", failures == 0 ? "ok" : "FAILED");
    return failures == 0 ? 0 : 1;
}
