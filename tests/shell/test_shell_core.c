/* test_shell_core.c - the shell's pure core, with a test game that is no
 * game of the collection: canvas, timeline, settings, arguments, host,
 * the keyboard focus among widgets. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "focus.h"
#include "host.h"
#include "lastgame.h"
#include "kit/status.h"
#include "shell/canvas.h"
#include "shell/settings.h"
#include "shell/timeline.h"
#include "common/run.h"

/* ---------------- a stand-in game ---------------- */

static const char *const levels[] = {"weak", "strong"};
static const char *const label_values[] = {"numbers", "letters"};
static const char *const label_shown[] = {"1, 2, 3", "a, b, c"};
static const char *const side_values[] = {"left", "middle", "right"};
static const char *const side_shown[] = {"Left", "Middle", "Right"};
static const ShChoiceSetting choices[] = {
    {"labels", "Labels", 2, label_values, label_shown, 0},
    {"side", "Side", 3, side_values, side_shown, 1},
};

static const char *const game_sounds[] = {"test-a.wav", "test-b.wav"};

static const ShGame test_game = {
    .id = "testgame",
    .title = "Test Game",
    .title_art = "TEST",
    .tagline = "A game for the tests.",
    .about = "The test game for the desktop.",
    .keys_help = "Keys in a game: none.\n",
    .save_name = "match.test",
    .icon = "assets/icons/test.png",
    .probe_image = "panel",
    .min_seats = 1,
    .max_seats = 4,
    .levels = levels,
    .nlevels = 2,
    .default_level = 0,
    .settings = choices,
    .nsettings = 2,
    .sounds = game_sounds,
    .nsounds = 2,
};

static ShSettingsSpec spec(void)
{
    ShSettingsSpec sp;
    sp.title = "Test Game";
    sp.game = choices;
    sp.ngame = 2;
    return sp;
}

/* ---------------- canvas ---------------- */

START_TEST(test_canvas_fits_and_centres)
{
    ShCanvas c;
    ShRect a, b;
    sh_canvas_fit(&c, 1280, 800, SH_REF_W, SH_REF_H);
    ck_assert(c.u == 1.0f);
    ck_assert_int_eq(c.ox, 0);
    ck_assert_int_eq(c.oy, 0);
    sh_canvas_fit(&c, 1920, 800, SH_REF_W, SH_REF_H); /* wide: letterboxed left and right */
    ck_assert(c.u == 1.0f);
    ck_assert_int_eq(c.ox, 320);
    ck_assert_int_eq(c.oy, 0);
    sh_canvas_fit(&c, 2560, 1600, SH_REF_W, SH_REF_H);
    ck_assert(c.u == 2.0f);
    ck_assert_int_eq(sh_px(&c, 10.0f), 20);
    sh_canvas_fit(&c, 0, -5, SH_REF_W, SH_REF_H); /* nonsense sizes are clamped */
    ck_assert_int_eq(c.w, 1);
    ck_assert_int_eq(c.h, 1);
    ck_assert_int_eq(sh_px(&c, 0.1f), 1); /* a positive length never vanishes */
    ck_assert_int_eq(sh_px(&c, 0.0f), 0);
    /* Neighbouring rectangles meet exactly at any scale. */
    sh_canvas_fit(&c, 1111, 777, SH_REF_W, SH_REF_H);
    a = sh_ref(&c, 100.3f, 50, 200.7f, 40);
    b = sh_ref(&c, 301.0f, 50, 99, 40);
    ck_assert_int_eq(a.x + a.w, b.x);
}
END_TEST

/* ---------------- timeline ---------------- */

typedef struct Ev {
    int id, ms;
} Ev;

typedef struct Scene {
    int begun[16], ended[16];
    int nb, ne;
} Scene;

static int ev_duration(const void *ev)
{
    return ((const Ev *)ev)->ms;
}

static void ev_begin(void *scene, const void *ev)
{
    Scene *s = scene;
    s->begun[s->nb++ % 16] = ((const Ev *)ev)->id;
}

static void ev_end(void *scene, const void *ev)
{
    Scene *s = scene;
    s->ended[s->ne++ % 16] = ((const Ev *)ev)->id;
}

static const ShTimelineOps ops = {ev_duration, ev_begin, ev_end};

START_TEST(test_timeline_plays_in_order)
{
    Scene sc;
    ShTimeline *tl = NULL;
    Ev e;
    float t;
    const Ev *cur;
    memset(&sc, 0, sizeof sc);
    ck_assert_int_eq(sh_timeline_new(sizeof(Ev), &ops, &sc, &tl), TK_OK);
    e.id = 1;
    e.ms = 100;
    sh_timeline_push(tl, &e);
    e.id = 2;
    e.ms = 0; /* instant: begins and ends as soon as its turn comes */
    sh_timeline_push(tl, &e);
    e.id = 3;
    e.ms = 200;
    sh_timeline_push(tl, &e);
    ck_assert(sh_timeline_busy(tl));
    ck_assert_int_eq(sc.nb, 1); /* the first begins at once */
    cur = sh_timeline_current(tl, &t);
    ck_assert_ptr_nonnull(cur);
    ck_assert_int_eq(cur->id, 1);
    ck_assert(t == 0.0f);
    sh_timeline_advance(tl, 50);
    cur = sh_timeline_current(tl, &t);
    ck_assert(t > 0.49f && t < 0.51f);
    ck_assert_int_eq(sc.ne, 0);
    sh_timeline_advance(tl, 60); /* 10 ms into the third */
    ck_assert_int_eq(sc.ne, 2);
    ck_assert_int_eq(sc.ended[0], 1);
    ck_assert_int_eq(sc.ended[1], 2);
    cur = sh_timeline_current(tl, &t);
    ck_assert_int_eq(cur->id, 3);
    ck_assert(t > 0.04f && t < 0.06f);
    ck_assert_uint_eq(sh_timeline_serial(tl), 3);
    sh_timeline_finish(tl);
    ck_assert(!sh_timeline_busy(tl));
    ck_assert_int_eq(sc.ne, 3);
    ck_assert_ptr_null(sh_timeline_current(tl, NULL));
    /* Speed 0 plays at once; half speed takes half the time. */
    sh_timeline_set_speed(tl, 0.0f);
    e.id = 4;
    e.ms = 500;
    sh_timeline_push(tl, &e);
    ck_assert(!sh_timeline_busy(tl));
    ck_assert_int_eq(sc.ne, 4);
    sh_timeline_set_speed(tl, 0.5f);
    sh_timeline_push(tl, &e);
    sh_timeline_advance(tl, 249);
    ck_assert(sh_timeline_busy(tl));
    sh_timeline_advance(tl, 1);
    ck_assert(!sh_timeline_busy(tl));
    /* Many events: the queue grows and keeps their order. */
    sh_timeline_set_speed(tl, 1.0f);
    memset(&sc, 0, sizeof sc);
    for (e.id = 0; e.id < 300; e.id++) {
        e.ms = 10;
        ck_assert_int_eq(sh_timeline_push(tl, &e), TK_OK);
    }
    sh_timeline_advance(tl, 2995);
    ck_assert_int_eq(sc.ne, 299);
    ck_assert_int_eq(sc.ended[298 % 16], 298);
    sh_timeline_clear(tl);
    ck_assert(!sh_timeline_busy(tl));
    sh_timeline_free(tl);
    sh_timeline_free(NULL);
    ck_assert(sh_ease(-1.0f) == 0.0f && sh_ease(2.0f) == 1.0f && sh_ease(0.5f) == 0.5f);
    ck_assert_int_eq(sh_timeline_new(0, &ops, &sc, &tl), TK_E_ARG);
}
END_TEST

