/*
 * solver.c - the exact move solver (rummikub/solver.h).
 *
 * The method follows van Rijn, Takes and Vis, "The complexity of Rummikub
 * problems" (2015): a dynamic programme over the numbers 1..13.  At each
 * number v every copy of every colour's v goes into a run or a group of
 * v's; the state after v says, for each colour, how long its (at most two)
 * open runs are (0 none, 1, 2, 3 or more), how many jokers are used and,
 * for the initial meld, the meld's value so far (capped at 30).  Table
 * tiles must all be used, rack tiles may be.  Jokers are handled thus:
 *
 *   - a run is its span (first to last numbered tile), with jokers inside
 *     the span taking the place of a number, plus up to two jokers at its
 *     ends that take no place in the span: those before it are chosen when
 *     the run starts (standing for v-1, v-2), those after it when it ends
 *     (standing for v, v+1), never below 1 nor past 13;
 *   - a group of v's takes any jokers beside its numbered tiles (3 or 4
 *     tiles, different colours, one numbered tile at least).
 *
 * Two open runs per colour suffice.  Only a joker inside a span can make a
 * third run of a colour cover a number v.  Then some run X with a numbered
 * v has v at an end of its span (otherwise v-1, v and v+1 would each be
 * covered three times and need three jokers); swapping X's v with the
 * joker leaves both sets valid, X's new end joker takes no place, and the
 * spans' total length drops.  Repeating this reaches an arrangement with
 * at most two spans of a colour over any number, with the same tiles in
 * sets of the same sizes, no set's value lower (the swapped joker still
 * stands for v).  Every arrangement the programme builds is a valid one,
 * and every valid one has such a twin it can build: the optimum is exact.
 *
 * The programme runs forward, one colour at a time within a number, over
 * the reachable states only (a hash table per layer); each state keeps its
 * best score and where it came from, and the sets are rebuilt from that
 * trail at the end, then checked with rk_set_read.
 *
 * Speed comes from leaving out states that cannot matter, never one that
 * could lead to a better play:
 *   - a state's loss is what it has given up against the bound "every rack
 *     tile placed at its best"; it only grows along a path, so a pass that
 *     keeps the states losing at most a slack finds every play losing at
 *     most that, the best of them first.  The slack is 0 first (most
 *     positions), then the loss of a play a beam search finds (the best
 *     256 states of each layer), then it doubles;
 *   - a colour option is dropped when another uses the same tiles and
 *     jokers the same way, for as much value, and leaves slots that can do
 *     all its slots can (a run of 3 or more can do what any slot can: go
 *     on, stop, give way to a new run; a run of 2 what a run of 1 can);
 *   - at the end of each number, a state is dropped when another differs
 *     from it only in one colour's slots, which cover its own, and scores
 *     as much.
 */
#include "rummikub/solver.h"

#include <stdlib.h>
#include <string.h>

#include "kit/text.h"

enum {
    NPAIRS = 10,  /* unordered pairs of run states 0..3 */
    NTR = 6,      /* (table copies, rack copies) with T + R <= 2 */
    NMODES = 2,   /* play, meld */
    NLAYERS = RK_NUMBERS * RK_COLOURS,
    MV_CAP = RK_MELD_MIN,
    MAX_ACTS = 16,
    BEAM_WIDTH = 256 /* states per layer of the beam search that finds a first play */
};

/* What one run slot does at a number. */
enum { A_IDLE, A_START, A_CONT, A_JOKER, A_END, A_ENDSTART };

static uint8_t act_code(int type, int t, int l)
{
    return (uint8_t)(type | (t << 3) | (l << 5));
}

typedef struct SlotAct {
    uint8_t act;
    uint8_t next;
    uint8_t real;
    uint8_t jok;
    uint8_t mval;
} SlotAct;

/* One way a colour's copies of v go into its two slots and the groups. */
typedef struct Option {
    uint8_t pair; /* the slots' states after v */
    uint8_t a;    /* copies that go into groups */
    uint8_t u;    /* rack copies placed */
    uint8_t jr;   /* jokers in runs */
    uint8_t mval; /* the value the runs gain (numbered tiles and jokers) */
    uint8_t act[2]; /* what the lower and the higher slot do */
} Option;

/* A state of a layer: its key, best score and trail. */
typedef struct Entry {
    uint32_t key;
    int32_t parent;
    int32_t score;
    uint16_t opt;
    uint8_t jg;
    uint8_t pad;
} Entry;

/* A state's parent when a better one made it useless. */
#define DEAD (-2)

typedef struct Slot {
    uint32_t stamp;
    uint32_t key;
    int32_t idx;
} Slot;

struct RkSolver {
    Option *opts;
    int opt_start[NMODES][RK_NUMBERS + 1][NPAIRS][NTR];
    int opt_count[NMODES][RK_NUMBERS + 1][NPAIRS][NTR];
    uint8_t feasible[5][5][3]; /* groups from n1 colours once, n2 twice, jg jokers */
    uint8_t better[NPAIRS][NPAIRS]; /* the pairs that cover pair p, other than p */
    uint8_t nbetter[NPAIRS];
    Entry *ent;
    size_t ent_cap;
    Slot *hash;
    size_t hash_cap; /* a power of two */
    uint32_t stamp;
    size_t layer_start[NLAYERS + 2];
    int32_t *scratch; /* the beam's scores */
    size_t scratch_cap;
};

