/* C test of tianyuan's ABI: a full game with captures and ko, a count with dead
 * stones checked against a plain reference counter written here, an SGF round
 * trip, and every error path reachable from C.
 * Built by rules-ffi/tests/run_c_tests.sh (static + ASan/UBSan, shared, valgrind). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tianyuan.h"
#include "check.h"

#define MAXP (25 * 25)

static ty_rules *rules_named(const char *name) {
    ty_rules *r = NULL;
    OK(ty_rules_from_name(name, &r));
    return r;
}

static ty_game *new_game(uint32_t w, uint32_t h, const char *rules) {
    ty_rules *r = rules_named(rules);
    ty_game *g = NULL;
    OK(ty_game_new(w, h, r, &g));
    ty_rules_free(r); /* the game keeps its own copy */
    return g;
}

static size_t board(const ty_game *g, uint8_t *cells) {
    size_t n = 0;
    OK(ty_game_board(g, cells, MAXP, &n));
    return n;
}

static uint32_t to_move(const ty_game *g) {
    uint32_t c = 0;
    OK(ty_game_to_move(g, &c));
    return c;
}

static uint64_t hash(const ty_game *g) {
    uint64_t h = 0;
    OK(ty_game_hash(g, &h));
    return h;
}

/* Reads a text output: asks for the size first, then fills a buffer. */
static void read_text(ty_status (*get)(const ty_game *, uint32_t, char *, size_t, size_t *),
                      const ty_game *g, uint32_t format, char *out, size_t cap) {
    size_t needed = 0;
    ty_status s = get(g, format, NULL, 0, &needed);
    CHECK(s == TY_STATUS_BUFFER_TOO_SMALL);
    CHECK(needed > 0 && needed <= cap);
    if (needed > cap) {
        out[0] = 0;
        return;
    }
    OK(get(g, format, out, needed, &needed));
}

/* The reference count (1988/2002 art. 9): live stones plus empty regions that
 * touch one colour only; a region touching both is shared half and half.
 * Counts in half points (a point is 2). Independent of the library. */
