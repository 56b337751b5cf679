/* C test of ty_sgf_tree: a tree read by hand-checked navigation, edits and
 * writing, every error path, and the round trip parse -> write -> parse of the
 * SGF files named on the command line (run_c_tests.sh passes @sabaki/sgf's
 * test files from ../shared/data when they exist): same shape, same
 * properties, same values.
 * Built by rules-ffi/tests/run_c_tests.sh (static + ASan/UBSan, valgrind). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tianyuan.h"
#include "check.h"

static ty_sgf_tree *parsed(const char *text) {
    ty_sgf_tree *t = NULL;
    OK(ty_sgf_tree_new(&t));
    OK(ty_sgf_tree_parse(t, (const uint8_t *)text, strlen(text)));
    return t;
}

static size_t count(ty_status (*get)(const ty_sgf_tree *, size_t, size_t, size_t *),
                    const ty_sgf_tree *t, size_t game, size_t node) {
    size_t n = 0;
    OK(get(t, game, node, &n));
    return n;
}

/* ty_sgf_tree_node_count in the shape `count` takes (the node is unused). */
static ty_status node_count_of(const ty_sgf_tree *t, size_t game, size_t node, size_t *out) {
    (void)node;
    return ty_sgf_tree_node_count(t, game, out);
}

static size_t child(const ty_sgf_tree *t, size_t node, size_t i) {
    size_t c = 0;
    OK(ty_sgf_tree_child(t, 0, node, i, &c));
    return c;
}

/* Value `v` of the first property `ident` of `node` in game 0, into `out`. */
static int value_of(const ty_sgf_tree *t, size_t node, const char *ident, size_t v, char *out,
                    size_t cap) {
    size_t prop = 0, needed = 0;
    if (ty_sgf_tree_find_property(t, 0, node, ident, &prop) != TY_STATUS_OK) {
        return 0;
    }
    OK(ty_sgf_tree_value(t, 0, node, prop, v, out, cap, &needed));
    return 1;
}

/* The whole text of `t` in a new buffer (free it). */
static char *written(const ty_sgf_tree *t, size_t *len) {
    size_t needed = 0;
    EXPECT(ty_sgf_tree_write(t, NULL, 0, &needed), TY_STATUS_BUFFER_TOO_SMALL);
    char *buf = malloc(needed);
    CHECK(buf != NULL);
    OK(ty_sgf_tree_write(t, buf, needed, &needed));
    *len = needed - 1;
    return buf;
}

static void navigation(void) {
    const char *text =
        "(;GM[1]FF[4]SZ[9]XY[unknown][two]C[a \\] b \\\\ c];B[ee](;W[cc];B[dd])(;W[gg]))";
    ty_sgf_tree *t = parsed(text);
    char buf[64];
    size_t n = 0;
    OK(ty_sgf_tree_game_count(t, &n));
    CHECK(n == 1);
    CHECK(count(node_count_of, t, 0, 0) == 5);
    /* root: 5 properties, in order; XY kept with both values. */
    CHECK(count(ty_sgf_tree_property_count, t, 0, 0) == 5);
    OK(ty_sgf_tree_property_ident(t, 0, 0, 3, buf, sizeof buf, &n));
    CHECK(strcmp(buf, "XY") == 0 && n == 3);
    OK(ty_sgf_tree_value_count(t, 0, 0, 3, &n));
    CHECK(n == 2);
    CHECK(value_of(t, 0, "XY", 1, buf, sizeof buf) && strcmp(buf, "two") == 0);
    CHECK(value_of(t, 0, "C", 0, buf, sizeof buf) && strcmp(buf, "a ] b \\ c") == 0);
    /* root -> B[ee] -> (W[cc] -> B[dd]) | W[gg] */
    CHECK(count(ty_sgf_tree_child_count, t, 0, 0) == 1);
    size_t b = child(t, 0, 0);
    CHECK(b == 1 && count(ty_sgf_tree_child_count, t, 0, b) == 2);
    size_t w1 = child(t, b, 0), w2 = child(t, b, 1);
    CHECK(w1 == 2 && w2 == 4);
    CHECK(value_of(t, w2, "W", 0, buf, sizeof buf) && strcmp(buf, "gg") == 0);
    OK(ty_sgf_tree_parent(t, 0, w2, &n));
    CHECK(n == b);
    /* The main line: child 0 from the root. */
    const char *line[] = {"ee", "cc", "dd"};
    size_t at = 0;
    for (int i = 0; i < 3; i++) {
        at = child(t, at, 0);
        const char *colour = i % 2 == 0 ? "B" : "W";
        CHECK(value_of(t, at, colour, 0, buf, sizeof buf) && strcmp(buf, line[i]) == 0);
    }
    CHECK(count(ty_sgf_tree_child_count, t, 0, at) == 0);
    ty_sgf_tree_free(t);
}

