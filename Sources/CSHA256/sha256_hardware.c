#include "CSHA256.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <immintrin.h>

// The round constants (FIPS 180-4 §4.2.2), four to a vector in round order.
static const uint32_t round_constants[64] __attribute__((aligned(16))) = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

int flo_sha256_hardware_available(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    const int ssse3 = (ecx >> 9) & 1, sse41 = (ecx >> 19) & 1;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
    const int sha = (ebx >> 29) & 1;
    return ssse3 && sse41 && sha;
}

__attribute__((target("sha,ssse3,sse4.1")))
void flo_sha256_compress_hardware(uint32_t state[8], const void *data, size_t blocks) {
    // The instructions keep the words as (a, b, e, f) and (c, d, g, h), highest lane first.
    const __m128i big_endian_words = _mm_set_epi64x(0x0c0d0e0f08090a0bLL, 0x0405060700010203LL);
    __m128i abcd = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i efgh = _mm_loadu_si128((const __m128i *)&state[4]);
    abcd = _mm_shuffle_epi32(abcd, 0xB1);  // c d a b, lowest lane first
    efgh = _mm_shuffle_epi32(efgh, 0x1B);  // h g f e
    __m128i abef = _mm_alignr_epi8(abcd, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, abcd, 0xF0);
    const unsigned char *block = (const unsigned char *)data;
    for (size_t remaining = blocks; remaining > 0; remaining--, block += 64) {
        const __m128i abef_before = abef, cdgh_before = cdgh;
        // A rolling window of the last four groups of four message words.
        __m128i words[4];
        for (int group = 0; group < 16; group++) {
            __m128i current;
            if (group < 4) {
                current = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(block + 16 * group)), big_endian_words);
            } else {
                // W[t] = σ1(W[t−2]) + W[t−7] + σ0(W[t−15]) + W[t−16], four words at a time.
                __m128i sum = _mm_sha256msg1_epu32(words[group & 3], words[(group + 1) & 3]);
                sum = _mm_add_epi32(sum, _mm_alignr_epi8(words[(group + 3) & 3], words[(group + 2) & 3], 4));
                current = _mm_sha256msg2_epu32(sum, words[(group + 3) & 3]);
            }
            words[group & 3] = current;
            __m128i input = _mm_add_epi32(current, _mm_load_si128((const __m128i *)&round_constants[4 * group]));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, input);
            input = _mm_shuffle_epi32(input, 0x0E);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, input);
        }
        abef = _mm_add_epi32(abef, abef_before);
        cdgh = _mm_add_epi32(cdgh, cdgh_before);
    }
    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

#else

int flo_sha256_hardware_available(void) { return 0; }

void flo_sha256_compress_hardware(uint32_t state[8], const void *data, size_t blocks) {
    // Never called here (no hardware path is available): a wrong digest must not pass silently.
    (void)state;
    (void)data;
    (void)blocks;
    __builtin_trap();
}

#endif
