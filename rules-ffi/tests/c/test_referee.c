/* C test of the clock and the referee of tianyuan's ABI, with outcomes worked
 * out by hand from the 2002 articles:
 * - a Chinese byo-yomi clock (2002 art. 12.3): in byo-yomi a 59 s move costs
 *   nothing, a 60 s move one reserved minute;
 * - a referee game where an immediate ko recapture is void, counts as a pass
 *   and is warned (2002 art. 18.3).
 * Built by rules-ffi/tests/run_c_tests.sh (static + ASan/UBSan, valgrind). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "tianyuan.h"
#include "check.h"

static void test_byo_yomi_clock(void) {
    /* 3 minutes in all, all 3 reserved (2002 art. 12.3): byo-yomi from the
     * first move. */
    ty_clock *c = NULL;
    OK(ty_clock_new_reserved_minutes(180000, 3, TY_EDITION_2002, &c));
    ty_clock_event ev;
    memset(&ev, 0xff, sizeof ev);
    uint64_t main_ms = 1, period_ms = 0;
    uint32_t periods = 0, stones = 1;
    OK(ty_clock_remaining(c, TY_COLOR_BLACK, &main_ms, &periods, &period_ms, &stones));
    CHECK(main_ms == 0 && periods == 3 && period_ms == 60000 && stones == 0);

    EXPECT(ty_clock_move_made(c, TY_COLOR_BLACK, 1000, &ev), TY_STATUS_CLOCK_NOT_STARTED);
    OK(ty_clock_start(c, TY_COLOR_BLACK));
    EXPECT(ty_clock_start(c, TY_COLOR_BLACK), TY_STATUS_CLOCK_ALREADY_STARTED);

    /* 59 s: under the minute, nothing used. */
    OK(ty_clock_move_made(c, TY_COLOR_BLACK, 59000, &ev));
    CHECK(ev.kind == TY_CLOCK_EVENT_TIMED);
    OK(ty_clock_remaining(c, TY_COLOR_BLACK, &main_ms, &periods, &period_ms, &stones));
    CHECK(periods == 3);

    /* Black again while White's clock runs. */
    EXPECT(ty_clock_move_made(c, TY_COLOR_BLACK, 1000, &ev), TY_STATUS_CLOCK_WRONG_COLOR);
    OK(ty_clock_move_made(c, TY_COLOR_WHITE, 1000, &ev));

    /* 60 s: "10" called, one reserved minute used, two left. */
    OK(ty_clock_move_made(c, TY_COLOR_BLACK, 60000, &ev));
    CHECK(ev.kind == TY_CLOCK_EVENT_PERIODS_USED);
    CHECK(ev.color == TY_COLOR_BLACK && ev.used == 1 && ev.left == 2);
    OK(ty_clock_remaining(c, TY_COLOR_BLACK, &main_ms, &periods, &period_ms, &stones));
    CHECK(main_ms == 0 && periods == 2 && period_ms == 60000);
    OK(ty_clock_remaining(c, TY_COLOR_WHITE, &main_ms, &periods, &period_ms, &stones));
    CHECK(periods == 3);

    /* Pause and resume. */
    EXPECT(ty_clock_resume(c), TY_STATUS_CLOCK_NOT_PAUSED);
    OK(ty_clock_pause(c, 5000, &ev));
    CHECK(ev.kind == TY_CLOCK_EVENT_TIMED);
    uint32_t running = 9, flagged = 9;
    OK(ty_clock_state(c, &running, &flagged));
    CHECK(running == TY_COLOR_NONE && flagged == TY_COLOR_NONE);
    OK(ty_clock_resume(c));
    OK(ty_clock_state(c, &running, &flagged));
    CHECK(running == TY_COLOR_WHITE);

    /* White uses 5 s + 175 s = 180 s, all three minutes: flagged; under 2002
     * the player may ask for a pass instead (art. 22.5). */
    OK(ty_clock_move_made(c, TY_COLOR_WHITE, 175000, &ev));
    CHECK(ev.kind == TY_CLOCK_EVENT_FLAGGED && ev.color == TY_COLOR_WHITE);
    CHECK(ev.pass_available == 1);
    char art[64];
    size_t needed = 0;
    OK(ty_clock_last_event_article(c, art, sizeof art, &needed));
    CHECK(strlen(art) + 1 == needed && strstr(art, "2002 art.") == art);
    EXPECT(ty_clock_charge_pass(c, TY_COLOR_BLACK, &ev), TY_STATUS_CLOCK_NO_FLAG);
    OK(ty_clock_charge_pass(c, TY_COLOR_WHITE, &ev));
    CHECK(ev.kind == TY_CLOCK_EVENT_PASS_CHARGED && ev.color == TY_COLOR_WHITE);
    OK(ty_clock_last_event_article(c, art, sizeof art, &needed));
    CHECK(strcmp(art, "2002 art. 22.5") == 0);

    EXPECT(ty_clock_new_reserved_minutes(60000, 2, TY_EDITION_2002, NULL),
           TY_STATUS_NULL_POINTER);
    ty_clock *bad = NULL;
    EXPECT(ty_clock_new_reserved_minutes(60000, 2, TY_EDITION_2002, &bad),
           TY_STATUS_TIME_CONTROL_RESERVED_EXCEEDS_TOTAL);
    EXPECT(ty_clock_new_byo_yomi(0, 3, 0, TY_EDITION_2002, &bad),
           TY_STATUS_TIME_CONTROL_ZERO_PERIOD);
    EXPECT(ty_clock_new_sudden_death(1000, 2003, &bad), TY_STATUS_OUT_OF_RANGE);
    CHECK(bad == NULL);
    ty_clock_free(c);
    ty_clock_free(NULL);
}