/* ---------------- settings ---------------- */

START_TEST(test_settings_round_trip)
{
    ShSettingsSpec sp = spec();
    ShSettings s, t;
    char buf[512], err[128];
    size_t n;
    sh_settings_default(&s, &sp);
    ck_assert_int_eq(s.game[0], 0);
    ck_assert_int_eq(s.game[1], 1); /* each game setting's default */
    s.speed = SH_SPEED_INSTANT;
    s.pace_ms = 1200;
    s.game[0] = 1;
    s.game[1] = 2;
    s.sound = 0;
    s.fullscreen = 1;
    s.width = 1920;
    s.height = 1080;
    n = sh_settings_format(&s, &sp, buf, sizeof buf);
    ck_assert_uint_eq(n, strlen(buf));
    ck_assert(strncmp(buf, "# Test Game settings\nspeed = instant\npace_ms = 1200\nlabels = letters\n"
                           "side = right\nsound = off\n",
                      strlen("# Test Game settings\nspeed = instant\npace_ms = 1200\nlabels = "
                             "letters\nside = right\nsound = off\n")) == 0);
    sh_settings_default(&t, &sp);
    ck_assert_int_eq(sh_settings_parse(&t, &sp, buf, n, err, sizeof err), 0);
    ck_assert_int_eq(memcmp(&s, &t, sizeof s), 0);
    ck_assert(sh_speed_factor(SH_SPEED_INSTANT) == 0.0f);
    ck_assert(sh_speed_factor(SH_SPEED_SLOW) > sh_speed_factor(SH_SPEED_NORMAL));
    /* A small buffer: the length the whole text needs, nothing past it. */
    memset(buf, 'x', sizeof buf);
    ck_assert_uint_eq(sh_settings_format(&s, &sp, buf, 10), n);
    ck_assert_int_eq(buf[9], '\0');
    ck_assert_int_eq(buf[10], 'x');
}
END_TEST

START_TEST(test_settings_bad_lines)
{
    ShSettingsSpec sp = spec();
    ShSettings s;
    char err[128];
    const char *text = "# comment\n\nspeed = warp\nsound=off\nbogus\npace_ms = 99999\n"
                       "labels = letters   # trailing comment\nnope = 1\nwidth=abc\nside = up\n";
    char bin[64];
    int i;
    sh_settings_default(&s, &sp);
    ck_assert_int_eq(sh_settings_parse(&s, &sp, text, strlen(text), err, sizeof err), 6);
    ck_assert(strstr(err, "line 3") != NULL);
    ck_assert_int_eq(s.speed, SH_SPEED_NORMAL); /* bad value: kept */
    ck_assert_int_eq(s.sound, 0);               /* good lines apply */
    ck_assert_int_eq(s.game[0], 1);
    ck_assert_int_eq(s.game[1], 1);
    ck_assert_int_eq(s.pace_ms, 700);
    sh_settings_parse(&s, &sp, "side = up\n", 10, err, sizeof err);
    ck_assert_str_eq(err, "line 1: side must be left, middle or right");
    for (i = 0; i < 64; i++) {
        bin[i] = (char)(i * 37 + 1);
    }
    bin[10] = '\0';
    sh_settings_parse(&s, &sp, bin, sizeof bin, err, sizeof err);
    sh_settings_parse(&s, &sp, "", 0, NULL, 0);
}
END_TEST

/* The language: the system's by default, a language's code kept, anything
 * else refused with the old value kept. */
START_TEST(test_settings_language)
{
    ShSettingsSpec sp = spec();
    ShSettings s, t;
    char buf[768], err[160];
    size_t n;
    static const char *const bad[] = {"french", "f", "FR", "fr_fr", "fr-FR", "../fr", "fr_FRA", ""};
    size_t i;
    sh_settings_default(&s, &sp);
    ck_assert_str_eq(s.language, "system");
    n = sh_settings_format(&s, &sp, buf, sizeof buf);
    ck_assert(strstr(buf, "\nlanguage = system\n") != NULL);
    snprintf(s.language, sizeof s.language, "pt_BR");
    n = sh_settings_format(&s, &sp, buf, sizeof buf);
    sh_settings_default(&t, &sp);
    ck_assert_int_eq(sh_settings_parse(&t, &sp, buf, n, err, sizeof err), 0);
    ck_assert_str_eq(t.language, "pt_BR");
    ck_assert_int_eq(sh_settings_parse(&t, &sp, "language = fr\n", 14, err, sizeof err), 0);
    ck_assert_str_eq(t.language, "fr");
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char line[64];
        int len = snprintf(line, sizeof line, "language = %s\n", bad[i]);
        ck_assert_int_eq(sh_settings_parse(&t, &sp, line, (size_t)len, err, sizeof err), 1);
        ck_assert_str_eq(err, "line 1: language must be system or a language's code such as fr");
        ck_assert_str_eq(t.language, "fr");
        ck_assert_int_eq(sh_settings_language_ok(bad[i]), 0);
    }
    ck_assert_int_eq(sh_settings_language_ok("system"), 1);
    ck_assert_int_eq(sh_settings_language_ok("qps"), 1);
}
END_TEST

/* A window made smaller than the file allows (no window manager's minimum)
 * is written as a size the reader takes: the next start is not refused. */
START_TEST(test_settings_never_written_unreadable)
{
    ShSettingsSpec sp = spec();
    ShSettings s, t;
    char buf[512], err[128];
    size_t n;
    sh_settings_default(&s, &sp);
    s.width = 200;
    s.height = 100;
    s.pace_ms = 99999;
    s.game[1] = 7; /* out of range: its default is written */
    n = sh_settings_format(&s, &sp, buf, sizeof buf);
    sh_settings_default(&t, &sp);
    ck_assert_int_eq(sh_settings_parse(&t, &sp, buf, n, err, sizeof err), 0);
    ck_assert_int_eq(t.width, SH_SETTINGS_MIN_W);
    ck_assert_int_eq(t.height, SH_SETTINGS_MIN_H);
    ck_assert_int_eq(t.pace_ms, 5000);
    ck_assert_int_eq(t.game[1], 1);
}
END_TEST

/* The renderer's choice and what the automatic one found are kept; a
 * finding is trusted only under the same video driver for
 * SH_RENDERER_RECHECK_DAYS days. */
