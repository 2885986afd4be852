/*
 * cli.c - options, numbers, seeds, seat specs, usage errors and JSON
 * lines for the games' command-line tools (kit/cli.h).
 */
#define _POSIX_C_SOURCE 200809L

#include "kit/cli.h"

#include <ctype.h>
#include <errno.h>
#include <sys/stat.h>

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef _WIN32
#include <io.h>
#include <process.h>
#define getpid _getpid
#define isatty _isatty
#define fileno _fileno
#else
#include <poll.h>
#include <unistd.h>
#endif

#include "kit/file.h"
#include "kit/lang.h"
#include "kit/rng.h"
#include "kit/status.h"
#include "kit/text.h"

/* ------------------------------------------------------------------ */
/* Usage errors                                                        */

/* Prints text on stderr made visible (tk_text_visible): what was typed
 * on the command line comes back in messages, and an escape sequence in
 * it must not reach the terminal as one. */
static void put_visible(const char *text)
{
    char small[512];
    size_t n = tk_text_visible(text, small, sizeof small);
    char *big;
    if (n < sizeof small) {
        fputs(small, stderr);
        return;
    }
    big = malloc(n + 1);
    if (big == NULL) {
        fputs(small, stderr); /* cut, still visible */
        return;
    }
    tk_text_visible(text, big, n + 1);
    fputs(big, stderr);
    free(big);
}

static void usage_error_v(const char *prog, const char *cmd, const char *fmt, va_list ap)
{
    int with_cmd = cmd != NULL && cmd[0] != '\0';
    char small[512], who[256], see[400];
    char *text = small;
    va_list again;
    int n;
    va_copy(again, ap);
    n = tk_vfmt(small, sizeof small, fmt, ap);
    if (n >= (int)sizeof small) {
        text = malloc((size_t)n + 1);
        if (text != NULL) {
            tk_vfmt(text, (size_t)n + 1, fmt, again);
        } else {
            text = small; /* cut */
        }
    } else if (n < 0) {
        small[0] = '\0';
    }
    va_end(again);
    snprintf(who, sizeof who, "%s%s%s", prog, with_cmd ? " " : "", with_cmd ? cmd : "");
    put_visible(who);
    fputs(": ", stderr);
    put_visible(text);
    /* TRANSLATORS: after a command line's error; %s is the program and its
       command ("racko-cli match"). */
    tk_fmt(see, sizeof see, _(" (see %s --help)"), who);
    put_visible(see);
    fputc('\n', stderr);
    if (text != small) {
        free(text);
    }
}

int tk_cli_printf(FILE *out, const char *fmt, ...)
{
    char small[1024];
    char *text = small;
    va_list ap;
    int n, rc;
    va_start(ap, fmt);
    n = tk_vfmt(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) {
        return -1;
    }
    if (n >= (int)sizeof small) {
        text = malloc((size_t)n + 1);
        if (text == NULL) {
            return -1;
        }
        va_start(ap, fmt);
        tk_vfmt(text, (size_t)n + 1, fmt, ap);
        va_end(ap);
    }
    rc = fputs(text, out) < 0 ? -1 : n;
    if (text != small) {
        free(text);
    }
    return rc;
}

int tk_cli_usage_error(const char *prog, const char *cmd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    usage_error_v(prog, cmd, fmt, ap);
    va_end(ap);
    return TK_CLI_EXIT_USAGE;
}

int tk_cli_args_error(const TkCliArgs *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    usage_error_v(a->prog, a->cmd, fmt, ap);
    va_end(ap);
    return TK_CLI_EXIT_USAGE;
}

/* ------------------------------------------------------------------ */
/* A tool's commands                                                   */

/* The command named name, or NULL. */
static const TkCliCommand *find_command(const TkCliCommand *commands, int n, const char *name)
{
    int i;
    for (i = 0; i < n; i++) {
        if (strcmp(commands[i].name, name) == 0) {
            return &commands[i];
        }
    }
    return NULL;
}