static const uint8_t pair_lo[NPAIRS] = {0, 0, 0, 0, 1, 1, 1, 2, 2, 3};
static const uint8_t pair_hi[NPAIRS] = {0, 1, 2, 3, 1, 2, 3, 2, 3, 3};
static const int tr_index[3][3] = {{0, 1, 2}, {3, 4, -1}, {5, -1, -1}};

static int pair_of(int a, int b)
{
    if (a > b) {
        int t = a;
        a = b;
        b = t;
    }
    for (int p = 0; p < NPAIRS; p++) {
        if (pair_lo[p] == a && pair_hi[p] == b) {
            return p;
        }
    }
    return 0;
}

/* Key: slots (a pair index per colour, 4 bits each) | jokers used << 16 |
 * meld value << 18 | group tally << 23. */
enum { SLOTS_MASK = 0xffff, JU_SHIFT = 16, MV_SHIFT = 18, GS_SHIFT = 23 };

/* Colour c's pair in slots, and slots with it changed to q. */
static int slot_get(int slots, int c)
{
    return slots >> (4 * c) & 15;
}

static int slot_set(int slots, int c, int q)
{
    return (slots & ~(15 << (4 * c))) | q << (4 * c);
}
static uint32_t make_key(int slots, int ju, int mv, int gs)
{
    return (uint32_t)slots | (uint32_t)ju << JU_SHIFT | (uint32_t)mv << MV_SHIFT | (uint32_t)gs << GS_SHIFT;
}

/* ---- building the option lists ------------------------------------------ */

static int min3(int x)
{
    return x < 3 ? x : 3;
}

/* What a slot in state s can do at number v. */
static int slot_acts(int s, int v, SlotAct *out)
{
    SlotAct base[4];
    int nb = 0;
    int n = 0;
    if (s == 0) {
        base[nb++] = (SlotAct){act_code(A_IDLE, 0, 0), 0, 0, 0, 0};
    } else {
        out[n++] = (SlotAct){act_code(A_CONT, 0, 0), (uint8_t)min3(s + 1), 1, 0, (uint8_t)v};
        out[n++] = (SlotAct){act_code(A_JOKER, 0, 0), (uint8_t)min3(s + 1), 0, 1, (uint8_t)v};
        for (int t = 0; t <= 2; t++) {
            if (s + t >= 3 && v + t - 1 <= RK_NUMBERS) {
                int m = (t >= 1 ? v : 0) + (t >= 2 ? v + 1 : 0);
                base[nb++] = (SlotAct){act_code(A_END, t, 0), 0, 0, (uint8_t)t, (uint8_t)m};
            }
        }
    }
    for (int i = 0; i < nb; i++) {
        out[n++] = base[i];
        int t = base[i].act >> 3 & 3;
        for (int l = 0; l <= 2; l++) {
            if (v - l < 1 || base[i].jok + l > 2) {
                continue;
            }
            int m = base[i].mval + v + (l >= 1 ? v - 1 : 0) + (l >= 2 ? v - 2 : 0);
            uint8_t code = s == 0 ? act_code(A_START, 0, l) : act_code(A_ENDSTART, t, l);
            out[n++] = (SlotAct){code, (uint8_t)min3(1 + l), 1, (uint8_t)(base[i].jok + l), (uint8_t)m};
        }
    }
    return n;
}

/* Can copies (cnt[c] of colour c) and j jokers form groups of one number?
 * When sets is not NULL, writes them (number v) at sets[*nsets]. */
static int split_groups(int cnt[RK_COLOURS], int j, int v, RkSet *sets, int *nsets)
{
    int first = -1;
    for (int c = 0; c < RK_COLOURS; c++) {
        if (cnt[c] > 0) {
            first = c;
            break;
        }
    }
    if (first < 0) {
        return j == 0;
    }
    for (unsigned mask = 1; mask < 16; mask++) {
        if (!(mask & (1u << first))) {
            continue;
        }
        int size = 0;
        int ok = 1;
        for (int c = 0; c < RK_COLOURS; c++) {
            if (mask & (1u << c)) {
                size++;
                ok &= cnt[c] > 0;
            }
        }
        if (!ok) {
            continue;
        }
        for (int jj = 0; jj <= j; jj++) {
            if (size + jj < 3 || size + jj > RK_COLOURS) {
                continue;
            }
            for (int c = 0; c < RK_COLOURS; c++) {
                cnt[c] -= (mask >> c) & 1;
            }
            int done = split_groups(cnt, j - jj, v, sets, nsets);
            for (int c = 0; c < RK_COLOURS; c++) {
                cnt[c] += (mask >> c) & 1;
            }
            if (done) {
                if (sets != NULL) {
                    RkSet *g = &sets[(*nsets)++];
                    g->n = 0;
                    for (int c = 0; c < RK_COLOURS; c++) {
                        if (mask & (1u << c)) {
                            g->t[g->n++] = rk_tile(c, v);
                        }
                    }
                    for (int k = 0; k < jj; k++) {
                        g->t[g->n++] = RK_JOKER;
                    }
                }
                return 1;
            }
        }
    }
    return 0;
}

/* Can a slot in state y do all that one in state x can, ending no worse?
 * A run of 3 or more can stop, go on or give way to a new run; a run of 2
 * needs less to end than a run of 1. */
static int state_covers(int y, int x)
{
    return x == y || y == 3 || (x == 1 && y == 2);
}

static int pair_covers(int py, int px)
{
    return (state_covers(pair_lo[py], pair_lo[px]) && state_covers(pair_hi[py], pair_hi[px])) ||
           (state_covers(pair_hi[py], pair_lo[px]) && state_covers(pair_lo[py], pair_hi[px]));
}

