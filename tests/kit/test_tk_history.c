/*
 * test_tk_history.c - the match history (kit/history.h): its lines
 * written and read back, a damaged line skipped and counted, a line a
 * killed writer cut short left alone, a full disk that loses nothing, the
 * records kept bounded; and the figures over scripted histories
 * (percentages overall, per computer level and per number of seats,
 * streaks, scores, a game's own figures, the chart of the last matches).
 */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "common/portable.h"
#include "common/procs.h"
#include "common/run.h"
#include "kit/file.h"
#include "kit/history.h"
#include "kit/status.h"

/* A fresh folder for one test. */
static void scratch(char *dir, size_t size, const char *name)
{
    char prefix[64];
    snprintf(prefix, sizeof prefix, "tk-history-%s", name);
    ck_assert_int_eq(portable_make_temp_dir(prefix, dir, size), 0);
}

static long file_size(const char *dir, const char *name)
{
    char path[1200];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return stat(path, &st) == 0 ? (long)st.st_size : -1;
}

/* A two-seat match: the person (seat 1) against a computer of level,
 * won or not (abandoned: neither), score for the person. */
static TkHistEntry match2(long seq, const char *level, int won, int abandoned, long score)
{
    TkHistEntry e;
    memset(&e, 0, sizeof e);
    e.seq = seq;
    e.when = 1764270000 + seq * 600;
    e.seconds = 300;
    e.abandoned = abandoned;
    e.units = 3;
    e.players = 2;
    e.me = 0;
    e.seat[0].kind = TK_HIST_PERSON;
    snprintf(e.seat[0].name, sizeof e.seat[0].name, "Ann Marie");
    e.seat[0].score = score;
    e.seat[0].won = won && !abandoned;
    e.seat[1].kind = TK_HIST_COMPUTER;
    snprintf(e.seat[1].who, sizeof e.seat[1].who, "%s", level);
    snprintf(e.seat[1].name, sizeof e.seat[1].name, "Otto");
    e.seat[1].score = 100;
    e.seat[1].won = !won && !abandoned;
    snprintf(e.options, sizeof e.options, "target=500,hints=on");
    return e;
}

static int collect_seq(void *ctx, const TkHistEntry *e)
{
    long *seqs = ctx;
    seqs[seqs[0] + 1] = e->seq;
    seqs[0]++;
    return 0;
}

static void append_ok(const char *dir, const TkHistEntry *e)
{
    char msg[300];
    ck_assert_msg(tk_hist_append(dir, e, TK_HIST_RECORDS, msg, sizeof msg) == TK_OK, "%s", msg);
}

START_TEST(line_round_trip)
{
    TkHistEntry e = match2(7, "hard", 1, 0, 412), back;
    TkBuf b = {NULL, 0, 0, 0};
    char msg[200];
    e.seat[1].kind = TK_HIST_BOT;
    snprintf(e.seat[1].who, sizeof e.seat[1].who, "my bot%%");
    snprintf(e.seat[0].name, sizeof e.seat[0].name, "Zo\xc3\xa9 \"Z\" =1");
    e.seat[0].score = -35;
    ck_assert_int_eq(tk_hist_set_extra(&e, "rackos", 2), TK_OK);
    ck_assert_int_eq(tk_hist_set_extra(&e, "bonus_runs", 5), TK_OK);
    ck_assert_int_eq(tk_hist_set_extra(&e, "rackos", 3), TK_OK); /* replaced */
    ck_assert_int_eq(tk_hist_set_extra(&e, "Bad-Key", 1), TK_E_ARG);
    snprintf(e.record, sizeof e.record, "match-00000007.racko");
    ck_assert_int_eq(tk_hist_line(&e, &b), TK_OK);
    ck_assert_ptr_nonnull(strstr(b.p, "h1 seq=7 when="));
    ck_assert_ptr_nonnull(strstr(b.p, " x.rackos=3 x.bonus_runs=5 rec=match-00000007.racko sum="));
    ck_assert_int_eq(b.p[b.len - 1], '\n');
    ck_assert_msg(tk_hist_parse(b.p, b.len - 1, &back, msg, sizeof msg) == TK_OK, "%s", msg);
    ck_assert_int_eq(memcmp(&e, &back, sizeof e), 0);
    /* one byte changed anywhere: the checksum says so */
    b.p[20] = b.p[20] == '1' ? '2' : '1';
    ck_assert_int_eq(tk_hist_parse(b.p, b.len - 1, &back, msg, sizeof msg), TK_E_FORMAT);
    ck_assert_str_eq(msg, "the checksum does not match: the line is damaged");
    free(b.p);
}
END_TEST