#ifndef TK_CLI_DATA_NAME
#define TK_CLI_DATA_NAME "racko"
#endif

/* The catalogues a tool may use: the codes of the LANG.mo files in the
 * folders where the collection keeps them, each one's path (the first
 * found), up to max. */
typedef struct CliLangs {
    int n;
    char code[8][16];
    char path[8][1200];
} CliLangs;

static void cli_langs_find(const char *argv0, CliLangs *l)
{
    char exe[1024], dirs[5][1100];
    const char *env = getenv("RACKO_DATA_DIR");
    int nd = 0, d;
    memset(l, 0, sizeof *l);
    if (env != NULL && env[0] != '\0') {
        snprintf(dirs[nd++], sizeof dirs[0], "%.1000s/locale", env);
    }
    if (tk_file_exe_dir(argv0, exe, sizeof exe)) {
        snprintf(dirs[nd++], sizeof dirs[0], "%.1000s/locale", exe);
        snprintf(dirs[nd++], sizeof dirs[0], "%.1000s/../share/%s/locale", exe, TK_CLI_DATA_NAME);
        snprintf(dirs[nd++], sizeof dirs[0], "%.1000s/../Resources/locale", exe);
    }
#ifdef RACKO_BUILD_LOCALE_DIR
    snprintf(dirs[nd++], sizeof dirs[0], "%s", RACKO_BUILD_LOCALE_DIR);
#endif
    for (d = 0; d < nd; d++) {
        char **names = NULL;
        size_t count = 0, i;
        if (tk_file_list_dir(dirs[d], &names, &count) != TK_OK) {
            continue;
        }
        for (i = 0; i < count && l->n < 8; i++) {
            size_t len = strlen(names[i]);
            int k, known = 0;
            if (len < 4 || len - 3 >= sizeof l->code[0] || strcmp(names[i] + len - 3, ".mo") != 0) {
                continue;
            }
            for (k = 0; k < l->n; k++) {
                known |= strncmp(l->code[k], names[i], len - 3) == 0 && l->code[k][len - 3] == '\0';
            }
            if (known) {
                continue;
            }
            memcpy(l->code[l->n], names[i], len - 3);
            l->code[l->n][len - 3] = '\0';
            if (snprintf(l->path[l->n], sizeof l->path[0], "%s/%s", dirs[d], names[i]) <
                (int)sizeof l->path[0]) {
                l->n++;
            }
        }
        tk_file_names_free(names, count);
    }
}

/* Takes "--language LANG" (or "--language=LANG") out of argv[1..] (before
 * a "--"): *lang gets LANG, NULL when there is none; -1 when it has no
 * value.  Returns the new argc. */
static int take_language(int argc, char **argv, const char **lang, int *bad)
{
    int i, o = 1;
    *lang = NULL;
    *bad = 0;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0) {
            while (i < argc) {
                argv[o++] = argv[i++];
            }
            break;
        }
        if (strcmp(argv[i], "--language") == 0) {
            if (i + 1 >= argc) {
                *bad = 1;
                continue;
            }
            *lang = argv[++i];
            continue;
        }
        if (strncmp(argv[i], "--language=", 11) == 0) {
            *lang = argv[i] + 11;
            continue;
        }
        argv[o++] = argv[i];
    }
    argv[o] = NULL;
    return o;
}

static int dispatch(const char *prog, const char *version, void (*help)(FILE *),
                    const TkCliCommand *commands, int n, int argc, char **argv);

