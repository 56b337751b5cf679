/* C test of the rule axes of issue 28 (scoring, tax, button, friendlyPassOk)
 * and of the count's result text in its own unit (points, 目, under
 * territory counting). Every expected value is counted by hand in the
 * comments. Built and run by rules-ffi/tests/run_c_tests.sh. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "tianyuan.h"
#include "check.h"

/* A 5x5 game under `r`: Black's wall on column 2, White's on column 3, rows
 * 0-4, played alternately (10 moves, no capture). Black surrounds columns
 * 0-1 (10 points), White column 4 (5 points); no dame, nothing open. */
static ty_game *walls(const ty_rules *r) {
    ty_game *g = NULL;
    OK(ty_game_new(5, 5, r, &g));
    for (uint32_t row = 0; row < 5; row++) {
        OK(ty_game_play(g, row, 2));
        OK(ty_game_play(g, row, 3));
    }
    return g;
}

static ty_count_parts count(const ty_game *g) {
    ty_count_parts p;
    memset(&p, 0xAB, sizeof p);
    OK(ty_game_count(g, NULL, 0, NULL, 0, &p, NULL, 0));
    return p;
}

/* The result text of `p` in `format`, into a static buffer ("?" on error). */
static const char *result(const ty_count_parts *p, uint32_t format) {
    static char buf[128];
    size_t needed = 0;
    if (ty_count_result(p, format, buf, sizeof buf, &needed) != TY_STATUS_OK) {
        return "?";
    }
    CHECK(needed == strlen(buf) + 1);
    return buf;
}

static void test_axes_get_and_set(void) {
    ty_rules *r = NULL;
    uint32_t v = 99;
    /* chinese-2002: area (art. 9), no tax, no button, friendly passes
     * (dead stones by agreement, art. 8). */
    OK(ty_rules_new(&r));
    OK(ty_rules_get_scoring(r, &v));
    CHECK(v == TY_SCORING_AREA);
    OK(ty_rules_get_tax(r, &v));
    CHECK(v == TY_TAX_NONE);
    OK(ty_rules_get_button(r, &v));
    CHECK(v == 0);
    OK(ty_rules_get_friendly_pass_ok(r, &v));
    CHECK(v == 1);
    ty_rules_free(r);

    /* japanese: territory counting, seki eyes taxed (1989 art. 8). */
    OK(ty_rules_from_name("japanese", &r));
    OK(ty_rules_get_scoring(r, &v));
    CHECK(v == TY_SCORING_TERRITORY);
    OK(ty_rules_get_tax(r, &v));
    CHECK(v == TY_TAX_SEKI);
    ty_rules_free(r);

    /* stone-scoring: the group tax; aga-button: the button; tromp-taylor:
     * dead stones must be captured, so no friendly pass. */
    OK(ty_rules_from_name("stone-scoring", &r));
    OK(ty_rules_get_tax(r, &v));
    CHECK(v == TY_TAX_ALL);
    ty_rules_free(r);
    OK(ty_rules_from_name("aga-button", &r));
    OK(ty_rules_get_button(r, &v));
    CHECK(v == 1);
    ty_rules_free(r);
    OK(ty_rules_from_name("tromp-taylor", &r));
    OK(ty_rules_get_friendly_pass_ok(r, &v));
    CHECK(v == 0);

    /* Setting each axis; a bad number changes nothing. */
    OK(ty_rules_set_scoring(r, TY_SCORING_TERRITORY));
    OK(ty_rules_set_tax(r, TY_TAX_ALL));
    OK(ty_rules_set_button(r, 1));
    OK(ty_rules_set_friendly_pass_ok(r, 1));
    EXPECT(ty_rules_set_scoring(r, 2), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_rules_set_tax(r, 3), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_rules_set_button(r, 2), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_rules_set_friendly_pass_ok(r, 7), TY_STATUS_OUT_OF_RANGE);
    OK(ty_rules_get_scoring(r, &v));
    CHECK(v == TY_SCORING_TERRITORY);
    OK(ty_rules_get_tax(r, &v));
    CHECK(v == TY_TAX_ALL);
    OK(ty_rules_get_button(r, &v));
    CHECK(v == 1);
    OK(ty_rules_get_friendly_pass_ok(r, &v));
    CHECK(v == 1);
    char name[32];
    size_t needed = 0;
    OK(ty_rules_name(r, name, sizeof name, &needed));
    CHECK(strcmp(name, "custom") == 0);
    EXPECT(ty_rules_get_scoring(NULL, &v), TY_STATUS_NULL_POINTER);
    EXPECT(ty_rules_get_tax(r, NULL), TY_STATUS_NULL_POINTER);
    EXPECT(ty_rules_set_button(NULL, 1), TY_STATUS_NULL_POINTER);
    ty_rules_free(r);
}

