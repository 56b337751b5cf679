/* who_won.c: who won a finished game, with the dead stones judged.
 *
 * Most game records end with dead stones still on the board: the players
 * agreed they were dead (1988/2002 art. 8) and never took them off. This
 * program loads an SGF record, replays it, asks tianyuan which stones are dead
 * (Benson's pass-alive analysis, which is certain, and seeded playouts), lifts
 * them and counts by area (art. 9, 11), then prints the board, the dead
 * stones and the result.
 *
 * Build and run, from the repository root:
 *   cargo build -p tianyuan-ffi
 *   cc -std=c11 -Wall -Iinclude examples/c/who_won.c target/debug/libtianyuan.a \
 *      -lpthread -ldl -lm -lrt -lutil -o who_won
 *   ./who_won examples/who_won/dead_stones.sgf
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "tianyuan.h"

#define MAX_POINTS (25 * 25)

/* Every fallible call returns a ty_status; 0 (TY_STATUS_OK) is success. */
static void must(ty_status status, const char *what) {
    if (status != TY_STATUS_OK) {
        fprintf(stderr, "%s: %s (status %u)\n", what, ty_status_message(status),
                (unsigned)status);
        exit(1);
    }
}

/* The whole file, or NULL. */
static uint8_t *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) return NULL;
    size_t cap = 1 << 16, n = 0;
    uint8_t *data = malloc(cap);
    size_t got;
    while (data != NULL && (got = fread(data + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            uint8_t *bigger = realloc(data, cap * 2);
            if (bigger == NULL) {
                free(data);
                data = NULL;
                break;
            }
            data = bigger;
            cap *= 2;
        }
    }
    fclose(f);
    *len = n;
    return data;
}

/* The GTP name of flat index `i` (row 0 at the top is the highest number). */
static void vertex(uint32_t i, uint32_t width, uint32_t height, char out[4]) {
    const char *columns = "ABCDEFGHJKLMNOPQRSTUVWXYZ"; /* no I */
    snprintf(out, 4, "%c%u", columns[i % width], (unsigned)(height - i / width));
}

int main(int argc, char **argv) {
    const char *path = argc > 1 ? argv[1] : "examples/who_won/dead_stones.sgf";
    if (ty_abi_version() != TY_ABI_VERSION) {
        fprintf(stderr, "tianyuan.h and libtianyuan do not match\n");
        return 1;
    }
    size_t len = 0;
    uint8_t *sgf = read_file(path, &len);
    if (sgf == NULL) {
        perror(path);
        return 1;
    }

    /* Load the record and replay its first game (tolerant: illegal moves are
     * noted, play goes on), under the rules the record names. */
    ty_record *record = NULL;
    ty_game *game = NULL;
    uint32_t violations = 0;
    must(ty_record_new(&record), "record");
    must(ty_record_load_sgf(record, sgf, len), path);
    free(sgf);
    must(ty_record_replay(record, 0, NULL, TY_REPLAY_TOLERANT, &game, &violations), "replay");
    ty_record_free(record);

    /* A game decided by resignation or time has its result already. */
    char text[256];
    size_t needed = 0;
    if (ty_game_result(game, TY_FORMAT_SGF, text, sizeof text, &needed) == TY_STATUS_OK) {
        printf("%s: decided without a count: %s\n", path, text);
        ty_game_free(game);
        return 0;
    }

    /* Count with the dead stones the rules settle: under the Chinese rules,
     * the estimated ones (256 playouts, seed 0: the same answer every run). */
    uint32_t width = 0, height = 0;
    must(ty_game_size(game, &width, &height), "size");
    uint32_t dead[MAX_POINTS];
    size_t ndead = 0;
    uint32_t estimated = 0;
    ty_score *score = NULL;
    must(ty_game_score_estimated(game, TY_DEFAULT_PLAYOUTS, 0, dead, MAX_POINTS, &ndead,
                                 &estimated, &score),
         "score");

    /* The board, dead stones in lower case (x Black, o White). */
    uint8_t cells[MAX_POINTS];
    size_t n = 0;
    must(ty_game_board(game, cells, MAX_POINTS, &n), "board");
    char marks[MAX_POINTS];
    for (size_t i = 0; i < n; i++) marks[i] = ".XO"[cells[i]];
    for (size_t k = 0; k < ndead; k++) marks[dead[k]] = marks[dead[k]] == 'X' ? 'x' : 'o';
    printf("%s: %ux%u\n", path, (unsigned)width, (unsigned)height);
    for (uint32_t r = 0; r < height; r++) {
        printf("   ");
        for (uint32_t c = 0; c < width; c++) printf(" %c", marks[r * width + c]);
        printf("\n");
    }
    printf("  dead stones (%s):", estimated ? "estimated" : "by the rules");
    for (size_t k = 0; k < ndead; k++) {
        char v[4];
        vertex(dead[k], width, height, v);
        printf(" %s", v);
    }
    printf("%s\n", ndead == 0 ? " none" : "");

    /* Chains in seki and unsettled ones, from the same estimate (same seed). */
    uint8_t status[MAX_POINTS];
    must(ty_game_chain_status(game, TY_DEFAULT_PLAYOUTS, 0, status, MAX_POINTS, &n), "status");
    size_t seki = 0, unsettled = 0;
    for (size_t i = 0; i < n; i++) {
        seki += status[i] == TY_CHAIN_STATUS_SEKI;
        unsettled += status[i] == TY_CHAIN_STATUS_UNSETTLED;
    }
    if (seki > 0) printf("  %zu stones live in seki; their shared liberties are dame\n", seki);
    if (unsettled > 0) printf("  %zu stones are unsettled: play on, or agree\n", unsettled);

    char english[256];
    must(ty_score_result(score, TY_FORMAT_SGF, text, sizeof text, &needed), "result");
    must(ty_score_result(score, TY_FORMAT_ENGLISH, english, sizeof english, &needed), "result");
    printf("  result %s (%s)\n", text, english);
    ty_score_free(score);
    ty_game_free(game);
    return 0;
}