int tk_cli_dispatch(const char *prog, const char *version, void (*help)(FILE *),
                    const TkCliCommand *commands, int n, int argc, char **argv)
{
    CliLangs *langs = malloc(sizeof *langs);
    const char *have[8], *lang;
    char wanted[256], why[400];
    TkCatalog *cat = NULL;
    int bad, pick, k, rc;
    argc = argc > 0 ? take_language(argc, argv, &lang, &bad) : argc;
    if (langs != NULL) {
        cli_langs_find(argc > 0 ? argv[0] : NULL, langs);
    }
    for (k = 0; langs != NULL && k < langs->n; k++) {
        have[k] = langs->code[k];
    }
    if (lang == NULL || strcmp(lang, "system") == 0) {
        tk_lang_from_env(wanted, sizeof wanted);
    } else {
        snprintf(wanted, sizeof wanted, "%s", lang);
    }
    pick = langs != NULL ? tk_lang_pick(wanted, have, langs->n) : -1;
    if (pick >= 0 && tk_catalog_load(langs->path[pick], &cat, why, sizeof why) == TK_OK) {
        tk_lang_use(cat);
    }
    if (argc > 0 && bad) {
        rc = tk_cli_usage_error(prog, NULL, _("%s needs a value"), "--language");
    } else if (lang != NULL && strcmp(lang, "system") != 0 && strcmp(lang, "en") != 0 &&
               strcmp(lang, "C") != 0 && pick < 0) {
        rc = tk_cli_usage_error(
            prog, NULL, _("--language wants system, en or a translation's code such as fr, not '%s'"),
            lang);
    } else {
        rc = dispatch(prog, version, help, commands, n, argc, argv);
    }
    tk_lang_use(NULL);
    tk_catalog_free(cat);
    free(langs);
    return rc;
}

static int dispatch(const char *prog, const char *version, void (*help)(FILE *),
                    const TkCliCommand *commands, int n, int argc, char **argv)
{
    const TkCliCommand *c;
    const char *a;
    if (argc < 2) {
        /* "a command is needed: A, B or C", the names in order */
        char list[512];
        size_t len = 0;
        int i;
        list[0] = '\0';
        for (i = 0; i < n && len < sizeof list; i++) {
            /* TRANSLATORS: between the last two of a list of commands
               ("match, bot or bench"), and between the others. */
            int w = snprintf(list + len, sizeof list - len, "%s%s",
                             i == 0 ? "" : (i == n - 1 ? C_("list", " or ") : C_("list", ", ")),
                             commands[i].name);
            len += w > 0 ? (size_t)w : 0;
        }
        return tk_cli_usage_error(prog, NULL, _("a command is needed: %s"), list);
    }
    a = argv[1];
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0 || strcmp(a, "help") == 0) {
        /* the help, or `help COMMAND`: nothing after it is passed over */
        int with_cmd = strcmp(a, "help") == 0 && argc > 2;
        if (argc > 2 + with_cmd) {
            return tk_cli_usage_error(prog, NULL, _("unexpected argument \"%s\" after %s"),
                                      argv[2 + with_cmd], argv[1 + with_cmd]);
        }
        if (with_cmd) {
            char *args[3];
            c = find_command(commands, n, argv[2]);
            if (c == NULL) {
                return tk_cli_usage_error(prog, NULL, _("unknown command \"%s\""), argv[2]);
            }
            args[0] = argv[2];
            args[1] = "--help";
            args[2] = NULL;
            return c->run(2, args);
        }
        help(stdout);
        return TK_CLI_EXIT_OK;
    }
    if (strcmp(a, "--version") == 0) {
        if (argc > 2) {
            return tk_cli_usage_error(prog, NULL, _("unexpected argument \"%s\" after %s"),
                                      argv[2], a);
        }
        printf("%s %s\n", prog, version);
        return TK_CLI_EXIT_OK;
    }
    c = find_command(commands, n, a);
    if (c != NULL) {
        return c->run(argc - 1, argv + 1);
    }
    if (a[0] == '-') {
        return tk_cli_usage_error(prog, NULL, _("unknown option %s"), a);
    }
    return tk_cli_usage_error(prog, NULL, _("unknown command \"%s\""), a);
}

/* ------------------------------------------------------------------ */
/* Walking the options                                                 */