/* Drops the options that another beats: the same tiles and jokers to the
 * same places, as much value, slots that can do all the dropped one's can.
 * Returns how many are left (kept in order). */
static size_t drop_dominated(Option *o, size_t n)
{
    uint8_t beaten[MAX_ACTS * MAX_ACTS * 3];
    if (n > sizeof beaten) {
        return n;
    }
    for (size_t i = 0; i < n; i++) {
        beaten[i] = 0;
        for (size_t j = 0; j < n && !beaten[i]; j++) {
            beaten[i] = j != i && o[j].a == o[i].a && o[j].u == o[i].u && o[j].jr == o[i].jr &&
                        o[j].mval >= o[i].mval && pair_covers(o[j].pair, o[i].pair) &&
                        (o[j].pair != o[i].pair || o[j].mval > o[i].mval);
        }
    }
    size_t kept = 0;
    for (size_t i = 0; i < n; i++) {
        if (!beaten[i]) {
            o[kept++] = o[i];
        }
    }
    return kept;
}

static int build_options(RkSolver *s)
{
    size_t cap = 4096;
    size_t n = 0;
    Option *opts = malloc(cap * sizeof *opts);
    if (opts == NULL) {
        return TK_E_NOMEM;
    }
    for (int mode = 0; mode < NMODES; mode++) {
        for (int v = 1; v <= RK_NUMBERS; v++) {
            for (int p = 0; p < NPAIRS; p++) {
                SlotAct a1[MAX_ACTS];
                SlotAct a2[MAX_ACTS];
                int n1 = slot_acts(pair_lo[p], v, a1);
                int n2 = slot_acts(pair_hi[p], v, a2);
                for (int T = 0; T <= 2; T++) {
                    for (int R = 0; T + R <= 2; R++) {
                        int tr = tr_index[T][R];
                        size_t start = n;
                        for (int i = 0; i < n1; i++) {
                            for (int k = 0; k < n2; k++) {
                                int real = a1[i].real + a2[k].real;
                                int jok = a1[i].jok + a2[k].jok;
                                if (jok > 2) {
                                    continue;
                                }
                                int np = pair_of(a1[i].next, a2[k].next);
                                /* At 13 every run ends: none may be left short. */
                                if (v == RK_NUMBERS && (pair_lo[np] % 3 != 0 || pair_hi[np] % 3 != 0)) {
                                    continue;
                                }
                                for (int u = 0; u <= R; u++) {
                                    int a = T + u - real;
                                    if (a < 0) {
                                        continue;
                                    }
                                    Option o = {(uint8_t)np, (uint8_t)a, (uint8_t)u, (uint8_t)jok,
                                                (uint8_t)(mode ? a1[i].mval + a2[k].mval : 0),
                                                {a1[i].act, a2[k].act}};
                                    int dup = 0;
                                    for (size_t q = start; q < n && !dup; q++) {
                                        dup = opts[q].pair == o.pair && opts[q].a == o.a && opts[q].u == o.u &&
                                              opts[q].jr == o.jr && opts[q].mval == o.mval;
                                    }
                                    if (dup) {
                                        continue;
                                    }
                                    if (n == cap) {
                                        Option *more = realloc(opts, 2 * cap * sizeof *opts);
                                        if (more == NULL) {
                                            free(opts);
                                            return TK_E_NOMEM;
                                        }
                                        opts = more;
                                        cap *= 2;
                                    }
                                    opts[n++] = o;
                                }
                            }
                        }
                        n = start + drop_dominated(opts + start, n - start);
                        s->opt_start[mode][v][p][tr] = (int)start;
                        s->opt_count[mode][v][p][tr] = (int)(n - start);
                    }
                }
            }
        }
    }
    s->opts = opts;
    for (int p = 0; p < NPAIRS; p++) {
        for (int q = 0; q < NPAIRS; q++) {
            if (q != p && pair_covers(q, p)) {
                s->better[p][s->nbetter[p]++] = (uint8_t)q;
            }
        }
    }
    for (int n1 = 0; n1 <= 4; n1++) {
        for (int n2 = 0; n1 + n2 <= 4; n2++) {
            for (int j = 0; j <= 2; j++) {
                int cnt[RK_COLOURS] = {0};
                for (int c = 0; c < n2; c++) {
                    cnt[c] = 2;
                }
                for (int c = n2; c < n2 + n1; c++) {
                    cnt[c] = 1;
                }
                s->feasible[n1][n2][j] = (uint8_t)split_groups(cnt, j, 1, NULL, NULL);
            }
        }
    }
    return TK_OK;
}

RkSolver *rk_solver_new(void)
{
    RkSolver *s = calloc(1, sizeof *s);
    if (s == NULL) {
        return NULL;
    }
    if (build_options(s) != TK_OK) {
        free(s);
        return NULL;
    }
    s->ent_cap = 1u << 14;
    s->ent = malloc(s->ent_cap * sizeof *s->ent);
    s->hash_cap = 1u << 15;
    s->hash = calloc(s->hash_cap, sizeof *s->hash);
    if (s->ent == NULL || s->hash == NULL) {
        rk_solver_free(s);
        return NULL;
    }
    return s;
}

void rk_solver_free(RkSolver *s)
{
    if (s == NULL) {
        return;
    }
    free(s->opts);
    free(s->ent);
    free(s->hash);
    free(s->scratch);
    free(s);
}

/* ---- the programme ------------------------------------------------------ */

/* The layer being built: entries from s->layer_start[layer] to *n. */
typedef struct Build {
    RkSolver *s;
    size_t begin;
    size_t n;
} Build;

