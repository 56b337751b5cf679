/* hello.c: a first program with tianyuan, the rules of Go under the Chinese
 * rules. It plays a few moves on a 9x9 board, captures a stone, ends the game
 * with two passes, counts it, and prints the result.
 *
 * Build (see rules-ffi/README.md), from the repository root:
 *   cargo build -p tianyuan-ffi
 *   cc -std=c11 -Wall -Iinclude examples/c/hello.c target/debug/libtianyuan.a \
 *      -lpthread -ldl -lm -o hello && ./hello
 * or, once installed:  cc hello.c $(pkg-config --cflags --libs tianyuan) -o hello
 */
#include <stdio.h>
#include <stdlib.h>

#include "tianyuan.h"

/* Every fallible call returns a ty_status; 0 (TY_STATUS_OK) is success. */
static void must(ty_status status, const char *what) {
    if (status != TY_STATUS_OK) {
        fprintf(stderr, "%s: %s (status %u)\n", what, ty_status_message(status), (unsigned)status);
        exit(1);
    }
}

int main(void) {
    /* Check that the header matches the library we linked. */
    if (ty_abi_version() != TY_ABI_VERSION) {
        fprintf(stderr, "tianyuan.h and libtianyuan do not match\n");
        return 1;
    }

    /* Rules by name: the 2002 Chinese rules (komi 7.5 points = 3 3/4 stones). */
    ty_rules *rules = NULL;
    must(ty_rules_from_name("chinese-2002", &rules), "rules");

    /* A 9x9 game; it keeps its own copy of the rules, so free them now. */
    ty_game *game = NULL;
    must(ty_game_new(9, 9, rules, &game), "new game");
    ty_rules_free(rules);

    /* Points are (row, col) from the top-left corner, or GTP vertices ("E5").
     * Black and White alternate; Black starts. */
    must(ty_game_play_vertex(game, "E5"), "Black E5");
    must(ty_game_play(game, 0, 0), "White A9 (corner)");
    must(ty_game_play(game, 0, 1), "Black B9");

    /* An illegal move is refused with its reason, and nothing changes. */
    ty_status s = ty_game_play(game, 0, 1);
    printf("White at B9 again: %s\n", ty_status_message(s));

    must(ty_game_play(game, 8, 8), "White J1");
    must(ty_game_play(game, 1, 0), "Black A8: captures the corner stone");

    /* Which stones did that capture? Flat indices: row * width + col. */
    uint32_t captured[4];
    size_t count = 0;
    must(ty_game_last_captured(game, captured, 4, &count), "captured");
    printf("Black captured %zu stone(s), the first at index %u\n", count, (unsigned)captured[0]);

    /* Two passes in succession end the game (2002 art. 7.3). */
    must(ty_game_pass(game), "White passes");
    must(ty_game_pass(game), "Black passes");

    /* Print the board: 0 empty, 1 Black, 2 White, row by row. */
    uint8_t board[81];
    must(ty_game_board(game, board, sizeof board, &count), "board");
    for (size_t i = 0; i < count; i++) {
        putchar(".XO"[board[i]]);
        if (i % 9 == 8) putchar('\n');
    }

    /* Count: area scoring (art. 9). White's lone stone at J1 (row 8, col 8)
     * is agreed dead. */
    const uint32_t dead[] = {8 * 9 + 8};
    ty_score *score = NULL;
    must(ty_game_agree_dead_stones(game, dead, 1, &score), "count");
    uint32_t black_halves = 0, white_halves = 0;
    must(ty_score_counts(score, &black_halves, &white_halves), "counts");
    printf("Black %u%s points of area, White %u%s\n", (unsigned)(black_halves / 2),
           black_halves % 2 ? ".5" : "", (unsigned)(white_halves / 2), white_halves % 2 ? ".5" : "");

    /* The result as text: SGF ("B+73.5"), English or Chinese. */
    char result[128];
    must(ty_score_result(score, TY_FORMAT_ENGLISH, result, sizeof result, &count), "result");
    printf("%s\n", result);

    ty_score_free(score);
    ty_game_free(game);
    return 0;
}
