/* rng.c - the kit's generator (kit/rng.h): xoshiro256** with splitmix64
 * seeding (public domain algorithms by Blackman and Vigna), written out here
 * so results never depend on the C library. */
#include "kit/rng.h"

uint64_t tk_mix64(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

void tk_rng_seed(TkRng *r, uint64_t seed)
{
    uint64_t x = seed;
    for (int i = 0; i < 4; i++) {
        x += 0x9E3779B97F4A7C15ull;
        uint64_t z = x;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        r->s[i] = z ^ (z >> 31);
    }
}

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

uint64_t tk_rng_next(TkRng *r)
{
    uint64_t *s = r->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint32_t tk_rng_below(TkRng *r, uint32_t n)
{
    /* Lemire's multiply-shift with rejection: unbiased, usually one draw. */
    uint64_t m = (uint64_t)(uint32_t)(tk_rng_next(r) >> 32) * n;
    uint32_t low = (uint32_t)m;
    if (low < n) {
        uint32_t threshold = (uint32_t)(-n) % n;
        while (low < threshold) {
            m = (uint64_t)(uint32_t)(tk_rng_next(r) >> 32) * n;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

double tk_rng_unit(TkRng *r)
{
    return (double)(tk_rng_next(r) >> 11) * (1.0 / 9007199254740992.0);
}

void tk_rng_shuffle(TkRng *r, int *a, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)tk_rng_below(r, (uint32_t)(i + 1));
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