static uint32_t hash_of(uint32_t key)
{
    return key * 2654435761u;
}

static void next_stamp(RkSolver *s)
{
    if (++s->stamp == 0) {
        memset(s->hash, 0, s->hash_cap * sizeof *s->hash);
        s->stamp = 1;
    }
}

static int grow_hash(Build *b)
{
    RkSolver *s = b->s;
    size_t cap = s->hash_cap * 2;
    Slot *h = calloc(cap, sizeof *h);
    if (h == NULL) {
        return TK_E_NOMEM;
    }
    free(s->hash);
    s->hash = h;
    s->hash_cap = cap;
    s->stamp = 1;
    for (size_t i = b->begin; i < b->n; i++) {
        size_t at = hash_of(s->ent[i].key) & (cap - 1);
        while (h[at].stamp == s->stamp) {
            at = (at + 1) & (cap - 1);
        }
        h[at] = (Slot){s->stamp, s->ent[i].key, (int32_t)i};
    }
    return TK_OK;
}

static int put(Build *b, uint32_t key, int32_t score, int32_t parent, int opt, int jg)
{
    RkSolver *s = b->s;
    size_t mask = s->hash_cap - 1;
    size_t at = hash_of(key) & mask;
    while (s->hash[at].stamp == s->stamp) {
        if (s->hash[at].key == key) {
            Entry *e = &s->ent[s->hash[at].idx];
            if (score > e->score) {
                e->score = score;
                e->parent = parent;
                e->opt = (uint16_t)opt;
                e->jg = (uint8_t)jg;
            }
            return TK_OK;
        }
        at = (at + 1) & mask;
    }
    if (b->n == s->ent_cap) {
        Entry *more = realloc(s->ent, 2 * s->ent_cap * sizeof *more);
        if (more == NULL) {
            return TK_E_NOMEM;
        }
        s->ent = more;
        s->ent_cap *= 2;
    }
    s->ent[b->n] = (Entry){key, parent, score, (uint16_t)opt, (uint8_t)jg, 0};
    s->hash[at] = (Slot){s->stamp, key, (int32_t)b->n};
    b->n++;
    if (2 * (b->n - b->begin) > s->hash_cap) {
        return grow_hash(b);
    }
    return TK_OK;
}

/* Marks dead the states of a layer that another state of it beats: the
 * same but for one colour's slots, which the other's cover, and a score as
 * high.  What the dead one could do, the other can do as well. */
static void drop_beaten(RkSolver *s, size_t begin, size_t end)
{
    size_t mask = s->hash_cap - 1;
    for (size_t i = begin; i < end; i++) {
        Entry *e = &s->ent[i];
        int slots = (int)(e->key & SLOTS_MASK);
        for (int c = 0; c < RK_COLOURS && e->parent != DEAD; c++) {
            int p = slot_get(slots, c);
            for (int q = 0; q < s->nbetter[p]; q++) {
                int other = slot_set(slots, c, s->better[p][q]);
                uint32_t key = (e->key & ~(uint32_t)SLOTS_MASK) | (uint32_t)other;
                size_t at = hash_of(key) & mask;
                while (s->hash[at].stamp == s->stamp && s->hash[at].key != key) {
                    at = (at + 1) & mask;
                }
                if (s->hash[at].stamp == s->stamp && s->ent[s->hash[at].idx].score >= e->score) {
                    e->parent = DEAD;
                    break;
                }
            }
        }
    }
}

/* One solve's data. */
typedef struct Job {
    int meld;
    int lam;                /* 1: the meld value counts in the score */
    int w[RK_KINDS];
    int T[RK_COLOURS][RK_NUMBERS + 2];
    int R[RK_COLOURS][RK_NUMBERS + 2];
    int tj;                 /* table jokers (all used) */
    int rj;                 /* rack jokers */
    int jokers;             /* table and rack jokers */
    /* Bounds: the most the rack tiles after layer L can still add to the
     * score, and each rack joker. */
    int32_t rest[NLAYERS + 1];
    int32_t joker_best;
    int32_t total;          /* the most any play can score */
} Job;

/* What using `add` more jokers after `ju` adds to the score: the table's
 * jokers are used first and count nothing, the rack's their weight. */
static int32_t joker_gain(const Job *job, int ju, int add)
{
    int before = ju > job->tj ? ju - job->tj : 0;
    int after = ju + add > job->tj ? ju + add - job->tj : 0;
    return (after - before) * job->w[RK_JOKER];
}

/* The most the rack's unused jokers can still add. */
static int32_t joker_room(const Job *job, int ju)
{
    int used = ju > job->tj ? ju - job->tj : 0;
    return (job->rj - used) * job->joker_best;
}

static void job_bounds(Job *job)
{
    /* rest[L]: the rack tiles of the layers after L (layer L is number
     * L / 4 + 1, colour L % 4), each at its best. */
    int32_t sum = 0;
    for (int layer = NLAYERS - 1; layer >= 0; layer--) {
        job->rest[layer] = sum;
        int v = layer / RK_COLOURS + 1;
        int c = layer % RK_COLOURS;
        int gain = job->w[rk_tile(c, v)] + job->lam * v;
        sum += job->R[c][v] * (gain > 0 ? gain : 0);
    }
    job->rest[NLAYERS] = 0;
    int jb = job->w[RK_JOKER] + job->lam * RK_NUMBERS;
    job->joker_best = jb > 0 ? jb : 0;
    job->total = sum + job->rj * job->joker_best;
}

/* Beam search: keeps the `beam` states of a layer that can still score the
 * most (and those tied with the last of them), marks the others dead. */