void tk_cli_args_init(TkCliArgs *a, const char *prog, int argc, char **argv)
{
    memset(a, 0, sizeof *a);
    a->prog = prog;
    a->cmd = argc > 0 ? argv[0] : "";
    a->argc = argc;
    a->argv = argv;
    a->i = 1;
}

int tk_cli_args_next(TkCliArgs *a)
{
    const char *arg;
    const char *eq;
    size_t n;
    if (a->i >= a->argc) {
        return 0;
    }
    arg = a->argv[a->i++];
    a->eq = NULL;
    if (strncmp(arg, "--", 2) != 0 || arg[2] == '\0') {
        a->opt = arg;
        return 1;
    }
    eq = strchr(arg, '=');
    n = eq != NULL ? (size_t)(eq - arg) : strlen(arg);
    if (n >= sizeof a->name) {
        n = sizeof a->name - 1;
    }
    memcpy(a->name, arg, n);
    a->name[n] = '\0';
    a->opt = a->name;
    if (eq != NULL) {
        a->eq = eq + 1;
    }
    return 1;
}

int tk_cli_args_is_option(const TkCliArgs *a)
{
    return a->opt == a->name;
}

const char *tk_cli_args_value(TkCliArgs *a)
{
    if (a->eq != NULL) {
        return a->eq;
    }
    if (a->i >= a->argc) {
        tk_cli_args_error(a, _("%s needs a value"), a->opt);
        return NULL;
    }
    return a->argv[a->i++];
}

int tk_cli_args_flag_ok(const TkCliArgs *a)
{
    if (a->eq != NULL) {
        tk_cli_args_error(a, _("%s takes no value"), a->opt);
        return 0;
    }
    return 1;
}

int tk_cli_args_option(TkCliArgs *a, void (*help)(FILE *), int *json, int *status)
{
    while (tk_cli_args_next(a)) {
        if (!tk_cli_args_is_option(a)) {
            *status = tk_cli_args_error(a, _("unexpected argument \"%s\""), a->opt);
            return -1;
        }
        if (strcmp(a->opt, "--help") == 0) {
            help(stdout);
            *status = TK_CLI_EXIT_OK;
            return -1;
        }
        if (json != NULL && strcmp(a->opt, "--json") == 0) {
            if (!tk_cli_args_flag_ok(a)) {
                *status = TK_CLI_EXIT_USAGE;
                return -1;
            }
            *json = 1;
            continue;
        }
        return 1;
    }
    return 0;
}

/* ------------------------------------------------------------------ */
/* Values                                                              */

int tk_cli_int(const TkCliArgs *a, const char *text, long lo, long hi, long *out)
{
    int st = tk_text_parse_long(text, strlen(text), lo, hi, out);
    if (st == TK_E_FORMAT) {
        tk_cli_args_error(a, _("%s: \"%s\" is not a whole number"), a->opt, text);
    } else if (st != TK_OK) {
        tk_cli_args_error(a, _("%s must be between %ld and %ld (got %s)"), a->opt, lo, hi, text);
    }
    return st == TK_OK ? TK_OK : TK_E_ARG;
}

int tk_cli_seed(const TkCliArgs *a, const char *text, uint64_t *out)
{
    size_t n = strlen(text);
    int st;
    if (n > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        st = tk_text_parse_hex64(text + 2, n - 2, out);
    } else {
        st = tk_text_parse_u64(text, n, 0, UINT64_MAX, out);
    }
    if (st != TK_OK) {
        tk_cli_args_error(a, _("%s: \"%s\" is not a seed (a number 0..2^64-1)"), a->opt, text);
        return TK_E_ARG;
    }
    return TK_OK;
}

uint64_t tk_cli_clock_seed(void)
{
    return tk_mix64((uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32));
}