static void test_ko_recapture_warned(void) {
    ty_rules *r = NULL;
    OK(ty_rules_from_name("chinese-2002", &r));
    ty_game *g = NULL;
    OK(ty_game_new(5, 5, r, &g));
    ty_rules_free(r);
    ty_referee *ref = NULL;
    OK(ty_referee_new(g, TY_EDITION_2002, &ref));
    ty_game_free(g); /* the referee has its own copy */

    /* Black surrounds (1,1) on three sides, White surrounds (1,2); White
     * plays into (1,1) and Black takes it at (1,2): a ko. */
    static const uint32_t moves[][2] = {{0, 1}, {0, 2}, {1, 0}, {2, 2}, {2, 1},
                                        {1, 3}, {4, 4}, {1, 1}, {1, 2}};
    ty_ruling ru;
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        uint32_t color = i % 2 == 0 ? TY_COLOR_BLACK : TY_COLOR_WHITE;
        OK(ty_referee_place(ref, color, moves[i][0], moves[i][1], &ru));
        CHECK(ru.kind == TY_RULING_ACCEPTED && ru.color == color && ru.count == 1);
        CHECK(ru.warned == TY_COLOR_NONE && ru.loser == TY_COLOR_NONE);
    }
    /* White retakes at once: void, a pass, and a warning (2002 art. 18.3). */
    OK(ty_referee_place(ref, TY_COLOR_WHITE, 1, 1, &ru));
    CHECK(ru.kind == TY_RULING_VOID_AS_PASS && ru.color == TY_COLOR_WHITE);
    CHECK(ru.reason == TY_VOID_KO_RECAPTURE);
    CHECK(ru.warned == TY_COLOR_WHITE && ru.loser == TY_COLOR_NONE && ru.count == 2);
    ty_ruling second;
    OK(ty_referee_last_ruling(ref, 1, &second));
    CHECK(second.kind == TY_RULING_WARNING && second.color == TY_COLOR_WHITE);
    CHECK(second.reason == TY_WARNING_KO_RECAPTURE);
    EXPECT(ty_referee_last_ruling(ref, 2, &second), TY_STATUS_OUT_OF_RANGE);
    char art[32];
    size_t needed = 0;
    EXPECT(ty_referee_last_ruling_article(ref, 0, NULL, 0, &needed), TY_STATUS_BUFFER_TOO_SMALL);
    CHECK(needed == strlen("2002 art. 18.3") + 1);
    OK(ty_referee_last_ruling_article(ref, 0, art, sizeof art, &needed));
    CHECK(strcmp(art, "2002 art. 18.3") == 0);
    OK(ty_referee_last_ruling_article(ref, 1, art, sizeof art, &needed));
    CHECK(strcmp(art, "2002 art. 18.3") == 0);
    uint32_t n = 9;
    OK(ty_referee_warnings(ref, TY_COLOR_WHITE, &n));
    CHECK(n == 1);
    OK(ty_referee_warnings(ref, TY_COLOR_BLACK, &n));
    CHECK(n == 0);

    /* The void move was a pass: (1,1) empty, Black to move. */
    ty_game *now = NULL;
    OK(ty_referee_game(ref, &now));
    uint8_t cells[25];
    size_t count = 0;
    OK(ty_game_board(now, cells, 25, &count));
    CHECK(count == 25 && cells[1 * 5 + 1] == TY_COLOR_NONE && cells[1 * 5 + 2] == TY_COLOR_BLACK);
    uint32_t side = 0;
    OK(ty_game_to_move(now, &side));
    CHECK(side == TY_COLOR_BLACK);
    ty_game_free(now);

    /* Events that cannot happen now change nothing. */
    EXPECT(ty_referee_place(ref, TY_COLOR_BLACK, 1, 2, &ru), TY_STATUS_REFEREE_OCCUPIED);
    EXPECT(ty_referee_place(ref, TY_COLOR_BLACK, 9, 9, &ru), TY_STATUS_REFEREE_OFF_BOARD);
    EXPECT(ty_referee_pass(ref, TY_COLOR_WHITE, &ru), TY_STATUS_REFEREE_NOT_YOUR_TURN);
    EXPECT(ty_referee_accept_end(ref, TY_COLOR_BLACK, &ru), TY_STATUS_REFEREE_NO_PROPOSAL);
    EXPECT(ty_referee_dispute(ref, TY_COLOR_BLACK, &ru), TY_STATUS_REFEREE_PLAY_NOT_ENDED);
    EXPECT(ty_referee_place(ref, 7, 3, 3, &ru), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_referee_place(ref, TY_COLOR_BLACK, 3, 3, NULL), TY_STATUS_NULL_POINTER);

    /* Black resigns: lost (art. 7.2); then the game is over. */
    OK(ty_referee_resign(ref, TY_COLOR_BLACK, &ru));
    CHECK(ru.kind == TY_RULING_GAME_LOST && ru.loser == TY_COLOR_BLACK);
    OK(ty_referee_is_decided(ref, &n));
    CHECK(n == 1);
    EXPECT(ty_referee_pass(ref, TY_COLOR_WHITE, &ru), TY_STATUS_REFEREE_GAME_OVER);
    ty_referee_free(ref);
    ty_referee_free(NULL);
}