static int keep_best(RkSolver *s, const Job *job, size_t begin, size_t end, int beam)
{
    size_t n = end - begin;
    if (n > s->scratch_cap) {
        int32_t *more = realloc(s->scratch, n * sizeof *more);
        if (more == NULL) {
            return TK_E_NOMEM;
        }
        s->scratch = more;
        s->scratch_cap = n;
    }
    int32_t *a = s->scratch;
    size_t m = 0;
    for (size_t i = begin; i < end; i++) {
        if (s->ent[i].parent != DEAD) {
            a[m++] = s->ent[i].score + joker_room(job, (int)(s->ent[i].key >> JU_SHIFT & 3));
        }
    }
    if (m <= (size_t)beam) {
        return TK_OK;
    }
    /* Quickselect the beam-th highest potential. */
    size_t lo = 0;
    size_t hi = m - 1;
    size_t want = (size_t)beam - 1;
    while (lo < hi) {
        int32_t pivot = a[lo + (hi - lo) / 2];
        size_t i = lo;
        size_t j = hi;
        while (i <= j) {
            while (a[i] > pivot) {
                i++;
            }
            while (a[j] < pivot) {
                j--;
            }
            if (i <= j) {
                int32_t t = a[i];
                a[i] = a[j];
                a[j] = t;
                i++;
                if (j == 0) {
                    break;
                }
                j--;
            }
        }
        if (want <= j) {
            hi = j;
        } else if (want >= i) {
            lo = i;
        } else {
            break;
        }
    }
    int32_t cut = a[want];
    for (size_t i = begin; i < end; i++) {
        Entry *e = &s->ent[i];
        if (e->parent != DEAD && e->score + joker_room(job, (int)(e->key >> JU_SHIFT & 3)) < cut) {
            e->parent = DEAD;
        }
    }
    return TK_OK;
}

/* Runs the programme, keeping only the states that lose at most `slack`
 * against job->total (a state's loss never shrinks on its way to the end,
 * so every play that loses at most slack is still found).  *pruned is the
 * least loss of a state left out (INT32_MAX when none was). */
static int run_layers(RkSolver *s, const Job *job, int32_t slack, int beam, int32_t *pruned)
{
    *pruned = INT32_MAX;
    s->layer_start[0] = 0;
    s->ent[0] = (Entry){make_key(0, 0, 0, 0), -1, 0, 0, 0, 0};
    s->layer_start[1] = 1;
    int layer = 0;
    for (int v = 1; v <= RK_NUMBERS; v++) {
        for (int c = 0; c < RK_COLOURS; c++, layer++) {
            Build b = {s, s->layer_start[layer + 1], s->layer_start[layer + 1]};
            next_stamp(s);
            int T = job->T[c][v];
            int R = job->R[c][v];
            int tr = tr_index[T][R];
            int kind = rk_tile(c, v);
            int wu = job->w[kind];
            int ahead = job->T[c][v + 1] + job->R[c][v + 1];
            /* A state scoring less than this loses more than slack. */
            int32_t least = job->total - slack - job->rest[layer];
            for (size_t i = s->layer_start[layer]; i < s->layer_start[layer + 1]; i++) {
                Entry e = s->ent[i];
                if (e.parent == DEAD) {
                    continue;
                }
                int slots = (int)(e.key & SLOTS_MASK);
                int ju = (int)(e.key >> JU_SHIFT & 3);
                int mv = (int)(e.key >> MV_SHIFT & 31);
                int gs = (int)(e.key >> GS_SHIFT & 31);
                int p = slot_get(slots, c);
                int jl = job->jokers - ju;
                const Option *list = s->opts + s->opt_start[job->meld][v][p][tr];
                int count = s->opt_count[job->meld][v][p][tr];
                for (int k = 0; k < count; k++) {
                    const Option *o = &list[k];
                    if (o->jr > jl) {
                        continue;
                    }
                    /* A short run needs a tile or a joker at v+1. */
                    if (ahead == 0 && jl == o->jr && (pair_hi[o->pair] == 1 || pair_hi[o->pair] == 2 ||
                                                      pair_lo[o->pair] == 1 || pair_lo[o->pair] == 2)) {
                        continue;
                    }
                    int nslots = slot_set(slots, c, o->pair);
                    int32_t gain = o->u * wu + joker_gain(job, ju, o->jr);
                    int nmv = 0;
                    if (job->meld) {
                        int add = o->mval + v * o->a;
                        gain += job->lam * add;
                        nmv = mv + add < MV_CAP ? mv + add : MV_CAP;
                    }
                    int n1 = gs / 5 + (o->a == 1);
                    int n2 = gs % 5 + (o->a == 2);
                    for (int jg = 0; jg <= (c == RK_COLOURS - 1 ? jl - o->jr : 0); jg++) {
                        int32_t g2 = gain;
                        int mv2 = nmv;
                        int ngs = n1 * 5 + n2;
                        int nju = ju + o->jr + jg;
                        if (c == RK_COLOURS - 1) {
                            if (!s->feasible[n1][n2][jg]) {
                                continue;
                            }
                            ngs = 0;
                            g2 += joker_gain(job, ju + o->jr, jg);
                            if (job->meld) {
                                g2 += job->lam * v * jg;
                                mv2 = mv2 + v * jg < MV_CAP ? mv2 + v * jg : MV_CAP;
                            }
                        }
                        int32_t score = e.score + g2;
                        int32_t need = least - (layer < NLAYERS - 1 ? joker_room(job, nju) : 0);
                        if (score < need) {
                            int32_t loss = slack + (need - score);
                            *pruned = loss < *pruned ? loss : *pruned;
                            continue;
                        }
                        int st = put(&b, make_key(nslots, nju, mv2, ngs), score, (int32_t)i, k, jg);
                        if (st != TK_OK) {
                            return st;
                        }
                    }
                }
            }
            s->layer_start[layer + 2] = b.n;
            if (c == RK_COLOURS - 1) {
                drop_beaten(s, b.begin, b.n);
            }
            if (beam > 0 && b.n - b.begin > (size_t)beam) {
                int st = keep_best(s, job, b.begin, b.n, beam);
                if (st != TK_OK) {
                    return st;
                }
            }
        }
    }
    return TK_OK;
}