static void reference_count(const uint8_t *cells, uint32_t w, uint32_t h, const uint32_t *dead,
                            size_t ndead, uint32_t *black_halves, uint32_t *white_halves) {
    uint8_t b[MAXP];
    uint8_t seen[MAXP];
    int stack[MAXP];
    uint32_t n = w * h;
    memcpy(b, cells, n);
    /* A dead stone takes its whole chain with it (a chain lives or dies whole). */
    for (size_t i = 0; i < ndead; i++) {
        uint8_t colour = b[dead[i]];
        if (colour == 0) continue;
        int top = 0;
        stack[top++] = (int)dead[i];
        b[dead[i]] = 0;
        while (top > 0) {
            int q = stack[--top];
            int r = q / (int)w, c = q % (int)w;
            int nb[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
            for (int k = 0; k < 4; k++) {
                int rr = nb[k][0], cc = nb[k][1];
                if (rr < 0 || cc < 0 || rr >= (int)h || cc >= (int)w) continue;
                int x = rr * (int)w + cc;
                if (b[x] == colour) {
                    b[x] = 0;
                    stack[top++] = x;
                }
            }
        }
    }
    memset(seen, 0, sizeof seen);
    *black_halves = *white_halves = 0;
    for (uint32_t p = 0; p < n; p++) {
        if (b[p] == 1) *black_halves += 2;
        if (b[p] == 2) *white_halves += 2;
        if (b[p] != 0 || seen[p]) continue;
        int top = 0, size = 0, touch_b = 0, touch_w = 0;
        stack[top++] = (int)p;
        seen[p] = 1;
        while (top > 0) {
            int q = stack[--top];
            int r = q / (int)w, c = q % (int)w;
            int nb[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
            size++;
            for (int k = 0; k < 4; k++) {
                int rr = nb[k][0], cc = nb[k][1];
                if (rr < 0 || cc < 0 || rr >= (int)h || cc >= (int)w) continue;
                int x = rr * (int)w + cc;
                if (b[x] == 1) touch_b = 1;
                else if (b[x] == 2) touch_w = 1;
                else if (!seen[x]) {
                    seen[x] = 1;
                    stack[top++] = x;
                }
            }
        }
        if (touch_b && !touch_w) *black_halves += 2u * (uint32_t)size;
        else if (touch_w && !touch_b) *white_halves += 2u * (uint32_t)size;
        else {
            *black_halves += (uint32_t)size;
            *white_halves += (uint32_t)size;
        }
    }
}

static void test_version_and_messages(void) {
    char v[32];
    snprintf(v, sizeof v, "%d.%d.%d", TY_VERSION_MAJOR, TY_VERSION_MINOR, TY_VERSION_PATCH);
    CHECK(strcmp(ty_version(), v) == 0);
    CHECK(ty_abi_version() == TY_ABI_VERSION);
    CHECK(strcmp(ty_status_message(TY_STATUS_OK), "ok") == 0);
    CHECK(strcmp(ty_status_message(12345), "unknown status") == 0);
    const ty_status all[] = {TY_STATUS_NULL_POINTER, TY_STATUS_BUFFER_TOO_SMALL,
                             TY_STATUS_ILLEGAL_KO, TY_STATUS_SGF_NO_GAME_TREE,
                             TY_STATUS_INTERNAL};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        CHECK(strlen(ty_status_message(all[i])) > 0);
}

/* 7x7, the 2002 rules. A ko in the top-left: Black (0,1) (1,0) (2,1),
 * White (0,2) (2,2) (1,3). White plays into (1,1), Black captures it from
 * (1,2); White may not retake at once (2002 art. 18.3, 20), plays a ko threat,
 * Black answers, White retakes, Black may not, White connects. */
static void test_full_game(void) {
    ty_game *g = new_game(7, 7, "chinese-2002");
    uint8_t cells[MAXP];
    uint32_t caps[8];
    size_t n = 0;
    uint32_t num = 0;

    CHECK(to_move(g) == TY_COLOR_BLACK);
    const uint32_t opening[][2] = {{0, 1}, {0, 2}, {1, 0}, {2, 2}, {2, 1}, {1, 3}, {5, 5}, {1, 1}};
    for (size_t i = 0; i < 8; i++) OK(ty_game_play(g, opening[i][0], opening[i][1]));
    uint64_t before_capture = hash(g);

    OK(ty_game_play(g, 1, 2)); /* Black captures (1,1): index 1*7+1 = 8 */
    OK(ty_game_last_captured(g, caps, 8, &n));
    CHECK(n == 1 && caps[0] == 8);
    CHECK(board(g, cells) == 49);
    CHECK(cells[8] == 0 && cells[9] == TY_COLOR_BLACK && cells[2] == TY_COLOR_WHITE);
    OK(ty_game_move_number(g, &num));
    CHECK(num == 10);
    CHECK(to_move(g) == TY_COLOR_WHITE);

    /* White: retake is ko, (0,0) is suicide (art. 5), (0,1) is occupied. */
    EXPECT(ty_game_is_legal(g, 1, 1), TY_STATUS_ILLEGAL_KO);
    EXPECT(ty_game_play(g, 1, 1), TY_STATUS_ILLEGAL_KO);
    EXPECT(ty_game_play(g, 0, 0), TY_STATUS_ILLEGAL_SUICIDE);
    EXPECT(ty_game_play(g, 0, 1), TY_STATUS_ILLEGAL_OCCUPIED);
    EXPECT(ty_game_play(g, 7, 0), TY_STATUS_ILLEGAL_OFF_BOARD);
    EXPECT(ty_game_play_as(g, TY_COLOR_BLACK, 3, 3), TY_STATUS_ILLEGAL_WRONG_PLAYER);
    OK(ty_game_legal_points(g, cells, MAXP, &n));
    CHECK(n == 49);
    /* 49 - 8 stones = 41 empty, minus the ko point and the suicide point. */
    int legal = 0;
    for (size_t i = 0; i < n; i++) legal += cells[i];
    CHECK(legal == 39);
    CHECK(cells[8] == 0 && cells[0] == 0 && cells[24] == 1);
    /* The legal mask: the same 49 entries, then the pass. */
    uint8_t mask[MAXP + 1];
    EXPECT(ty_game_legal_mask(g, mask, 49, &n), TY_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 50);
    OK(ty_game_legal_mask(g, mask, sizeof mask, &n));
    CHECK(n == 50 && memcmp(mask, cells, 49) == 0 && mask[49] == 1);

    /* Undo and redo the capture: the hash comes back. */
    OK(ty_game_undo(g));
    CHECK(hash(g) == before_capture);
    OK(ty_game_play_vertex(g, "c6")); /* C6 on 7x7 = (1, 2) */
    OK(ty_game_last_captured(g, caps, 8, &n));
    CHECK(n == 1 && caps[0] == 8);

    OK(ty_game_play(g, 5, 4));   /* White's ko threat */
    OK(ty_game_play(g, 4, 5));   /* Black answers */
    OK(ty_game_play(g, 1, 1));   /* White retakes: captures (1,2) = index 9 */
    OK(ty_game_last_captured(g, caps, 8, &n));
    CHECK(n == 1 && caps[0] == 9);
    EXPECT(ty_game_play(g, 1, 2), TY_STATUS_ILLEGAL_KO);
    OK(ty_game_play(g, 4, 4));   /* Black elsewhere */
    OK(ty_game_play(g, 1, 2));   /* White connects the ko */
    OK(ty_game_play(g, 3, 3));   /* Black */
    OK(ty_game_play(g, 6, 0));   /* White invades Black's corner: dead later */
    OK(ty_game_pass(g));
    OK(ty_game_pass(g));         /* two passes end the game (2002 art. 7.3) */
    uint32_t state = 99, loser = 99;
    OK(ty_game_state(g, &state, &loser));
    CHECK(state == TY_STATE_TWO_PASSES && loser == TY_COLOR_NONE);
    EXPECT(ty_game_play(g, 0, 6), TY_STATUS_ILLEGAL_GAME_OVER);
    char text[256];
    size_t needed = 0;
    EXPECT(ty_game_result(g, TY_FORMAT_SGF, text, sizeof text, &needed), TY_STATUS_NO_RESULT);

    /* Count with the White stone at (6,0) dead, against the reference. */
    const uint32_t dead[] = {6 * 7 + 0};
    uint32_t ref_b = 0, ref_w = 0, got_b = 0, got_w = 0, winner = 99;
    int32_t margin = 0, margin_q = 0, komi = 0;
    CHECK(board(g, cells) == 49);
    CHECK(cells[42] == TY_COLOR_WHITE);
    reference_count(cells, 7, 7, dead, 1, &ref_b, &ref_w);
    CHECK(ref_b + ref_w == 98);
    ty_score *score = NULL;
    EXPECT(ty_game_score(g, (const uint32_t[]){48}, 1, &score), TY_STATUS_SCORE_DEAD_POINT_EMPTY);
    CHECK(score == NULL);
    OK(ty_game_agree_dead_stones(g, dead, 1, &score));
    OK(ty_score_counts(score, &got_b, &got_w));
    CHECK(got_b == ref_b && got_w == ref_w);
    ty_rules *r = NULL;
    OK(ty_game_rules(g, &r));
    OK(ty_rules_get_komi_half_points(r, &komi));
    CHECK(komi == 15); /* 7.5 points, 2002 art. 11 */
    ty_rules_free(r);
    OK(ty_score_margin_half_points(score, &margin));
    OK(ty_score_margin_quarter_stones(score, &margin_q));
    int32_t want = (int32_t)ref_b - (int32_t)ref_w - komi;
    CHECK(margin == want && margin_q == want);
    OK(ty_score_winner(score, &winner));
    CHECK(winner == (want > 0 ? TY_COLOR_BLACK : want < 0 ? TY_COLOR_WHITE : TY_COLOR_NONE));
    EXPECT(ty_score_result(score, 7, text, sizeof text, &needed), TY_STATUS_OUT_OF_RANGE);
    ty_score_free(score);
    read_text(ty_game_result, g, TY_FORMAT_SGF, text, sizeof text);
    char want_re[32];
    int32_t m = want < 0 ? -want : want;
    snprintf(want_re, sizeof want_re, "%c+%d%s", want > 0 ? 'B' : 'W', m / 2, m % 2 ? ".5" : "");
    CHECK(strcmp(text, want_re) == 0);
    read_text(ty_game_result, g, TY_FORMAT_ENGLISH, text, sizeof text);
    CHECK(strstr(text, want > 0 ? "Black wins" : "White wins") == text);

    /* After agreement no one may resume (2002 art. 21.3): resume, undo, a
     * second agreement and moves are refused; result and state are unchanged. */
    EXPECT(ty_game_resume(g, TY_COLOR_WHITE), TY_STATUS_DEAD_STONES_AGREED);
    EXPECT(ty_game_undo(g), TY_STATUS_DEAD_STONES_AGREED);
    score = NULL;
    EXPECT(ty_game_agree_dead_stones(g, NULL, 0, &score), TY_STATUS_DEAD_STONES_AGREED);
    CHECK(score == NULL);
    EXPECT(ty_game_play(g, 0, 6), TY_STATUS_ILLEGAL_GAME_OVER);
    OK(ty_game_state(g, &state, &loser));
    CHECK(state == TY_STATE_TWO_PASSES);
    read_text(ty_game_result, g, TY_FORMAT_SGF, text, sizeof text);
    CHECK(strcmp(text, want_re) == 0);
    ty_game_free(g);
}

/* 5x5, komi 7.5: Black walls column 1, White column 3, a dead White stone at
 * (2,0). Black 5 stones + 5 points, White 5 + 5, column 2 shared (art. 9.1):
 * 12.5 each; White wins by 7.5 points = 3 3/4 stones. Derived by hand. */
/* 5x5: Black's wall on column 1, White's on column 3; Black passes and
 * White invades Black's side at (2,0). */
static ty_game *walls_and_invader(void) {
    ty_game *g = new_game(5, 5, "chinese-2002");
    for (uint32_t row = 0; row < 5; row++) {
        OK(ty_game_play(g, row, 1));
        OK(ty_game_play(g, row, 3));
    }
    OK(ty_game_pass(g));
    OK(ty_game_play(g, 2, 0));
    return g;
}

static void test_count_by_hand(void) {
    ty_game *g = walls_and_invader();
    ty_score *s = NULL;
    const uint32_t dead[] = {10};
    OK(ty_game_score(g, dead, 1, &s));
    uint32_t b = 0, w = 0;
    int32_t m = 0;
    OK(ty_score_counts(s, &b, &w));
    OK(ty_score_margin_half_points(s, &m));
    CHECK(b == 25 && w == 25 && m == -15);
    char text[64];
    size_t needed = 0;
    OK(ty_score_result(s, TY_FORMAT_SGF, text, sizeof text, &needed));
    CHECK(strcmp(text, "W+7.5") == 0 && needed == 6);
    EXPECT(ty_score_result(s, TY_FORMAT_SGF, text, 5, &needed), TY_STATUS_BUFFER_TOO_SMALL);
    CHECK(needed == 6);
    OK(ty_score_result(s, TY_FORMAT_CHINESE, text, sizeof text, &needed));
    CHECK(strcmp(text, "\xe7\x99\xbd\xe8\x83\x9c" "3\xe5\x8f\x88" "3/4\xe5\xad\x90") == 0); /* 白胜3又3/4子 */
    ty_score_free(s);
    ty_game_free(g);
}

/* One stone marked dead takes its chain: White's (1,0)-(2,0) inside Black's
 * area, only (2,0) marked. By hand, in half points: Black 5 stones (10) +
 * column 0 (10) + half of column 2 (5) = 25; White 5 stones + column 4 + 5 =
 * 25; the same as with both stones marked, and as the reference. */
static void test_one_dead_stone_marks_its_chain(void) {
    ty_game *g = walls_and_invader();
    OK(ty_game_pass(g));
    OK(ty_game_play(g, 1, 0));
    uint8_t cells[MAXP];
    CHECK(board(g, cells) == 25);
    const uint32_t one[] = {10}, both[] = {5, 10};
    ty_score *s1 = NULL, *s2 = NULL;
    OK(ty_game_score(g, one, 1, &s1));
    OK(ty_game_score(g, both, 2, &s2));
    uint32_t b1 = 0, w1 = 0, b2 = 0, w2 = 0, rb = 0, rw = 0;
    OK(ty_score_counts(s1, &b1, &w1));
    OK(ty_score_counts(s2, &b2, &w2));
    reference_count(cells, 5, 5, one, 1, &rb, &rw);
    CHECK(b1 == 25 && w1 == 25);
    CHECK(b1 == b2 && w1 == w2 && b1 == rb && w1 == rw);
    ty_score_free(s1);
    ty_score_free(s2);
    ty_game_free(g);
}

static void test_rules_and_handicap(void) {
    ty_rules *r = NULL;
    uint32_t v = 99;
    int32_t k = 0;
    OK(ty_rules_new(&r));
    OK(ty_rules_get_ko(r, &v));
    CHECK(v == TY_KO_POSITIONAL);
    OK(ty_rules_set_ko(r, TY_KO_SITUATIONAL));
    OK(ty_rules_set_suicide(r, TY_SUICIDE_MULTI_STONE_ALLOWED));
    OK(ty_rules_set_compensation(r, TY_COMPENSATION_N_MINUS_ONE));
    OK(ty_rules_set_ending(r, TY_ENDING_AGREEMENT));
    OK(ty_rules_set_cycle(r, TY_CYCLE_NO_RESULT_ON_THIRD_OCCURRENCE));
    OK(ty_rules_get_cycle(r, &v));
    CHECK(v == TY_CYCLE_NO_RESULT_ON_THIRD_OCCURRENCE);
    OK(ty_rules_set_komi_quarter_stones(r, 11)); /* 2 3/4 stones, 1988 art. 11 */
    OK(ty_rules_get_komi_half_points(r, &k));
    CHECK(k == 11);
    OK(ty_rules_set(r, "komi", "6.5"));
    OK(ty_rules_get_komi_quarter_stones(r, &k));
    CHECK(k == 13);
    char name[32];
    size_t needed = 0;
    OK(ty_rules_name(r, name, sizeof name, &needed));
    CHECK(strcmp(name, "custom") == 0 && needed == 7);

    /* Fixed handicap: 2 stones on 9x9 at (6,2) and (2,6); White to move. */
    ty_game *g = NULL;
    uint8_t cells[MAXP];
    OK(ty_game_new_handicap(9, 9, r, 2, &g));
    board(g, cells);
    CHECK(cells[6 * 9 + 2] == 1 && cells[2 * 9 + 6] == 1);
    CHECK(to_move(g) == TY_COLOR_WHITE);
    ty_game_free(g);
    const uint32_t free_pts[] = {0, 80, 40};
    OK(ty_game_new_free_handicap(9, 9, r, free_pts, 3, &g));
    CHECK(board(g, cells) == 81 && cells[0] == 1 && cells[80] == 1 && cells[40] == 1);
    ty_game_free(g);
    ty_rules_free(r);
}

static void test_sgf(void) {
    ty_record *rec = NULL;
    OK(ty_record_new(&rec));
    const char *sgf = "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese];B[ee];W[cc];B[gg];W[gc])";
    OK(ty_record_load_sgf(rec, (const uint8_t *)sgf, strlen(sgf)));
    size_t count = 0;
    uint32_t w = 0, h = 0;
    OK(ty_record_game_count(rec, &count));
    OK(ty_record_board_size(rec, 0, &w, &h));
    CHECK(count == 1 && w == 9 && h == 9);
    /* A value left open on line 3. */
    const char *bad = "(;GM[1]\n;B[ee]\n;W[cc";
    EXPECT(ty_record_load_sgf(rec, (const uint8_t *)bad, strlen(bad)),
           TY_STATUS_SGF_UNTERMINATED_VALUE);
    uint32_t line = 0, col = 0;
    OK(ty_record_error_position(rec, &line, &col));
    CHECK(line == 3 && col >= 1);
    char detail[256];
    size_t needed = 0;
    OK(ty_record_last_error(rec, detail, sizeof detail, &needed));
    CHECK(strstr(detail, "line 3") != NULL);
    EXPECT(ty_record_load_sgf(rec, (const uint8_t *)"hello", 5), TY_STATUS_SGF_NO_GAME_TREE);
    OK(ty_record_game_count(rec, &count));
    CHECK(count == 1); /* failed loads keep what was read before */
    ty_record_free(rec);
}

/* A game written as SGF reads back to the same board: ty_game_to_sgf,
 * ty_record_load_sgf, ty_record_replay (strict), ty_game_board. Then a strict
 * replay stopped by an occupied point (art. 2) and its violation. */
static void test_sgf_round_trip(void) {
    ty_rules *r = rules_named("chinese-2002");
    ty_game *g = NULL;
    OK(ty_game_new_handicap(9, 9, r, 2, &g));
    ty_rules_free(r);
    /* White first after the handicap: W E5, B C7, W F5, B pass. */
    OK(ty_game_play(g, 4, 4));
    OK(ty_game_play(g, 2, 2));
    OK(ty_game_play(g, 4, 5));
    OK(ty_game_pass(g));
    size_t needed = 0;
    EXPECT(ty_game_to_sgf(g, NULL, 0, &needed), TY_STATUS_BUFFER_TOO_SMALL);
    CHECK(needed > 1);
    char *sgf = (char *)malloc(needed);
    CHECK(sgf != NULL);
    if (sgf == NULL) {
        ty_game_free(g);
        return;
    }
    size_t again = 0;
    OK(ty_game_to_sgf(g, sgf, needed, &again));
    CHECK(again == needed && strlen(sgf) + 1 == needed);

    ty_record *rec = NULL;
    OK(ty_record_new(&rec));
    OK(ty_record_load_sgf(rec, (const uint8_t *)sgf, strlen(sgf)));
    free(sgf);
    ty_game *back = NULL;
    uint32_t violations = 99;
    OK(ty_record_replay(rec, 0, NULL, TY_REPLAY_STRICT, &back, &violations));
    CHECK(violations == 0);
    uint8_t a[MAXP], b[MAXP];
    CHECK(board(g, a) == 81 && board(back, b) == 81);
    CHECK(memcmp(a, b, 81) == 0);
    CHECK(a[4 * 9 + 4] == TY_COLOR_WHITE && a[2 * 9 + 2] == TY_COLOR_BLACK);
    CHECK(to_move(back) == TY_COLOR_WHITE);
    CHECK(hash(back) == hash(g));
    ty_game_free(back);

    /* Move 2, W C7 (cc), is on Black's stone. */
    const char *clash = "(;GM[1]SZ[9];B[cc];W[cc];B[dd])";
    OK(ty_record_load_sgf(rec, (const uint8_t *)clash, strlen(clash)));
    OK(ty_record_replay(rec, 0, NULL, TY_REPLAY_STRICT, &back, &violations));
    CHECK(violations == 1);
    uint32_t number = 0, color = 0, reason = 0;
    OK(ty_record_violation(rec, 0, &number, &color, &reason));
    CHECK(number == 2 && color == TY_COLOR_WHITE && reason == TY_STATUS_ILLEGAL_OCCUPIED);
    char why[128];
    OK(ty_game_last_error(back, why, sizeof why, &needed));
    CHECK(strcmp(why, "move 2: W C7: the point is occupied") == 0);
    OK(ty_record_violation_text(rec, 0, why, sizeof why, &needed));
    CHECK(strcmp(why, "move 2: W C7: the point is occupied") == 0);
    EXPECT(ty_record_violation(rec, 1, &number, &color, &reason), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_record_replay(rec, 0, NULL, 7, &back, &violations), TY_STATUS_OUT_OF_RANGE);
    ty_game_free(back);
    const char *not_go = "(;GM[3])";
    OK(ty_record_load_sgf(rec, (const uint8_t *)not_go, strlen(not_go)));
    EXPECT(ty_record_replay(rec, 0, NULL, TY_REPLAY_TOLERANT, &back, &violations),
           TY_STATUS_REPLAY_NOT_GO);
    ty_record_free(rec);
    ty_game_free(g);
}

static void test_error_paths(void) {
    ty_rules *r = rules_named("chinese-2002");
    ty_game *g = NULL;
    ty_score *s = NULL;
    char text[64];
    uint8_t cells[MAXP];
    size_t n = 0;
    uint32_t u = 0;

    /* 1xx: arguments. */
    EXPECT(ty_rules_new(NULL), TY_STATUS_NULL_POINTER);
    EXPECT(ty_game_new(9, 9, NULL, &g), TY_STATUS_NULL_POINTER);
    EXPECT(ty_game_play(NULL, 0, 0), TY_STATUS_NULL_POINTER);
    EXPECT(ty_game_new(9, 9, r, NULL), TY_STATUS_NULL_POINTER);
    EXPECT(ty_rules_from_name("\xff", &r), TY_STATUS_BAD_UTF8);
    EXPECT(ty_game_new(1, 9, r, &g), TY_STATUS_BAD_SIZE);
    EXPECT(ty_game_new(26, 26, r, &g), TY_STATUS_BAD_SIZE);
    CHECK(g == NULL);
    OK(ty_game_new(9, 9, r, &g));
    EXPECT(ty_game_board(g, cells, 80, &n), TY_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 81);
    EXPECT(ty_game_board(g, NULL, 81, &n), TY_STATUS_NULL_POINTER);
    EXPECT(ty_game_to_move(g, NULL), TY_STATUS_NULL_POINTER);
    EXPECT(ty_game_play_as(g, 7, 0, 0), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_game_result(g, 9, text, sizeof text, &n), TY_STATUS_NO_RESULT);
    EXPECT(ty_game_play_vertex(g, "I5"), TY_STATUS_BAD_VERTEX);
    EXPECT(ty_game_play_vertex(g, "Z99"), TY_STATUS_VERTEX_OFF_BOARD);
    EXPECT(ty_game_play_vertex(g, "A10"), TY_STATUS_VERTEX_OFF_BOARD);
    OK(ty_game_last_error(g, text, sizeof text, &n));
    CHECK(strstr(text, "vertex \"A10\" is off the 9x9 board") != NULL);
    EXPECT(ty_game_score(g, (const uint32_t[]){81}, 1, &s), TY_STATUS_BAD_INDEX);
    /* A count no buffer can have (its bytes above PTRDIFF_MAX) is refused
     * before any element is read, with the pointer status, which says so. */
    EXPECT(ty_game_score(g, (const uint32_t[]){0}, SIZE_MAX / 4, &s), TY_STATUS_NULL_POINTER);
    CHECK(strstr(ty_status_message(TY_STATUS_NULL_POINTER), "count too large") != NULL);
    EXPECT(ty_game_play(g, 4000000000u, 0), TY_STATUS_ILLEGAL_OFF_BOARD);
    OK(ty_game_last_error(g, text, sizeof text, &n));
    CHECK(strstr(text, "off the board") != NULL);

    /* 3xx: game, handicap, score, rules, komi. */
    EXPECT(ty_game_undo(g), TY_STATUS_NOTHING_TO_UNDO);
    EXPECT(ty_game_resume(g, TY_COLOR_BLACK), TY_STATUS_GAME_NOT_OVER);
    EXPECT(ty_game_score(g, (const uint32_t[]){0}, 1, &s), TY_STATUS_SCORE_DEAD_POINT_EMPTY);
    OK(ty_game_resign(g, TY_COLOR_BLACK));
    EXPECT(ty_game_resign(g, TY_COLOR_WHITE), TY_STATUS_GAME_OVER);
    EXPECT(ty_game_pass(g), TY_STATUS_ILLEGAL_GAME_OVER);
    OK(ty_game_state(g, &u, &u));
    OK(ty_game_result(g, TY_FORMAT_SGF, text, sizeof text, &n));
    CHECK(strcmp(text, "W+R") == 0);
    ty_game_free(g);
    g = NULL;
    EXPECT(ty_game_new_handicap(9, 9, r, 10, &g), TY_STATUS_HANDICAP_NO_FIXED_LAYOUT);
    EXPECT(ty_game_new_free_handicap(9, 9, r, (const uint32_t[]){3, 3}, 2, &g),
           TY_STATUS_HANDICAP_BAD_FREE_PLACEMENT);
    CHECK(g == NULL);
    ty_rules *bad = NULL;
    EXPECT(ty_rules_from_name("{\"colour\":\"blue\"}", &bad), TY_STATUS_RULES_BAD_SETTING);
    EXPECT(ty_rules_from_name("nonsense", &bad), TY_STATUS_RULES_UNKNOWN);
    CHECK(bad == NULL);
    EXPECT(ty_rules_set(r, "colour", "blue"), TY_STATUS_RULES_BAD_SETTING);
    OK(ty_rules_last_error(r, text, sizeof text, &n));
    CHECK(strstr(text, "colour") != NULL);
    EXPECT(ty_rules_set_komi_text(r, "7.3", 0), TY_STATUS_KOMI_NOT_QUARTER_STONES);
    EXPECT(ty_rules_set_komi_text(r, "lots", 0), TY_STATUS_KOMI_SYNTAX);
    EXPECT(ty_rules_set_komi_quarter_stones(r, 99999), TY_STATUS_KOMI_OUT_OF_RANGE);
    EXPECT(ty_rules_set_ko(r, 3), TY_STATUS_OUT_OF_RANGE);

    /* 4xx: SGF. */
    ty_record *rec = NULL;
    uint32_t w = 0, h = 0;
    OK(ty_record_new(&rec));
    EXPECT(ty_record_board_size(rec, 0, &w, &h), TY_STATUS_SGF_NOT_LOADED);
    EXPECT(ty_record_load_sgf(rec, (const uint8_t *)"(;B[aa", 6), TY_STATUS_SGF_UNTERMINATED_VALUE);
    EXPECT(ty_record_load_sgf(rec, (const uint8_t *)"(;B)", 4), TY_STATUS_SGF_MISSING_VALUE);
    EXPECT(ty_record_load_sgf(rec, NULL, 0), TY_STATUS_SGF_NO_GAME_TREE);
    OK(ty_record_load_sgf(rec, (const uint8_t *)"(;SZ[9])", 8));
    EXPECT(ty_record_board_size(rec, 1, &w, &h), TY_STATUS_OUT_OF_RANGE);
    ty_record_free(rec);

    /* Free accepts NULL. */
    ty_game_free(NULL);
    ty_rules_free(NULL);
    ty_score_free(NULL);
    ty_record_free(NULL);
    ty_rules_free(r);
}

/* A game from a position drawn as text: 'X' Black, 'O' White, '.' empty, one
 * row a line, row 0 at the top; made through an SGF record with AB/AW set-up
 * stones, under `rules` (NULL: the record's, Chinese). */
static ty_game *drawn(const char *drawing, const ty_rules *rules) {
    char sgf[4096];
    size_t len = 0;
    uint32_t w = 0, h = 0, col = 0;
    char ab[1800] = "", aw[1800] = "";
    size_t nab = 0, naw = 0;
    for (const char *c = drawing; *c; c++) {
        if (*c == '\n') {
            if (col > 0) {
                w = col;
                h++;
            }
            col = 0;
        } else if (*c == 'X' || *c == 'O' || *c == '.') {
            if (*c != '.') {
                char *dst = *c == 'X' ? ab + nab : aw + naw;
                snprintf(dst, 5, "[%c%c]", 'a' + (int)col, 'a' + (int)h);
                if (*c == 'X') nab += 4; else naw += 4;
            }
            col++;
        }
    }
    if (col > 0) {
        w = col;
        h++;
    }
    len = (size_t)snprintf(sgf, sizeof sgf, "(;GM[1]FF[4]SZ[%u:%u]KM[7.5]RU[Chinese]AB%sAW%s)",
                           (unsigned)w, (unsigned)h, ab, aw);
    ty_record *rec = NULL;
    ty_game *g = NULL;
    uint32_t violations = 0;
    OK(ty_record_new(&rec));
    OK(ty_record_load_sgf(rec, (const uint8_t *)sgf, len));
    OK(ty_record_replay(rec, 0, rules, TY_REPLAY_TOLERANT, &g, &violations));
    ty_record_free(rec);
    return g;
}

/* 9x9. Black's chain on columns 0-3 has the eyes (0,0) and (0,2) and a
 * three-point area (2,1) (3,1) (4,1) whose empty points all touch it: it is
 * pass-alive and White's stone at (3,1) is dead for certain. White's wall on
 * columns 4-8 has the eyes (0,5) and (0,7). Counted by hand: Black 36 points
 * (31 stones, 4 empty, the dead stone's point), White 45. */
static const char *DEAD_INSIDE =
    ". X . X O . O . O\n"
    "X X X X O O O O O\n"
    "X . X X O . . . .\n"
    "X O X X O . . . .\n"
    "X . X X O . . . .\n"
    "X X X X O . . . .\n"
    "X X X X O . . . .\n"
    "X X X X O . . . .\n"
    "X X X X O . . . .\n";

/* 7x4. The outer chains are pass-alive; White's column 2 and Black's column 4
 * (with (2,3) and (3,3)) share their only liberties (0,3) and (1,3): seki. */
static const char *SEKI =
    ". X O . X O .\n"
    "X X O . X O O\n"
    ". X O X X O .\n"
    "X X O X X O O\n";

/* Scores with ty_game_score_estimated and returns its SGF result in `re`. */
static void score_estimated(const ty_game *g, uint32_t *dead, size_t *ndead, uint32_t *estimated,
                            char *re, size_t cap) {
    ty_score *s = NULL;
    size_t n = 0;
    OK(ty_game_score_estimated(g, TY_DEFAULT_PLAYOUTS, 0, dead, MAXP, ndead, estimated, &s));
    re[0] = 0;
    if (s != NULL) OK(ty_score_result(s, TY_FORMAT_SGF, re, cap, &n));
    ty_score_free(s);
}

/* Who won: the estimate of dead stones, seki and ownership, by hand. */
static void test_life(void) {
    ty_game *g = drawn(DEAD_INSIDE, NULL);
    float own[MAXP];
    uint32_t dead[MAXP];
    uint8_t status[MAXP];
    size_t n = 0;
    OK(ty_game_ownership(g, TY_DEFAULT_PLAYOUTS, 0, own, MAXP, &n));
    CHECK(n == 81);
    /* Certain: the dead stone's point and Black's eyes are Black's (+1),
     * White's eyes White's (-1); row 0 is the top row. */
    CHECK(own[3 * 9 + 1] == 1.0f && own[0] == 1.0f && own[2] == 1.0f);
    CHECK(own[5] == -1.0f && own[7] == -1.0f);
    for (size_t i = 0; i < n; i++) CHECK(own[i] >= -1.0f && own[i] <= 1.0f);
    OK(ty_game_estimate_dead_stones(g, TY_DEFAULT_PLAYOUTS, 0, dead, MAXP, &n));
    CHECK(n == 1 && dead[0] == 3 * 9 + 1);
    OK(ty_game_chain_status(g, TY_DEFAULT_PLAYOUTS, 0, status, MAXP, &n));
    uint8_t cells[MAXP];
    CHECK(board(g, cells) == 81);
    for (size_t i = 0; i < 81; i++) {
        uint8_t want = i == 28 ? TY_CHAIN_STATUS_DEAD
                       : cells[i] == TY_COLOR_NONE ? TY_CHAIN_STATUS_NONE
                                                   : TY_CHAIN_STATUS_ALIVE;
        CHECK(status[i] == want);
    }
    char re[64];
    uint32_t estimated = 9;
    score_estimated(g, dead, &n, &estimated, re, sizeof re);
    CHECK(n == 1 && dead[0] == 28 && estimated == 1);
    CHECK(strcmp(re, "W+16.5") == 0); /* 36 - 45 - 7.5 */
    ty_game_free(g);

    /* Tromp-Taylor: every stone counts; (2,1) and (4,1) are shared. Black
     * 31 + 2 + 1 = 34, White 45 + 1 + 1 = 47. KataGo's area rules lift the
     * stone in pass-alive territory without an estimate. */
    ty_rules *r = rules_named("tromp-taylor");
    uint32_t d = 9;
    OK(ty_rules_get_dead_stones(r, &d));
    CHECK(d == TY_DEAD_STONES_ALL_ALIVE);
    g = drawn(DEAD_INSIDE, r);
    score_estimated(g, dead, &n, &estimated, re, sizeof re);
    CHECK(n == 0 && estimated == 0 && strcmp(re, "W+20.5") == 0);
    ty_game_free(g);
    OK(ty_rules_set_dead_stones(r, TY_DEAD_STONES_PASS_ALIVE_TERRITORY));
    EXPECT(ty_rules_set_dead_stones(r, 3), TY_STATUS_OUT_OF_RANGE);
    g = drawn(DEAD_INSIDE, r);
    score_estimated(g, dead, &n, &estimated, re, sizeof re);
    CHECK(n == 1 && dead[0] == 28 && estimated == 0 && strcmp(re, "W+16.5") == 0);
    ty_game_free(g);
    OK(ty_rules_set(r, "dead_stones", "agreement"));
    OK(ty_rules_get_dead_stones(r, &d));
    CHECK(d == TY_DEAD_STONES_AGREEMENT);
    ty_rules_free(r);

    /* Seki: the shared liberties are dame. Black 8 + 6 + 1/2 + 1/2 = 15,
     * White 8 + 4 + 1 = 13. */
    g = drawn(SEKI, NULL);
    OK(ty_game_chain_status(g, TY_DEFAULT_PLAYOUTS, 0, status, MAXP, &n));
    CHECK(n == 28);
    const uint8_t A = TY_CHAIN_STATUS_ALIVE, S = TY_CHAIN_STATUS_SEKI, E = TY_CHAIN_STATUS_NONE;
    const uint8_t want[28] = {E, A, S, E, S, A, E, A, A, S, E, S, A, A,
                              E, A, S, S, S, A, E, A, A, S, S, S, A, A};
    CHECK(memcmp(status, want, sizeof want) == 0);
    OK(ty_game_ownership(g, TY_DEFAULT_PLAYOUTS, 0, own, MAXP, &n));
    CHECK(own[3] == 0.0f && own[10] == 0.0f);
    score_estimated(g, dead, &n, &estimated, re, sizeof re);
    CHECK(n == 0 && estimated == 1 && strcmp(re, "W+5.5") == 0);

    /* Bad arguments: statuses, never a crash, nothing written. */
    float seven[MAXP];
    for (size_t i = 0; i < MAXP; i++) seven[i] = 7.0f;
    memcpy(own, seven, sizeof own);
    n = 5;
    EXPECT(ty_game_ownership(g, 0, 0, own, MAXP, &n), TY_STATUS_LIFE_PLAYOUTS_OUT_OF_RANGE);
    EXPECT(ty_game_ownership(g, TY_MAX_PLAYOUTS + 1, 0, own, MAXP, &n),
           TY_STATUS_LIFE_PLAYOUTS_OUT_OF_RANGE);
    EXPECT(ty_game_estimate_dead_stones(g, 0, 0, dead, MAXP, &n),
           TY_STATUS_LIFE_PLAYOUTS_OUT_OF_RANGE);
    EXPECT(ty_game_chain_status(g, UINT32_MAX, 0, status, MAXP, &n),
           TY_STATUS_LIFE_PLAYOUTS_OUT_OF_RANGE);
    ty_score *sc = NULL;
    EXPECT(ty_game_score_estimated(g, 0, 0, dead, MAXP, &n, &estimated, &sc),
           TY_STATUS_LIFE_PLAYOUTS_OUT_OF_RANGE);
    CHECK(sc == NULL && n == 5 && memcmp(own, seven, sizeof own) == 0);
    char text[128];
    OK(ty_game_last_error(g, text, sizeof text, &n));
    CHECK(strstr(text, "playouts must be 1 to 100000") != NULL);
    EXPECT(ty_game_ownership(NULL, 1, 0, own, MAXP, &n), TY_STATUS_NULL_POINTER);
    EXPECT(ty_game_ownership(g, 1, 0, NULL, MAXP, &n), TY_STATUS_NULL_POINTER);
    EXPECT(ty_game_ownership(g, 1, 0, own, MAXP, NULL), TY_STATUS_NULL_POINTER);
    EXPECT(ty_game_estimate_dead_stones(g, 1, 0, dead, MAXP, NULL), TY_STATUS_NULL_POINTER);
    EXPECT(ty_game_chain_status(NULL, 1, 0, status, MAXP, &n), TY_STATUS_NULL_POINTER);
    EXPECT(ty_game_score_estimated(g, 1, 0, dead, MAXP, &n, &estimated, NULL),
           TY_STATUS_NULL_POINTER);
    EXPECT(ty_game_score_estimated(g, 1, 0, dead, MAXP, &n, NULL, &sc), TY_STATUS_NULL_POINTER);
    /* Short buffers: the needed count is written, the buffer untouched. */
    EXPECT(ty_game_ownership(g, 1, 0, own, 27, &n), TY_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 28 && memcmp(own, seven, sizeof own) == 0);
    n = 0;
    EXPECT(ty_game_chain_status(g, 1, 0, NULL, 0, &n), TY_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 28);
    ty_game_free(g);
    g = drawn(DEAD_INSIDE, NULL);
    EXPECT(ty_game_estimate_dead_stones(g, TY_DEFAULT_PLAYOUTS, 0, NULL, 0, &n),
           TY_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 1);
    EXPECT(ty_game_score_estimated(g, TY_DEFAULT_PLAYOUTS, 0, NULL, 0, &n, &estimated, &sc),
           TY_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 1 && sc == NULL);
    ty_game_free(g);
}

/* The rule each refused move breaks, cited in the words of the rule set in
 * force (the articles read from the rule texts: 2002 art. 5 forbidden
 * points, 1988 art. 20.1 the ko, Tromp-Taylor rule 7), and the preset name
 * after an edit: komi aside, another choice renames. */
static void test_illegal_move_article(void) {
    ty_rules *r = NULL;
    char text[64];
    size_t needed = 0;
    OK(ty_rules_new(&r)); /* chinese-2002 */
    OK(ty_illegal_move_article(TY_STATUS_ILLEGAL_SUICIDE, r, text, sizeof text, &needed));
    CHECK(strcmp(text, "2002 art. 5") == 0 && needed == 12);
    OK(ty_illegal_move_article(TY_STATUS_ILLEGAL_POSITIONAL_SUPERKO, r, text, sizeof text, &needed));
    CHECK(strcmp(text, "2002 art. 6") == 0);
    /* Off the board: no article, the empty string. */
    OK(ty_illegal_move_article(TY_STATUS_ILLEGAL_OFF_BOARD, r, text, sizeof text, &needed));
    CHECK(strcmp(text, "") == 0 && needed == 1);
    /* A record's komi keeps the rule set and its articles. */
    OK(ty_rules_set(r, "komi", "6.5"));
    OK(ty_rules_name(r, text, sizeof text, &needed));
    CHECK(strcmp(text, "chinese-2002") == 0);
    OK(ty_illegal_move_article(TY_STATUS_ILLEGAL_SUICIDE, r, text, sizeof text, &needed));
    CHECK(strcmp(text, "2002 art. 5") == 0);
    OK(ty_illegal_move_article(TY_STATUS_ILLEGAL_KO, r, text, sizeof text, &needed));
    CHECK(strcmp(text, "2002 art. 18.3, 20") == 0);
    /* Simple ko alone (chinese-simple-ko also ends a game at a third
     * occurrence): no set makes these choices, the setting is cited. */
    OK(ty_rules_set(r, "ko", "simple"));
    OK(ty_rules_name(r, text, sizeof text, &needed));
    CHECK(strcmp(text, "custom") == 0);
    OK(ty_illegal_move_article(TY_STATUS_ILLEGAL_KO, r, text, sizeof text, &needed));
    CHECK(strcmp(text, "custom rules: ko simple") == 0);
    /* Set back: the 2002 rules again, by their choices. */
    OK(ty_rules_set(r, "ko", "positional"));
    OK(ty_rules_name(r, text, sizeof text, &needed));
    CHECK(strcmp(text, "chinese-2002") == 0);
    ty_rules_free(r);
    OK(ty_rules_from_name("chinese-1988", &r));
    OK(ty_illegal_move_article(TY_STATUS_ILLEGAL_KO, r, text, sizeof text, &needed));
    CHECK(strcmp(text, "1988 art. 20.1") == 0);
    ty_rules_free(r);
    OK(ty_rules_from_name("tromp-taylor", &r));
    OK(ty_illegal_move_article(TY_STATUS_ILLEGAL_OCCUPIED, r, text, sizeof text, &needed));
    CHECK(strcmp(text, "Tromp-Taylor rule 7") == 0 && needed == 20);
    EXPECT(ty_illegal_move_article(TY_STATUS_ILLEGAL_OCCUPIED, r, text, 5, &needed),
           TY_STATUS_BUFFER_TOO_SMALL);
    CHECK(needed == 20);
    EXPECT(ty_illegal_move_article(199, r, text, sizeof text, &needed), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_illegal_move_article(TY_STATUS_OK, r, text, sizeof text, &needed),
           TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_illegal_move_article(TY_STATUS_ILLEGAL_KO, NULL, text, sizeof text, &needed),
           TY_STATUS_NULL_POINTER);
    ty_rules_free(r);
}

/* ty_record_verdict on a 5x5 game counted by hand (row 5 at the top):
 *   5  . X O . .
 *   4  X X O O O
 *   3  . X O . X   <- E3 dead in White's eye (both sides pass-alive)
 *   2  X X O O O
 *   1  . X O . .
 * With E3 lifted and no komi: area Black 7 + 3 = 10, White 9 + 6 = 15:
 * W+5 (-10 half points); territory Black 3, White 6 + 1 prisoner: W+4. */
#define VERDICT_MOVES \
    ";B[ba];W[ca];B[bb];W[cb];B[bc];W[cc];B[bd];W[cd];B[be];W[ce]" \
    ";B[ab];W[db];B[ad];W[eb];B[ec];W[dd];B[];W[ed];B[];W[])"
/* playouts 0: ty_record_verdict_without_estimate. */
static ty_verdict verdict_of(const char *sgf, uint32_t playouts) {
    ty_record *rec = NULL;
    ty_verdict v;
    memset(&v, 0xff, sizeof v);
    OK(ty_record_new(&rec));
    OK(ty_record_load_sgf(rec, (const uint8_t *)sgf, strlen(sgf)));
    if (playouts == 0)
        OK(ty_record_verdict_without_estimate(rec, 0, NULL, &v));
    else
        OK(ty_record_verdict(rec, 0, NULL, playouts, 0, &v));
    ty_record_free(rec);
    return v;
}

static void test_record_verdict(void) {
    ty_verdict v = verdict_of("(;SZ[5]KM[0]RU[Chinese]RE[W+5]" VERDICT_MOVES, TY_DEFAULT_PLAYOUTS);
    CHECK(v.kind == TY_VERDICT_BY_AREA && v.state == TY_STATE_TWO_PASSES);
    CHECK(v.rules_from == TY_RULES_FROM_RU && v.komi_from == TY_KOMI_FROM_KM);
    CHECK(v.has_re_margin == 1 && v.re_margin_half_points == -10);
    CHECK(v.has_count == 1 && v.count_margin_half_points == -10);
    CHECK(v.agrees == 1 && v.winner_agrees == 1 && v.disagrees == 0);
    /* RE W+5 is the count with Benson's E3 lifted: the record settles it. */
    CHECK(v.dead_source == TY_DEAD_SOURCE_RECORD_CONFIRMED && v.dead_stones == 1);
    CHECK(v.has_territory_reading == 0);
    /* The full estimate: the same count, estimated. */
    {
        const char *sgf = "(;SZ[5]KM[0]RU[Chinese]RE[W+5]" VERDICT_MOVES;
        ty_record *rec = NULL;
        OK(ty_record_new(&rec));
        OK(ty_record_load_sgf(rec, (const uint8_t *)sgf, strlen(sgf)));
        OK(ty_record_verdict_full_estimate(rec, 0, NULL, TY_DEFAULT_PLAYOUTS, 0, &v));
        CHECK(v.dead_source == TY_DEAD_SOURCE_ESTIMATE && v.dead_stones == 1);
        CHECK(v.count_margin_half_points == -10 && v.agrees == 1);
        EXPECT(ty_record_verdict_full_estimate(rec, 0, NULL, 0, 0, &v),
               TY_STATUS_LIFE_PLAYOUTS_OUT_OF_RANGE);
        ty_record_free(rec);
    }
    /* No estimate: E3 is dead for certain (pass-alive territory). */
    v = verdict_of("(;SZ[5]KM[0]RU[Chinese]RE[W+5]" VERDICT_MOVES, 0);
    CHECK(v.dead_source == TY_DEAD_SOURCE_PASS_ALIVE_TERRITORY && v.dead_stones == 1);
    CHECK(v.count_margin_half_points == -10 && v.agrees == 1);
    /* No RU: read by territory too; RE W+4 is the territory count. */
    v = verdict_of("(;SZ[5]KM[0]RE[W+4]" VERDICT_MOVES, 0);
    CHECK(v.kind == TY_VERDICT_BY_AREA && v.agrees == 0);
    CHECK(v.territory_equivalent_agrees == 1 && v.disagrees == 0);
    CHECK(v.has_territory_reading == 1 && v.territory_margin_half_points == -8);
    CHECK(v.rules_from == TY_RULES_FROM_DEFAULT);
    CHECK(v.territory_agrees == 1);
    /* Japanese: counted by territory, exactly. */
    v = verdict_of("(;SZ[5]KM[0]RU[Japanese]RE[W+4]" VERDICT_MOVES, 0);
    CHECK(v.kind == TY_VERDICT_BY_THEIR_RULES && v.count_margin_half_points == -8);
    CHECK(v.agrees == 1 && v.disagrees == 0);
    v = verdict_of("(;SZ[5]KM[0]RU[Japanese]RE[B+1]" VERDICT_MOVES, 0);
    CHECK(v.agrees == 0 && v.winner_agrees == 0 && v.disagrees == 1);
    /* Black resigned after the two passes: decided otherwise, the area
     * count beside it. */
    v = verdict_of("(;SZ[5]KM[0]RU[Chinese]RE[W+R]" VERDICT_MOVES, 0);
    CHECK(v.kind == TY_VERDICT_DECIDED_OTHERWISE && v.state == TY_STATE_RESIGNATION);
    CHECK(v.has_count == 1 && v.count_margin_half_points == -10 && v.has_re_margin == 0);
    CHECK(v.dead_source == TY_DEAD_SOURCE_NONE);
    /* RE not a count: nothing counted. */
    v = verdict_of("(;SZ[5]KM[0]RU[Chinese]RE[?]" VERDICT_MOVES, 0);
    CHECK(v.kind == TY_VERDICT_NOT_COUNTED && v.has_count == 0 && v.has_re_margin == 0);
    CHECK(v.open_points == 0 && v.compensation_points == 0 && v.playouts_run == 0);
    /* Unfinished: four moves, no passes, no ending in RE. B5 B4 Black, C5
     * C4 White: the 21 empty points form one region bordered by both
     * colours, and none touches both a Black and a White stone: 21 open
     * points. Not counted. */
    v = verdict_of("(;SZ[5]KM[0]RU[Chinese]RE[W+5];B[ba];W[ca];B[bb];W[cb])", 0);
    CHECK(v.kind == TY_VERDICT_UNFINISHED && v.open_points == 21);
    CHECK(v.state == TY_STATE_ONGOING && v.has_count == 0 && v.disagrees == 0);
    /* The same game with B5 and B4 as handicap stones (HA 2, White first):
     * area W+5 before compensation; RE W+6 is it with N-1 = 1 point (AGA). */
    v = verdict_of("(;SZ[5]KM[0]HA[2]AB[ba][bb]RU[Chinese]RE[W+6]"
                   ";W[ca];B[bc];W[cb];B[bd];W[cc];B[be];W[cd];B[ab];W[ce];B[ad];W[db]"
                   ";B[ec];W[eb];B[];W[dd];B[];W[ed];B[];W[])",
                   0);
    CHECK(v.kind == TY_VERDICT_BY_AREA && v.count_margin_half_points == -10);
    CHECK(v.agrees == 1 && v.compensation_points == 1);
    /* Errors: too many playouts for the count; a null out. */
    ty_record *rec = NULL;
    ty_verdict w;
    const char *sgf = "(;SZ[5]KM[0]RU[Chinese]RE[W+5]" VERDICT_MOVES;
    OK(ty_record_new(&rec));
    OK(ty_record_load_sgf(rec, (const uint8_t *)sgf, strlen(sgf)));
    EXPECT(ty_record_verdict(rec, 0, NULL, TY_MAX_PLAYOUTS + 1, 0, &w),
           TY_STATUS_LIFE_PLAYOUTS_OUT_OF_RANGE);
    /* 0 playouts: refused by the core's one rule, as the CLI's --playouts 0. */
    EXPECT(ty_record_verdict(rec, 0, NULL, 0, 0, &w), TY_STATUS_LIFE_PLAYOUTS_OUT_OF_RANGE);
    EXPECT(ty_record_verdict_without_estimate(rec, 0, NULL, NULL), TY_STATUS_NULL_POINTER);
    EXPECT(ty_record_verdict(rec, 0, NULL, 0, 0, NULL), TY_STATUS_NULL_POINTER);
    EXPECT(ty_record_verdict(rec, 1, NULL, TY_DEFAULT_PLAYOUTS, 0, &w), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_record_verdict_without_estimate(rec, 1, NULL, &w), TY_STATUS_OUT_OF_RANGE);
    ty_record_free(rec);
}

int main(void) {
    test_version_and_messages();
    test_full_game();
    test_count_by_hand();
    test_one_dead_stone_marks_its_chain();
    test_rules_and_handicap();
    test_sgf();
    test_sgf_round_trip();
    test_error_paths();
    test_life();
    test_illegal_move_article();
    test_record_verdict();
    return check_summary("test_game");
}