int tk_cli_args_walk(TkCliArgs *a, void (*help)(FILE *), int *json, const char *const *flags,
                     int (*take)(TkCliArgs *a, const char *value, void *ctx), void *ctx)
{
    int more, quit = TK_CLI_EXIT_OK;
    while ((more = tk_cli_args_option(a, help, json, &quit)) > 0) {
        const char *v = NULL;
        int flag = 0;
        for (size_t i = 0; flags != NULL && flags[i] != NULL; i++) {
            flag |= strcmp(a->opt, flags[i]) == 0;
        }
        if (flag ? !tk_cli_args_flag_ok(a) : (v = tk_cli_args_value(a)) == NULL) {
            return TK_CLI_EXIT_USAGE;
        }
        int r = take(a, v, ctx);
        if (r == 0) {
            return tk_cli_args_error(a, _("unknown option %s"), a->opt);
        }
        if (r < 0) {
            return TK_CLI_EXIT_USAGE;
        }
    }
    return more < 0 ? quit : -1;
}

int tk_cli_bot_parse(TkCliArgs *a, void (*help)(FILE *), int (*level_ok)(const char *level),
                     int (*name_check)(const char *name, char *why, size_t size),
                     int (*own)(TkCliArgs *a, void *ctx), void *ctx, TkCliBotOpts *o)
{
    char why[200];
    int seed_given = 0, more, status = TK_CLI_EXIT_OK;
    memset(o, 0, sizeof *o);
    while ((more = tk_cli_args_option(a, help, NULL, &status)) > 0) {
        int ai = strcmp(a->opt, "--ai") == 0, seed = strcmp(a->opt, "--seed") == 0;
        if (!ai && !seed && strcmp(a->opt, "--name") != 0) {
            int st = own != NULL ? own(a, ctx) : tk_cli_args_error(a, _("unknown option %s"), a->opt);
            if (st >= 0) {
                return st;
            }
            continue;
        }
        const char *v = tk_cli_args_value(a);
        if (v == NULL) {
            return TK_CLI_EXIT_USAGE;
        }
        if (ai) {
            if (!level_ok(v)) {
                return tk_cli_args_error(a, _("--ai: unknown computer level \"%s\""), v);
            }
            o->level = v;
        } else if (seed) {
            if (tk_cli_seed(a, v, &o->seed) != TK_OK) {
                return TK_CLI_EXIT_USAGE;
            }
            seed_given = 1;
        } else {
            if (name_check(v, why, sizeof why) != TK_OK) {
                return tk_cli_args_error(a, _("--name: %s"), why);
            }
            o->name = v;
        }
    }
    if (more < 0) {
        return status;
    }
    if (o->level == NULL) {
        return tk_cli_args_error(a, _("which level? (--ai LEVEL)"));
    }
    if (!seed_given) {
        o->seed = tk_cli_clock_seed();
    }
    return -1;
}

int tk_cli_seat_arg(const TkCliArgs *a, const char *arg, int seats, int *seat,
                    const char **text)
{
    const char *eq = strchr(arg, '=');
    long k = 0;
    int st = eq != NULL ? tk_text_parse_long(arg, (size_t)(eq - arg), 1, seats, &k)
                        : TK_E_FORMAT;
    if (st == TK_E_FORMAT) {
        tk_cli_args_error(a, _("%s wants K=VALUE with K a seat number, not \"%s\""), a->opt, arg);
        return TK_E_ARG;
    }
    if (st != TK_OK) {
        tk_cli_args_error(a, _("%s: seat %.*s is out of range 1-%d"), a->opt, (int)(eq - arg), arg,
                          seats);
        return TK_E_ARG;
    }
    *seat = (int)k - 1;
    *text = eq + 1;
    return TK_OK;
}

/* ------------------------------------------------------------------ */
/* Seat specs                                                          */