/* ---- rebuilding the sets ------------------------------------------------- */

typedef struct OpenRun {
    int on;
    RkSet set;
} OpenRun;

static int run_state(const OpenRun *r)
{
    return r->on ? min3(r->set.n) : 0;
}

static void add_tile(RkSet *set, RkTile t)
{
    if (set->n < RK_SET_MAX) {
        set->t[set->n++] = t;
    }
}

static int emit(RkTable *out, const RkSet *set)
{
    if (out->nsets == RK_TABLE_MAX_SETS) {
        return 0;
    }
    out->sets[out->nsets++] = *set;
    return 1;
}

static int apply_act(OpenRun *r, uint8_t code, int c, int v, RkTable *out)
{
    int type = code & 7;
    int t = code >> 3 & 3;
    int l = code >> 5 & 3;
    int ok = 1;
    if (type == A_END || type == A_ENDSTART) {
        for (int k = 0; k < t; k++) {
            add_tile(&r->set, RK_JOKER);
        }
        ok = emit(out, &r->set);
        r->on = 0;
        r->set.n = 0;
    }
    if (type == A_START || type == A_ENDSTART) {
        r->on = 1;
        r->set.n = 0;
        for (int k = 0; k < l; k++) {
            add_tile(&r->set, RK_JOKER);
        }
        add_tile(&r->set, rk_tile(c, v));
    } else if (type == A_CONT) {
        add_tile(&r->set, rk_tile(c, v));
    } else if (type == A_JOKER) {
        add_tile(&r->set, RK_JOKER);
    }
    return ok;
}

static int rebuild(RkSolver *s, const Job *job, size_t last, RkSolution *out)
{
    uint16_t opt[NLAYERS];
    uint8_t jg[RK_NUMBERS + 1];
    size_t i = last;
    for (int layer = NLAYERS; layer >= 1; layer--) {
        opt[layer - 1] = s->ent[i].opt;
        if ((layer - 1) % RK_COLOURS == RK_COLOURS - 1) {
            jg[(layer - 1) / RK_COLOURS + 1] = s->ent[i].jg;
        }
        i = (size_t)s->ent[i].parent;
    }
    OpenRun runs[RK_COLOURS][2];
    memset(runs, 0, sizeof runs);
    int slots = 0;
    int ok = 1;
    for (int v = 1; v <= RK_NUMBERS; v++) {
        int cnt[RK_COLOURS];
        for (int c = 0; c < RK_COLOURS; c++) {
            int layer = (v - 1) * RK_COLOURS + c;
            int p = slot_get(slots, c);
            int tr = tr_index[job->T[c][v]][job->R[c][v]];
            const Option *o = &s->opts[s->opt_start[job->meld][v][p][tr] + opt[layer]];
            OpenRun *lo = &runs[c][0];
            OpenRun *hi = &runs[c][1];
            if (run_state(lo) > run_state(hi)) {
                lo = &runs[c][1];
                hi = &runs[c][0];
            }
            ok &= apply_act(lo, o->act[0], c, v, &out->table);
            ok &= apply_act(hi, o->act[1], c, v, &out->table);
            slots = slot_set(slots, c, o->pair);
            cnt[c] = o->a;
            out->placed.n[rk_tile(c, v)] = (uint8_t)(out->placed.n[rk_tile(c, v)] + o->u);
            out->placed.n[RK_JOKER] = (uint8_t)(out->placed.n[RK_JOKER] + o->jr);
        }
        if (out->table.nsets + 3 > RK_TABLE_MAX_SETS) {
            ok = 0;
        } else {
            ok &= split_groups(cnt, jg[v], v, out->table.sets, &out->table.nsets);
        }
        out->placed.n[RK_JOKER] = (uint8_t)(out->placed.n[RK_JOKER] + jg[v]);
    }
    for (int c = 0; c < RK_COLOURS; c++) {
        for (int k = 0; k < 2; k++) {
            if (runs[c][k].on) {
                ok &= emit(&out->table, &runs[c][k].set);
            }
        }
    }
    /* placed[J] counted every joker used; the table's are not placed. */
    out->placed.n[RK_JOKER] = (uint8_t)(out->placed.n[RK_JOKER] - job->tj);
    return ok ? TK_OK : TK_E_RULE;
}

/* ---- the call ------------------------------------------------------------ */

static int fail(RkSolution *out, int status, char *msg, size_t size, const char *why)
{
    if (out != NULL) {
        memset(out, 0, sizeof *out);
    }
    if (msg != NULL && size > 0) {
        tk_text_message(msg, size, "%s", why);
    }
    return status;
}