START_TEST(test_settings_renderer)
{
    ShSettingsSpec sp = spec();
    ShSettings s, t;
    char buf[768], err[160], date[16];
    size_t n;
    long today = sh_day_parse("2026-11-24");
    ck_assert_int_eq(today, 20781);
    sh_day_format(0, date, sizeof date);
    ck_assert_str_eq(date, "1970-01-01");
    sh_day_format(today, date, sizeof date);
    ck_assert_str_eq(date, "2026-11-24");
    ck_assert_int_eq(sh_day_parse("2024-02-29"), 19782);
    ck_assert_int_eq(sh_day_parse("2026-02-29"), -1); /* not a day */
    ck_assert_int_eq(sh_day_parse("2026-13-01"), -1);
    ck_assert_int_eq(sh_day_parse("26-11-24"), -1);
    ck_assert_int_eq(sh_day_parse("2026-11-24x"), -1);

    sh_settings_default(&s, &sp);
    ck_assert_int_eq(s.renderer, SH_RENDERER_AUTO);
    n = sh_settings_format(&s, &sp, buf, sizeof buf);
    ck_assert(strstr(buf, "renderer = auto\n") != NULL);
    ck_assert(strstr(buf, "renderer_found") == NULL); /* nothing found yet */
    ck_assert_int_eq(sh_renderer_skip_gl(&s, "x11", today), 0);

    snprintf(s.found.driver, sizeof s.found.driver, "x11");
    s.found.software = 1;
    s.found.day = today - 3;
    n = sh_settings_format(&s, &sp, buf, sizeof buf);
    ck_assert(strstr(buf, "renderer_found = x11 software 2026-11-21\n") != NULL);
    sh_settings_default(&t, &sp);
    ck_assert_int_eq(sh_settings_parse(&t, &sp, buf, n, err, sizeof err), 0);
    ck_assert_int_eq(memcmp(&s, &t, sizeof s), 0);

    ck_assert_int_eq(sh_renderer_skip_gl(&t, "x11", today), 1);
    ck_assert_int_eq(sh_renderer_skip_gl(&t, "wayland", today), 0); /* another driver */
    ck_assert_int_eq(sh_renderer_skip_gl(&t, NULL, today), 0);
    ck_assert_int_eq(sh_renderer_skip_gl(&t, "x11", today - 3 + SH_RENDERER_RECHECK_DAYS), 0);
    ck_assert_int_eq(sh_renderer_skip_gl(&t, "x11", today - 4), 0); /* a clock set back */
    t.found.software = 0; /* a GPU was found: it is looked at each start */
    ck_assert_int_eq(sh_renderer_skip_gl(&t, "x11", today), 0);
    t.renderer = SH_RENDERER_SOFTWARE; /* the player's choice wins */
    ck_assert_int_eq(sh_renderer_skip_gl(&t, "wayland", today), 1);
    t.found.software = 1;
    t.renderer = SH_RENDERER_ACCELERATED;
    ck_assert_int_eq(sh_renderer_skip_gl(&t, "x11", today), 0);

    sh_settings_default(&t, &sp);
    ck_assert_int_eq(sh_settings_parse(&t, &sp, "renderer = software\n", 20, err, sizeof err), 0);
    ck_assert_int_eq(t.renderer, SH_RENDERER_SOFTWARE);
    ck_assert_int_eq(sh_settings_parse(&t, &sp, "renderer = gpu\n", 15, err, sizeof err), 1);
    ck_assert_str_eq(err, "line 1: renderer must be auto, software or accelerated");
    ck_assert_int_eq(t.renderer, SH_RENDERER_SOFTWARE);
    {
        const char *bad[] = {"renderer_found = x11 software\n",
                             "renderer_found = x11 cpu 2026-11-24\n",
                             "renderer_found = x11 software 2026-11-31\n",
                             "renderer_found = x11 software 2026-11-24 extra\n",
                             "renderer_found = x/11 software 2026-11-24\n",
                             "renderer_found = averyveryverylongdriver software 2026-11-24\n"};
        size_t i;
        for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
            sh_settings_default(&t, &sp);
            ck_assert_int_eq(sh_settings_parse(&t, &sp, bad[i], strlen(bad[i]), err, sizeof err), 1);
            ck_assert_str_eq(t.found.driver, ""); /* nothing taken from it */
        }
    }
    /* A driver name the file could not hold is not written. */
    snprintf(s.found.driver, sizeof s.found.driver, "a b");
    sh_settings_format(&s, &sp, buf, sizeof buf);
    ck_assert(strstr(buf, "renderer_found") == NULL);
}
END_TEST

/* A saved match's bots' commands (its line: tk_text_scores, the kit's). */
START_TEST(test_saved_helpers)
{
    const char *specs[] = {"human", "bot:./mybot --fast", "ai:expert", "bot:", "bot:two"};
    char cmds[2][SH_SPEC_MAX + 1];
    ck_assert_int_eq(sh_saved_bot_commands(specs, 5, cmds, 2), 2);
    ck_assert_str_eq(cmds[0], "./mybot --fast");
    ck_assert_str_eq(cmds[1], ""); /* "bot:" with nothing: the shell's check refuses it */
    ck_assert_int_eq(sh_saved_bot_commands(specs, 3, cmds, 8), 1);
    ck_assert_int_eq(sh_saved_bot_commands(specs, 0, cmds, 8), 0);
}
END_TEST

/* ---------------- command line ---------------- */

