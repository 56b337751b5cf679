/* A tiny test harness for the C tests of tianyuan: CHECK(cond) and
 * EXPECT(call, status) count failures and print the line of each. */
#ifndef TY_TEST_CHECK_H
#define TY_TEST_CHECK_H

#include <stdio.h>

static int ty_checks = 0;
static int ty_failures = 0;

#define CHECK(cond)                                                             \
    do {                                                                        \
        ty_checks++;                                                            \
        if (!(cond)) {                                                          \
            ty_failures++;                                                      \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__,    \
                    #cond);                                                     \
        }                                                                       \
    } while (0)

#define EXPECT(call, want)                                                      \
    do {                                                                        \
        ty_status got_ = (call);                                                \
        ty_checks++;                                                            \
        if (got_ != (ty_status)(want)) {                                        \
            ty_failures++;                                                      \
            fprintf(stderr, "%s:%d: %s returned %u (%s), expected %u (%s)\n",   \
                    __FILE__, __LINE__, #call, (unsigned)got_,                  \
                    ty_status_message(got_), (unsigned)(want),                  \
                    ty_status_message(want));                                   \
        }                                                                       \
    } while (0)

#define OK(call) EXPECT(call, TY_STATUS_OK)

static int check_summary(const char *name) {
    printf("%s: %d checks, %d failed\n", name, ty_checks, ty_failures);
    return ty_failures == 0 ? 0 : 1;
}

#endif