START_TEST(append_and_read)
{
    char dir[1100], msg[300];
    long seqs[16] = {0}, next = 0;
    TkHistRead info;
    TkHistEntry *last = NULL;
    long n = 0, i;
    scratch(dir, sizeof dir, "append");
    /* no file: an empty history, nothing made */
    ck_assert_int_eq(tk_hist_read(dir, collect_seq, seqs, &info, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(info.entries, 0);
    ck_assert_int_eq(file_size(dir, TK_HIST_FILE), -1);
    ck_assert_int_eq(tk_hist_next_seq(dir, &next, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(next, 1);
    for (i = 1; i <= 5; i++) {
        TkHistEntry e = match2(i, i % 2 ? "easy" : "hard", (int)(i % 2), 0, 10 * i);
        append_ok(dir, &e);
    }
    ck_assert_int_eq(tk_hist_read(dir, collect_seq, seqs, &info, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(info.entries, 5);
    ck_assert_int_eq(info.damaged, 0);
    ck_assert_int_eq(seqs[0], 5);
    for (i = 1; i <= 5; i++) {
        ck_assert_int_eq(seqs[i], i);
    }
    ck_assert_int_eq(tk_hist_next_seq(dir, &next, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(next, 6);
    ck_assert_int_eq(tk_hist_load_last(dir, 3, &last, &n, &info, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(n, 3);
    ck_assert_int_eq(last[0].seq, 3);
    ck_assert_int_eq(last[2].seq, 5);
    ck_assert_str_eq(last[2].seat[0].name, "Ann Marie");
    ck_assert_str_eq(last[1].seat[1].who, "hard");
    free(last);
    portable_remove_tree(dir);
}
END_TEST

START_TEST(damaged_line_skipped)
{
    char dir[1100], path[1200], msg[300];
    long seqs[16] = {0};
    TkHistRead info;
    FILE *f;
    TkHistEntry e1 = match2(1, "easy", 1, 0, 10), e3 = match2(3, "easy", 0, 0, 30);
    TkBuf b = {NULL, 0, 0, 0};
    scratch(dir, sizeof dir, "damaged");
    append_ok(dir, &e1);
    /* line 2: a match whose line was changed by hand (a score raised) */
    {
        TkHistEntry e2 = match2(2, "easy", 1, 0, 20);
        char *p;
        ck_assert_int_eq(tk_hist_line(&e2, &b), TK_OK);
        p = strstr(b.p, " s1=20 ");
        ck_assert_ptr_nonnull(p);
        p[5] = '9';
        snprintf(path, sizeof path, "%s/%s", dir, TK_HIST_FILE);
        f = fopen(path, "ab");
        ck_assert_ptr_nonnull(f);
        fwrite(b.p, 1, b.len, f);
        fputs("binary \x01\x02 junk\n", f); /* line 3 */
        fclose(f);
        free(b.p);
    }
    append_ok(dir, &e3);
    ck_assert_int_eq(tk_hist_read(dir, collect_seq, seqs, &info, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(info.entries, 2);
    ck_assert_int_eq(info.damaged, 2);
    ck_assert_int_eq(info.first_damaged, 2);
    ck_assert_str_eq(info.why, "the checksum does not match: the line is damaged");
    ck_assert_int_eq(seqs[1], 1);
    ck_assert_int_eq(seqs[2], 3);
    portable_remove_tree(dir);
}
END_TEST

/* A writer cut short mid-line (what kill -9 or a crash between two
 * writes leaves): the next match's line starts on its own line, and only
 * the cut one is lost. */
START_TEST(cut_line_stands_alone)
{
    char dir[1100], path[1200], msg[300];
    long seqs[16] = {0};
    TkHistRead info;
    TkBuf b = {NULL, 0, 0, 0};
    TkHistEntry e1 = match2(1, "easy", 1, 0, 10), e2 = match2(2, "easy", 0, 0, 20),
                e3 = match2(3, "hard", 1, 0, 30);
    FILE *f;
    scratch(dir, sizeof dir, "cut");
    append_ok(dir, &e1);
    ck_assert_int_eq(tk_hist_line(&e2, &b), TK_OK);
    snprintf(path, sizeof path, "%s/%s", dir, TK_HIST_FILE);
    f = fopen(path, "ab");
    ck_assert_ptr_nonnull(f);
    fwrite(b.p, 1, b.len / 2, f); /* half of it, no end */
    fclose(f);
    free(b.p);
    append_ok(dir, &e3);
    ck_assert_int_eq(tk_hist_read(dir, collect_seq, seqs, &info, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(info.entries, 2);
    ck_assert_int_eq(info.damaged, 1);
    ck_assert_int_eq(info.first_damaged, 2);
    ck_assert_int_eq(seqs[1], 1);
    ck_assert_int_eq(seqs[2], 3);
    portable_remove_tree(dir);
}
END_TEST

/* A writer appending match after match is killed (SIGKILL) at a moment
 * the test does not choose: every line it finished reads, at most the one
 * it was writing is lost, and the history takes new matches after it. */
START_TEST(killed_writer)
{
    char dir[1100], msg[300];
    long seqs[1100] = {0};
    TkHistRead info;
    pid_t pid;
    int st = 0;
    long i, deadline;
    scratch(dir, sizeof dir, "killed");
    pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        long seq;
        for (seq = 1;; seq++) {
            TkHistEntry e = match2(seq, "medium", (int)(seq % 3 == 0), 0, seq);
            if (tk_hist_append(dir, &e, TK_HIST_RECORDS, NULL, 0) != TK_OK) {
                _exit(3);
            }
        }
    }
    /* let it write a few dozen, then kill it wherever it is */
    deadline = procs_now_ms() + 30000;
    while (file_size(dir, TK_HIST_FILE) < 40 * 300 && procs_now_ms() < deadline) {
        struct timespec ts = {0, 2000000};
        nanosleep(&ts, NULL);
    }
    kill(pid, SIGKILL);
    ck_assert_int_eq(waitpid(pid, &st, 0), pid);
    ck_assert(WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL);
    ck_assert_int_eq(tk_hist_read(dir, NULL, NULL, &info, msg, sizeof msg), TK_OK);
    ck_assert_int_ge(info.entries, 30);
    ck_assert_int_le(info.damaged, 1);
    {
        long n = info.entries;
        TkHistEntry e = match2(info.last_seq + 1, "hard", 1, 0, 1);
        append_ok(dir, &e);
        ck_assert_int_eq(tk_hist_read(dir, collect_seq, seqs, &info, msg, sizeof msg), TK_OK);
        ck_assert_int_eq(info.entries, n + 1);
        ck_assert_int_le(info.damaged, 1);
        for (i = 1; i <= seqs[0] && i < 1099; i++) {
            ck_assert_int_eq(seqs[i], i); /* in order, none but the last lost */
        }
    }
    portable_remove_tree(dir);
}
END_TEST

/* Appends one match in a child process whose files may not grow past
 * limit bytes (RLIMIT_FSIZE: what a full disk does to a write): the
 * child's exit status is the append's status. */
static int append_limited(const char *dir, const TkHistEntry *e, long limit)
{
    int st = 0;
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        struct rlimit rl;
        signal(SIGXFSZ, SIG_IGN); /* the write fails with EFBIG instead */
        rl.rlim_cur = (rlim_t)limit;
        rl.rlim_max = (rlim_t)limit;
        if (setrlimit(RLIMIT_FSIZE, &rl) != 0) {
            _exit(99);
        }
        _exit(tk_hist_append(dir, e, TK_HIST_RECORDS, NULL, 0));
    }
    ck_assert_int_eq(waitpid(pid, &st, 0), pid);
    ck_assert(WIFEXITED(st));
    return WEXITSTATUS(st);
}

START_TEST(full_disk_loses_nothing)
{
    char dir[1100], msg[300];
    long seqs[16] = {0}, before;
    TkHistRead info;
    int i;
    scratch(dir, sizeof dir, "full");
    for (i = 1; i <= 3; i++) {
        TkHistEntry e = match2(i, "easy", 1, 0, i);
        append_ok(dir, &e);
    }
    before = file_size(dir, TK_HIST_FILE);
    {
        /* room for a few bytes more, not for a line */
        TkHistEntry e = match2(4, "easy", 1, 0, 4);
        ck_assert_int_eq(append_limited(dir, &e, before + 40), TK_E_IO);
    }
    ck_assert_int_eq(file_size(dir, TK_HIST_FILE), before); /* cut back whole */
    ck_assert_int_eq(tk_hist_read(dir, collect_seq, seqs, &info, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(info.entries, 3);
    ck_assert_int_eq(info.damaged, 0);
    {
        TkHistEntry e = match2(4, "easy", 1, 0, 4);
        ck_assert_int_eq(append_limited(dir, &e, before + 4096), TK_OK); /* room again */
    }
    ck_assert_int_eq(tk_hist_read(dir, NULL, NULL, &info, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(info.entries, 4);
    ck_assert_int_eq(info.damaged, 0);
    portable_remove_tree(dir);
}
END_TEST

/* The records of the last `keep` matches are kept, older ones removed;
 * every line stays. */
START_TEST(records_bounded)
{
    char dir[1100], msg[300], name[TK_HIST_RECORD_MAX + 1], path[1300];
    char **names = NULL;
    size_t count = 0;
    TkHistRead info;
    long i;
    const int keep = 5;
    scratch(dir, sizeof dir, "bounds");
    ck_assert_int_eq(tk_hist_make_dir(dir, msg, sizeof msg), TK_OK);
    for (i = 1; i <= 12; i++) {
        TkHistEntry e = match2(i, "easy", 1, 0, i);
        tk_hist_record_name(i, "racko", name, sizeof name);
        ck_assert_int_eq(tk_hist_record_path(dir, name, path, sizeof path), TK_OK);
        ck_assert_int_eq(tk_file_save_atomic(path, "racko-record 1\n", 15, msg, sizeof msg),
                         TK_OK);
        snprintf(e.record, sizeof e.record, "%s", name);
        ck_assert_int_eq(tk_hist_append(dir, &e, keep, msg, sizeof msg), TK_OK);
    }
    snprintf(path, sizeof path, "%s/%s", dir, TK_HIST_DIR);
    ck_assert_int_eq(tk_file_list_dir(path, &names, &count), TK_OK);
    ck_assert_int_eq(count, keep);
    ck_assert_str_eq(names[0], "match-00000008.racko");
    ck_assert_str_eq(names[4], "match-00000012.racko");
    tk_file_names_free(names, count);
    ck_assert_int_eq(tk_hist_read(dir, NULL, NULL, &info, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(info.entries, 12);
    /* a record's name from a line never leaves the history's folder */
    ck_assert_int_eq(tk_hist_record_path(dir, "../settings.ini", path, sizeof path), TK_E_ARG);
    ck_assert_int_eq(tk_hist_record_path(dir, "/etc/passwd", path, sizeof path), TK_E_ARG);
    portable_remove_tree(dir);
}
END_TEST

START_TEST(export_and_reset)
{
    char dir[1100], msg[300], path[1300], name[TK_HIST_RECORD_MAX + 1];
    char *csv = NULL;
    long n = 0;
    TkHistRead info;
    TkHistEntry e1 = match2(1, "easy", 1, 0, 10), e2 = match2(2, "hard", 0, 1, -20);
    scratch(dir, sizeof dir, "csv");
    snprintf(e1.seat[0].name, sizeof e1.seat[0].name, "Ann \"the\" best, Jr");
    e1.when = 1764270000; /* 2025-11-27 19:00:00 UTC */
    ck_assert_int_eq(tk_hist_set_extra(&e1, "rackos", 2), TK_OK);
    ck_assert_int_eq(tk_hist_make_dir(dir, msg, sizeof msg), TK_OK);
    tk_hist_record_name(1, "racko", name, sizeof name);
    ck_assert_int_eq(tk_hist_record_path(dir, name, path, sizeof path), TK_OK);
    ck_assert_int_eq(tk_file_save_atomic(path, "x\n", 2, msg, sizeof msg), TK_OK);
    snprintf(e1.record, sizeof e1.record, "%s", name);
    append_ok(dir, &e1);
    append_ok(dir, &e2);
    snprintf(path, sizeof path, "%s/out.csv", dir);
    ck_assert_int_eq(tk_hist_export_csv(dir, path, &n, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(n, 2);
    ck_assert_int_eq(tk_file_read(path, 1 << 20, &csv, NULL, msg, sizeof msg), TK_OK);
    {
        const char *head = "seq,ended,end,seconds,units,seats,player_seat,player_result,"
                           "player_score,seat1_kind,";
        ck_assert_msg(strncmp(csv, head, strlen(head)) == 0, "%s", csv);
    }
    ck_assert_msg(strstr(csv, "\r\n1,2025-11-27T19:00:00Z,finished,300,3,2,1,won,10,person,\"\","
                              "\"Ann \"\"the\"\" best, Jr\",10,1,computer,\"easy\",\"Otto\",100,0,")
                      != NULL,
                  "%s", csv);
    ck_assert(strstr(csv, ",\"target=500,hints=on\",\"rackos=2\",\"match-00000001.racko\"\r\n") !=
              NULL);
    ck_assert(strstr(csv, "\r\n2,") != NULL && strstr(csv, ",abandoned,-20,") != NULL);
    free(csv);
    /* reset: the lines and the records go, nothing else */
    ck_assert_int_eq(tk_hist_reset(dir, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(file_size(dir, TK_HIST_FILE), -1);
    ck_assert_int_eq(file_size(dir, "history/match-00000001.racko"), -1);
    ck_assert_int_ge(file_size(dir, "out.csv"), 1);
    ck_assert_int_eq(tk_hist_read(dir, NULL, NULL, &info, msg, sizeof msg), TK_OK);
    ck_assert_int_eq(info.entries, 0);
    ck_assert_int_eq(tk_hist_reset(dir, msg, sizeof msg), TK_OK); /* nothing there */
    portable_remove_tree(dir);
}
END_TEST

/* ---- the figures ---- */

static const TkHistFigureDef figs[] = {
    {"rackos", NULL, TK_HIST_TOTAL, "Rounds won by Rack-O", 0},
    {"tiles_left", "games_lost", TK_HIST_RATIO, "Tiles left per game lost", 1},
    {"cards", NULL, TK_HIST_PER_MINUTE, "Cards per minute", 1},
};
static const TkHistGame fig_game = {figs, 3, 0};

START_TEST(figures_scripted)
{
    /* W W L A W W W L L against easy/hard, then a three-seat match and
     * one without a person */
    static const char results[] = "WWLAWWWLL";
    TkHistStats s;
    TkHistEntry e;
    int i;
    tk_hist_stats_init(&s);
    for (i = 0; results[i] != '\0'; i++) {
        char r = results[i];
        e = match2(i + 1, i < 4 ? "easy" : "hard", r == 'W', r == 'A', 100 + i);
        if (i == 2) {
            tk_hist_set_extra(&e, "rackos", 2);
            tk_hist_set_extra(&e, "tiles_left", 12);
            tk_hist_set_extra(&e, "games_lost", 3);
            tk_hist_set_extra(&e, "cards", 40); /* 300 s */
        }
        if (i == 5) {
            tk_hist_set_extra(&e, "rackos", 1);
            tk_hist_set_extra(&e, "tiles_left", 6);
            tk_hist_set_extra(&e, "games_lost", 1);
        }
        tk_hist_stats_add(&s, &fig_game, &e);
    }
    e = match2(10, "hard", 1, 0, 500);
    e.players = 3;
    e.seat[2] = e.seat[1];
    snprintf(e.seat[2].who, sizeof e.seat[2].who, "expert");
    tk_hist_stats_add(&s, &fig_game, &e);
    e = match2(11, "easy", 1, 0, 900);
    e.me = -1;
    e.seat[0].kind = TK_HIST_COMPUTER;
    tk_hist_stats_add(&s, &fig_game, &e);
    tk_hist_stats_finish(&s, &fig_game);

    ck_assert_int_eq(s.entries, 11);
    ck_assert_int_eq(s.no_person, 1);
    ck_assert_int_eq(s.all.played, 10);
    ck_assert_int_eq(s.all.won, 6);
    ck_assert_int_eq(s.all.lost, 3);
    ck_assert_int_eq(s.all.abandoned, 1);
    ck_assert_double_eq_tol(tk_hist_percent(&s.all), 60.0, 1e-9);
    /* per level: easy WWLA, hard WWWLL + W (the three-seat match) */
    ck_assert_int_eq(s.nlevels, 3);
    ck_assert_str_eq(s.level[0], "easy");
    ck_assert_int_eq(s.by_level[0].played, 4);
    ck_assert_int_eq(s.by_level[0].won, 2);
    ck_assert_double_eq_tol(tk_hist_percent(&s.by_level[0]), 50.0, 1e-9);
    ck_assert_str_eq(s.level[1], "hard");
    ck_assert_int_eq(s.by_level[1].played, 6);
    ck_assert_int_eq(s.by_level[1].won, 4);
    ck_assert_str_eq(s.level[2], "expert");
    ck_assert_int_eq(s.by_level[2].played, 1);
    ck_assert_int_eq(s.by_seats[2].played, 9);
    ck_assert_int_eq(s.by_seats[2].won, 5);
    ck_assert_int_eq(s.by_seats[3].played, 1);
    ck_assert_int_eq(s.by_seats[3].won, 1);
    /* streaks: WW L A WWWW... the last: L L then W: now 1 won */
    ck_assert_int_eq(s.longest_won, 3);
    ck_assert_int_eq(s.longest_lost, 2); /* L A, and L L */
    ck_assert_int_eq(s.streak, 1);
    /* scores: finished ones only (not the abandoned 103) */
    ck_assert_int_eq(s.scored, 9);
    ck_assert_int_eq(s.best_score, 500);
    ck_assert_double_eq_tol(s.mean_score, (100 + 101 + 102 + 104 + 105 + 106 + 107 + 108 + 500) / 9.0,
                            1e-9);
    ck_assert_int_eq(s.seconds, 3000);
    ck_assert_double_eq_tol(s.mean_won_seconds, 300.0, 1e-9);
    /* the game's figures */
    ck_assert(s.figure_known[0]);
    ck_assert_double_eq_tol(s.figure[0], 3.0, 1e-9);
    ck_assert(s.figure_known[1]);
    ck_assert_double_eq_tol(s.figure[1], 18.0 / 4.0, 1e-9);
    ck_assert(s.figure_known[2]);
    ck_assert_double_eq_tol(s.figure[2], 8.0, 1e-9); /* 40 cards in 5 minutes */
    /* the chart: the ten counted matches, oldest first */
    ck_assert_int_eq(s.nchart, 10);
    ck_assert_int_eq(s.chart[0].result, 'W');
    ck_assert_int_eq(s.chart[3].result, 'A');
    ck_assert_int_eq(s.chart[9].score, 500);
    /* In the game's order, easiest first; a level it does not know after
       them (as first met), each with its own tally. */
    static const char *const order[] = {"easy", "medium", "expert", "hard"};
    tk_hist_stats_order_levels(&s, order, 4);
    ck_assert_str_eq(s.level[0], "easy");
    ck_assert_str_eq(s.level[1], "expert");
    ck_assert_int_eq(s.by_level[1].played, 1);
    ck_assert_str_eq(s.level[2], "hard");
    ck_assert_int_eq(s.by_level[2].played, 6);
    ck_assert_int_eq(s.by_level[2].won, 4);
    static const char *const other[] = {"hard"};
    tk_hist_stats_order_levels(&s, other, 1);
    ck_assert_str_eq(s.level[0], "hard");
    ck_assert_int_eq(s.by_level[0].played, 6);
    ck_assert_str_eq(s.level[1], "easy");
    ck_assert_int_eq(s.by_level[1].played, 4);
    ck_assert_str_eq(s.level[2], "expert");
}
END_TEST

START_TEST(figures_lose_streak_now_and_chart_bound)
{
    TkHistStats s;
    TkHistEntry e;
    int i;
    static const TkHistGame golf = {NULL, 0, 1};
    tk_hist_stats_init(&s);
    for (i = 1; i <= 80; i++) {
        e = match2(i, "easy", i <= 70, 0, 200 - i);
        tk_hist_stats_add(&s, &golf, &e);
    }
    tk_hist_stats_finish(&s, &golf);
    ck_assert_int_eq(s.streak, -10);
    ck_assert_int_eq(s.longest_won, 70);
    ck_assert_int_eq(s.longest_lost, 10);
    ck_assert_int_eq(s.best_score, 120); /* the lower is the better */
    ck_assert_int_eq(s.nchart, TK_HIST_CHART);
    ck_assert_int_eq(s.chart[0].seq, 31);
    ck_assert_int_eq(s.chart[TK_HIST_CHART - 1].seq, 80);
    ck_assert(!s.figure_known[0]);
    /* nothing played: no share, no division by zero */
    tk_hist_stats_init(&s);
    tk_hist_stats_finish(&s, &fig_game);
    ck_assert_double_eq_tol(tk_hist_percent(&s.all), 0.0, 1e-9);
    ck_assert(!s.figure_known[1]);
}
END_TEST

static Suite *history_suite(void)
{
    Suite *s = suite_create("history");
    TCase *file = tcase_create("file");
    TCase *figures = tcase_create("figures");
    tcase_add_test(file, line_round_trip);
    tcase_add_test(file, append_and_read);
    tcase_add_test(file, damaged_line_skipped);
    tcase_add_test(file, cut_line_stands_alone);
    tcase_add_test(file, killed_writer);
    tcase_add_test(file, full_disk_loses_nothing);
    tcase_add_test(file, records_bounded);
    tcase_add_test(file, export_and_reset);
    suite_add_tcase(s, file);
    tcase_add_test(figures, figures_scripted);
    tcase_add_test(figures, figures_lose_streak_now_and_chart_bound);
    suite_add_tcase(s, figures);
    return s;
}

int main(void)
{
    return test_run(history_suite(), NULL, 0);
}