static void edits_and_writing(void) {
    ty_sgf_tree *t = NULL;
    OK(ty_sgf_tree_new(&t));
    const char *ff[] = {"4"}, *sz[] = {"9"}, *ab[] = {"aa", "bb"};
    const char *comment[] = {"a ] and a \\"};
    OK(ty_sgf_tree_set_property(t, 0, 0, "FF", ff, 1));
    OK(ty_sgf_tree_set_property(t, 0, 0, "SZ", sz, 1));
    size_t b = 0, w = 0, v = 0;
    OK(ty_sgf_tree_add_child(t, 0, 0, &b));
    OK(ty_sgf_tree_add_child(t, 0, b, &w));
    OK(ty_sgf_tree_add_child(t, 0, b, &v));
    CHECK(b == 1 && w == 2 && v == 3);
    const char *be[] = {"ee"}, *wc[] = {"cc"}, *wg[] = {"gg"};
    OK(ty_sgf_tree_set_property(t, 0, b, "B", be, 1));
    OK(ty_sgf_tree_set_property(t, 0, b, "C", comment, 1));
    OK(ty_sgf_tree_set_property(t, 0, w, "W", wc, 1));
    OK(ty_sgf_tree_set_property(t, 0, v, "W", wg, 1));
    OK(ty_sgf_tree_set_property(t, 0, v, "AB", ab, 2));
    size_t len = 0;
    char *text = written(t, &len);
    /* Written by hand from the edits above. */
    const char *expected =
        "(;FF[4]SZ[9]\n;B[ee]C[a \\] and a \\\\]\n(;W[cc])\n(;W[gg]AB[aa][bb]))\n";
    CHECK(strcmp(text, expected) == 0 && len == strlen(expected));
    free(text);
    /* Replacing keeps the place; removing a node renumbers the rest. */
    OK(ty_sgf_tree_set_property(t, 0, 0, "FF", sz, 1));
    OK(ty_sgf_tree_remove_property(t, 0, b, "C"));
    EXPECT(ty_sgf_tree_remove_property(t, 0, b, "C"), TY_STATUS_SGF_NO_SUCH_PROPERTY);
    OK(ty_sgf_tree_remove_node(t, 0, w));
    CHECK(count(node_count_of, t, 0, 0) == 3);
    CHECK(child(t, b, 0) == 2);
    text = written(t, &len);
    CHECK(strcmp(text, "(;FF[9]SZ[9]\n;B[ee];W[gg]AB[aa][bb])\n") == 0);
    free(text);
    ty_sgf_tree_free(t);
    /* A root CA is written as UTF-8: GB2312 bytes of 黑 are BA DA. */
    const char gb[] = "(;CA[GB2312]PB[\xba\xda])";
    OK(ty_sgf_tree_new(&t));
    OK(ty_sgf_tree_parse(t, (const uint8_t *)gb, strlen(gb)));
    text = written(t, &len);
    CHECK(strcmp(text, "(;CA[UTF-8]PB[\xe9\xbb\x91]\n)\n") == 0);
    free(text);
    ty_sgf_tree_free(t);
}

