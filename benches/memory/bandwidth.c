/* Write bandwidth of this machine's memory: each thread rewrites its own
 * 200 MB buffer ten times, with ordinary 32-byte AVX2 stores (each line is
 * read before it is written) and with non-temporal stores (no read, no cache
 * pollution), on 1 and 2 threads.
 *
 *     gcc -O2 -mavx2 -pthread -o /tmp/bandwidth benches/memory/bandwidth.c && /tmp/bandwidth
 *
 * It bounds what a VecGame step can cost once its output rows outgrow the
 * caches: a 19×19 step writes 17 × 361 bytes of dense planes and 362 bytes of
 * legal mask (BENCHMARKS.md, Python section). */
#include <immintrin.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BYTES (200UL << 20)
#define REPEATS 10

static int streaming;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static void *run(void *result) {
    uint8_t *buf = aligned_alloc(64, BYTES);
    if (!buf) return NULL;
    memset(buf, 1, BYTES); /* fault the pages in before timing */
    double start = now();
    for (int r = 0; r < REPEATS; r++) {
        __m256i v = _mm256_set1_epi8((char)r);
        if (streaming) {
            for (size_t i = 0; i < BYTES; i += 32) _mm256_stream_si256((__m256i *)(buf + i), v);
            _mm_sfence();
        } else {
            for (size_t i = 0; i < BYTES; i += 32) _mm256_store_si256((__m256i *)(buf + i), v);
        }
    }
    *(double *)result = (double)BYTES * REPEATS / (now() - start) / 1e9;
    if (buf[BYTES - 1] == 0xff) printf("!");
    free(buf);
    return result;
}

int main(void) {
    for (streaming = 0; streaming < 2; streaming++) {
        for (int threads = 1; threads <= 2; threads++) {
            pthread_t t[2];
            double gbs[2] = {0, 0}, total = 0;
            for (int i = 0; i < threads; i++) pthread_create(&t[i], NULL, run, &gbs[i]);
            for (int i = 0; i < threads; i++) pthread_join(t[i], NULL);
            for (int i = 0; i < threads; i++) total += gbs[i];
            printf("%s stores, %d thread%s: %5.1f GB/s\n", streaming ? "non-temporal" : "ordinary",
                   threads, threads > 1 ? "s" : " ", total);
        }
    }
    return 0;
}