START_TEST(test_args)
{
    ShArgs a;
    char err[200], usage[2048];
    char *ok[] = {"testgame", "--size", "1280x800", "--windowed", "--render-record", "f.rec",
                  "--out", "x.png", "--viewer", "2", "--quick", "3"};
    char *bad1[] = {"testgame", "--size", "12"};
    char *bad2[] = {"testgame", "--frobnicate"};
    char *bad3[] = {"testgame", "--render-record"};
    char *bad4[] = {"testgame", "--out", "x.png"};
    char *bad5[] = {"testgame", "--quick", "9"};
    char *bad6[] = {"testgame", "--quick", "1"}; /* "you and N-1 computers": at least 2 */
    char *bad7[] = {"testgame", "--exit-after", "99999999999999999999"};
    char *bad8[] = {"testgame", "--quick", " 3"};
    char *bad9[] = {"testgame", "--pref-dir", ""};
    int w, h;
    ck_assert_int_eq(sh_args_parse(&a, &test_game, 12, ok, err, sizeof err), 0);
    ck_assert_int_eq(a.width, 1280);
    ck_assert_int_eq(a.height, 800);
    ck_assert_int_eq(a.fullscreen, 0);
    ck_assert_str_eq(a.render_record, "f.rec");
    ck_assert_str_eq(a.out, "x.png");
    ck_assert_int_eq(a.viewer, 1);
    ck_assert_int_eq(a.quick, 3);
    ck_assert_int_eq(sh_args_parse(&a, &test_game, 3, bad1, err, sizeof err), -1);
    ck_assert(strstr(err, "--size") != NULL);
    ck_assert_int_eq(sh_args_parse(&a, &test_game, 2, bad2, err, sizeof err), -1);
    ck_assert(strstr(err, "unknown option") != NULL);
    ck_assert_int_eq(sh_args_parse(&a, &test_game, 2, bad3, err, sizeof err), -1);
    ck_assert(strstr(err, "needs a value") != NULL);
    ck_assert_int_eq(sh_args_parse(&a, &test_game, 3, bad4, err, sizeof err), -1);
    ck_assert_int_eq(sh_args_parse(&a, &test_game, 3, bad5, err, sizeof err), -1);
    ck_assert_str_eq(err, "--quick wants 2..4 seats");
    ck_assert_int_eq(sh_args_parse(&a, &test_game, 3, bad6, err, sizeof err), -1);
    ck_assert_int_eq(sh_args_parse(&a, &test_game, 3, bad7, err, sizeof err), -1);
    ck_assert(strstr(err, "--exit-after") != NULL);
    ck_assert_int_eq(sh_args_parse(&a, &test_game, 3, bad8, err, sizeof err), -1);
    ck_assert_int_eq(sh_args_parse(&a, &test_game, 3, bad9, err, sizeof err), -1);
    ck_assert(sh_parse_size("1920x1080", &w, &h));
    ck_assert(!sh_parse_size("x1080", &w, &h));
    ck_assert(!sh_parse_size("0x10", &w, &h));
    ck_assert(!sh_parse_size("10x10x", &w, &h));
    ck_assert_int_eq(sh_parse_size("99999x10", &w, &h), -1);
    /* at most what a screen can be: 8K, either way round */
    ck_assert_int_eq(sh_parse_size("7680x4320", &w, &h), 1);
    ck_assert_int_eq(w * 10000 + h, 76804320);
    ck_assert_int_eq(sh_parse_size("4320x7680", &w, &h), 1);
    ck_assert_int_eq(sh_parse_size("7681x100", &w, &h), -1);
    ck_assert_int_eq(sh_parse_size("7680x4321", &w, &h), -1);
    ck_assert_int_eq(sh_parse_size("16384x16384", &w, &h), -1);
    ck_assert_int_eq(sh_parse_size("99999999999999999999x1", &w, &h), -1);
    ck_assert_int_eq(w * 10000 + h, 43207680); /* left alone */
    {
        char *huge[] = {"testgame", "--size", "16384x16384"};
        ck_assert_int_eq(sh_args_parse(&a, &test_game, 3, huge, err, sizeof err), -1);
        ck_assert_str_eq(err, "--size 16384x16384 is larger than a screen: at most 8K, "
                              "7680x4320 (or 4320x7680)");
    }
    {
        /* what was typed comes back visible, never as an escape sequence */
        char *esc1[] = {"testgame", "--size", "\x1b[31m"};
        char *esc2[] = {"testgame", "--\x1b]0;t\x07"};
        char *esc3[] = {"testgame", "--quick", "\x1b[2J"};
        char *longer[] = {"testgame", "--size",
                          "\x1b\x1b\x1b\x1b\x1b\x1b\x1b\x1b\x1b\x1b\x1b\x1b\x1b\x1b"};
        ck_assert_int_eq(sh_args_parse(&a, &test_game, 3, esc1, err, sizeof err), -1);
        ck_assert_str_eq(err, "--size wants WIDTHxHEIGHT like 1280x800, not '\\x1b[31m'");
        ck_assert_int_eq(sh_args_parse(&a, &test_game, 2, esc2, err, sizeof err), -1);
        ck_assert_str_eq(err, "unknown option '--\\x1b]0;t\\x07' (see --help)");
        ck_assert_int_eq(sh_args_parse(&a, &test_game, 3, esc3, err, sizeof err), -1);
        ck_assert_str_eq(err, "--quick wants a number, not '\\x1b[2J'");
        ck_assert_int_eq(sh_args_parse(&a, &test_game, 3, longer, err, sizeof err), -1);
        ck_assert_msg(strchr(err, 0x1b) == NULL && strstr(err, "...'") != NULL, "%s", err);
    }
    sh_args_usage(&test_game, usage, sizeof usage);
    ck_assert(strstr(usage, "--render-record") != NULL);
    ck_assert(strncmp(usage, "Usage: testgame [OPTION]...\nThe test game for the desktop.\n", 57) == 0);
    ck_assert(strstr(usage, "(default testgame.png)") != NULL);
    ck_assert(strstr(usage, "computers (2..4)") != NULL);
    ck_assert(strstr(usage, "Keys in a game: none.\n") != NULL);
}
END_TEST

/* --replay FILE: the game's replay viewer on a record; refused for a game
 * that has none, and beside --render-record. */
static int fake_replay_open(ShHost *h, const char *path, ShTable **out, char *err, size_t size)
{
    (void)h;
    (void)path;
    (void)err;
    (void)size;
    *out = NULL;
    return 0;
}

START_TEST(test_args_replay)
{
    ShGame g = test_game;
    ShArgs a;
    char err[200], usage[2048];
    char *ok[] = {"testgame", "--replay", "history/match-00000001.test", "--pref-dir", "p"};
    char *both[] = {"testgame", "--replay", "a", "--render-record", "b"};
    char *empty[] = {"testgame", "--replay", ""};
    char *bare[] = {"testgame", "--replay"};
    ck_assert_int_eq(sh_args_parse(&a, &test_game, 5, ok, err, sizeof err), -1);
    ck_assert_str_eq(err, "Test Game has no replay viewer");
    g.replay_open = fake_replay_open;
    ck_assert_int_eq(sh_args_parse(&a, &g, 5, ok, err, sizeof err), 0);
    ck_assert_str_eq(a.replay, "history/match-00000001.test");
    ck_assert_str_eq(a.pref_dir, "p");
    ck_assert_ptr_null(a.render_record);
    ck_assert_int_eq(sh_args_parse(&a, &g, 5, both, err, sizeof err), -1);
    ck_assert_str_eq(err, "--replay and --render-record do not go together");
    ck_assert_int_eq(sh_args_parse(&a, &g, 3, empty, err, sizeof err), -1);
    ck_assert(strstr(err, "not an empty one") != NULL);
    ck_assert_int_eq(sh_args_parse(&a, &g, 2, bare, err, sizeof err), -1);
    ck_assert(strstr(err, "needs a value") != NULL);
    sh_args_usage(&g, usage, sizeof usage);
    ck_assert(strstr(usage, "  --replay FILE           watch a match's record") != NULL);
}
END_TEST

/* The results sheet's buttons: three in a column, or, with the match kept
 * with its record, Watch the replay too, two by two, inside the 600
 * units every game's results panel has. */
START_TEST(test_match_end_buttons)
{
    static ShHost h; /* large: not on the stack */
    ShCanvas c;
    int i;
    sh_host_init(&h, &test_game, NULL);
    sh_canvas_fit(&c, 1280, 800, SH_REF_W, SH_REF_H);
    sh_host_match_end_buttons(&h, &c, 560);
    ck_assert_int_eq(h.nw, 3);
    ck_assert_int_eq(h.w[0].id, SH_ID_PLAY_AGAIN);
    ck_assert(h.w[0].primary);
    sh_host_clear_widgets(&h);
    h.replay_offer = 1;
    sh_host_match_end_buttons(&h, &c, 560);
    ck_assert_int_eq(h.nw, 4);
    ck_assert_int_eq(h.w[0].id, SH_ID_PLAY_AGAIN);
    ck_assert(h.w[0].primary);
    ck_assert_int_eq(h.w[1].id, SH_ID_WATCH);
    ck_assert_str_eq(h.w[1].label, "Watch the replay");
    ck_assert_int_eq(h.w[1].r.y, h.w[0].r.y);     /* beside Play again */
    ck_assert_int_gt(h.w[2].r.y, h.w[0].r.y + 40); /* New game... below */
    for (i = 0; i < 4; i++) {
        ck_assert_int_ge(h.w[i].r.x, 340);
        ck_assert_int_le(h.w[i].r.x + h.w[i].r.w, 940);
        ck_assert_int_le(h.w[i].r.y + h.w[i].r.h, 730);
    }
    ck_assert_int_le(h.w[0].r.x + h.w[0].r.w, h.w[1].r.x);
}
END_TEST

/* ---------------- the services a game asks for ---------------- */