/* Checks the answer against the position: valid sets, the right tiles. */
static int check_answer(const RkCounts *table, const RkCounts *rack, int melded, RkSolution *out)
{
    RkCounts have;
    rk_counts_clear(&have);
    rk_counts_add_table(&have, &out->table);
    int value = 0;
    for (int k = 0; k < RK_KINDS; k++) {
        if (out->placed.n[k] > rack->n[k]) {
            return 0;
        }
        int want = out->placed.n[k] + (melded ? table->n[k] : 0);
        if (have.n[k] != want) {
            return 0;
        }
    }
    for (int i = 0; i < out->table.nsets; i++) {
        RkReading r;
        if (rk_set_read(&out->table.sets[i], &r, NULL, 0) != TK_OK) {
            return 0;
        }
        value += r.value;
    }
    if (!melded) {
        out->value = value;
    }
    return 1;
}

/* The best state of the last layer that ends a play: every run closed
 * (the option lists see to that), the table's jokers used, the meld worth
 * 30.  1 and *best, *score, or 0. */
static int final_state(const RkSolver *s, const Job *job, size_t *best, int32_t *score)
{
    int have = 0;
    for (size_t i = s->layer_start[NLAYERS]; i < s->layer_start[NLAYERS + 1]; i++) {
        const Entry *e = &s->ent[i];
        int ju = (int)(e->key >> JU_SHIFT & 3);
        int mv = (int)(e->key >> MV_SHIFT & 31);
        if (e->parent == DEAD || ju < job->tj || (job->meld && mv < MV_CAP)) {
            continue;
        }
        if (!have || e->score > *score) {
            have = 1;
            *best = i;
            *score = e->score;
        }
    }
    return have;
}

int rk_solve(RkSolver *s, const RkCounts *table, const RkCounts *rack, int melded, const int *weights,
             RkSolution *out, char *msg, size_t size)
{
    if (s == NULL || table == NULL || rack == NULL || out == NULL || (melded != 0 && melded != 1)) {
        return fail(out, TK_E_ARG, msg, size, "the solver needs a table, a rack, an answer and melded 0 or 1");
    }
    memset(out, 0, sizeof *out);
    Job job;
    memset(&job, 0, sizeof job);
    job.meld = !melded;
    for (int k = 0; k < RK_KINDS; k++) {
        if (weights != NULL && (weights[k] < -RK_SOLVE_WEIGHT_MAX || weights[k] > RK_SOLVE_WEIGHT_MAX)) {
            return fail(out, TK_E_ARG, msg, size, "a weight is out of range");
        }
        if (table->n[k] + rack->n[k] > RK_COPIES) {
            char text[RK_TILE_TEXT];
            rk_tile_format((RkTile)k, text);
            char why[96];
            tk_text_message(why, sizeof why, "%s is there more than twice", text);
            return fail(out, TK_E_CONFIG, msg, size, why);
        }
        if (weights != NULL) {
            job.w[k] = weights[k];
        } else if (job.meld) {
            job.w[k] = RK_SOLVE_TILE;
        } else {
            job.w[k] = RK_SOLVE_TILE + rk_tile_penalty((RkTile)k);
        }
    }
    job.lam = weights == NULL && job.meld;
    for (int c = 0; c < RK_COLOURS; c++) {
        for (int v = 1; v <= RK_NUMBERS; v++) {
            job.T[c][v] = job.meld ? 0 : table->n[rk_tile(c, v)];
            job.R[c][v] = rack->n[rk_tile(c, v)];
        }
    }
    job.tj = job.meld ? 0 : table->n[RK_JOKER];
    job.jokers = job.tj + rack->n[RK_JOKER];

    job.rj = rack->n[RK_JOKER];
    job_bounds(&job);

    /* The search keeps only the states that lose at most a slack against
     * the bound job.total; every play that loses at most that much is
     * found, so the best play found is the best there is.  First the
     * slack is 0: the plays that place every rack tile.  Failing that, a
     * beam search finds a good play, whose loss becomes the slack (the
     * exact pass then finds a play at least as good, and the best);
     * failing that, the slack doubles until a play is found. */
    size_t best = 0;
    int have = 0;
    int32_t best_score = 0;
    int32_t slack = 0;
    int beam_done = 0;
    for (;;) {
        int32_t pruned;
        int beam = slack > 0 && !beam_done ? BEAM_WIDTH : 0;
        int st = run_layers(s, &job, beam ? job.total : slack, beam, &pruned);
        if (st != TK_OK) {
            return fail(out, st, msg, size, "out of memory");
        }
        have = final_state(s, &job, &best, &best_score);
        if (beam) {
            beam_done = 1;
            if (have) {
                /* A play that loses this much exists: the exact pass. */
                slack = job.total - best_score;
                have = 0;
            }
            continue;
        }
        if (have || pruned == INT32_MAX || slack >= job.total) {
            break;
        }
        if (slack == 0 && !beam_done) {
            slack = pruned; /* the beam's turn next */
            continue;
        }
        slack = slack > job.total / 2 ? job.total : (2 * slack > pruned ? 2 * slack : pruned);
    }
    if (job.meld) {
        if (!have || best_score <= 0) {
            return TK_OK; /* no meld, or none worth making */
        }
    } else if (!have) {
        return fail(out, TK_E_RULE, msg, size, "the table's tiles cannot be arranged into valid sets");
    }
    int st = rebuild(s, &job, best, out);
    for (int k = 0; k < RK_KINDS; k++) {
        out->tiles += out->placed.n[k];
        if (!job.meld) {
            out->value += out->placed.n[k] * rk_tile_penalty((RkTile)k);
        }
    }
    if (st != TK_OK || !check_answer(table, rack, melded, out) || (job.meld && out->value < RK_MELD_MIN)) {
        return fail(out, TK_E_RULE, msg, size, "the solver built a wrong answer (a bug)");
    }
    if (weights == NULL) {
        out->score = (int64_t)RK_SOLVE_TILE * out->tiles + out->value;
    } else {
        out->score = 0;
        for (int k = 0; k < RK_KINDS; k++) {
            out->score += (int64_t)weights[k] * out->placed.n[k];
        }
    }
    return TK_OK;
}