static void test_territory_and_area_texts(void) {
    ty_rules *r = NULL;
    OK(ty_rules_from_name("japanese", &r));
    OK(ty_rules_set_komi_half_points(r, 13)); /* 6.5 points */
    /* Territory: 10 - 5 - 6.5 = White by 1.5 points. */
    ty_game *g = walls(r);
    ty_count_parts p = count(g);
    CHECK(p.scoring == TY_SCORING_TERRITORY && p.tax == TY_TAX_SEKI);
    CHECK(p.territory[0] == 10 && p.territory[1] == 5);
    CHECK(p.margin_half_points == -3);
    CHECK(strcmp(result(&p, TY_FORMAT_SGF), "W+1.5") == 0);
    CHECK(strcmp(result(&p, TY_FORMAT_CHINESE), "白胜1目半") == 0);
    CHECK(strcmp(result(&p, TY_FORMAT_ENGLISH), "White wins by 1.5 points") == 0);
    ty_game_free(g);

    /* Komi 4.5: 10 - 5 - 4.5 = Black by half a point (半目). */
    OK(ty_rules_set_komi_half_points(r, 9));
    g = walls(r);
    p = count(g);
    CHECK(p.margin_half_points == 1);
    CHECK(strcmp(result(&p, TY_FORMAT_SGF), "B+0.5") == 0);
    CHECK(strcmp(result(&p, TY_FORMAT_CHINESE), "黑胜半目") == 0);
    CHECK(strcmp(result(&p, TY_FORMAT_ENGLISH), "Black wins by 0.5 points") == 0);
    ty_game_free(g);

    /* Komi 0: Black by 5 points (黑胜5目); komi 5: a draw. */
    OK(ty_rules_set_komi_half_points(r, 0));
    g = walls(r);
    p = count(g);
    CHECK(strcmp(result(&p, TY_FORMAT_SGF), "B+5") == 0);
    CHECK(strcmp(result(&p, TY_FORMAT_CHINESE), "黑胜5目") == 0);
    CHECK(strcmp(result(&p, TY_FORMAT_ENGLISH), "Black wins by 5 points") == 0);
    ty_game_free(g);
    OK(ty_rules_set_komi_half_points(r, 10));
    g = walls(r);
    p = count(g);
    CHECK(strcmp(result(&p, TY_FORMAT_SGF), "0") == 0);
    CHECK(strcmp(result(&p, TY_FORMAT_CHINESE), "和棋") == 0);
    CHECK(strcmp(result(&p, TY_FORMAT_ENGLISH), "Draw") == 0);
    ty_game_free(g);

    /* The same position by area (art. 9), komi 6.5: Black 5 stones + 10,
     * White 5 + 5: 15 - 10 - 6.5 = White by 1.5 points = 3/4 stone (子). */
    OK(ty_rules_set_komi_half_points(r, 13));
    OK(ty_rules_set_scoring(r, TY_SCORING_AREA));
    OK(ty_rules_set_tax(r, TY_TAX_NONE));
    g = walls(r);
    p = count(g);
    CHECK(p.scoring == TY_SCORING_AREA && p.stones[0] == 5 && p.stones[1] == 5);
    CHECK(p.totals_half_points[0] == 30 && p.totals_half_points[1] == 20);
    CHECK(p.margin_half_points == -3);
    CHECK(strcmp(result(&p, TY_FORMAT_SGF), "W+1.5") == 0);
    CHECK(strcmp(result(&p, TY_FORMAT_CHINESE), "白胜3/4子") == 0);
    CHECK(strcmp(result(&p, TY_FORMAT_ENGLISH), "White wins by 3/4 stone (1.5 points)") == 0);
    ty_game_free(g);

    /* Tax ALL: each side has one group with eyes, two points each:
     * Black 2*15 - 4 = 26 half points, White 2*10 - 4 = 16. */
    OK(ty_rules_set_tax(r, TY_TAX_ALL));
    g = walls(r);
    p = count(g);
    CHECK(p.tax == TY_TAX_ALL && p.groups_taxed[0] == 1 && p.groups_taxed[1] == 1);
    CHECK(p.totals_half_points[0] == 26 && p.totals_half_points[1] == 16);
    ty_game_free(g);

    /* Errors: a bad format, a bad scoring number, NULL, a short buffer. */
    char small[4];
    size_t needed = 0;
    EXPECT(ty_count_result(&p, 3, small, sizeof small, &needed), TY_STATUS_OUT_OF_RANGE);
    ty_count_parts bad = p;
    bad.scoring = 2;
    EXPECT(ty_count_result(&bad, TY_FORMAT_SGF, small, sizeof small, &needed),
           TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_count_result(NULL, TY_FORMAT_SGF, small, sizeof small, &needed),
           TY_STATUS_NULL_POINTER);
    p.margin_half_points = -3;
    p.scoring = TY_SCORING_TERRITORY;
    EXPECT(ty_count_result(&p, TY_FORMAT_CHINESE, small, sizeof small, &needed),
           TY_STATUS_BUFFER_TOO_SMALL);
    CHECK(needed == strlen("白胜1目半") + 1);
    ty_rules_free(r);
}