START_TEST(test_host_messages_and_sounds)
{
    static ShHost h; /* large: not on the stack */
    int i;
    sh_host_init(&h, &test_game, "/some/where");
    ck_assert_str_eq(h.save_path, "/some/where/match.test");
    ck_assert_str_eq(h.settings_path, "/some/where/settings.ini");
    ck_assert_str_eq(sh_host_save_path(&h), "/some/where/match.test");
    ck_assert_int_eq(sh_host_settings(&h)->game[1], 1);
    /* An explanation stays its time, then goes; the loop may sleep till then. */
    sh_host_message(&h, "First take a card.", 1);
    ck_assert_str_eq(sh_host_message_text(&h), "First take a card.");
    ck_assert_int_eq(sh_host_wait(&h, -1), SH_MESSAGE_MS);
    ck_assert_int_eq(sh_host_wait(&h, 40), 40);
    sh_host_tick(&h, SH_MESSAGE_MS - 1);
    ck_assert_str_eq(sh_host_message_text(&h), "First take a card.");
    /* The same text without a restart keeps its time. */
    sh_host_message(&h, "First take a card.", 0);
    sh_host_tick(&h, 1);
    ck_assert_str_eq(sh_host_message_text(&h), "");
    ck_assert_int_eq(sh_host_wait(&h, -1), -1);
    /* A notice stays longer and is hidden, not lost, after its time. */
    sh_host_notice(&h, "The bot failed.");
    sh_host_tick(&h, SH_MESSAGE_MS + 1);
    ck_assert_str_eq(sh_host_notice_text(&h), "The bot failed.");
    sh_host_tick(&h, SH_NOTICE_MS);
    ck_assert_str_eq(sh_host_notice_text(&h), "");
    ck_assert_str_eq(sh_host_notice_detail(&h), "");
    /* A table's notice: the sentence and its detail kept apart. */
    sh_host_notice(&h, "Seat 3's bot (x) stopped; the computer plays its seat from now on. "
                       "\xE2\x80\x94 exited with status 124; its log: /tmp/bot-seat3.log");
    ck_assert_str_eq(sh_host_notice_text(&h),
                     "Seat 3's bot (x) stopped; the computer plays its seat from now on.");
    ck_assert_str_eq(sh_host_notice_detail(&h), "exited with status 124; its log: /tmp/bot-seat3.log");
    ck_assert_int_eq(sh_host_wait(&h, -1), SH_NOTICE_MS);
    sh_host_notice(&h, "No detail.");
    ck_assert_str_eq(sh_host_notice_text(&h), "No detail.");
    ck_assert_str_eq(sh_host_notice_detail(&h), "");
    sh_host_notice(&h, NULL);
    ck_assert_str_eq(sh_host_notice_text(&h), "");
    sh_host_tick(&h, SH_NOTICE_MS);
    /* A match with outside bots is looked at every second while idle. */
    ck_assert_int_eq(sh_host_wait(&h, -1), -1);
    h.watch_bots = 1;
    ck_assert_int_eq(sh_host_wait(&h, -1), SH_WATCH_MS);
    ck_assert_int_eq(sh_host_wait(&h, 40), 40);
    ck_assert_int_eq(sh_host_wait(&h, 5000), SH_WATCH_MS);
    h.watch_bots = 0;
    /* Sounds come out in order; a flood drops the oldest. */
    sh_host_sound(&h, SH_SND_DRAW);
    sh_host_sound(&h, SH_SND_PLACE);
    sh_host_sound(&h, (ShSound)99);
    ck_assert_int_eq(sh_host_next_sound(&h), SH_SND_DRAW);
    ck_assert_int_eq(sh_host_next_sound(&h), SH_SND_PLACE);
    ck_assert_int_eq(sh_host_next_sound(&h), -1);
    for (i = 0; i < SH_SOUND_QUEUE + 3; i++) {
        sh_host_sound(&h, i < 3 ? SH_SND_CLICK : SH_SND_FLIP);
    }
    ck_assert_int_eq(sh_host_next_sound(&h), SH_SND_FLIP);
    while (sh_host_next_sound(&h) >= 0) {
    }
    /* The game's own sounds come after the shell's, in the same queue;
       one the game does not have is nothing. */
    sh_host_game_sound(&h, 1);
    sh_host_game_sound(&h, 2);
    sh_host_game_sound(&h, -1);
    sh_host_sound(&h, SH_SND_CLICK);
    sh_host_game_sound(&h, 0);
    ck_assert_int_eq(sh_host_next_sound(&h), SH_SND_COUNT + 1);
    ck_assert_int_eq(sh_host_next_sound(&h), SH_SND_CLICK);
    ck_assert_int_eq(sh_host_next_sound(&h), SH_SND_COUNT);
    ck_assert_int_eq(sh_host_next_sound(&h), -1);
    /* Widgets: a screenful, then NULL. */
    sh_host_clear_widgets(&h);
    for (i = 0; i < SH_MAX_WIDGETS; i++) {
        ck_assert_ptr_nonnull(sh_host_widget(&h, SH_W_BUTTON, i, sh_rect(0, 0, 1, 1), "b"));
    }
    ck_assert_ptr_null(sh_host_widget(&h, SH_W_BUTTON, 99, sh_rect(0, 0, 1, 1), "b"));
    /* Read-only: nowhere to write. */
    h.read_only = 1;
    ck_assert_ptr_null(sh_host_save_path(&h));
    ck_assert_ptr_null(sh_host_bot_log_dir(&h));
}
END_TEST

/* An ordered choice stops at its ends: the target never jumps from 100 to
 * 1000; Enter (delta 0) goes round. */
/* The remembered new-game form: written, read back the same; bad lines
 * skipped one by one, never guessed at. */
START_TEST(test_lastgame_round_trip)
{
    ShLastGame m, r;
    char buf[4096], level[40];
    memset(&m, 0, sizeof m);
    m.players = 3;
    snprintf(m.spec[0], sizeof m.spec[0], "human");
    snprintf(m.name[0], sizeof m.name[0], "Zoe Ann");
    snprintf(m.spec[1], sizeof m.spec[1], "bot:/home/z/bin/bot --fast");
    snprintf(m.spec[2], sizeof m.spec[2], "ai:hard");
    snprintf(m.options, sizeof m.options, "rules=bonus,teams target=500");
    size_t n = sh_lastgame_format(&m, "Rack-O", buf, sizeof buf);
    ck_assert_uint_lt(n, sizeof buf);
    ck_assert(strncmp(buf, "# Rack-O new game\n", 18) == 0);
    ck_assert_int_eq(sh_lastgame_parse(&r, 4, buf, n), 0);
    ck_assert(memcmp(&m, &r, sizeof m) == 0);
    ck_assert_int_eq(sh_lastgame_level(&r, level, sizeof level), 1);
    ck_assert_str_eq(level, "hard");
    /* A cut buffer still says how much room the text needs. */
    ck_assert_uint_eq(sh_lastgame_format(&m, "Rack-O", buf, 10), n);
    ck_assert_uint_eq(strlen(buf), 9);
}
END_TEST

/* Quick game's person takes the name given to the form's first human
 * seat; a computer's name never, nor an empty one. */
START_TEST(test_lastgame_player_name)
{
    ShLastGame m;
    char name[SH_NAME_MAX + 1];
    static const char text[] = "players 3\nseat1 ai:hard\nname1 Hal\nseat2 human\nname2 Tess\n"
                               "seat3 human\nname3 Uma\n";
    ck_assert_int_eq(sh_lastgame_parse(&m, 4, text, sizeof text - 1), 0);
    ck_assert_int_eq(sh_lastgame_name(&m, name, sizeof name), 1);
    ck_assert_str_eq(name, "Tess");
    m.name[1][0] = '\0'; /* the first person unnamed: a generated name */
    ck_assert_int_eq(sh_lastgame_name(&m, name, sizeof name), 0);
    ck_assert_str_eq(name, "");
    snprintf(m.spec[1], sizeof m.spec[1], "ai:easy");
    snprintf(m.spec[2], sizeof m.spec[2], "bot:./mybot");
    ck_assert_int_eq(sh_lastgame_name(&m, name, sizeof name), 0); /* nobody human */
    memset(&m, 0, sizeof m);
    ck_assert_int_eq(sh_lastgame_name(&m, name, sizeof name), 0); /* nothing remembered */
}
END_TEST