static void errors(void) {
    ty_sgf_tree *t = parsed("(;GM[1];B[aa])(;GM[1])");
    size_t n = 0;
    uint32_t line = 9, column = 9;
    char buf[128];
    const char *one[] = {"x"}, *with_null[] = {"x", NULL};
    EXPECT(ty_sgf_tree_new(NULL), TY_STATUS_NULL_POINTER);
    EXPECT(ty_sgf_tree_parse(NULL, (const uint8_t *)"(;)", 3), TY_STATUS_NULL_POINTER);
    EXPECT(ty_sgf_tree_parse(t, NULL, 5), TY_STATUS_NULL_POINTER);
    EXPECT(ty_sgf_tree_game_count(NULL, &n), TY_STATUS_NULL_POINTER);
    EXPECT(ty_sgf_tree_game_count(t, NULL), TY_STATUS_NULL_POINTER);
    EXPECT(ty_sgf_tree_node_count(t, 2, &n), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_sgf_tree_node_count(t, SIZE_MAX, &n), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_sgf_tree_child(t, 0, 2, 0, &n), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_sgf_tree_child(t, 0, 1, 0, &n), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_sgf_tree_child(t, 0, 0, SIZE_MAX, &n), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_sgf_tree_parent(t, 0, 0, &n), TY_STATUS_SGF_ROOT_NODE);
    EXPECT(ty_sgf_tree_parent(t, 1, 1, &n), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_sgf_tree_property_ident(t, 0, 0, 1, buf, sizeof buf, &n), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_sgf_tree_property_ident(t, 0, 0, 0, buf, 2, &n), TY_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == 3);
    EXPECT(ty_sgf_tree_property_ident(t, 0, 0, 0, NULL, 8, &n), TY_STATUS_NULL_POINTER);
    EXPECT(ty_sgf_tree_value(t, 0, 1, 0, 1, buf, sizeof buf, &n), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_sgf_tree_value(t, 0, 1, 0, 0, buf, sizeof buf, NULL), TY_STATUS_NULL_POINTER);
    EXPECT(ty_sgf_tree_find_property(t, 0, 1, "W", &n), TY_STATUS_SGF_NO_SUCH_PROPERTY);
    EXPECT(ty_sgf_tree_find_property(t, 0, 1, NULL, &n), TY_STATUS_NULL_POINTER);
    EXPECT(ty_sgf_tree_find_property(t, 0, 1, "\xff", &n), TY_STATUS_BAD_UTF8);
    EXPECT(ty_sgf_tree_set_property(t, 0, 0, "b", one, 1), TY_STATUS_SGF_BAD_IDENTIFIER);
    EXPECT(ty_sgf_tree_set_property(t, 0, 0, "", one, 1), TY_STATUS_SGF_BAD_IDENTIFIER);
    EXPECT(ty_sgf_tree_set_property(t, 0, 0, "XX", one, 0), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_sgf_tree_set_property(t, 0, 0, "XX", NULL, 1), TY_STATUS_NULL_POINTER);
    EXPECT(ty_sgf_tree_set_property(t, 0, 0, "XX", with_null, 2), TY_STATUS_NULL_POINTER);
    EXPECT(ty_sgf_tree_set_property(t, 0, 9, "XX", one, 1), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_sgf_tree_set_property(NULL, 0, 0, "XX", one, 1), TY_STATUS_NULL_POINTER);
    EXPECT(ty_sgf_tree_remove_property(t, 0, 0, NULL), TY_STATUS_NULL_POINTER);
    EXPECT(ty_sgf_tree_add_child(t, 5, 0, &n), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_sgf_tree_add_child(t, 0, 0, NULL), TY_STATUS_NULL_POINTER);
    EXPECT(ty_sgf_tree_remove_node(t, 0, 0), TY_STATUS_SGF_ROOT_NODE);
    EXPECT(ty_sgf_tree_remove_node(t, 0, 7), TY_STATUS_OUT_OF_RANGE);
    EXPECT(ty_sgf_tree_write(t, NULL, 4, &n), TY_STATUS_NULL_POINTER);
    /* The detail of the last failure names the index. */
    OK(ty_sgf_tree_last_error(t, buf, sizeof buf, &n));
    CHECK(strstr(buf, "node index 7") != NULL);
    /* A failed parse keeps the games and tells where it stopped. */
    const char bad[] = "(;GM[1]\n;B[aa";
    EXPECT(ty_sgf_tree_parse(t, (const uint8_t *)bad, strlen(bad)),
           TY_STATUS_SGF_UNTERMINATED_VALUE);
    OK(ty_sgf_tree_error_position(t, &line, &column));
    CHECK(line == 2 && column == 6);
    OK(ty_sgf_tree_game_count(t, &n));
    CHECK(n == 2);
    size_t len = 0;
    char *text = written(t, &len);
    CHECK(strcmp(text, "(;GM[1]\n;B[aa])\n(;GM[1]\n)\n") == 0);
    free(text);
    ty_sgf_tree_free(t);
    ty_sgf_tree_free(NULL);
}

