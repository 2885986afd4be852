/*
 * history_bench.c - how long the statistics of a long match history take:
 * history-bench [--matches N] [--runs R] writes a history of N matches
 * (default 10,000: two to four seats, people and computers of four
 * levels, three figures of a game's own, wins and losses in runs) in a
 * temporary folder, then reads it and computes the player's figures R
 * times (default 7), as the Statistics screen and `stats` do
 * (tk_hist_stats_read), and the last 50 for the list (tk_hist_load_last).
 * Prints the file's size and the best and median times; the goal is under
 * 100 ms.  A benchmark, not a test: it asserts nothing about speed.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "common/portable.h"
#include "kit/file.h"
#include "kit/history.h"
#include "kit/rng.h"
#include "kit/status.h"

static const TkHistFigureDef figures[] = {
    {"rackos", NULL, TK_HIST_TOTAL, "Rounds won by going Rack-O", 0},
    {"rackos", "rounds", TK_HIST_RATIO, "Rounds won by going Rack-O, per round", 2},
    {"cards", "play_ms", TK_HIST_PER_MINUTE, "Cards per minute", 1},
};
static const TkHistGame game = {figures, 3, 0};

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* The history of n matches, written as one text (the bench times the
 * reading, not n appends). */
static int write_history(const char *dir, long n)
{
    static const char *const levels[] = {"easy", "medium", "hard", "expert"};
    TkBuf b = {NULL, 0, 0, 0};
    TkRng rng;
    char path[1200], msg[300];
    long i;
    int st;
    tk_rng_seed(&rng, 26);
    for (i = 1; i <= n; i++) {
        TkHistEntry e;
        int s, winner;
        memset(&e, 0, sizeof e);
        e.seq = i;
        e.when = 1700000000 + i * 900;
        e.seconds = 300 + (long)tk_rng_below(&rng, 900);
        e.abandoned = tk_rng_below(&rng, 20) == 0;
        e.units = 3 + (int)tk_rng_below(&rng, 6);
        e.players = 2 + (int)tk_rng_below(&rng, 3);
        e.me = 0;
        winner = (int)tk_rng_below(&rng, (uint32_t)e.players);
        for (s = 0; s < e.players; s++) {
            e.seat[s].kind = s == 0 ? TK_HIST_PERSON : TK_HIST_COMPUTER;
            if (s > 0) {
                snprintf(e.seat[s].who, sizeof e.seat[s].who, "%s",
                         levels[tk_rng_below(&rng, 4)]);
            }
            snprintf(e.seat[s].name, sizeof e.seat[s].name, s == 0 ? "Ann" : "Computer %d",
                     s + 1);
            e.seat[s].score = (long)tk_rng_below(&rng, 600);
            e.seat[s].won = !e.abandoned && s == winner;
        }
        snprintf(e.options, sizeof e.options, "rules=bonus,target=500");
        tk_hist_set_extra(&e, "rackos", (long)tk_rng_below(&rng, 3));
        tk_hist_set_extra(&e, "rounds", e.units);
        tk_hist_set_extra(&e, "cards", (long)tk_rng_below(&rng, 90));
        tk_hist_set_extra(&e, "play_ms", 60000 + (long)tk_rng_below(&rng, 120000));
        tk_hist_record_name(i, "racko", e.record, sizeof e.record);
        if (tk_hist_line(&e, &b) != TK_OK) {
            free(b.p);
            return -1;
        }
    }
    snprintf(path, sizeof path, "%s/%s", dir, TK_HIST_FILE);
    st = tk_file_save_atomic(path, b.p, b.len, msg, sizeof msg);
    if (st != TK_OK) {
        fprintf(stderr, "history-bench: %s\n", msg);
    } else {
        printf("history: %ld matches, %.1f KiB (%s)\n", n, (double)b.len / 1024.0, path);
    }
    free(b.p);
    return st == TK_OK ? 0 : -1;
}

int main(int argc, char **argv)
{
    long n = 10000, runs = 7, i;
    char dir[1100], msg[300];
    double *t_stats, *t_last;
    TkHistStats s;
    TkHistRead info;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--matches") == 0 && i + 1 < argc) {
            n = strtol(argv[++i], NULL, 10);
        } else if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc) {
            runs = strtol(argv[++i], NULL, 10);
        } else {
            fprintf(stderr, "usage: history-bench [--matches N] [--runs R]\n");
            return 2;
        }
    }
    if (n < 1 || runs < 1 || runs > 1000 ||
        portable_make_temp_dir("history-bench", dir, sizeof dir) != 0 ||
        write_history(dir, n) != 0) {
        fprintf(stderr, "history-bench: cannot make the history\n");
        return 1;
    }
    t_stats = malloc((size_t)runs * sizeof *t_stats);
    t_last = malloc((size_t)runs * sizeof *t_last);
    if (t_stats == NULL || t_last == NULL) {
        return 1;
    }
    for (i = 0; i < runs; i++) {
        TkHistEntry *last = NULL;
        long got = 0;
        double t0 = now_ms();
        if (tk_hist_stats_read(dir, &game, &s, &info, msg, sizeof msg) != TK_OK) {
            fprintf(stderr, "history-bench: %s\n", msg);
            return 1;
        }
        t_stats[i] = now_ms() - t0;
        t0 = now_ms();
        if (tk_hist_load_last(dir, 50, &last, &got, &info, msg, sizeof msg) != TK_OK) {
            fprintf(stderr, "history-bench: %s\n", msg);
            return 1;
        }
        t_last[i] = now_ms() - t0;
        free(last);
    }
    qsort(t_stats, (size_t)runs, sizeof *t_stats, cmp_double);
    qsort(t_last, (size_t)runs, sizeof *t_last, cmp_double);
    printf("read and computed: %ld entries, %ld counted, %ld won (%.1f%%), %ld damaged\n",
           s.entries, s.all.played, s.all.won, tk_hist_percent(&s.all), info.damaged);
    printf("statistics (tk_hist_stats_read): best %.2f ms, median %.2f ms over %ld runs "
           "(goal: under 100 ms)\n",
           t_stats[0], t_stats[runs / 2], runs);
    printf("last 50 (tk_hist_load_last): best %.2f ms, median %.2f ms\n", t_last[0],
           t_last[runs / 2]);
    free(t_stats);
    free(t_last);
    portable_remove_tree(dir);
    return 0;
}