START_TEST(test_lastgame_bad_lines)
{
    ShLastGame r;
    char level[40];
    static const char text[] = "players 9\n"       /* more than the game's seats */
                               "players 2\n"
                               "seat1 human\n"
                               "seat2 ai:easy\x1b[2J\n" /* a control character */
                               "seat5 human\n"     /* beyond the seats */
                               "name1 \n"          /* no value */
                               "name2 a-name-far-longer-than-thirty-two-characters\n"
                               "colour red\n"      /* unknown key */
                               "seat2\n"           /* no space */
                               "options x=1\r\n";
    ck_assert_int_eq(sh_lastgame_parse(&r, 4, text, sizeof text - 1), 7);
    /* Seat 2 has no spec: only seat 1 is remembered. */
    ck_assert_int_eq(r.players, 1);
    ck_assert_str_eq(r.spec[0], "human");
    ck_assert_str_eq(r.name[0], "");
    ck_assert_str_eq(r.options, "x=1");
    ck_assert_int_eq(sh_lastgame_level(&r, level, sizeof level), 0);
    ck_assert_int_eq(sh_lastgame_parse(&r, 4, "", 0), 0);
    ck_assert_int_eq(r.players, 0);
}
END_TEST

START_TEST(test_choice_steps)
{
    static const int targets[] = {100, 200, 500, 1000};
    ck_assert_int_eq(sh_choice_step(0, 4, -1), 0);
    ck_assert_int_eq(sh_choice_step(3, 4, 1), 3);
    ck_assert_int_eq(sh_choice_step(1, 4, 1), 2);
    ck_assert_int_eq(sh_choice_step(3, 4, 0), 0);
    ck_assert_int_eq(sh_choice_step(0, 0, 1), 0);
    ck_assert_int_eq(sh_choice_step_in(100, targets, 4, -1), 100);
    ck_assert_int_eq(sh_choice_step_in(1000, targets, 4, 1), 1000);
    ck_assert_int_eq(sh_choice_step_in(200, targets, 4, 1), 500);
    ck_assert_int_eq(sh_choice_step_in(1000, targets, 4, 0), 100);
    ck_assert_int_eq(sh_choice_step_in(333, targets, 4, 1), 200); /* not in the list: from the first */
}
END_TEST

/* ---------------- the keyboard focus ---------------- */

/* A widget for the focus tests: kind, id, rectangle, label. */
static ShWidget wid(ShWidgetKind kind, int id, int x, int y, int w, int h, const char *label)
{
    ShWidget v;
    memset(&v, 0, sizeof v);
    v.kind = kind;
    v.id = id;
    v.r = sh_rect(x, y, w, h);
    v.enabled = 1;
    snprintf(v.label, sizeof v.label, "%s", label);
    return v;
}

/* The match-end dialog's column: Play again (primary), New game...,
 * Title screen. */
static int column(ShWidget *w)
{
    w[0] = wid(SH_W_BUTTON, 20, 490, 560, 300, 44, "Play again");
    w[0].primary = 1;
    w[1] = wid(SH_W_BUTTON, 2, 490, 614, 300, 44, "New game...");
    w[2] = wid(SH_W_BUTTON, 10, 490, 668, 300, 44, "Title screen");
    return 3;
}

/* A form like the new-game one: two seats (a choice, a name), a label,
 * an option (a choice, a switch, a box), Start (primary) right of Back. */
enum { F_KIND0, F_NAME0, F_KIND1, F_NAME1, F_LABEL, F_GAMES, F_SOUND, F_BOX, F_START, F_BACK, F_N };

static void form(ShWidget *w)
{
    w[F_KIND0] = wid(SH_W_CHOICE, 200, 200, 150, 300, 40, "");
    w[F_NAME0] = wid(SH_W_TEXT, 220, 520, 150, 220, 40, "Name");
    w[F_KIND1] = wid(SH_W_CHOICE, 201, 200, 202, 300, 40, "");
    w[F_NAME1] = wid(SH_W_TEXT, 221, 520, 202, 220, 40, "Name");
    w[F_LABEL] = wid(SH_W_LABEL, 0, 200, 300, 300, 20, "Options");
    w[F_GAMES] = wid(SH_W_CHOICE, 1001, 600, 404, 260, 36, "Games");
    w[F_SOUND] = wid(SH_W_SWITCH, 11, 200, 460, 320, 40, "Sound");
    w[F_BOX] = wid(SH_W_CHECK, 1100, 200, 520, 420, 36, "Bonus");
    w[F_START] = wid(SH_W_BUTTON, 7, 660, 690, 220, 48, "Start");
    w[F_START].primary = 1;
    w[F_BACK] = wid(SH_W_BUTTON, 6, 400, 690, 220, 48, "Back");
}

static void check_step(ShFocusStep st, ShFocusDo what, int at, int delta)
{
    ck_assert_int_eq(st.what, what);
    ck_assert_int_eq(st.at, at);
    ck_assert_int_eq(st.delta, delta);
}

START_TEST(test_focus_starts_on_the_primary)
{
    ShWidget w[F_N];
    int n = column(w);
    ck_assert_int_eq(sh_focus_start(w, n), 0);
    w[0].primary = 0;
    w[2].primary = 1;
    ck_assert_int_eq(sh_focus_start(w, n), 2);
    w[2].enabled = 0; /* a disabled primary is no default: the first that can */
    ck_assert_int_eq(sh_focus_start(w, n), 0);
    w[0].enabled = 0;
    ck_assert_int_eq(sh_focus_start(w, n), 1);
    w[1].kind = SH_W_LABEL;
    ck_assert_int_eq(sh_focus_start(w, n), -1);
    ck_assert_int_eq(sh_focus_start(w, 0), -1);
    /* Kept while it can be there; a screen just opened (-1), one rebuilt
     * shorter or with the widget off: where the focus starts. */
    n = column(w);
    ck_assert_int_eq(sh_focus_fix(w, n, 2), 2);
    ck_assert_int_eq(sh_focus_fix(w, n, -1), 0);
    ck_assert_int_eq(sh_focus_fix(w, n, 7), 0);
    w[2].enabled = 0;
    ck_assert_int_eq(sh_focus_fix(w, n, 2), 0);
    form(w);
    ck_assert_int_eq(sh_focus_fix(w, F_N, -1), F_START);
    ck_assert(!sh_focus_can(w, F_N, F_LABEL));
}
END_TEST

/* Issue 17: the first arrow press moves the focus (it is shown from the
 * start), round the column; Tab and Shift+Tab go in order. */