/* Compares game `g` of two handles node by node (same numbering: both parsed
 * from text, so in text order): counts, identifiers and values. */
static int same_games(const ty_sgf_tree *a, const ty_sgf_tree *b) {
    size_t games_a = 0, games_b = 0;
    OK(ty_sgf_tree_game_count(a, &games_a));
    OK(ty_sgf_tree_game_count(b, &games_b));
    if (games_a != games_b) return 0;
    static char va[1 << 20], vb[1 << 20];
    for (size_t g = 0; g < games_a; g++) {
        size_t nodes = 0, nodes_b = 0;
        OK(ty_sgf_tree_node_count(a, g, &nodes));
        OK(ty_sgf_tree_node_count(b, g, &nodes_b));
        if (nodes != nodes_b) return 0;
        for (size_t n = 0; n < nodes; n++) {
            if (count(ty_sgf_tree_child_count, a, g, n) != count(ty_sgf_tree_child_count, b, g, n))
                return 0;
            size_t props = count(ty_sgf_tree_property_count, a, g, n);
            if (props != count(ty_sgf_tree_property_count, b, g, n)) return 0;
            for (size_t p = 0; p < props; p++) {
                size_t la = 0, lb = 0, values = 0, values_b = 0;
                OK(ty_sgf_tree_property_ident(a, g, n, p, va, sizeof va, &la));
                OK(ty_sgf_tree_property_ident(b, g, n, p, vb, sizeof vb, &lb));
                int is_ca = n == 0 && strcmp(va, "CA") == 0;
                if (strcmp(va, vb) != 0) return 0;
                OK(ty_sgf_tree_value_count(a, g, n, p, &values));
                OK(ty_sgf_tree_value_count(b, g, n, p, &values_b));
                if (values != values_b) return 0;
                for (size_t v = 0; v < values && !is_ca; v++) {
                    OK(ty_sgf_tree_value(a, g, n, p, v, va, sizeof va, &la));
                    OK(ty_sgf_tree_value(b, g, n, p, v, vb, sizeof vb, &lb));
                    if (la != lb || memcmp(va, vb, la) != 0) return 0;
                }
            }
        }
    }
    return 1;
}

static void round_trip(const char *path) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        fprintf(stderr, "%s: cannot open\n", path);
        CHECK(0);
        return;
    }
    static uint8_t data[1 << 22];
    size_t len = fread(data, 1, sizeof data, f);
    fclose(f);
    ty_sgf_tree *a = NULL, *b = NULL;
    OK(ty_sgf_tree_new(&a));
    OK(ty_sgf_tree_new(&b));
    OK(ty_sgf_tree_parse(a, data, len));
    size_t text_len = 0;
    char *text = written(a, &text_len);
    OK(ty_sgf_tree_parse(b, (const uint8_t *)text, text_len));
    int same = same_games(a, b);
    if (!same) fprintf(stderr, "%s: the tree changed through write and parse\n", path);
    CHECK(same);
    /* Writing again gives the same text. */
    size_t again_len = 0;
    char *again = written(b, &again_len);
    CHECK(again_len == text_len && memcmp(again, text, text_len) == 0);
    free(again);
    free(text);
    ty_sgf_tree_free(a);
    ty_sgf_tree_free(b);
}

/* FF[4] white space (sgf4.html#text), each value worked out by hand: in
 * SimpleText (PB, LB's label) a tab, CRLF or LF is one space and a soft line
 * break (backslash + newline) is removed first; in Text (C) line breaks stay
 * and a tab or form feed is a space; an unknown property keeps its bytes.
 * Values set through ty_sgf_tree_set_property are written the same way. */
