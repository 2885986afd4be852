/*
 * test_tk_lang.c - the kit's catalogues and language (kit/lang.h).
 *
 * catalogue: .mo files made here byte by byte (either byte order, unsorted,
 * with contexts and plurals) are read as gettext reads them; every broken
 * one (short, bad magic, a string outside the file, no NUL, a bad
 * Plural-Forms, not UTF-8) is refused with a reason, never trusted.
 * plural: the Plural-Forms of French, English, Polish, Arabic and Irish give
 * gettext's forms.
 * format: tk_fmt is snprintf, with numbered arguments in any order and the
 * language's decimal separator; a format it cannot follow writes nothing.
 * choice: the environment's languages as gettext reads them, and the first
 * one that has a catalogue.
 * built: the collection's own catalogues (build/po/LANG.mo) are read, hold
 * every message, and French speaks French.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/portable.h"
#include "common/run.h"
#include "kit/bot.h"
#include "kit/lang.h"
#include "kit/notice.h"
#include "kit/status.h"

/* ------------------------------------------------------------------ */
/* A .mo file made byte by byte                                        */

typedef struct MoMsg {
    const char *key;   /* "ID", "CTX\004ID" */
    size_t key_len;    /* with "\0PLURAL" inside for a plural */
    const char *text;
    size_t text_len;
} MoMsg;

static void put32(unsigned char *p, uint32_t v, int big)
{
    if (big) {
        p[0] = (unsigned char)(v >> 24);
        p[1] = (unsigned char)(v >> 16);
        p[2] = (unsigned char)(v >> 8);
        p[3] = (unsigned char)v;
    } else {
        p[0] = (unsigned char)v;
        p[1] = (unsigned char)(v >> 8);
        p[2] = (unsigned char)(v >> 16);
        p[3] = (unsigned char)(v >> 24);
    }
}

/* The bytes of a .mo holding msgs in the order given; *size its length.
 * Owned by the caller. */
static unsigned char *make_mo(const MoMsg *msgs, int n, int big, size_t *size)
{
    size_t head = 28, tables = (size_t)n * 16, total = head + tables;
    unsigned char *mo;
    size_t at;
    int i;
    for (i = 0; i < n; i++) {
        total += msgs[i].key_len + 1 + msgs[i].text_len + 1;
    }
    mo = calloc(1, total);
    ck_assert_ptr_nonnull(mo);
    put32(mo, 0x950412de, big);
    put32(mo + 4, 0, big);
    put32(mo + 8, (uint32_t)n, big);
    put32(mo + 12, (uint32_t)head, big);
    put32(mo + 16, (uint32_t)(head + (size_t)n * 8), big);
    at = head + tables;
    for (i = 0; i < n; i++) {
        put32(mo + head + (size_t)i * 8, (uint32_t)msgs[i].key_len, big);
        put32(mo + head + (size_t)i * 8 + 4, (uint32_t)at, big);
        memcpy(mo + at, msgs[i].key, msgs[i].key_len);
        at += msgs[i].key_len + 1;
        put32(mo + head + (size_t)n * 8 + (size_t)i * 8, (uint32_t)msgs[i].text_len, big);
        put32(mo + head + (size_t)n * 8 + (size_t)i * 8 + 4, (uint32_t)at, big);
        memcpy(mo + at, msgs[i].text, msgs[i].text_len);
        at += msgs[i].text_len + 1;
    }
    *size = total;
    return mo;
}

#define S(s) s, sizeof(s) - 1

static const char FR_HEADER[] = "Project-Id-Version: test\n"
                                "Language: fr\n"
                                "Content-Type: text/plain; charset=UTF-8\n"
                                "Plural-Forms: nplurals=2; plural=(n > 1);\n";