START_TEST(test_focus_arrows_move_it)
{
    ShWidget w[F_N];
    int n = column(w), at = sh_focus_fix(w, n, -1);
    check_step(sh_focus_key(w, n, at, 0, SH_KEY_DOWN, 0), SH_FOCUS_MOVE, 1, 0);
    check_step(sh_focus_key(w, n, 1, 0, SH_KEY_DOWN, 0), SH_FOCUS_MOVE, 2, 0);
    check_step(sh_focus_key(w, n, 2, 0, SH_KEY_DOWN, 0), SH_FOCUS_MOVE, 0, 0);
    check_step(sh_focus_key(w, n, 0, 0, SH_KEY_UP, 0), SH_FOCUS_MOVE, 2, 0);
    check_step(sh_focus_key(w, n, 2, 0, SH_KEY_UP, 0), SH_FOCUS_MOVE, 1, 0);
    /* Left/Right in a column: nothing beside, the previous or next one. */
    check_step(sh_focus_key(w, n, 0, 0, SH_KEY_RIGHT, 0), SH_FOCUS_MOVE, 1, 0);
    check_step(sh_focus_key(w, n, 0, 0, SH_KEY_LEFT, 0), SH_FOCUS_MOVE, 2, 0);
    check_step(sh_focus_key(w, n, 1, 0, SH_KEY_TAB, 0), SH_FOCUS_MOVE, 2, 0);
    check_step(sh_focus_key(w, n, 1, 0, SH_KEY_TAB, SH_MOD_SHIFT), SH_FOCUS_MOVE, 0, 0);
    /* A disabled button is gone over. */
    w[1].enabled = 0;
    check_step(sh_focus_key(w, n, 0, 0, SH_KEY_DOWN, 0), SH_FOCUS_MOVE, 2, 0);
    check_step(sh_focus_key(w, n, 0, 0, SH_KEY_TAB, 0), SH_FOCUS_MOVE, 2, 0);
    /* Enter and Space press the focused button, Esc and letters are the
     * screen's. */
    check_step(sh_focus_key(w, n, 2, 0, SH_KEY_ENTER, 0), SH_FOCUS_PRESS, 2, 0);
    check_step(sh_focus_key(w, n, 2, 0, ' ', 0), SH_FOCUS_PRESS, 2, 0);
    check_step(sh_focus_key(w, n, 2, 0, SH_KEY_ESC, 0), SH_FOCUS_NONE, -1, 0);
    check_step(sh_focus_key(w, n, 2, 0, 'h', 0), SH_FOCUS_NONE, -1, 0);
    /* A single button: it stays; no widget at all: nothing is the
     * widgets'. */
    check_step(sh_focus_key(w, 1, 0, 0, SH_KEY_DOWN, 0), SH_FOCUS_MOVE, 0, 0);
    check_step(sh_focus_key(w, 0, -1, 0, SH_KEY_ENTER, 0), SH_FOCUS_NONE, -1, 0);
}
END_TEST

/* The arrows on a form go to the nearest widget that way. */
START_TEST(test_focus_arrows_on_a_form)
{
    ShWidget w[F_N];
    form(w);
    ck_assert_int_eq(sh_focus_toward(w, F_N, F_KIND0, 0, 1), F_KIND1); /* below, not the name */
    ck_assert_int_eq(sh_focus_toward(w, F_N, F_NAME0, 0, 1), F_NAME1);
    ck_assert_int_eq(sh_focus_toward(w, F_N, F_KIND1, 0, 1), F_SOUND);
    ck_assert_int_eq(sh_focus_toward(w, F_N, F_START, 0, -1), F_GAMES); /* the option above */
    ck_assert_int_eq(sh_focus_toward(w, F_N, F_START, -1, 0), F_BACK);
    ck_assert_int_eq(sh_focus_toward(w, F_N, F_BACK, 1, 0), F_START);
    ck_assert_int_eq(sh_focus_toward(w, F_N, F_BOX, 0, 1), F_BACK);
    ck_assert_int_eq(sh_focus_toward(w, F_N, F_KIND0, 0, -1), -1);
    ck_assert_int_eq(sh_focus_toward(w, F_N, F_KIND0, 1, 1), -1); /* one way at a time */
    /* Nothing that way: round to the other end, nearest to the side. */
    check_step(sh_focus_key(w, F_N, F_KIND0, 0, SH_KEY_UP, 0), SH_FOCUS_MOVE, F_BACK, 0);
    check_step(sh_focus_key(w, F_N, F_START, 0, SH_KEY_DOWN, 0), SH_FOCUS_MOVE, F_NAME0, 0);
    check_step(sh_focus_key(w, F_N, F_START, 0, SH_KEY_RIGHT, 0), SH_FOCUS_MOVE, F_BACK, 0);
    /* Tab goes in order past the label, round. */
    check_step(sh_focus_key(w, F_N, F_NAME1, 0, SH_KEY_TAB, 0), SH_FOCUS_MOVE, F_GAMES, 0);
    check_step(sh_focus_key(w, F_N, F_GAMES, 0, SH_KEY_TAB, SH_MOD_SHIFT), SH_FOCUS_MOVE, F_NAME1, 0);
    check_step(sh_focus_key(w, F_N, F_BACK, 0, SH_KEY_TAB, 0), SH_FOCUS_MOVE, F_KIND0, 0);
    /* Up and Down leave a text field too; Left/Right keep the text. */
    check_step(sh_focus_key(w, F_N, F_NAME0, 1, SH_KEY_DOWN, 0), SH_FOCUS_MOVE, F_NAME1, 0);
    check_step(sh_focus_key(w, F_N, F_NAME0, 1, SH_KEY_LEFT, 0), SH_FOCUS_KEEP, -1, 0);
    /* Disabled: gone over. */
    w[F_KIND1].enabled = 0;
    ck_assert_int_eq(sh_focus_toward(w, F_N, F_KIND0, 0, 1), F_SOUND);
}
END_TEST

/* Issue 18: Enter on a value field presses the form's primary button,
 * the value as it is; the arrows and +/- change values. */