static void white_space(void) {
    char buf[64];
    ty_sgf_tree *t = parsed("(;PB[Li\tMing\r\nthe\\\nSecond]C[a\tb\nc\fd]XX[p\tq]"
                            ";B[ee]LB[ee:A\nB])");
    CHECK(value_of(t, 0, "PB", 0, buf, sizeof buf) && strcmp(buf, "Li Ming theSecond") == 0);
    CHECK(value_of(t, 0, "C", 0, buf, sizeof buf) && strcmp(buf, "a b\nc d") == 0);
    CHECK(value_of(t, 0, "XX", 0, buf, sizeof buf) && strcmp(buf, "p\tq") == 0);
    CHECK(value_of(t, 1, "LB", 0, buf, sizeof buf) && strcmp(buf, "ee:A B") == 0);
    const char *pw[] = {"Wang\nLei"};
    OK(ty_sgf_tree_set_property(t, 0, 0, "PW", pw, 1));
    size_t len = 0;
    char *text = written(t, &len);
    CHECK(strstr(text, "PW[Wang Lei]") != NULL);
    CHECK(strstr(text, "C[a b\nc d]") != NULL);
    free(text);
    ty_sgf_tree_free(t);
}

/* The node limit (issue 31): N nodes pass a limit of N, N+1 are refused
 * with TY_STATUS_SGF_TOO_MANY_NODES and a detail naming the limit; the
 * handle keeps what it held. Nodes are counted over all games together. */
static void node_limit(void) {
    /* 3 nodes: the root, B[aa], W[bb]. */
    const char *three = "(;GM[1]SZ[9];B[aa];W[bb])";
    /* 4 nodes in two games of 2. */
    const char *two_games = "(;GM[1]SZ[9];B[aa])(;GM[1]SZ[9];W[bb])";
    char buf[256];
    size_t needed = 0, n = 0;

    ty_sgf_tree *t = NULL;
    OK(ty_sgf_tree_new(&t));
    OK(ty_sgf_tree_parse_with_limit(t, (const uint8_t *)three, strlen(three), 3));
    OK(ty_sgf_tree_node_count(t, 0, &n));
    CHECK(n == 3);
    EXPECT(ty_sgf_tree_parse_with_limit(t, (const uint8_t *)three, strlen(three), 2),
           TY_STATUS_SGF_TOO_MANY_NODES);
    OK(ty_sgf_tree_last_error(t, buf, sizeof buf, &needed));
    CHECK(strstr(buf, "node 3 over the limit of 2 nodes") != NULL);
    OK(ty_sgf_tree_node_count(t, 0, &n)); /* kept */
    CHECK(n == 3);
    OK(ty_sgf_tree_parse_with_limit(t, (const uint8_t *)two_games, strlen(two_games), 4));
    OK(ty_sgf_tree_game_count(t, &n));
    CHECK(n == 2);
    EXPECT(ty_sgf_tree_parse_with_limit(t, (const uint8_t *)two_games, strlen(two_games), 3),
           TY_STATUS_SGF_TOO_MANY_NODES);
    EXPECT(ty_sgf_tree_parse_with_limit(t, (const uint8_t *)three, strlen(three), 0),
           TY_STATUS_SGF_TOO_MANY_NODES);
    EXPECT(ty_sgf_tree_parse_with_limit(NULL, (const uint8_t *)three, strlen(three), 3),
           TY_STATUS_NULL_POINTER);
    ty_sgf_tree_free(t);

    ty_record *r = NULL;
    OK(ty_record_new(&r));
    OK(ty_record_load_sgf_with_limit(r, (const uint8_t *)two_games, strlen(two_games), 4));
    OK(ty_record_game_count(r, &n));
    CHECK(n == 2);
    EXPECT(ty_record_load_sgf_with_limit(r, (const uint8_t *)three, strlen(three), 2),
           TY_STATUS_SGF_TOO_MANY_NODES);
    OK(ty_record_last_error(r, buf, sizeof buf, &needed));
    CHECK(strstr(buf, "over the limit of 2 nodes") != NULL);
    OK(ty_record_game_count(r, &n)); /* kept */
    CHECK(n == 2);
    OK(ty_record_load_sgf_with_limit(r, (const uint8_t *)three, strlen(three), 3));
    OK(ty_record_game_count(r, &n));
    CHECK(n == 1);
    /* The default limit is TY_SGF_MAX_NODES. */
    CHECK(TY_SGF_MAX_NODES == 4000000);
    OK(ty_record_load_sgf(r, (const uint8_t *)two_games, strlen(two_games)));
    ty_record_free(r);
}

int main(int argc, char **argv) {
    navigation();
    edits_and_writing();
    errors();
    white_space();
    node_limit();
    for (int i = 1; i < argc; i++) round_trip(argv[i]);
    printf("%d files round-tripped\n", argc - 1);
    return check_summary("test_sgf_tree");
}
