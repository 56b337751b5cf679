/* Load-to-load latency of this machine's memory by working-set size: a
 * pointer chase through one random cycle (Sattolo's shuffle) of N words, so
 * every load depends on the one before and no prefetcher can guess it.
 *
 *     gcc -O2 -o /tmp/latency benches/memory/latency.c && /tmp/latency
 *
 * It tells where a batch of games stops fitting the caches: a VecGame step
 * touches a few dozen cache lines of each game's state, and once the batch's
 * state outgrows the level that answers fast, each of those is a miss of the
 * latency printed here (BENCHMARKS.md, Python section). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static uint64_t next_random(uint64_t *s) {
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

int main(void) {
    const long loads = 20000000;
    for (size_t kb = 256; kb <= 256 * 1024; kb *= 2) {
        size_t n = kb * 1024 / sizeof(size_t);
        size_t *next = malloc(n * sizeof(size_t));
        if (!next) return 1;
        for (size_t i = 0; i < n; i++) next[i] = i;
        uint64_t seed = 1;
        for (size_t i = n - 1; i > 0; i--) { /* Sattolo: a single cycle */
            size_t j = next_random(&seed) % i;
            size_t t = next[i]; next[i] = next[j]; next[j] = t;
        }
        size_t p = 0;
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        for (long k = 0; k < loads; k++) p = next[p];
        clock_gettime(CLOCK_MONOTONIC, &t1);
        double ns = ((t1.tv_sec - t0.tv_sec) * 1e9 + (t1.tv_nsec - t0.tv_nsec)) / loads;
        printf("%8zu KB: %6.1f ns a load%s\n", kb, ns, p == (size_t)-1 ? "!" : "");
        free(next);
    }
    return 0;
}