START_TEST(test_focus_values_and_enter)
{
    ShWidget w[F_N];
    form(w);
    check_step(sh_focus_key(w, F_N, F_GAMES, 0, SH_KEY_ENTER, 0), SH_FOCUS_PRESS, F_START, 0);
    check_step(sh_focus_key(w, F_N, F_SOUND, 0, SH_KEY_ENTER, 0), SH_FOCUS_PRESS, F_START, 0);
    check_step(sh_focus_key(w, F_N, F_BOX, 0, SH_KEY_ENTER, 0), SH_FOCUS_PRESS, F_START, 0);
    check_step(sh_focus_key(w, F_N, F_BACK, 0, SH_KEY_ENTER, 0), SH_FOCUS_PRESS, F_BACK, 0);
    check_step(sh_focus_key(w, F_N, F_GAMES, 0, SH_KEY_LEFT, 0), SH_FOCUS_CHANGE, F_GAMES, -1);
    check_step(sh_focus_key(w, F_N, F_GAMES, 0, SH_KEY_RIGHT, 0), SH_FOCUS_CHANGE, F_GAMES, 1);
    check_step(sh_focus_key(w, F_N, F_GAMES, 0, '+', 0), SH_FOCUS_CHANGE, F_GAMES, 1);
    check_step(sh_focus_key(w, F_N, F_GAMES, 0, '=', 0), SH_FOCUS_CHANGE, F_GAMES, 1);
    check_step(sh_focus_key(w, F_N, F_GAMES, 0, '-', 0), SH_FOCUS_CHANGE, F_GAMES, -1);
    check_step(sh_focus_key(w, F_N, F_GAMES, 0, ' ', 0), SH_FOCUS_CHANGE, F_GAMES, 0);
    check_step(sh_focus_key(w, F_N, F_START, 0, '+', 0), SH_FOCUS_NONE, -1, 0);
    /* A switch or box: Right or + on, Left or - off, Space toggles. */
    check_step(sh_focus_key(w, F_N, F_SOUND, 0, SH_KEY_RIGHT, 0), SH_FOCUS_PRESS, F_SOUND, 0);
    check_step(sh_focus_key(w, F_N, F_SOUND, 0, SH_KEY_LEFT, 0), SH_FOCUS_KEEP, -1, 0);
    w[F_SOUND].on = 1;
    check_step(sh_focus_key(w, F_N, F_SOUND, 0, SH_KEY_RIGHT, 0), SH_FOCUS_KEEP, -1, 0);
    check_step(sh_focus_key(w, F_N, F_SOUND, 0, '-', 0), SH_FOCUS_PRESS, F_SOUND, 0);
    check_step(sh_focus_key(w, F_N, F_BOX, 0, ' ', 0), SH_FOCUS_PRESS, F_BOX, 0);
    check_step(sh_focus_key(w, F_N, F_BOX, 0, '+', 0), SH_FOCUS_PRESS, F_BOX, 0);
    check_step(sh_focus_key(w, F_N, F_BOX, 0, '-', 0), SH_FOCUS_KEEP, -1, 0);
    /* A box's Left/Right move (boxes stand in a grid): to the nearest
     * widget right of it; none left of it: the one before. */
    check_step(sh_focus_key(w, F_N, F_BOX, 0, SH_KEY_RIGHT, 0), SH_FOCUS_MOVE, F_GAMES, 0);
    check_step(sh_focus_key(w, F_N, F_BOX, 0, SH_KEY_LEFT, 0), SH_FOCUS_MOVE, F_SOUND, 0);
    /* A text field: Enter ends the typing there, then presses Start;
     * Backspace erases; Space is text. */
    check_step(sh_focus_key(w, F_N, F_NAME0, 1, SH_KEY_ENTER, 0), SH_FOCUS_DONE, F_NAME0, 0);
    check_step(sh_focus_key(w, F_N, F_NAME0, 0, SH_KEY_ENTER, 0), SH_FOCUS_PRESS, F_START, 0);
    check_step(sh_focus_key(w, F_N, F_NAME0, 0, SH_KEY_BACKSPACE, 0), SH_FOCUS_ERASE, F_NAME0, 0);
    check_step(sh_focus_key(w, F_N, F_NAME0, 1, ' ', 0), SH_FOCUS_NONE, -1, 0);
    check_step(sh_focus_key(w, F_N, F_GAMES, 0, SH_KEY_BACKSPACE, 0), SH_FOCUS_NONE, -1, 0);
    /* "typing" means nothing off a text field. */
    check_step(sh_focus_key(w, F_N, F_GAMES, 1, SH_KEY_ENTER, 0), SH_FOCUS_PRESS, F_START, 0);
    /* Without a primary button, Enter is the field's own. */
    w[F_START].primary = 0;
    check_step(sh_focus_key(w, F_N, F_GAMES, 0, SH_KEY_ENTER, 0), SH_FOCUS_CHANGE, F_GAMES, 0);
    check_step(sh_focus_key(w, F_N, F_BOX, 0, SH_KEY_ENTER, 0), SH_FOCUS_PRESS, F_BOX, 0);
    check_step(sh_focus_key(w, F_N, F_NAME0, 0, SH_KEY_ENTER, 0), SH_FOCUS_KEEP, -1, 0);
}
END_TEST

/* The key line says what the keys do on the widget with the focus. */
START_TEST(test_focus_keys_line)
{
    ShWidget w[F_N];
    char line[300], small[24];
    size_t n;
    int cn = column(w);
    n = sh_focus_keys_line(w, cn, -1, 0, "menu", NULL, line, sizeof line);
    ck_assert_str_eq(line, "Arrows or Tab: move  \xC2\xB7  Enter or Space: Play again  \xC2\xB7  "
                           "Esc: menu");
    ck_assert_uint_eq(n, strlen(line));
    sh_focus_keys_line(w, 1, 0, 0, NULL, "F1: help", line, sizeof line);
    ck_assert_str_eq(line, "Enter or Space: Play again  \xC2\xB7  F1: help");
    form(w);
    sh_focus_keys_line(w, F_N, F_GAMES, 0, "back", NULL, line, sizeof line);
    ck_assert_str_eq(line, "Up/Down or Tab: move  \xC2\xB7  Left/Right or +/-: change  \xC2\xB7  "
                           "Enter: Start  \xC2\xB7  Esc: back");
    sh_focus_keys_line(w, F_N, F_NAME0, 1, "back", NULL, line, sizeof line);
    ck_assert_str_eq(line, "Up/Down or Tab: move  \xC2\xB7  Enter: done typing  \xC2\xB7  Esc: back");
    sh_focus_keys_line(w, F_N, F_NAME0, 0, NULL, NULL, line, sizeof line);
    ck_assert_str_eq(line, "Up/Down or Tab: move  \xC2\xB7  Type to change it  \xC2\xB7  Enter: Start");
    sh_focus_keys_line(w, F_N, F_BOX, 0, NULL, NULL, line, sizeof line);
    ck_assert_str_eq(line, "Arrows or Tab: move  \xC2\xB7  Space or +/-: tick or untick  \xC2\xB7  "
                           "Enter: Start");
    sh_focus_keys_line(w, F_N, F_SOUND, 0, NULL, NULL, line, sizeof line);
    ck_assert_str_eq(line,
                     "Up/Down or Tab: move  \xC2\xB7  Space, Left/Right or +/-: off/on  \xC2\xB7  "
                     "Enter: Start");
    /* Cut to size, ended; nothing at all without widgets or Esc. */
    n = sh_focus_keys_line(w, F_N, F_GAMES, 0, "back", NULL, small, sizeof small);
    ck_assert_uint_eq(n, strlen(small));
    ck_assert_uint_lt(n, sizeof small);
    ck_assert_uint_eq(sh_focus_keys_line(w, 0, -1, 0, NULL, NULL, line, sizeof line), 0);
    ck_assert_str_eq(line, "");
    ck_assert_uint_eq(sh_focus_keys_line(w, F_N, F_GAMES, 0, NULL, NULL, line, 0), 0);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("shell_core");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_canvas_fits_and_centres);
    tcase_add_test(tc, test_timeline_plays_in_order);
    tcase_add_test(tc, test_host_messages_and_sounds);
    suite_add_tcase(s, tc);
    tc = tcase_create("settings_args");
    tcase_add_test(tc, test_settings_round_trip);
    tcase_add_test(tc, test_settings_bad_lines);
    tcase_add_test(tc, test_settings_language);
    tcase_add_test(tc, test_settings_never_written_unreadable);
    tcase_add_test(tc, test_settings_renderer);
    tcase_add_test(tc, test_saved_helpers);
    tcase_add_test(tc, test_args);
    tcase_add_test(tc, test_args_replay);
    tcase_add_test(tc, test_match_end_buttons);
    tcase_add_test(tc, test_choice_steps);
    tcase_add_test(tc, test_lastgame_round_trip);
    tcase_add_test(tc, test_lastgame_bad_lines);
    tcase_add_test(tc, test_lastgame_player_name);
    suite_add_tcase(s, tc);
    tc = tcase_create("focus");
    tcase_add_test(tc, test_focus_starts_on_the_primary);
    tcase_add_test(tc, test_focus_arrows_move_it);
    tcase_add_test(tc, test_focus_arrows_on_a_form);
    tcase_add_test(tc, test_focus_values_and_enter);
    tcase_add_test(tc, test_focus_keys_line);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return test_run(suite(), NULL, 0);
}