/* A French catalogue, deliberately not sorted. */
static TkCatalog *french(int big)
{
    const MoMsg msgs[] = {
        {S("Settings"), S("Réglages")},
        {S(""), S(FR_HEADER)},
        {S("%d tile\0%d tiles"), S("%d tuile\0%d tuiles")},
        {S("decimal separator\004."), S(",")},
        {S("%s has %d points"), S("%2$d points pour %1$s")},
        {S("button\004Back"), S("Retour")},
        {S("Back"), S("Dos")},
        {S("Untranslated"), S("")},
    };
    size_t size;
    unsigned char *mo = make_mo(msgs, (int)(sizeof msgs / sizeof msgs[0]), big, &size);
    TkCatalog *c = NULL;
    char msg[200];
    ck_assert_int_eq(tk_catalog_parse(mo, size, &c, msg, sizeof msg), TK_OK);
    free(mo);
    return c;
}

START_TEST(catalogue_read_either_byte_order)
{
    int big = _i;
    TkCatalog *c = french(big);
    char buf[64];
    ck_assert_uint_eq(tk_catalog_count(c), 7);
    ck_assert_str_eq(tk_catalog_find(c, NULL, "Settings"), "Réglages");
    ck_assert_str_eq(tk_catalog_find(c, NULL, "Back"), "Dos");
    ck_assert_str_eq(tk_catalog_find(c, "button", "Back"), "Retour");
    ck_assert_ptr_null(tk_catalog_find(c, "menu", "Back"));
    ck_assert_ptr_null(tk_catalog_find(c, NULL, "Missing"));
    ck_assert_ptr_null(tk_catalog_find(c, NULL, "Untranslated")); /* empty: none */
    ck_assert_str_eq(tk_catalog_find_plural(c, NULL, "%d tile", 1), "%d tuile");
    ck_assert_str_eq(tk_catalog_find_plural(c, NULL, "%d tile", 0), "%d tuile");
    ck_assert_str_eq(tk_catalog_find_plural(c, NULL, "%d tile", 2), "%d tuiles");
    ck_assert_int_eq(tk_catalog_header(c, "Language", buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "fr");
    ck_assert_int_eq(tk_catalog_header(c, "Last-Translator", buf, sizeof buf), 0);
    ck_assert_str_eq(buf, "");
    tk_catalog_free(c);
}
END_TEST

START_TEST(language_in_force)
{
    TkCatalog *c = french(0);
    char out[80];
    tk_lang_use(NULL);
    ck_assert_str_eq(_("Settings"), "Settings");
    ck_assert_str_eq(tk_trn("%d tile", "%d tiles", 1), "%d tile");
    ck_assert_str_eq(tk_trn("%d tile", "%d tiles", 0), "%d tiles");
    ck_assert_str_eq(tk_lang_decimal(), ".");
    tk_lang_use(c);
    ck_assert_ptr_eq(tk_lang_current(), c);
    ck_assert_str_eq(_("Settings"), "Réglages");
    ck_assert_str_eq(_("Not in it"), "Not in it");
    ck_assert_str_eq(C_("button", "Back"), "Retour");
    ck_assert_str_eq(C_("menu", "Back"), "Back");
    ck_assert_str_eq(tk_trn("%d tile", "%d tiles", 0), "%d tuile");
    ck_assert_str_eq(tk_trn("%d tile", "%d tiles", 5), "%d tuiles");
    ck_assert_str_eq(tk_trn("%d card", "%d cards", 1), "%d card");
    ck_assert_str_eq(tk_trn("%d card", "%d cards", 3), "%d cards");
    /* The translation swaps the arguments. */
    tk_fmt(out, sizeof out, _("%s has %d points"), "Ann", 12);
    ck_assert_str_eq(out, "12 points pour Ann");
    tk_fmt(out, sizeof out, "%.1f s", 2.5);
    ck_assert_str_eq(out, "2,5 s");
    tk_lang_use(NULL);
    tk_fmt(out, sizeof out, "%.1f s", 2.5);
    ck_assert_str_eq(out, "2.5 s");
    tk_catalog_free(c);
}
END_TEST

/* An engine's English sentence said in French by the format it was formed
 * from (tk_tr_formed): the words matched, the numbers and texts carried
 * over (a text said in turn when it is a sentence of the context), the
 * most specific format chosen, another context's left alone. */
START_TEST(formed_sentence_said)
{
    const MoMsg msgs[] = {
        {S(""), S(FR_HEADER)},
        {S("refusal\004a %d goes on a %d; %s"), S("un %2$d reçoit un %1$d ; %3$s")},
        {S("refusal\004a 3"), S("un 3")},
        {S("refusal\004place %d is free"), S("l'emplacement %d est libre")},
        {S("refusal\004seat %d: %s"), S("place %d : %s")},
        {S("refusal\004seat %d: the match is over"), S("place %d : la partie est finie")},
        {S("refusal\004there is no seat %d"), S("il n'y a pas de place %d")},
        {S("refusal\004%d%% of %s"), S("%d %% de %s")},
        {S("refusal\004%d card\0%d cards"), S("%d carte\0%d cartes")},
        {S("x\004the sky is %s"), S("le ciel est %s")},
    };
    size_t size;
    unsigned char *mo = make_mo(msgs, (int)(sizeof msgs / sizeof msgs[0]), 0, &size);
    TkCatalog *c = NULL;
    char msg[200], out[200];
    ck_assert_int_eq(tk_catalog_parse(mo, size, &c, msg, sizeof msg), TK_OK);
    free(mo);
    /* English: the sentence as it is */
    tk_lang_use(NULL);
    ck_assert_int_eq(tk_tr_formed("refusal", "there is no seat 7", out, sizeof out), 0);
    ck_assert_str_eq(out, "there is no seat 7");
    tk_lang_use(c);
    ck_assert_int_eq(tk_tr_formed("refusal", "there is no seat 7", out, sizeof out), 1);
    ck_assert_str_eq(out, "il n'y a pas de place 7");
    ck_assert_int_eq(tk_tr_formed("refusal", "there is no seat -12", out, sizeof out), 1);
    ck_assert_str_eq(out, "il n'y a pas de place -12");
    /* numbered arguments, and the text after the ';' said in turn */
    ck_assert_int_eq(tk_tr_formed("refusal", "a 2 goes on a 4; place 2 is free", out, sizeof out),
                     1);
    ck_assert_str_eq(out, "un 4 reçoit un 2 ; l'emplacement 2 est libre");
    /* the most words win; a word said in turn; a text of none kept */
    tk_tr_formed("refusal", "seat 2: the match is over", out, sizeof out);
    ck_assert_str_eq(out, "place 2 : la partie est finie");
    tk_tr_formed("refusal", "seat 3: a 3", out, sizeof out);
    ck_assert_str_eq(out, "place 3 : un 3");
    tk_tr_formed("refusal", "seat 3: something else", out, sizeof out);
    ck_assert_str_eq(out, "place 3 : something else");
    tk_tr_formed("refusal", "50% of them", out, sizeof out);
    ck_assert_str_eq(out, "50 % de them");
    /* no format forms it: a word where a number goes, a plural (no one
       format), another context's, nothing at all */
    ck_assert_int_eq(tk_tr_formed("refusal", "there is no seat x", out, sizeof out), 0);
    ck_assert_str_eq(out, "there is no seat x");
    ck_assert_int_eq(tk_tr_formed("refusal", "there is no seat 7 here", out, sizeof out), 0);
    ck_assert_int_eq(tk_tr_formed("refusal", "2 cards", out, sizeof out), 0);
    ck_assert_int_eq(tk_tr_formed("refusal", "the sky is blue", out, sizeof out), 0);
    ck_assert_str_eq(out, "the sky is blue");
    ck_assert_int_eq(tk_tr_formed("x", "the sky is blue", out, sizeof out), 1);
    ck_assert_str_eq(out, "le ciel est blue");
    ck_assert_int_eq(tk_tr_formed("nothing", "", out, sizeof out), 0);
    ck_assert_str_eq(out, "");
    /* cut to the room given, always ended */
    tk_tr_formed("refusal", "there is no seat 7", out, 8);
    ck_assert_str_eq(out, "il n'y ");
    ck_assert_int_eq(tk_tr_formed(NULL, "there is no seat 7", out, sizeof out), 0);
    ck_assert_str_eq(out, "");
    tk_lang_use(NULL);
    tk_catalog_free(c);
}
END_TEST

/* A catalogue of one header, for the Plural-Forms. */
static TkCatalog *with_plural(const char *forms, char *msg, size_t msize, int *rc)
{
    char header[512];
    MoMsg m[2];
    size_t size;
    unsigned char *mo;
    TkCatalog *c = NULL;
    snprintf(header, sizeof header, "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: %s\n",
             forms);
    m[0].key = "";
    m[0].key_len = 0;
    m[0].text = header;
    m[0].text_len = strlen(header);
    m[1].key = "a\0b";
    m[1].key_len = 3;
    m[1].text = "0\0001\0002\0003\0004\0005";
    m[1].text_len = 11;
    mo = make_mo(m, 2, 0, &size);
    *rc = tk_catalog_parse(mo, size, &c, msg, msize);
    free(mo);
    return c;
}

START_TEST(plural_forms_as_gettext)
{
    static const struct {
        const char *forms;
        unsigned long n;
        unsigned long form;
    } cases[] = {
        {"nplurals=2; plural=(n > 1);", 0, 0},
        {"nplurals=2; plural=(n > 1);", 1, 0},
        {"nplurals=2; plural=(n > 1);", 2, 1},
        {"nplurals=2; plural=n != 1;", 0, 1},
        {"nplurals=2; plural=n != 1;", 1, 0},
        /* Polish */
        {"nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
         1, 0},
        {"nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
         22, 1},
        {"nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
         12, 2},
        {"nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
         25, 2},
        /* Arabic */
        {"nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : "
         "n%100>=11 ? 4 : 5;",
         0, 0},
        {"nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : "
         "n%100>=11 ? 4 : 5;",
         105, 3},
        {"nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : "
         "n%100>=11 ? 4 : 5;",
         111, 4},
        {"nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : "
         "n%100>=11 ? 4 : 5;",
         100, 5},
        /* Irish, with ! and arithmetic */
        {"nplurals=5; plural=n==1 ? 0 : n==2 ? 1 : (n>2 && n<7) ? 2 :(n>6 && n<11) ? 3 : 4;", 8, 3},
        {"nplurals=2; plural=!(n - 1 * 1 + 0);", 1, 1},
        {"nplurals=1; plural=0;", 7, 0},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char msg[200];
        int rc;
        TkCatalog *c = with_plural(cases[i].forms, msg, sizeof msg, &rc);
        ck_assert_msg(rc == TK_OK, "%s: %s", cases[i].forms, msg);
        ck_assert_msg(tk_catalog_plural_index(c, cases[i].n) == cases[i].form, "%s at %lu: %lu",
                      cases[i].forms, cases[i].n, tk_catalog_plural_index(c, cases[i].n));
        {
            char want[2] = {(char)('0' + cases[i].form), '\0'};
            ck_assert_str_eq(tk_catalog_find_plural(c, NULL, "a", cases[i].n), want);
        }
        tk_catalog_free(c);
    }
}
END_TEST

START_TEST(broken_catalogues_refused)
{
    static const char *const bad_forms[] = {
        "nplurals=2; plural=(n > 1;", "nplurals=2; plural=n >> 1;", "nplurals=2;",
        "plural=n != 1;", "nplurals=0; plural=0;", "nplurals=2; plural=n ? 1;",
        "nplurals=2; plural=((((((((((((((((((((((((((((((((((((((((((((((((n))))))))))))))))))))))))))))))))))))))))))))))));",
    };
    size_t i, size;
    char msg[200];
    int rc;
    TkCatalog *c;
    unsigned char *mo;
    const MoMsg one[] = {{S("Settings"), S("Réglages")}};
    for (i = 0; i < sizeof bad_forms / sizeof bad_forms[0]; i++) {
        msg[0] = '\0';
        c = with_plural(bad_forms[i], msg, sizeof msg, &rc);
        ck_assert_msg(rc == TK_E_FORMAT, "%s taken", bad_forms[i]);
        ck_assert_ptr_null(c);
        ck_assert_msg(strstr(msg, "Plural-Forms") != NULL, "%s", msg);
    }
    mo = make_mo(one, 1, 0, &size);
    /* Too short, bad magic. */
    ck_assert_int_eq(tk_catalog_parse(mo, 20, &c, msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_null(c);
    ck_assert_ptr_nonnull(strstr(msg, "too short"));
    mo[0] ^= 0xff;
    ck_assert_int_eq(tk_catalog_parse(mo, size, &c, msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(msg, "magic"));
    mo[0] ^= 0xff;
    /* Every cut of the file is refused, none read past its end. */
    for (i = 0; i < size; i++) {
        unsigned char *cut = malloc(i > 0 ? i : 1);
        memcpy(cut, mo, i);
        ck_assert_int_eq(tk_catalog_parse(cut, i, &c, msg, sizeof msg), TK_E_FORMAT);
        ck_assert_ptr_null(c);
        free(cut);
    }
    ck_assert_int_eq(tk_catalog_parse(mo, size, &c, msg, sizeof msg), TK_OK);
    tk_catalog_free(c);
    /* A string's offset out of the file; its NUL missing. */
    put32(mo + 28 + 4, 0x7fffffff, 0);
    ck_assert_int_eq(tk_catalog_parse(mo, size, &c, msg, sizeof msg), TK_E_FORMAT);
    ck_assert_ptr_nonnull(strstr(msg, "outside"));
    free(mo);
    mo = make_mo(one, 1, 0, &size);
    mo[size - 1] = 'x';
    ck_assert_int_eq(tk_catalog_parse(mo, size, &c, msg, sizeof msg), TK_E_FORMAT);
    free(mo);
    /* A count of messages larger than the file. */
    mo = make_mo(one, 1, 0, &size);
    put32(mo + 8, 0x10000000, 0);
    ck_assert_int_eq(tk_catalog_parse(mo, size, &c, msg, sizeof msg), TK_E_FORMAT);
    free(mo);
    /* Not UTF-8. */
    {
        const MoMsg latin[] = {{S(""), S("Content-Type: text/plain; charset=ISO-8859-1\n")}};
        mo = make_mo(latin, 1, 0, &size);
        ck_assert_int_eq(tk_catalog_parse(mo, size, &c, msg, sizeof msg), TK_E_FORMAT);
        ck_assert_ptr_nonnull(strstr(msg, "UTF-8"));
        free(mo);
    }
    /* A missing file names itself. */
    ck_assert_int_eq(tk_catalog_load("/nonexistent/fr.mo", &c, msg, sizeof msg), TK_E_IO);
    ck_assert_ptr_null(c);
    ck_assert_ptr_nonnull(strstr(msg, "/nonexistent/fr.mo"));
}
END_TEST

/* A plural whose translation has fewer forms than nplurals says: the
 * English is kept, nothing read beyond. */
START_TEST(plural_short_of_forms)
{
    const MoMsg msgs[] = {{S(""), S(FR_HEADER)}, {S("%d set\0%d sets"), S("%d série")}};
    size_t size;
    unsigned char *mo = make_mo(msgs, 2, 0, &size);
    TkCatalog *c = NULL;
    char msg[100];
    ck_assert_int_eq(tk_catalog_parse(mo, size, &c, msg, sizeof msg), TK_OK);
    free(mo);
    ck_assert_str_eq(tk_catalog_find_plural(c, NULL, "%d set", 1), "%d série");
    ck_assert_ptr_null(tk_catalog_find_plural(c, NULL, "%d set", 3));
    tk_lang_use(c);
    ck_assert_str_eq(tk_trn("%d set", "%d sets", 3), "%d sets");
    tk_lang_use(NULL);
    tk_catalog_free(c);
}
END_TEST

/* ------------------------------------------------------------------ */
/* tk_fmt                                                              */

START_TEST(format_is_snprintf)
{
    char out[128], want[128];
    long big = 1234567890L;
    size_t z = 42;
    tk_lang_use(NULL);
    ck_assert_int_eq(tk_fmt(out, sizeof out, "%d %5d|%-5d|%05d %+d %x %X %o %u %c %s %.3s %%",
                            -7, 42, 42, 42, 3, 255u, 255u, 8u, 9u, 'A', "word", "abcdef"),
                     snprintf(want, sizeof want, "%d %5d|%-5d|%05d %+d %x %X %o %u %c %s %.3s %%",
                              -7, 42, 42, 42, 3, 255u, 255u, 8u, 9u, 'A', "word", "abcdef"));
    ck_assert_str_eq(out, want);
    tk_fmt(out, sizeof out, "%ld %lld %zu %lu %hhd %hd %*d|%-*d|%.*f %e %g", big, 1LL << 40, z,
           4000000000UL, 5, 6, 4, 7, 4, 7, 2, 3.14159, 1e10, 0.5);
    snprintf(want, sizeof want, "%ld %lld %zu %lu %hhd %hd %*d|%-*d|%.*f %e %g", big, 1LL << 40, z,
             4000000000UL, 5, 6, 4, 7, 4, 7, 2, 3.14159, 1e10, 0.5);
    ck_assert_str_eq(out, want);
    /* Cut as snprintf cuts: the length of the whole text returned. */
    ck_assert_int_eq(tk_fmt(out, 5, "%s and %d", "abcdef", 12), 13);
    ck_assert_str_eq(out, "abcd");
    ck_assert_int_eq(tk_fmt(NULL, 0, "%s!", "abc"), 4);
    ck_assert_int_eq(tk_fmt(out, sizeof out, "no conversion"), 13);
    ck_assert_str_eq(out, "no conversion");
    ck_assert_int_eq(tk_fmt(out, sizeof out, "%s", "été"), 5);
    ck_assert_str_eq(out, "été");
}
END_TEST

START_TEST(format_numbered_arguments)
{
    char out[128];
    const char *two = "%2$s %1$s"; /* as a translation would hold it */
    const char *three = "%3$d-%1$s-%2$.1f %1$s";
    const char *width = "[%2$*1$d]";
    tk_lang_use(NULL);
    tk_fmt(out, sizeof out, two, "world", "hello");
    ck_assert_str_eq(out, "hello world");
    tk_fmt(out, sizeof out, three, "a", 2.25, 7);
    ck_assert_str_eq(out, "7-a-2.2 a");
    tk_fmt(out, sizeof out, width, 5, 42);
    ck_assert_str_eq(out, "[   42]");
}
END_TEST

START_TEST(format_refused)
{
    static const char *const bad[] = {
        "%1$s %s",   /* numbered and not mixed */
        "%2$s",      /* argument 1 never used: its type unknown */
        "%n",        /* never */
        "%ls",       /* wide text */
        "%Lf",       /* long double */
        "%q",        /* no such letter */
        "%",         /* cut */
        "%99$d",     /* too many */
    };
    char out[64];
    size_t i;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const char *f = bad[i];
        strcpy(out, "old");
        ck_assert_msg(tk_fmt(out, sizeof out, f, "x", 1) == -1, "%s taken", f);
        ck_assert_str_eq(out, "");
    }
}
END_TEST

/* ------------------------------------------------------------------ */
/* choosing                                                            */

START_TEST(language_from_environment)
{
    char buf[64];
    static const char *const have[] = {"fr", "qps"};
    portable_setenv("LC_ALL", "");
    portable_setenv("LC_MESSAGES", "");
    portable_setenv("LANG", "");
    portable_setenv("LANGUAGE", "");
    ck_assert_int_eq(tk_lang_from_env(buf, sizeof buf), 0);
    ck_assert_str_eq(buf, "");
    portable_setenv("LANG", "fr_BE.UTF-8");
    ck_assert_int_eq(tk_lang_from_env(buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "fr_BE.UTF-8");
    ck_assert_int_eq(tk_lang_pick(buf, have, 2), 0);
    portable_setenv("LC_MESSAGES", "de_DE.UTF-8");
    tk_lang_from_env(buf, sizeof buf);
    ck_assert_str_eq(buf, "de_DE.UTF-8");
    ck_assert_int_eq(tk_lang_pick(buf, have, 2), -1);
    portable_setenv("LANGUAGE", "de:fr:en");
    tk_lang_from_env(buf, sizeof buf);
    ck_assert_str_eq(buf, "de:fr:en");
    ck_assert_int_eq(tk_lang_pick(buf, have, 2), 0);
    /* C locale: LANGUAGE does not count. */
    portable_setenv("LC_ALL", "C");
    tk_lang_from_env(buf, sizeof buf);
    ck_assert_str_eq(buf, "C");
    ck_assert_int_eq(tk_lang_pick(buf, have, 2), -1);
    /* SDL's tags and lists. */
    ck_assert_int_eq(tk_lang_pick("fr-CA,en", have, 2), 0);
    ck_assert_int_eq(tk_lang_pick("en_GB:fr", have, 2), -1);
    ck_assert_int_eq(tk_lang_pick("de, FR_ch", have, 2), 0);
    ck_assert_int_eq(tk_lang_pick("qps", have, 2), 1);
    ck_assert_int_eq(tk_lang_pick("", have, 2), -1);
    ck_assert_int_eq(tk_lang_pick(NULL, have, 2), -1);
    ck_assert_int_eq(tk_lang_pick("frx:fra", have, 2), -1);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The collection's catalogues                                         */

static TkCatalog *built(const char *lang)
{
    const char *b = getenv("RACKO_BUILD");
    char path[1024], msg[300];
    TkCatalog *c = NULL;
    ck_assert_ptr_nonnull(b);
    snprintf(path, sizeof path, "%s/po/%s.mo", b, lang);
    ck_assert_msg(tk_catalog_load(path, &c, msg, sizeof msg) == TK_OK, "%s", msg);
    return c;
}

START_TEST(collection_catalogues)
{
    TkCatalog *fr = built("fr"), *qps = built("qps");
    char buf[100];
    /* The pseudo-language is the whole template, French as much. */
    ck_assert_uint_gt(tk_catalog_count(fr), 0);
    ck_assert_uint_eq(tk_catalog_count(qps), tk_catalog_count(fr));
    ck_assert_int_eq(tk_catalog_header(fr, "Language", buf, sizeof buf), 1);
    ck_assert_str_eq(buf, "fr");
    tk_lang_use(fr);
    ck_assert_str_eq(tk_lang_decimal(), ",");
    {
        /* Where a match stands, in French, with French plurals (0 and 1
           in the singular) and the saved match's seat without a name. */
        static const char *const names[] = {"Ann", "", "Cy"};
        static const int totals[] = {0, 12, 1};
        char line[200];
        tk_text_scores(line, sizeof line, "Manche 2", "point", names, totals, 3);
        ck_assert_str_eq(line, "Manche 2\xC2\xA0: Ann (0 point), Place 2 (12 points), Cy (1 point)");
        tk_text_scores(line, sizeof line, "Manche 2", "token", names, totals, 2);
        ck_assert_str_eq(line, "Manche 2\xC2\xA0: Ann (0 jeton), Place 2 (12 jetons)");
    }
    {
        /* What is said of a seat's bot: each a whole French sentence, its
           name, seat and reason in their French places, not an English
           predicate glued to a French subject. */
        TkBotTrouble t;
        TkNotices q = {0};
        char line[400];
        tk_bot_explain("exited with status 1", "ModuleNotFoundError: numpy", "Rummikub", &t);
        tk_notice_bot_trouble(line, sizeof line, 1, "./mybot", &t);
        ck_assert_str_eq(line, "Le bot de la place 2 (./mybot) s'est arr\xC3\xAAt\xC3\xA9 avant de "
                               "r\xC3\xA9pondre (code de sortie 1)\xC2\xA0; il a \xC3\xA9"
                               "crit\xC2\xA0: ModuleNotFoundError: numpy.");
        tk_bot_explain("3 refused answers: 'rkb 1'", "", "Rummikub", &t);
        tk_notice_bot_trouble(line, sizeof line, 0, "/bin/cat", &t);
        ck_assert_str_eq(line, "Le bot de la place 1 (/bin/cat) ne parle pas le protocole des bots "
                               "de Rummikub\xC2\xA0: il n'a pas r\xC3\xA9pondu \xC3\xA0 la "
                               "salutation.");
        tk_bot_explain("exited with status 127", "sh: 1: exec: ./mybot: not found", "Rack-O", &t);
        tk_notice_bot_trouble(line, sizeof line, 2, "./mybot", &t);
        ck_assert_str_eq(line, "Le bot de la place 3 ne peut pas d\xC3\xA9marrer\xC2\xA0: le "
                               "programme ./mybot n'existe pas.");
        tk_notice_bot_not_started(line, sizeof line, 0, "mybot");
        ck_assert_str_eq(line, "Le bot de la place 1 (mybot) n'a pas \xC3\xA9t\xC3\xA9 lanc\xC3\xA9"
                               "\xC2\xA0; l'ordinateur joue \xC3\xA0 sa place.");
        tk_notices_push_bot_left(&q, 1, "mybot", TK_BOT_LEFT_STOPPED, TK_TAKEN_BY_COMPUTER, "Hugo",
                                 "exited with status 3");
        ck_assert_int_eq(tk_notices_next(&q, line, sizeof line), 1);
        ck_assert_str_eq(line, "Le bot de la place 2 (mybot) s'est arr\xC3\xAAt\xC3\xA9\xC2\xA0; "
                               "l'ordinateur (Hugo) prend d\xC3\xA9sormais sa place. "
                               "\xE2\x80\x94 exited with status 3");
        tk_notices_free(&q);
        /* and the English of the code, unchanged, with no catalogue */
        tk_lang_use(NULL);
        tk_notice_bot_not_started(line, sizeof line, 0, "mybot");
        ck_assert_str_eq(line, "Seat 1's bot (mybot) was not started; the computer plays its seat.");
        tk_lang_use(fr);
    }
    tk_lang_use(qps);
    ck_assert_str_eq(tk_lang_decimal(), ".");
    tk_lang_use(NULL);
    tk_catalog_free(fr);
    tk_catalog_free(qps);
}
END_TEST

static Suite *lang_suite(void)
{
    Suite *s = suite_create("tk_lang");
    TCase *cat = tcase_create("catalogue");
    tcase_add_loop_test(cat, catalogue_read_either_byte_order, 0, 2);
    tcase_add_test(cat, language_in_force);
    tcase_add_test(cat, plural_forms_as_gettext);
    tcase_add_test(cat, broken_catalogues_refused);
    tcase_add_test(cat, plural_short_of_forms);
    tcase_add_test(cat, formed_sentence_said);
    suite_add_tcase(s, cat);
    TCase *fmt = tcase_create("format");
    tcase_add_test(fmt, format_is_snprintf);
    tcase_add_test(fmt, format_numbered_arguments);
    tcase_add_test(fmt, format_refused);
    suite_add_tcase(s, fmt);
    TCase *choice = tcase_create("choice");
    tcase_add_test(choice, language_from_environment);
    suite_add_tcase(s, choice);
    TCase *coll = tcase_create("collection");
    tcase_add_test(coll, collection_catalogues);
    suite_add_tcase(s, coll);
    return s;
}

int main(void)
{
    return test_run(lang_suite(), NULL, 0);
}