int tk_cli_seat_parse(const char *spec, const char *const *levels, TkSeatSpec *out, char *msg,
                      size_t size)
{
    TkSeatSpec s = {TK_SEAT_HUMAN, NULL, NULL};
    tk_text_message(msg, size, "%s", "");
    if (spec == NULL) {
        tk_text_message(msg, size, "%s", _("no seat spec"));
        return TK_E_ARG;
    }
    if (strcmp(spec, "human") == 0) {
        s.kind = TK_SEAT_HUMAN;
    } else if (strncmp(spec, "ai:", 3) == 0) {
        size_t i;
        for (i = 0; levels != NULL && levels[i] != NULL; i++) {
            if (strcmp(spec + 3, levels[i]) == 0) {
                break;
            }
        }
        if (levels == NULL || levels[i] == NULL) {
            tk_text_message(msg, size, _("unknown computer level \"%s\""), spec + 3);
            return TK_E_ARG;
        }
        s.kind = TK_SEAT_AI;
        s.level = spec + 3;
    } else if (strncmp(spec, "bot:", 4) == 0) {
        if (spec[4] == '\0') {
            tk_text_message(msg, size, "%s", _("\"bot:\" needs a command"));
            return TK_E_ARG;
        }
        s.kind = TK_SEAT_BOT;
        s.command = spec + 4;
    } else {
        tk_text_message(msg, size, _("\"%s\" is not a seat (use human, ai:LEVEL or bot:COMMAND)"),
                        spec);
        return TK_E_ARG;
    }
    if (out != NULL) {
        *out = s;
    }
    return TK_OK;
}

const char *tk_cli_next_match_name(const char *spec_given, const char *name_given,
                                   const char *spec_now, const char *name_now)
{
    if (strcmp(spec_given, spec_now) == 0 && strncmp(spec_now, "bot:", 4) != 0) {
        return name_now;
    }
    return name_given;
}

/* ------------------------------------------------------------------ */
/* JSON lines                                                          */

/* Writes s as a JSON string. */
static void json_string(FILE *out, const char *s)
{
    char small[256];
    size_t n = tk_text_json_string(s, small, sizeof small);
    if (n < sizeof small) {
        fwrite(small, 1, n, out);
    } else {
        char *big = malloc(n + 1);
        if (big == NULL) {
            fputs("\"\"", out); /* out of memory: an empty string, still JSON */
            return;
        }
        tk_text_json_string(s, big, n + 1);
        fwrite(big, 1, n, out);
        free(big);
    }
}

/* Starts the next field: a comma after the first, then "key":. */
static void json_key(TkJson *j, const char *key)
{
    if (j->fields++ > 0) {
        fputc(',', j->out);
    }
    fprintf(j->out, "\"%s\":", key);
}

void tk_json_begin(TkJson *j, FILE *out)
{
    j->out = out;
    j->fields = 0;
    fputc('{', out);
}

void tk_json_int(TkJson *j, const char *key, long long v)
{
    json_key(j, key);
    fprintf(j->out, "%lld", v);
}

void tk_json_u64(TkJson *j, const char *key, uint64_t v)
{
    json_key(j, key);
    fprintf(j->out, "%llu", (unsigned long long)v);
}

void tk_json_num(TkJson *j, const char *key, double v, int decimals)
{
    json_key(j, key);
    fprintf(j->out, "%.*f", decimals, v);
}

void tk_json_str(TkJson *j, const char *key, const char *v)
{
    json_key(j, key);
    json_string(j->out, v);
}

/* Starts the array "key":[ ; its items follow, then ']'. */
static void json_array(TkJson *j, const char *key)
{
    json_key(j, key);
    fputc('[', j->out);
}

static long long int_at(const void *v, int i)
{
    return ((const int *)v)[i];
}

static long long long_at(const void *v, int i)
{
    return ((const long *)v)[i];
}

/* "key":[...] of the n numbers at(v, 0..n-1). */
static void json_numbers(TkJson *j, const char *key, const void *v, int n,
                         long long (*at)(const void *v, int i))
{
    int i;
    json_array(j, key);
    for (i = 0; i < n; i++) {
        fprintf(j->out, "%s%lld", i ? "," : "", at(v, i));
    }
    fputc(']', j->out);
}