/* Wrong colours found at move 2 (2002 art. 17.1): corrected, the game
 * restarted; the deprecated names ty_referee_wrong_colours and
 * TY_RULING_COLOURS_CORRECTED still work. */
static void test_wrong_colors(void) {
    ty_rules *r = NULL;
    OK(ty_rules_from_name("chinese-2002", &r));
    ty_game *g = NULL;
    OK(ty_game_new(9, 9, r, &g));
    ty_rules_free(r);
    ty_referee *ref = NULL;
    OK(ty_referee_new(g, TY_EDITION_2002, &ref));
    ty_game_free(g);
    ty_ruling ru;
    OK(ty_referee_place(ref, TY_COLOR_BLACK, 4, 4, &ru));
    OK(ty_referee_wrong_colors(ref, &ru));
    CHECK(ru.kind == TY_RULING_COLORS_CORRECTED);
    OK(ty_referee_place(ref, TY_COLOR_BLACK, 4, 4, &ru));
    CHECK(ru.kind == TY_RULING_ACCEPTED);
    OK(ty_referee_wrong_colours(ref, &ru));
    CHECK(ru.kind == TY_RULING_COLOURS_CORRECTED && TY_RULING_COLOURS_KEPT == TY_RULING_COLORS_KEPT);
    ty_referee_free(ref);
}

int main(void) {
    test_byo_yomi_clock();
    test_ko_recapture_warned();
    test_wrong_colors();
    return check_summary("test_referee");
}