/* 1 if set's tiles are all in c (then taken out of it). */
static int take_set(RkCounts *c, const RkSet *set)
{
    RkCounts left = *c;
    for (int i = 0; i < set->n; i++) {
        if (left.n[set->t[i]] == 0) {
            return 0;
        }
        left.n[set->t[i]]--;
    }
    *c = left;
    return 1;
}

enum {
    KEEP_TRIES = 24,   /* sets tried for one old set: itself and grown ones */
    KEEP_GROW_MAX = 3  /* tiles an old set may grow by */
};

/* Keeps the old set `old` on the table, or failing that a valid set grown
 * from it by up to KEEP_GROW_MAX tiles of *left (the smallest that works),
 * if the rest of *left can still be arranged: TK_OK, *set, *left less its
 * tiles and *rest the rest's arrangement; TK_E_RULE when none can be kept;
 * another status from the solver. */
static int keep_set(RkSolver *s, const RkSet *old, RkCounts *left, RkSet *set, RkTable *rest, char *msg,
                    size_t size)
{
    RkSet queue[KEEP_TRIES];
    int qn = 0;
    RkCounts empty;
    rk_counts_clear(&empty);
    queue[qn++] = *old;
    for (int qi = 0; qi < qn; qi++) {
        RkCounts rem = *left;
        RkSolution sol;
        RkReading valid;
        if (!take_set(&rem, &queue[qi])) {
            continue;
        }
        /* (an old set that is no set, a turn in progress, is only grown) */
        int st = qi > 0 || rk_set_read(&queue[qi], &valid, NULL, 0) == TK_OK
                     ? rk_solve(s, &rem, &empty, 1, NULL, &sol, msg, size)
                     : TK_E_RULE;
        if (st == TK_OK) {
            *set = queue[qi];
            *left = rem;
            *rest = sol.table;
            return TK_OK;
        }
        if (st != TK_E_RULE) {
            return st;
        }
        /* The others cannot do without some of these tiles, or need a
         * home for one that fits this set: grow it by one tile. */
        if (queue[qi].n - old->n >= KEEP_GROW_MAX || queue[qi].n >= RK_SET_MAX) {
            continue;
        }
        for (int k = 0; k < RK_KINDS && qn < KEEP_TRIES; k++) {
            RkSet g = queue[qi];
            RkReading r;
            int dup = 0;
            if (rem.n[k] == 0) {
                continue;
            }
            g.t[g.n++] = (RkTile)k;
            if (rk_set_read(&g, &r, NULL, 0) != TK_OK) {
                continue;
            }
            for (int q = 0; q < qn && !dup; q++) {
                dup = rk_set_same(&g, &queue[q]);
            }
            if (!dup) {
                queue[qn++] = g;
            }
        }
    }
    return TK_E_RULE;
}

int rk_solve_keep(RkSolver *s, const RkTable *before, const RkTable *after, RkTable *out, char *msg,
                  size_t size)
{
    if (s == NULL || before == NULL || after == NULL || out == NULL) {
        tk_text_message(msg, size, "the solver needs two tables and an answer");
        return TK_E_ARG;
    }
    RkTable kept;      /* the sets of `before` kept whole */
    RkTable rest;      /* an arrangement of the other tiles */
    RkCounts left;     /* the tiles not in kept */
    int used[RK_TABLE_MAX_SETS] = {0}; /* after's sets that are a kept set */
    int tried[RK_TABLE_MAX_SETS] = {0};
    memset(&kept, 0, sizeof kept);
    rk_counts_clear(&left);
    rk_counts_add_table(&left, after);
    /* First the sets that `after` itself keeps: no solve needed. */
    for (int j = 0; j < before->nsets; j++) {
        for (int i = 0; i < after->nsets; i++) {
            if (!used[i] && rk_set_same(&after->sets[i], &before->sets[j])) {
                used[i] = 1;
                tried[j] = 1;
                take_set(&left, &before->sets[j]);
                kept.sets[kept.nsets++] = before->sets[j];
                break;
            }
        }
    }
    memset(&rest, 0, sizeof rest);
    for (int i = 0; i < after->nsets; i++) {
        if (!used[i]) {
            rest.sets[rest.nsets++] = after->sets[i];
        }
    }
    /* Then each other old set, whole if the other tiles can still be
     * arranged without it, else grown by a few of them. */
    for (int j = 0; j < before->nsets; j++) {
        RkSet set;
        if (tried[j]) {
            continue;
        }
        int st = keep_set(s, &before->sets[j], &left, &set, &rest, msg, size);
        if (st == TK_OK) {
            kept.sets[kept.nsets++] = set;
        } else if (st != TK_E_RULE) {
            return st;
        }
    }
    if (kept.nsets + rest.nsets > RK_TABLE_MAX_SETS) {
        tk_text_message(msg, size, "too many sets");
        return TK_E_RULE;
    }
    for (int i = 0; i < rest.nsets; i++) {
        kept.sets[kept.nsets++] = rest.sets[i];
    }
    rk_table_order_like(before, &kept);
    *out = kept;
    if (msg != NULL && size > 0) {
        msg[0] = '\0'; /* what the trials said is no failure */
    }
    return TK_OK;
}