void tk_json_ints(TkJson *j, const char *key, const int *v, int n)
{
    json_numbers(j, key, v, n, int_at);
}

void tk_json_longs(TkJson *j, const char *key, const long *v, int n)
{
    json_numbers(j, key, v, n, long_at);
}

void tk_json_nums(TkJson *j, const char *key, const double *v, int n, int decimals)
{
    json_array(j, key);
    for (int i = 0; i < n; i++) {
        fprintf(j->out, i > 0 ? ",%.*f" : "%.*f", decimals, v[i]);
    }
    fputc(']', j->out);
}

void tk_json_strs(TkJson *j, const char *key, const char *const *v, int n)
{
    int i;
    json_array(j, key);
    for (i = 0; i < n; i++) {
        if (i > 0) {
            fputc(',', j->out);
        }
        json_string(j->out, v[i]);
    }
    fputc(']', j->out);
}

void tk_json_end(TkJson *j)
{
    fputs("}\n", j->out);
}

/* ------------------------------------------------------------------ */
/* Answers typed at a terminal                                         */

int tk_cli_wait_input(FILE *in, int timeout_ms)
{
#ifdef _WIN32
    (void)in;
    (void)timeout_ms;
    return 1; /* a console handle cannot be waited on like a pipe: read */
#else
    struct pollfd p;
    int r;
    if (in == NULL || timeout_ms < 0) {
        return 1;
    }
    p.fd = fileno(in);
    p.events = POLLIN;
    p.revents = 0;
    do {
        r = poll(&p, 1, timeout_ms);
    } while (r < 0 && errno == EINTR);
    return r != 0; /* an error: let the read say what it is */
#endif
}

int tk_cli_read_answer(FILE *in, FILE *out, const char *prompt, char *buf, size_t size)
{
    char line[256];
    size_t n;
    size_t start = 0;
    size_t k;
    fputs(prompt, out);
    fflush(out);
    if (fgets(line, sizeof line, in) == NULL) {
        fputc('\n', out);
        return 0;
    }
    n = strlen(line);
    if (n > 0 && line[n - 1] != '\n') {
        /* A very long line: drop the rest of it. */
        int c;
        while ((c = fgetc(in)) != EOF && c != '\n') {
        }
    }
    while (n > 0 && isspace((unsigned char)line[n - 1])) {
        line[--n] = '\0';
    }
    while (start < n && isspace((unsigned char)line[start])) {
        start++;
    }
    for (k = 0; size > 0 && start + k < n && k + 1 < size; k++) {
        buf[k] = (char)tolower((unsigned char)line[start + k]);
    }
    if (size > 0) {
        buf[k] = '\0';
    }
    if (!isatty(fileno(in))) {
        /* Echo piped answers so that a transcript reads like a session. */
        fprintf(out, "%s\n", size > 0 ? buf : "");
    }
    return 1;
}


/* ------------------------------------------------------------------ */
/* A saved game a new match would replace                              */

int tk_cli_answer_yes(const char *answer)
{
    /* TRANSLATORS: a yes to a question of the terminal, short and long, in
       lower case; English's "y" and "yes" are taken too. */
    return strcmp(answer, "y") == 0 || strcmp(answer, "yes") == 0 ||
           strcmp(answer, C_("answer yes", "y")) == 0 || strcmp(answer, C_("answer yes", "yes")) == 0;
}

int tk_cli_answer_no(const char *answer)
{
    /* TRANSLATORS: a no to a question of the terminal, short and long, in
       lower case; English's "n" and "no" are taken too. */
    return strcmp(answer, "n") == 0 || strcmp(answer, "no") == 0 ||
           strcmp(answer, C_("answer no", "n")) == 0 || strcmp(answer, C_("answer no", "no")) == 0;
}