static void test_button(void) {
    /* Area, komi 7: Black passes first and takes the button (half a point),
     * White passes: 15 - 10 - 7 + 0.5 = White by 1.5 points. Without the
     * button: White by 2. */
    ty_rules *r = NULL;
    OK(ty_rules_from_name("aga-button", &r));
    OK(ty_rules_set_komi_half_points(r, 14));
    ty_game *g = walls(r);
    OK(ty_game_pass(g));
    OK(ty_game_pass(g));
    ty_count_parts p = count(g);
    CHECK(p.button == 1);
    CHECK(p.margin_half_points == -3);
    ty_game_free(g);
    OK(ty_rules_set_button(r, 0));
    g = walls(r);
    OK(ty_game_pass(g));
    OK(ty_game_pass(g));
    p = count(g);
    CHECK(p.button == 0);
    CHECK(p.margin_half_points == -4);
    CHECK(strcmp(result(&p, TY_FORMAT_SGF), "W+2") == 0);
    ty_game_free(g);
    ty_rules_free(r);
}

static void test_open_boundary_per_side(void) {
    /* Black's wall on column 2 has a gap at (2,2), dame between Black's
     * (1,2)/(3,2) and White's (2,3). Columns 0-1 (10 points) are one open
     * region bordering Black's stones only: Black's open boundary. White
     * owns column 4 (5 points). */
    ty_rules *r = NULL;
    ty_game *g = NULL;
    OK(ty_rules_from_name("japanese", &r));
    OK(ty_game_new(5, 5, r, &g));
    const uint32_t rows[4] = {0, 1, 3, 4};
    for (int i = 0; i < 4; i++) {
        OK(ty_game_play(g, rows[i], 2));
        OK(ty_game_play(g, (uint32_t)i, 3));
    }
    OK(ty_game_pass(g));
    OK(ty_game_play(g, 4, 3));
    ty_count_parts p = count(g);
    CHECK(p.territory[0] == 0 && p.territory[1] == 5 && p.dame == 1);
    CHECK(p.open_points == 10);
    CHECK(p.open_by_side[0] == 10 && p.open_by_side[1] == 0);
    ty_game_free(g);
    /* The closed split board: nothing open. */
    g = walls(r);
    p = count(g);
    CHECK(p.open_points == 0 && p.open_by_side[0] == 0 && p.open_by_side[1] == 0);
    ty_game_free(g);
    ty_rules_free(r);
}

int main(void) {
    test_axes_get_and_set();
    test_territory_and_area_texts();
    test_button();
    test_open_boundary_per_side();
    return check_summary("test_count");
}