const char *tk_cli_save_target(const char *record, const char *resume, const char *fallback)
{
    if (resume != NULL) {
        return record != NULL && strcmp(record, resume) != 0 ? record : NULL;
    }
    return record != NULL ? record : fallback;
}

int tk_cli_keep_saved(const char *prog, const char *cmd, const char *path, const char *about,
                      int yes, int ask, FILE *in, FILE *out)
{
    char file[4 * 300 + 1], what[4 * 300 + 1], answer[32];
    tk_text_visible(path, file, sizeof file);
    tk_text_visible(about, what, sizeof what);
    if (yes) {
        char line[4 * 600 + 200];
        tk_fmt(line, sizeof line,
               _("%s %s: %s held an unfinished match (%s); --replace: the new match replaces it"),
               prog, cmd, file, what);
        fprintf(stderr, "%s\n", line);
        return -1;
    }
    if (!ask) {
        return tk_cli_usage_error(prog, cmd,
                                  _("%s holds an unfinished match (%s), which is not replaced "
                                    "without a yes: play it on with --resume %s, save the new "
                                    "match elsewhere with --record FILE, or replace it with "
                                    "--replace"),
                                  file, what, file);
    }
    {
        char text[4 * 600 + 200];
        tk_fmt(text, sizeof text,
               _("A saved game is waiting in %s: %s.\nTo play it on: %s %s --resume %s\n"), file,
               what, prog, cmd, file);
        fputs(text, out);
    }
    for (;;) {
        if (!tk_cli_read_answer(in, out, _("Start a new match, saved over it? (y/n) "), answer,
                                sizeof answer) ||
            tk_cli_answer_no(answer)) {
            fputs(_("Nothing was replaced. To keep both, give the new match a file of its own: "
                    "--record FILE.\n"),
                  out);
            return TK_CLI_EXIT_OK;
        }
        if (tk_cli_answer_yes(answer)) {
            return -1;
        }
        fputs(_("Please answer y or n.\n"), out);
    }
}

/* ------------------------------------------------------------------ */
/* Directories given on the command line                               */

/* kit/cli.h */
int tk_cli_save_path(const TkCliArgs *a, const char *path)
{
    char msg[1200];
    if (path[0] == '\0') {
        tk_cli_args_error(a, _("%s needs a file name"), a->opt);
        return 0;
    }
    if (tk_file_check_replaceable(path, msg, sizeof msg) != TK_OK) {
        tk_cli_args_error(a, "%s: %s", a->opt, msg);
        return 0;
    }
    return 1;
}

int tk_cli_writable_dir(const TkCliArgs *a, const char *dir)
{
    struct stat st;
    char *probe;
    size_t n;
    FILE *f;
    int err;
    if (dir[0] == '\0') {
        tk_cli_args_error(a, _("%s needs a directory"), a->opt);
        return 0;
    }
    if (stat(dir, &st) != 0) {
        tk_cli_args_error(a, "%s: %s: %s", a->opt, dir, strerror(errno));
        return 0;
    }
    if (!S_ISDIR(st.st_mode)) {
        tk_cli_args_error(a, _("%s: %s is not a directory"), a->opt, dir);
        return 0;
    }
    n = strlen(dir) + 64;
    probe = malloc(n);
    if (probe == NULL) {
        tk_cli_args_error(a, _("%s: out of memory"), a->opt);
        return 0;
    }
    snprintf(probe, n, "%s/.tk-write-check-%ld", dir, (long)getpid());
    errno = 0;
#ifdef _WIN32
    f = fopen(probe, "w");
#else
    f = fopen(probe, "wx"); /* C11: never touches a file that is there */
#endif
    err = errno;
    if (f == NULL) {
        tk_cli_args_error(a, _("%s: cannot write in %s: %s"), a->opt, dir,
                          strerror(err ? err : EACCES));
        free(probe);
        return 0;
    }
    fclose(f);
    (void)remove(probe);
    free(probe);
    return 1;
}
