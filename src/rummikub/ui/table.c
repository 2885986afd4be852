/* table.c - Rummikub's table on the screen: the match, its events played
 * on the scene, computer turns paced for a person, the turn timer, the
 * viewer's turn in progress begun, saved and ended, the end-of-game sheet
 * (see table.h).  No SDL. */
#include "table.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kit/file.h"
#include "kit/lang.h"
#include "kit/record.h"

static float speed_factor(const ShTable *t)
{
    return sh_speed_factor(sh_host_settings(t->host)->speed);
}

static int pace_ms(const ShTable *t)
{
    return sh_host_settings(t->host)->pace_ms;
}

int ui_table_pace(const ShTable *t)
{
    int pct = t->replay_pct > 0 ? t->replay_pct : 100;
    return t->replay ? (int)((long)pace_ms(t) * 100 / pct) : pace_ms(t);
}

/* The animations' speed: the settings', a replay's at its own speed. */
static void timeline_speed(ShTable *t)
{
    float f = speed_factor(t);
    if (t->replay && t->replay_pct > 0) {
        f = f * 100.0f / (float)t->replay_pct;
    }
    sh_timeline_set_speed(t->tl, f);
}

static const RkGame *game_of(const ShTable *t)
{
    return rk_match_game(t->match);
}

/* ------------------------------------------------------------------ */
/* Seats                                                               */

int ui_table_is_you(const ShTable *t, int seat)
{
    return seat >= 0 && seat < mt_match_players(t->match) && mt_match_humans(t->match) == 1 &&
           mt_match_seat_kind(t->match, seat) == MT_SEAT_HUMAN;
}

const char *ui_table_seat_label(const ShTable *t, int seat)
{
    if (seat < 0 || seat >= mt_match_players(t->match)) {
        return "";
    }
    return mt_match_seat_name(t->match, seat);
}

void ui_table_layout(ShTable *t, const ShCanvas *c)
{
    t->canvas = *c;
    ui_layout_compute(&t->lay, c, mt_match_players(t->match), t->viewer);
    if (t->replay) {
        ui_layout_replay(&t->lay);
    }
    t->board_dirty = 1;
    ui_table_refresh(t);
}

static void relayout(void *screen)
{
    ShTable *t = screen;
    ui_table_layout(t, &t->canvas);
    sh_host_dirty(t->host);
}

/* in with "seat N" (or "Seat N"), the engine's and the players' name for
 * a seat, written as the name on its plate ("Ann"); other text as is. */
static void seat_names(const ShTable *t, const char *in, char *out, size_t size)
{
    size_t o = 0;
    const char *p = in;
    int players = mt_match_players(t->match);
    if (size == 0) {
        return;
    }
    while (*p != '\0' && o + 1 < size) {
        if ((p == in || !isalnum((unsigned char)p[-1])) && (p[0] == 's' || p[0] == 'S') &&
            strncmp(p + 1, "eat ", 4) == 0 && isdigit((unsigned char)p[5]) &&
            !isalnum((unsigned char)p[6]) && p[5] - '0' >= 1 &&
            p[5] - '0' <= players) {
            int w = snprintf(out + o, size - o, "%s", mt_match_seat_name(t->match, p[5] - '1'));
            o = w > 0 && o + (size_t)w < size ? o + (size_t)w : size - 1;
            p += 6;
            continue;
        }
        out[o++] = *p++;
    }
    out[o] = '\0';
}

void ui_table_words(const ShTable *t, const char *in, char *out, size_t size)
{
    char tiles[RK_AI_REASON + 400];
    ui_tile_words(in, tiles, sizeof tiles);
    seat_names(t, tiles, out, size);
}

void ui_table_log(ShTable *t, const char *text, const char *brief)
{
    int keep = t->nlog < UI_LOG_MAX ? t->nlog : UI_LOG_MAX - 1;
    memmove(&t->log[1], &t->log[0], sizeof t->log[0] * (size_t)keep);
    ui_table_words(t, text, t->log[0], sizeof t->log[0]);
    ui_table_words(t, brief != NULL && brief[0] != '\0' ? brief : text, t->brief,
                   sizeof t->brief);
    t->nlog = keep + 1;
    sh_host_dirty(t->host);
}

void ui_table_say(ShTable *t, const char *text)
{
    char words[RK_AI_REASON + 400];
    ui_table_words(t, text, words, sizeof words);
    sh_host_message(t->host, words, 1);
    t->note[0] = '\0';
    sh_host_dirty(t->host);
}

void ui_table_refuse(ShTable *t, const char *english, const char *end)
{
    char why[RK_AI_REASON + 400];
    size_t n;
    tk_tr_formed("refusal", english, why, sizeof why);
    n = strlen(why);
    snprintf(why + n, sizeof why - n, "%s", end);
    ui_table_say(t, why);
}

void ui_table_note(ShTable *t, const char *text)
{
    ui_table_say(t, text);
    snprintf(t->note, sizeof t->note, "%s", sh_host_message_text(t->host));
}

UiSay ui_table_said(const ShTable *t)
{
    const char *m = sh_host_message_text(t->host);
    if (m[0] == '\0') {
        return UI_SAY_NONE;
    }
    {
        /* A hint starts as the hint's words do ("Hint: %s"). */
        const char *hint = _("Hint: %s");
        size_t k = strcspn(hint, "%");
        if (k > 0 && strncmp(m, hint, k) == 0) {
            return UI_SAY_HINT;
        }
    }
    return strcmp(m, t->note) == 0 ? UI_SAY_NOTE : UI_SAY_REFUSAL;
}

/* ------------------------------------------------------------------ */
/* The scene: the table as shown, moved on by the match's events       */

static void scene_sync_order(UiScene *sc, int seat)
{
    rk_rack_order_sync(&sc->order[seat], &sc->rack[seat]);
}

/* The scene of a game whose events were not animated (a resumed match). */
static void scene_from_game(const RkGame *g, UiScene *sc)
{
    int s;
    memset(sc, 0, sizeof *sc);
    sc->players = rk_game_config(g)->players;
    sc->game = rk_game_number(g);
    sc->games = rk_game_config(g)->games;
    sc->turn_seat = rk_game_to_act(g);
    /* before the first deal every tile is still in the box, the pool */
    sc->pool = rk_game_number(g) > 0 ? rk_game_pool_count(g) : RK_TILES;
    sc->first_seat = rk_game_first(g);
    sc->table = *rk_game_table(g);
    for (s = 0; s < sc->players; s++) {
        sc->tiles[s] = rk_game_rack(g, s, &sc->rack[s]);
        sc->melded[s] = rk_game_melded(g, s);
        sc->total[s] = rk_game_total(g, s);
        rk_rack_order_clear(&sc->order[s]);
        scene_sync_order(sc, s);
        memset(sc->order[s].fresh, 0, sizeof sc->order[s].fresh);
    }
    if (rk_game_last_score(g, &sc->score) == TK_OK && rk_game_phase(g) != RK_PHASE_TURN) {
        sc->have_score = 1;
    }
    sc->match_over = rk_game_phase(g) == RK_PHASE_MATCH_OVER;
}

/* What another seat's play changed, marked until the viewer has seen it:
 * the tiles it put down from its rack (UI_F_CHANGED, those marked before
 * followed to where they went) and the sets it made, added to or put
 * together anew (set_mark; a set kept as it was keeps its mark). */
static void scene_mark_play(UiScene *sc, const RkPlayEvent *pe)
{
    uint8_t mark[RK_TABLE_MAX_SETS][RK_SET_MAX], set_mark[RK_TABLE_MAX_SETS];
    UiPlayChanges ch;
    int s, i;
    memset(mark, 0, sizeof mark);
    memset(set_mark, 0, sizeof set_mark);
    ui_play_changes(pe, &ch);
    for (s = 0; s < pe->after.nsets; s++) {
        set_mark[s] = (uint8_t)(ch.change[s] != UI_SET_SAME ||
                                (ch.home[s] >= 0 && sc->set_mark[ch.home[s]]));
        for (i = 0; i < pe->after.sets[s].n; i++) {
            RkFrom f = pe->from[s][i];
            if (f.set < 0 || (f.set < RK_TABLE_MAX_SETS && f.pos >= 0 && f.pos < RK_SET_MAX &&
                              (sc->mark[f.set][f.pos] & UI_F_CHANGED))) {
                mark[s][i] = UI_F_CHANGED;
            }
        }
    }
    memcpy(sc->mark, mark, sizeof mark);
    memcpy(sc->set_mark, set_mark, sizeof set_mark);
}

/* The keys the sets of a play's table after it have in the memo of the
 * table before it (ui_flow_keep): each set that goes on from one of
 * before keeps that one's place. */
void ui_play_keys(const RkPlayEvent *pe, int *keys)
{
    UiPlayChanges ch;
    int s;
    ui_play_changes(pe, &ch);
    for (s = 0; s < pe->after.nsets; s++) {
        keys[s] = ch.home[s] >= 0 ? ch.home[s] + 1 : -1 - s;
    }
}

void ui_play_stage(const RkPlayEvent *pe, UiStage *out)
{
    UiPlayChanges ch;
    ui_play_changes(pe, &ch);
    memset(out, 0, sizeof *out);
    /* first the tiles of the table that go to other sets (the sets that
     * only move on the screen go with them), briefly, together */
    out->table_ms = ch.moved > 0 ? 550 : pe->before.nsets > 0 ? 250 : 0;
    /* then the rack's tiles one by one from the player's plate */
    out->fly_ms = 450;
    out->stagger_ms = pe->n > 1 ? 2100 / (pe->n - 1) : 0;
    if (out->stagger_ms > 320) {
        out->stagger_ms = 320;
    }
    out->total_ms = out->table_ms + (pe->n > 0 ? (pe->n - 1) * out->stagger_ms + out->fly_ms : 0) +
                    200;
}

static void counts_remove(RkCounts *c, const RkTile *t, int n)
{
    int i;
    for (i = 0; i < n; i++) {
        if (t[i] < RK_KINDS && c->n[t[i]] > 0) {
            c->n[t[i]]--;
        }
    }
}

static int ev_duration(const void *p)
{
    const UiEvent *e = p;
    if (e->instant) {
        return 0;
    }
    switch (e->ev.kind) {
    case RK_EV_FIRST_DRAW:
        return 350;
    case RK_EV_FIRST_SEAT:
        return 900;
    case RK_EV_DEAL:
        return 260;
    case RK_EV_DRAW:
        return 420;
    case RK_EV_PENALTY:
        return 900;
    case RK_EV_PASS:
        return 350;
    case RK_EV_PLAY: {
        UiStage st;
        ui_play_stage(&e->ev.u.play, &st);
        return st.total_ms;
    }
    default:
        return 0;
    }
}

/* An event begins to play: its line goes to the move log (and so to the
 * banner) now, not before; a drawn tile leaves the pool as it flies. */
static void ev_begin(void *table, const void *p)
{
    ShTable *t = table;
    const UiEvent *ue = p;
    if (ue->line[0] != '\0') {
        ui_table_log(t, ue->line, ue->brief);
    }
    if (ue->ev.kind == RK_EV_DRAW) {
        t->scene.pool = ue->ev.u.draw.pool;
    }
}

static void ev_end(void *table, const void *p)
{
    ShTable *t = table;
    UiScene *sc = &t->scene;
    const UiEvent *ue = p;
    const RkEvent *ev = &ue->ev;
    int s;
    if (ue->clear) {
        memset(sc->mark, 0, sizeof sc->mark);
        memset(sc->set_mark, 0, sizeof sc->set_mark);
    }
    switch (ev->kind) {
    case RK_EV_GAME_START: {
        int players = sc->players;
        int total[RK_MAX_SEATS];
        memcpy(total, sc->total, sizeof total);
        memset(sc, 0, sizeof *sc);
        sc->players = players;
        memcpy(sc->total, total, sizeof total);
        memset(&t->memo, 0, sizeof t->memo);
        memset(t->spots, 0, sizeof t->spots); /* the dealt racks packed */
        t->penalty[0] = '\0';
        t->penalty_seen = 1;
        sc->game = ev->u.game_start.game;
        sc->games = ev->u.game_start.games;
        sc->turn_seat = -1;
        sc->first_seat = -1;
        sc->pool = RK_TILES;
        for (s = 0; s < RK_MAX_SEATS; s++) {
            rk_rack_order_clear(&sc->order[s]);
        }
        break;
    }
    case RK_EV_FIRST_DRAW:
        s = ev->u.first_draw.seat;
        if (s >= 0 && s < RK_MAX_SEATS) {
            sc->first_draw[s] = ev->u.first_draw.tile + 1;
        }
        break;
    case RK_EV_FIRST_SEAT:
        sc->first_seat = ev->u.first_seat.seat;
        memset(sc->first_draw, 0, sizeof sc->first_draw);
        sc->pool = ev->u.first_seat.pool;
        break;
    case RK_EV_DEAL:
        s = ev->u.deal.seat;
        if (s >= 0 && s < RK_MAX_SEATS) {
            sc->rack[s] = ev->u.deal.rack;
            sc->tiles[s] = ev->u.deal.n;
            rk_rack_order_clear(&sc->order[s]);
            scene_sync_order(sc, s);
        }
        break;
    case RK_EV_TURN_START:
        sc->turn_seat = ev->u.turn_start.seat;
        break;
    case RK_EV_PENALTY:
        /* Its draws keep each other's marks, not those of earlier turns. */
        s = ev->u.penalty.seat;
        if (s >= 0 && s < RK_MAX_SEATS) {
            memset(sc->order[s].fresh, 0, sizeof sc->order[s].fresh);
        }
        break;
    case RK_EV_DRAW:
        s = ev->u.draw.seat;
        if (s >= 0 && s < RK_MAX_SEATS) {
            if (ev->u.draw.tile < RK_KINDS) {
                sc->rack[s].n[ev->u.draw.tile]++;
            }
            sc->tiles[s]++;
            /* Several penalty tiles are all this turn's: one sync at the
             * first keeps the marks of the others. */
            if (ev->u.draw.tile < RK_KINDS) {
                RkRackOrder *o = &sc->order[s];
                if (o->n < RK_TILES) {
                    int keep = ev->u.draw.penalty;
                    uint8_t fresh[RK_TILES];
                    memcpy(fresh, o->fresh, sizeof fresh);
                    scene_sync_order(sc, s);
                    if (keep) {
                        int i;
                        for (i = 0; i < o->n; i++) {
                            o->fresh[i] |= fresh[i];
                        }
                    }
                }
            }
        }
        sc->pool = ev->u.draw.pool;
        break;
    case RK_EV_PLAY: {
        const RkPlayEvent *pe = &ev->u.play;
        s = pe->seat;
        if (ue->mark) {
            scene_mark_play(sc, pe);
        } else {
            memset(sc->mark, 0, sizeof sc->mark);
            memset(sc->set_mark, 0, sizeof sc->set_mark);
        }
        if (!ue->instant) {
            /* The sets that go on keep their places (the viewer's own
             * play: the memo has its sets already, end_editing). */
            int lens[RK_TABLE_MAX_SETS], keys[RK_TABLE_MAX_SETS], k;
            UiFlow after;
            ui_play_keys(pe, keys);
            for (k = 0; k < pe->after.nsets; k++) {
                lens[k] = pe->after.sets[k].n;
            }
            ui_flow_keep(&t->lay, lens, keys, pe->after.nsets, &t->memo, UI_KEEP_BETWEEN, &after);
            for (k = 0; k < pe->after.nsets; k++) {
                keys[k] = k + 1;
            }
            ui_flow_memo(&after, keys, &t->memo);
        }
        sc->table = pe->after;
        if (s >= 0 && s < RK_MAX_SEATS) {
            counts_remove(&sc->rack[s], pe->tiles, pe->n);
            sc->tiles[s] = pe->rack_left;
            sc->melded[s] = 1;
            scene_sync_order(sc, s);
            memset(sc->order[s].fresh, 0, sizeof sc->order[s].fresh);
        }
        break;
    }
    case RK_EV_GAME_OVER:
        sc->score = ev->u.game_over;
        sc->have_score = 1;
        memcpy(sc->total, ev->u.game_over.total, sizeof sc->total);
        sc->turn_seat = -1;
        break;
    case RK_EV_MATCH_OVER:
        sc->match_over = 1;
        break;
    default:
        break;
    }
}

static const ShTimelineOps timeline_ops = {ev_duration, ev_begin, ev_end};

static void play_sound(ShTable *t, const UiEvent *e)
{
    switch (e->ev.kind) {
    case RK_EV_FIRST_DRAW:
    case RK_EV_DRAW:
        sh_host_sound(t->host, SH_SND_DRAW);
        break;
    case RK_EV_FIRST_SEAT:
        sh_host_sound(t->host, SH_SND_SHUFFLE);
        break;
    case RK_EV_DEAL:
        sh_host_sound(t->host, SH_SND_DEAL);
        break;
    case RK_EV_PENALTY:
        sh_host_sound(t->host, SH_SND_ILLEGAL);
        break;
    case RK_EV_PLAY:
        if (!e->instant) {
            sh_host_sound(t->host, SH_SND_PLACE);
        }
        break;
    case RK_EV_GAME_OVER:
        sh_host_sound(t->host, SH_SND_FANFARE);
        break;
    default:
        break;
    }
}

/* The line of the move log for an event ("" for none), into out, and the
 * banner's when it is shorter (else ""), into brief. */
static void event_line(ShTable *t, const RkEvent *ev, char *out, size_t size, char *brief,
                       size_t bsize)
{
    char line[UI_LOG_LINE];
    /* The viewer's own moves in sentences of their own ("You drew"): the
       verb agrees with its subject in other languages. */
    int seat = ev->kind == RK_EV_FIRST_SEAT ? ev->u.first_seat.seat
               : ev->kind == RK_EV_DRAW     ? ev->u.draw.seat
               : ev->kind == RK_EV_PENALTY  ? ev->u.penalty.seat
               : ev->kind == RK_EV_PASS     ? ev->u.pass.seat
               : ev->kind == RK_EV_GAME_OVER ? ev->u.game_over.winner
                                             : -1;
    int you = seat >= 0 && ui_table_is_you(t, seat);
    const char *name = seat >= 0 ? ui_table_seat_label(t, seat) : "";
    line[0] = '\0';
    brief[0] = '\0';
    switch (ev->kind) {
    case RK_EV_GAME_START:
        tk_fmt(line, sizeof line, _("Game %d of %d."), ev->u.game_start.game,
                 ev->u.game_start.games);
        break;
    case RK_EV_FIRST_SEAT:
        tk_fmt(line, sizeof line,
               you ? _("You drew the highest tile and start.") : _("%s drew the highest tile and starts."),
               name);
        break;
    case RK_EV_DRAW:
        if (!ev->u.draw.penalty) {
            if (you) {
                tk_fmt(line, sizeof line, _("You drew a tile (%d left in the pool)."), ev->u.draw.pool);
            } else {
                tk_fmt(line, sizeof line, _("%s drew a tile (%d left in the pool)."), name,
                       ev->u.draw.pool);
            }
        }
        break;
    case RK_EV_PENALTY:
        /* said with its tiles after its draws (pump); none: said now */
        if (ev->u.penalty.tiles <= 0) {
            tk_fmt(line, sizeof line,
                   you ? _("Time is up for you: the pool is empty, no tiles drawn.")
                       : _("Time is up for %s: the pool is empty, no tiles drawn."),
                   name);
        }
        break;
    case RK_EV_PASS:
        if (ev->u.pass.timeout) {
            tk_fmt(line, sizeof line,
                   you ? _("Time is up for you: the pool is empty, so you pass.")
                       : _("Time is up for %s: the pool is empty, so the turn passes."),
                   name);
        } else {
            tk_fmt(line, sizeof line,
                   you ? _("You passed: the pool is empty.") : _("%s passed: the pool is empty."), name);
        }
        break;
    case RK_EV_PLAY:
        ui_play_words(&ev->u.play,
                      ui_table_is_you(t, ev->u.play.seat) ? NULL : ui_table_seat_label(t, ev->u.play.seat),
                      line, sizeof line,
                      brief, bsize);
        break;
    case RK_EV_GAME_OVER: {
        const RkGameScore *sc = &ev->u.game_over;
        if (sc->out) {
            if (you) {
                tk_fmt(line, sizeof line, _("You went out and won game %d."), sc->game);
            } else {
                tk_fmt(line, sizeof line, _("%s went out and won game %d."), name, sc->game);
            }
        } else if (you) {
            tk_fmt(line, sizeof line, _("Nobody could go on: you won game %d with the lowest rack."),
                   sc->game);
        } else {
            tk_fmt(line, sizeof line, _("Nobody could go on: %s won game %d with the lowest rack."),
                   name, sc->game);
        }
        break;
    }
    default:
        break;
    }
    snprintf(out, size, "%s", line);
}

/* What else the viewer's penalty card says; it waits to be seen. */
static void penalty_more(ShTable *t)
{
    snprintf(t->penalty_more, sizeof t->penalty_more, "%s",
             t->penalty_moved ? _("What you had moved this turn went back. Click or press a key to go on.")
                              : _("Your turn ended. Click or press a key to go on."));
    t->penalty_seen = 0;
    t->penalty_moved = 0;
}

/* A timer penalty is said once its tiles are drawn: the line goes with
 * its last draw ("Time is up for you: you drew blue 5, red 9 and joker as
 * a penalty.", the tiles named only to the only person, for their own
 * rack), and the viewer's own is kept for the card over the bar. */
static void penalty_line(ShTable *t, UiEvent *e)
{
    const RkEvent *ev = &e->ev;
    char tiles[200];
    if (ev->kind == RK_EV_PENALTY) {
        t->pen_seat = ev->u.penalty.seat;
        t->pen_want = ev->u.penalty.tiles;
        t->pen_n = 0;
        return;
    }
    if (ev->kind == RK_EV_PASS && ev->u.pass.timeout && ui_table_is_you(t, ev->u.pass.seat)) {
        /* the pool empty: the penalty is a pass */
        snprintf(t->penalty, sizeof t->penalty, "%s", _("the pool is empty, so you pass"));
        penalty_more(t);
        return;
    }
    if (ev->kind != RK_EV_DRAW || !ev->u.draw.penalty || ev->u.draw.seat != t->pen_seat ||
        t->pen_n >= t->pen_want) {
        return;
    }
    if (t->pen_n < RK_TILES) {
        t->pen_tiles[t->pen_n] = ev->u.draw.tile;
    }
    if (++t->pen_n < t->pen_want) {
        return;
    }
    if (!ui_table_is_you(t, t->pen_seat)) {
        tk_fmt(e->line, sizeof e->line,
               tk_trn("Time is up for %s: %d tile drawn as a penalty.",
                      "Time is up for %s: %d tiles drawn as a penalty.", (unsigned long)t->pen_n),
               ui_table_seat_label(t, t->pen_seat), t->pen_n);
        return;
    }
    ui_tiles_words(t->pen_tiles, t->pen_n < RK_TILES ? t->pen_n : RK_TILES, tiles, sizeof tiles);
    tk_fmt(e->line, sizeof e->line, _("Time is up for you: you drew %s as a penalty."), tiles);
    tk_fmt(t->penalty, sizeof t->penalty, _("you drew %s"), tiles);
    penalty_more(t);
}

/* Moves the match's new events onto the timeline and its notices into
 * the notice box. */
static void pump(void *screen)
{
    ShTable *t = screen;
    UiEvent e;
    char note[512];
    memset(&e, 0, sizeof e);
    while (mt_match_next_event(t->match, &e.ev)) {
        e.instant = e.ev.kind == RK_EV_PLAY && e.ev.u.play.seat == t->viewer &&
                    mt_match_seat_kind(t->match, t->viewer) == MT_SEAT_HUMAN && !t->replay;
        e.clear = 0;
        e.mark = 0;
        if (e.ev.kind == RK_EV_PLAY || e.ev.kind == RK_EV_DRAW || e.ev.kind == RK_EV_PASS ||
            e.ev.kind == RK_EV_PENALTY) {
            int seat = e.ev.kind == RK_EV_PLAY    ? e.ev.u.play.seat
                       : e.ev.kind == RK_EV_DRAW  ? e.ev.u.draw.seat
                       : e.ev.kind == RK_EV_PASS  ? e.ev.u.pass.seat
                                                  : e.ev.u.penalty.seat;
            /* A person's turn is over: what changed before it was seen.
             * Every play is marked but the only person's own; in a replay
             * every play, each move's alone. */
            e.clear = mt_match_seat_kind(t->match, seat) == MT_SEAT_HUMAN || t->replay;
            e.mark = e.ev.kind == RK_EV_PLAY && (!ui_table_is_you(t, seat) || t->replay);
        }
        event_line(t, &e.ev, e.line, sizeof e.line, e.brief, sizeof e.brief);
        penalty_line(t, &e);
        sh_timeline_push(t->tl, &e);
        t->board_dirty = 1;
        sh_host_dirty(t->host);
    }
    while (mt_match_next_notice(t->match, note, sizeof note)) {
        sh_host_notice(t->host, note);
    }
}

/* The move log made again for the game as it stands (a replay that
 * jumped): its history replayed into a game of its own, each event's line
 * as pump logs it; the last UI_LOG_MAX kept, the newest as the banner
 * says it. */
static void log_from_history(ShTable *t)
{
    const RkGame *g = game_of(t);
    int n = rk_game_history_count(g), i, k, kept = 0;
    char(*ring)[UI_LOG_LINE] = malloc(sizeof *ring * UI_LOG_MAX);
    UiEvent *e = malloc(sizeof *e);
    char *brief = malloc(UI_LOG_LINE);
    void *r = NULL;
    t->nlog = 0;
    t->brief[0] = '\0';
    if (ring != NULL && e != NULL && brief != NULL && n > 0 &&
        rk_match_replay.start(g, &r) == TK_OK) {
        brief[0] = '\0';
        t->pen_seat = -1;
        for (i = 0; i < n && rk_match_replay.apply(r, g, i) == TK_OK; i++) {
            memset(e, 0, sizeof *e);
            while (rk_event_next(r, &e->ev)) {
                event_line(t, &e->ev, e->line, sizeof e->line, e->brief, sizeof e->brief);
                penalty_line(t, e);
                if (e->line[0] != '\0') {
                    snprintf(ring[kept % UI_LOG_MAX], UI_LOG_LINE, "%s", e->line);
                    snprintf(brief, UI_LOG_LINE, "%s", e->brief[0] != '\0' ? e->brief : e->line);
                    kept++;
                }
            }
        }
        rk_game_free(r);
        t->nlog = kept < UI_LOG_MAX ? kept : UI_LOG_MAX;
        for (k = 0; k < t->nlog; k++) {
            ui_table_words(t, ring[(kept - 1 - k) % UI_LOG_MAX], t->log[k], sizeof t->log[k]);
        }
        ui_table_words(t, brief, t->brief, sizeof t->brief);
    }
    free(ring);
    free(e);
    free(brief);
}

void ui_table_flying(const ShTable *t, int seat, RkCounts *out)
{
    const UiEvent *e = sh_timeline_current(t->tl, NULL);
    memset(out, 0, sizeof *out);
    if (t->replay && e != NULL && e->ev.kind == RK_EV_PLAY && !e->instant &&
        e->ev.u.play.seat == seat) {
        int i;
        for (i = 0; i < e->ev.u.play.n && i < RK_TILES; i++) {
            if (e->ev.u.play.tiles[i] < RK_KINDS) {
                out->n[e->ev.u.play.tiles[i]]++;
            }
        }
    }
}

void ui_table_show_game(ShTable *t)
{
    sh_timeline_clear(t->tl);
    scene_from_game(game_of(t), &t->scene);
    memset(&t->memo, 0, sizeof t->memo);
    memset(t->spots, 0, sizeof t->spots);
    log_from_history(t);
    t->penalty[0] = '\0';
    t->penalty_seen = 1;
    t->pen_n = t->pen_want = 0;
    t->pen_seat = -1;
    sh_host_message(t->host, "", 0);
    relayout(t);
}

/* ------------------------------------------------------------------ */
/* What the table area shows                                           */

void ui_table_refresh(ShTable *t)
{
    UiBoard *b = &t->board;
    int lens[RK_TABLE_MAX_SETS], keys[RK_TABLE_MAX_SETS];
    int s, i;
    memset(b, 0, sizeof *b);
    if (t->editing) {
        int fresh = rk_edit_history(t->edit) == 0 && !rk_edit_changed(t->edit);
        b->nsets = rk_edit_nsets(t->edit);
        for (s = 0; s < b->nsets; s++) {
            const RkSet *set = rk_edit_set(t->edit, s);
            b->set[s].n = set->n;
            memcpy(b->set[s].t, set->t, (size_t)set->n);
            b->set[s].invalid = rk_edit_set_read(t->edit, s, NULL, NULL, 0) != TK_OK;
            for (i = 0; i < set->n; i++) {
                b->set[s].flag[i] = rk_edit_from_rack(t->edit, s, i) ? UI_F_FROM_RACK : 0;
                if (fresh && s < t->scene.table.nsets) {
                    b->set[s].flag[i] |= t->scene.mark[s][i];
                    b->set[s].changed = t->scene.set_mark[s];
                }
            }
        }
        if (t->hint_on) {
            RkEditSpot from[RK_TABLE_MAX_SETS][RK_SET_MAX];
            if (rk_edit_plan(t->edit, &t->hint_table, from) == TK_OK) {
                /* The tiles the hint moves, where they are now: rack tiles
                 * it plays, and table tiles that leave the set their new
                 * set grows from. */
                for (s = 0; s < t->hint_table.nsets; s++) {
                    int count[RK_TABLE_MAX_SETS] = {0}, home = -1, best = 0;
                    for (i = 0; i < t->hint_table.sets[s].n; i++) {
                        RkEditSpot f = from[s][i];
                        if (f.where == RK_EDIT_SET && f.set >= 0 && f.set < b->nsets &&
                            ++count[f.set] > best) {
                            best = count[f.set];
                            home = f.set;
                        }
                    }
                    for (i = 0; i < t->hint_table.sets[s].n; i++) {
                        RkEditSpot f = from[s][i];
                        if (f.where == RK_EDIT_RACK && f.pos >= 0 && f.pos < RK_TILES) {
                            b->rack_hint[f.pos] = 1;
                            if (home >= 0) {
                                b->set[home].hint = 1;
                            }
                        } else if (f.where == RK_EDIT_SET && f.set >= 0 && f.set < b->nsets &&
                                   f.pos >= 0 && f.pos < b->set[f.set].n && f.set != home) {
                            b->set[f.set].flag[f.pos] |= UI_F_HINT;
                            b->set[f.set].hint = 1;
                        }
                    }
                }
            }
        }
        b->nrack = rk_edit_rack_count(t->edit);
        for (i = 0; i < b->nrack; i++) {
            b->rack[i] = rk_edit_rack_tile(t->edit, i);
            b->rack_fresh[i] = (uint8_t)rk_edit_rack_fresh(t->edit, i);
        }
    } else {
        const RkRackOrder *o = &t->scene.order[t->viewer];
        RkCounts flying;
        int k;
        ui_table_flying(t, t->viewer, &flying);
        b->nrack = 0;
        for (k = 0; k < o->n; k++) {
            if (o->t[k] < RK_KINDS && flying.n[o->t[k]] > 0) {
                flying.n[o->t[k]]--; /* on its way to the table */
                continue;
            }
            b->rack[b->nrack] = o->t[k];
            b->rack_fresh[b->nrack++] = o->fresh[k];
        }
        const RkTable *tb = &t->scene.table;
        b->nsets = tb->nsets;
        for (s = 0; s < tb->nsets; s++) {
            b->set[s].n = tb->sets[s].n;
            memcpy(b->set[s].t, tb->sets[s].t, (size_t)tb->sets[s].n);
            memcpy(b->set[s].flag, t->scene.mark[s], sizeof b->set[s].flag);
            b->set[s].changed = t->scene.set_mark[s];
        }
    }
    ui_rack_sync(t);
    for (s = 0; s < b->nsets; s++) {
        lens[s] = b->set[s].n;
        keys[s] = t->editing ? (int)rk_edit_set_id(t->edit, s) : s + 1;
    }
    ui_flow_keep(&t->lay, lens, keys, b->nsets, &t->memo, UI_KEEP_TURN, &t->flow);
    ui_flow_memo(&t->flow, keys, &t->memo);
    t->board_dirty = 0;
}

/* The memo's sets keyed by their index on the editor's table (+ 1), as
 * the scene keys them, when the turn leaves the editor. */
static void memo_by_index(ShTable *t)
{
    UiFlowMemo *m = &t->memo;
    int j, k = 0;
    for (j = 0; j < m->n; j++) {
        int s = rk_edit_set_index(t->edit, (unsigned)m->key[j]);
        if (m->key[j] > 0 && s >= 0) {
            m->key[k] = s + 1;
            m->x[k] = m->x[j];
            m->y[k] = m->y[j];
            k++;
        }
    }
    m->n = k;
}

/* 1 if the turn's sets now have the shape of snapshot *sn: as many sets,
 * as long, each with the same id or one that is new to the other (a set
 * joined again into its other half). */
static int snap_fits(const ShTable *t, const UiLayoutSnap *sn)
{
    int s, k, n = rk_edit_nsets(t->edit);
    if (!sn->valid || sn->nsets != n) {
        return 0;
    }
    for (s = 0; s < n; s++) {
        unsigned id = rk_edit_set_id(t->edit, s);
        if (sn->len[s] != rk_edit_set(t->edit, s)->n) {
            return 0;
        }
        if (sn->id[s] == id) {
            continue;
        }
        for (k = 0; k < n; k++) {
            if (sn->id[k] == id || rk_edit_set_id(t->edit, k) == sn->id[s]) {
                return 0;
            }
        }
    }
    return 1;
}

/* The places the sets had in a state of the turn with the same sets (Undo,
 * Reset, a split joined again), the state of `hist` moves first: into the
 * memo, each set under its id now. */
static int layout_recall(ShTable *t, int hist)
{
    const UiLayoutSnap *sn = NULL;
    int j, s, k;
    if (hist < t->nsnaps && snap_fits(t, &t->snaps[hist])) {
        sn = &t->snaps[hist];
    }
    for (j = t->nsnaps - 1; sn == NULL && j >= 0; j--) {
        if (j != hist && snap_fits(t, &t->snaps[j])) {
            sn = &t->snaps[j];
        }
    }
    if (sn == NULL) {
        return 0;
    }
    t->memo = sn->memo;
    for (s = 0; s < sn->nsets; s++) {
        unsigned id = rk_edit_set_id(t->edit, s);
        for (k = 0; k < t->memo.n && sn->id[s] != id; k++) {
            if (t->memo.key[k] == (int)sn->id[s]) {
                t->memo.key[k] = (int)id;
            }
        }
    }
    return 1;
}

/* The memo's entry of key, or -1. */
static int memo_entry(const UiFlowMemo *m, int key)
{
    int j;
    for (j = 0; j < m->n; j++) {
        if (m->key[j] == key) {
            return j;
        }
    }
    return -1;
}

/* A set that took in the whole set just before it in its row (a split
 * joined again, by a move or a hint's play) takes that set's place, not
 * its own half's: compared with the layout of the state before. */
static void layout_absorb(ShTable *t)
{
    const UiLayoutSnap *sn;
    int i;
    if (t->last_snap < 0 || t->last_snap >= t->nsnaps || !t->snaps[t->last_snap].valid) {
        return;
    }
    sn = &t->snaps[t->last_snap];
    for (i = 0; i + 1 < sn->nsets; i++) {
        int s = rk_edit_set_index(t->edit, sn->id[i + 1]);
        int jp = memo_entry(&t->memo, (int)sn->id[i]), js = memo_entry(&t->memo, (int)sn->id[i + 1]);
        if (rk_edit_set_index(t->edit, sn->id[i]) >= 0 || s < 0 || jp < 0 || js < 0 ||
            rk_edit_set(t->edit, s)->n < sn->len[i] + sn->len[i + 1] ||
            t->memo.y[jp] != t->memo.y[js]) {
            continue;
        }
        t->memo.x[js] = t->memo.x[jp];
        if (t->snaps[0].valid) {
            /* the sets after it take back the room the split took */
            int keys[RK_TABLE_MAX_SETS], lens[RK_TABLE_MAX_SETS], k, n = rk_edit_nsets(t->edit);
            for (k = 0; k < n; k++) {
                keys[k] = (int)rk_edit_set_id(t->edit, k);
                lens[k] = rk_edit_set(t->edit, k)->n;
            }
            ui_flow_memo_pull_back(&t->memo, &t->snaps[0].memo, keys, lens, n, s);
        }
    }
}

/* Keeps the layout of the state after `hist` moves. */
static void layout_keep(ShTable *t, int hist)
{
    UiLayoutSnap *sn;
    int s;
    if (hist >= t->cap_snaps) {
        int cap = hist + 16;
        UiLayoutSnap *p = realloc(t->snaps, (size_t)cap * sizeof *p);
        if (p == NULL) {
            return; /* Undo then leaves the sets where they are */
        }
        t->snaps = p;
        t->cap_snaps = cap;
    }
    while (t->nsnaps <= hist) {
        t->snaps[t->nsnaps++].valid = 0;
    }
    sn = &t->snaps[hist];
    sn->valid = 1;
    sn->nsets = rk_edit_nsets(t->edit);
    for (s = 0; s < sn->nsets; s++) {
        sn->id[s] = rk_edit_set_id(t->edit, s);
        sn->len[s] = (uint8_t)rk_edit_set(t->edit, s)->n;
    }
    sn->memo = t->memo;
    t->last_snap = hist;
}

/* ------------------------------------------------------------------ */
/* The viewer's turn in progress, saved beside the match               */

/* The turn file: what the viewer moved in the turn being played, so a
 * match closed (or lost to a crash) mid-turn resumes with it.  Lines:
 *   rummikub-turn 2
 *   at HISTORY SEAT LEFT_MS SEED   (the match's history count and seed)
 *   rack TILE[*] ...       (the rack's arrangement; * marks a new tile)
 *   places ROW.COL ...     (where each tile on the rack lies, in its order:
 *                           row 0 the back row; the gaps the player left)
 *   step SETS              (the table after each move Undo can step back
 *                           over, oldest first: a line a move, the last
 *                           UI_TURN_STEPS moves at most)
 *   table SETS             (rk_table_format's text; "-" for none)
 * Written when the turn begins, after every move and when the table is
 * freed (the time left at close).  Read strictly: anything else and the
 * turn starts from its beginning.  A file with more steps (not one we
 * wrote) is read whole, and its last UI_TURN_STEPS steps are kept: the
 * first of them comes back as one move from the turn's start.  (Version 1,
 * without the seed and the steps, is read too: its moves come back as
 * one.) */
static void put_table(TkBuf *b, const char *head, const RkTable *tb)
{
    char text[RK_TABLE_TEXT];
    if (tb->nsets == 0) {
        snprintf(text, sizeof text, "-");
    } else {
        rk_table_format(tb, text, sizeof text);
    }
    tk_buf_printf(b, "%s ", head);
    tk_buf_str(b, text);
    tk_buf_str(b, "\n");
}

static void turn_save(ShTable *t)
{
    TkBuf b = {NULL, 0, 0, 0};
    RkRackOrder o;
    RkTable tb;
    int i;
    if (t->turn_path[0] == '\0' || !t->editing) {
        return;
    }
    rk_edit_rack_order(t->edit, &o);
    tk_buf_printf(&b, "rummikub-turn 2\nat %d %d %d ", t->edit_history, t->viewer,
                  t->timer_on ? t->timer_left : 0);
    tk_buf_printf(&b, "%llu\nrack", (unsigned long long)rk_game_seed(game_of(t)));
    for (i = 0; i < o.n; i++) {
        char one[RK_TILE_TEXT];
        rk_tile_format(o.t[i], one);
        tk_buf_printf(&b, " %s%s", one, o.fresh[i] ? "*" : "");
    }
    tk_buf_str(&b, "\nplaces");
    for (i = 0; i < t->spots[t->viewer].n; i++) {
        tk_buf_printf(&b, " %d.%d", t->spots[t->viewer].row[i], t->spots[t->viewer].col[i]);
    }
    tk_buf_str(&b, "\n");
    for (i = t->nsteps > UI_TURN_STEPS ? t->nsteps - UI_TURN_STEPS : 0; i < t->nsteps; i++) {
        put_table(&b, "step", &t->steps[i]);
    }
    rk_edit_table(t->edit, &tb);
    put_table(&b, "table", &tb);
    if (!b.failed) {
        tk_file_save_atomic(t->turn_path, b.p, b.len, NULL, 0);
    }
    free(b.p);
}

static void turn_forget(ShTable *t)
{
    if (t->turn_path[0] != '\0') {
        remove(t->turn_path);
    }
}

/* The steps of the turn (what Undo steps back over) in line with the
 * editor's history: the table after each move is kept. */
static void steps_sync(ShTable *t)
{
    int want = rk_edit_history(t->edit);
    if (t->nsteps > want) {
        t->nsteps = want;
    }
    while (t->nsteps < want) {
        if (t->nsteps == t->cap_steps) {
            int cap = t->cap_steps ? 2 * t->cap_steps : 32;
            RkTable *p = realloc(t->steps, (size_t)cap * sizeof *p);
            if (p == NULL) {
                return; /* the file then keeps fewer steps: Undo after a resume stops sooner */
            }
            t->steps = p;
            t->cap_steps = cap;
        }
        rk_edit_table(t->edit, &t->steps[t->nsteps++]);
    }
}

/* 1 if two tables are written alike (their sets in the same order, each
 * in the game's order when valid). */
static int same_table(const RkTable *a, const RkTable *b)
{
    char x[RK_TABLE_TEXT], y[RK_TABLE_TEXT];
    rk_table_format(a, x, sizeof x);
    rk_table_format(b, y, sizeof y);
    return strcmp(x, y) == 0;
}

/* The next line of text at *p (its end made '\0'), or NULL. */
static char *next_line(char **p)
{
    char *line = *p, *end;
    if (line == NULL || *line == '\0') {
        return NULL;
    }
    end = strchr(line, '\n');
    if (end == NULL) {
        return NULL; /* every line ends */
    }
    *end = '\0';
    *p = end + 1;
    return line;
}

/* A table's text after its head ("step ", "table "): 1 and *out. */
static int read_table(const char *line, const char *head, RkTable *out)
{
    size_t n = strlen(head);
    char msg[200];
    if (strncmp(line, head, n) != 0) {
        return 0;
    }
    line += n;
    if (strcmp(line, "-") == 0) {
        memset(out, 0, sizeof *out);
        return 1;
    }
    return rk_table_parse(line, strlen(line), out, msg, sizeof msg) == TK_OK;
}

/* Reads the turn file into the editor just begun.  1 if it held this
 * turn and was taken up. */
static int turn_restore(ShTable *t)
{
    char *text = NULL, *p, *line;
    size_t len = 0;
    int version = 0, hist, seat, left, n = 0, ok = 0, i;
    unsigned long long seed = 0;
    RkRackOrder o;
    RkTable tb, *steps = NULL;
    int nsteps = 0, kept, first, nplaces;
    uint8_t places[RK_TILES][2];
    if (t->turn_path[0] == '\0' ||
        tk_file_read(t->turn_path, 8 * 1024 * 1024, &text, &len, NULL, 0) != TK_OK) {
        return 0;
    }
    p = text;
    line = next_line(&p);
    if (line == NULL || sscanf(line, "rummikub-turn %d%n", &version, &n) != 1 ||
        line[n] != '\0' || (version != 1 && version != 2)) {
        goto done;
    }
    line = next_line(&p);
    n = 0;
    if (line == NULL ||
        (version == 1 ? sscanf(line, "at %d %d %d%n", &hist, &seat, &left, &n) != 3
                      : sscanf(line, "at %d %d %d %llu%n", &hist, &seat, &left, &seed, &n) != 4) ||
        line[n] != '\0' || hist != t->edit_history || seat != t->viewer || left < 0 ||
        (version == 2 && seed != (unsigned long long)rk_game_seed(game_of(t)))) {
        goto done;
    }
    /* The rack's arrangement. */
    line = next_line(&p);
    if (line == NULL || strncmp(line, "rack", 4) != 0 || (line[4] != ' ' && line[4] != '\0')) {
        goto done;
    }
    memset(&o, 0, sizeof o);
    {
        char *q = line + 4;
        while (*q == ' ' && o.n < RK_TILES) {
            char *sp;
            size_t l;
            int fresh;
            q++;
            sp = strchr(q, ' ');
            l = sp != NULL ? (size_t)(sp - q) : strlen(q);
            fresh = l > 0 && q[l - 1] == '*';
            if (l == 0 || rk_tile_parse(q, l - (size_t)fresh, &o.t[o.n]) != TK_OK) {
                goto done;
            }
            o.fresh[o.n++] = (uint8_t)fresh;
            q += l;
        }
        if (*q != '\0') {
            goto done;
        }
    }
    /* Where the rack's tiles lie (version 2). */
    nplaces = -1;
    if (version == 2) {
        char *q;
        line = next_line(&p);
        if (line == NULL || strncmp(line, "places", 6) != 0) {
            goto done;
        }
        nplaces = 0;
        for (q = line + 6; *q == ' ' && nplaces < RK_TILES; nplaces++) {
            int row, col, used = 0;
            if (sscanf(q, " %d.%d%n", &row, &col, &used) != 2 || row < 0 || row > 1 || col < 0 ||
                col >= RK_TILES) {
                goto done;
            }
            places[nplaces][0] = (uint8_t)row;
            places[nplaces][1] = (uint8_t)col;
            q += used;
        }
        if (*q != '\0') {
            goto done;
        }
    }
    /* The steps, then the table now.  The last UI_TURN_STEPS steps are kept
       (a ring): a longer file costs the time to read it, not a table a
       line. */
    steps = malloc(sizeof *steps * UI_TURN_STEPS);
    if (steps == NULL) {
        goto done;
    }
    for (;;) {
        line = next_line(&p);
        if (line == NULL) {
            goto done;
        }
        if (version == 2 && strncmp(line, "step ", 5) == 0) {
            if (!read_table(line, "step ", &steps[nsteps % UI_TURN_STEPS])) {
                goto done;
            }
            nsteps++; /* a line is 7 bytes at least: no overflow */
            continue;
        }
        if (!read_table(line, "table ", &tb) || *p != '\0') {
            goto done;
        }
        break;
    }
    {
        /* The arrangement must be this rack's, each table one the editor
         * can reach from the turn's start (each step a move, for Undo). */
        RkView v;
        RkCounts mine;
        rk_game_view(game_of(t), t->viewer, &v);
        rk_rack_order_counts(&o, &mine);
        if (memcmp(&mine, &v.rack, sizeof mine) != 0) {
            goto done;
        }
        if (rk_edit_begin(t->edit, &v, &o) != TK_OK) {
            goto done;
        }
        t->nsteps = 0;
        kept = nsteps < UI_TURN_STEPS ? nsteps : UI_TURN_STEPS;
        first = nsteps - kept;
        for (i = 0; i < kept; i++) {
            if (rk_edit_apply_table(t->edit, &steps[(first + i) % UI_TURN_STEPS]) != TK_OK) {
                break;
            }
            steps_sync(t);
        }
        if (i == kept && kept > 0) {
            /* the last step is the table now */
            RkTable now;
            rk_edit_table(t->edit, &now);
            if (!same_table(&now, &tb)) {
                i = -1;
            }
        } else if (i == kept && !same_table(&tb, &v.table)) {
            /* a file of version 1: the table now, without its steps (the
               turn's own start table is no move to undo) */
            if (rk_edit_apply_table(t->edit, &tb) != TK_OK) {
                i = -1;
            }
        }
        if (i != kept) {
            rk_edit_begin(t->edit, &v, &t->scene.order[t->viewer]);
            t->nsteps = 0;
            goto done;
        }
    }
    if (nplaces == rk_edit_rack_count(t->edit)) {
        /* the rack's tiles where they lay (ui_rack_sync keeps them) */
        UiRackSpots *sp = &t->spots[t->viewer];
        sp->n = nplaces;
        for (i = 0; i < nplaces; i++) {
            sp->t[i] = rk_edit_rack_tile(t->edit, i);
            sp->row[i] = places[i][0];
            sp->col[i] = places[i][1];
        }
    }
    if (left > 0 && left <= rk_game_config(game_of(t))->timer * 1000) {
        /* The clock goes on from where it was: run_timer starts it afresh
         * only for a turn it has not timed (timer_key). */
        t->timer_key = t->edit_history;
        t->timer_left = left;
        t->timer_second = (left + 999) / 1000;
    }
    ok = 1;
done:
    free(steps);
    free(text);
    return ok;
}

/* Begins the viewer's turn when it is due: the editor from its view. */
static void maybe_begin_turn(ShTable *t)
{
    RkView v;
    if (t->editing || mt_match_human_to_act(t->match) != t->viewer || !t->revealed ||
        t->pass_pending || t->scr.dialog != UI_DLG_NONE || sh_timeline_busy(t->tl)) {
        return;
    }
    rk_game_view(game_of(t), t->viewer, &v);
    if (rk_edit_begin(t->edit, &v, &t->scene.order[t->viewer]) != TK_OK) {
        return;
    }
    t->editing = 1;
    t->edit_history = rk_game_history_count(game_of(t));
    t->draw_armed = 0;
    t->hint_on = 0;
    t->nsteps = 0;
    ui_play_reset(t);
    ui_rack_forget_gone(t);
    if (turn_restore(t) && rk_edit_history(t->edit) > 0) {
        ui_table_note(t, _("Your turn goes on as you left it."));
    }
    steps_sync(t);
    turn_save(t); /* closed before any move, the time left still comes back */
    t->focus.zone = UI_Z_RACK;
    t->focus.a = 0;
    t->nsnaps = 0;
    t->last_snap = -1;
    ui_table_refresh(t);
    layout_keep(t, rk_edit_history(t->edit));
    sh_host_dirty(t->host);
}

/* The turn left the editor (played, drawn or timed out). */
static void end_editing(ShTable *t)
{
    memo_by_index(t);
    ui_rack_forget_gone(t);
    t->editing = 0;
    t->hint_on = 0;
    t->draw_armed = 0;
    ui_play_reset(t);
    turn_forget(t);
    t->board_dirty = 1;
}

void ui_table_edited(ShTable *t)
{
    int hist = rk_edit_history(t->edit);
    t->draw_armed = 0;
    steps_sync(t);
    if (!layout_recall(t, hist)) {
        layout_absorb(t);
    }
    ui_table_refresh(t); /* the rack's places in line before they are saved */
    layout_keep(t, hist);
    turn_save(t);
    sh_host_dirty(t->host);
}

void ui_table_end_turn(ShTable *t)
{
    char why[300];
    RkTable tb;
    if (!ui_table_can_act(t)) {
        return;
    }
    if (rk_edit_check(t->edit, why, sizeof why) != TK_OK) {
        char said[400], text[460];
        /* the engine's English sentence, said in the player's language */
        tk_tr_formed("refusal", why, said, sizeof said);
        tk_fmt(text, sizeof text, _("Not yet: %s."), said);
        ui_table_say(t, text);
        sh_host_sound(t->host, SH_SND_ILLEGAL);
        return;
    }
    rk_edit_table(t->edit, &tb);
    rk_edit_rack_order(t->edit, &t->scene.order[t->viewer]);
    if (rk_match_apply(t->match, t->viewer, RK_ACT_PLAY, &tb) != TK_OK) {
        ui_table_refuse(t, rk_match_error(t->match), "");
        sh_host_sound(t->host, SH_SND_ILLEGAL);
        return;
    }
    sh_host_message(t->host, "", 0);
    end_editing(t);
    pump(t);
}

void ui_table_draw_tile(ShTable *t)
{
    if (!ui_table_can_act(t)) {
        return;
    }
    if (rk_edit_changed(t->edit) && !t->draw_armed) {
        ui_table_note(t, _("Drawing puts back every tile you moved this turn: press Draw again "
                        "to draw."));
        t->draw_armed = 1;
        return;
    }
    rk_edit_reset(t->edit);
    rk_edit_rack_order(t->edit, &t->scene.order[t->viewer]);
    if (rk_match_apply(t->match, t->viewer, RK_ACT_DRAW, NULL) != TK_OK) {
        ui_table_refuse(t, rk_match_error(t->match), "");
        return;
    }
    sh_host_message(t->host, "", 0);
    end_editing(t);
    pump(t);
}

int ui_table_can_act(const ShTable *t)
{
    return t->editing && !sh_host_covered(t->host) && t->scr.dialog == UI_DLG_NONE &&
           !t->pass_pending && !sh_timeline_busy(t->tl) && t->revealed &&
           mt_match_human_to_act(t->match) == t->viewer;
}

/* ------------------------------------------------------------------ */
/* A match                                                             */

void ui_table_free(ShTable *t)
{
    if (t != NULL) {
        /* A turn in progress keeps the time it had left at close; not
         * when another match has taken the file's place (a new match
         * removes it before the old table goes). */
        FILE *f = t->editing && t->turn_path[0] != '\0' ? fopen(t->turn_path, "rb") : NULL;
        if (f != NULL) {
            fclose(f);
            turn_save(t);
        }
        free(t->steps);
        free(t->snaps);
        mt_match_free(t->match);
        sh_timeline_free(t->tl);
        rk_edit_free(t->edit);
        free(t);
    }
}


/* What else the layer's screen part asks of Rummikub's table (match/screen.h). */
/* A game's sheet opens: the message line is cleared. */
static void screen_sheet(void *screen)
{
    ShTable *t = screen;
    sh_host_message(t->host, "", 0);
}

/* The viewer's turn begins once the pass screen is behind. */
static void screen_turn(void *screen, int seat, int passed)
{
    (void)seat;
    if (passed) {
        maybe_begin_turn(screen);
    }
}

static void run_timer(ShTable *t, int ms);

static void screen_clock(void *t, int ms)
{
    run_timer(t, ms);
}

static const MtScreenOps screen_ops = {pump, relayout, screen_sheet, screen_turn,
                                       screen_clock};

int ui_table_make(ShHost *h, RkMatch *m, int mode, ShTable **out, char *err, size_t size)
{
    ShTable *t = calloc(1, sizeof *t);
    *out = NULL;
    if (t == NULL || rk_edit_new(&t->edit) != TK_OK ||
        sh_timeline_new(sizeof(UiEvent), &timeline_ops, t, &t->tl) != TK_OK) {
        if (t != NULL) {
            rk_edit_free(t->edit);
            free(t);
        }
        mt_match_free(m);
        snprintf(err, size, "out of memory");
        return TK_E_NOMEM;
    }
    rk_edit_set_tidy(t->edit, 1);
    t->host = h;
    t->match = m;
    timeline_speed(t);
    scene_from_game(rk_match_game(m), &t->scene);
    t->viewer = mt_match_first_human(m) >= 0 ? mt_match_first_human(m) : 0;
    t->revealed = mt_match_humans(t->match) <= 1;
    mt_screen_init(&t->scr, m, &screen_ops, t, &t->viewer, &t->revealed, &t->pass_pending,
                   pace_ms(t));
    t->hover_button = -1;
    t->timer_key = -1;
    t->penalty_seen = 1;
    /* A match played on is saved after every action, and its turn in
       progress after every move, whoever plays its bots' seats; one
       opened to look at writes nothing. */
    if (mode != SH_OPEN_READ_ONLY && sh_host_save_path(h) != NULL) {
        if (mt_match_set_autosave(m, sh_host_save_path(h)) != TK_OK) {
            ui_table_say(t, _("Warning: the match cannot be saved in the preference folder."));
        }
        snprintf(t->turn_path, sizeof t->turn_path, "%s.turn", sh_host_save_path(h));
    }
    sh_canvas_fit(&t->canvas, 1, 1, SH_REF_W, SH_REF_H);
    ui_table_layout(t, &t->canvas);
    pump(t);
    *out = t;
    return TK_OK;
}

int ui_table_new(ShHost *h, const ShSetup *setup, const void *opts, ShTable **out, char *err,
                 size_t size)
{
    const UiOptions *o = opts;
    RkConfig cfg;
    RkMatch *m = NULL;
    *out = NULL;
    if (setup->players < RK_MIN_SEATS || setup->players > RK_MAX_SEATS) {
        tk_fmt(err, size, _("Rummikub is played by %d to %d players."), RK_MIN_SEATS,
                 RK_MAX_SEATS);
        return TK_E_CONFIG;
    }
    rk_config_default(&cfg, setup->players);
    if (o != NULL) {
        cfg.timer = o->timer;
        cfg.games = o->games;
    }
    int st = mt_screen_match_new(h, &rk_match_class, setup, &cfg, &m, err, size);
    if (st == TK_OK) {
        st = ui_table_make(h, m, SH_OPEN_PLAY, out, err, size);
    }
    if (st == TK_OK) {
        turn_forget(*out); /* a new match: no turn of an old one */
    }
    return st;
}

/* Play again: a new match at the same table (its options and seats), and
 * no turn of the old one. */
int ui_table_again(ShHost *h, const ShTable *t, uint64_t seed, ShTable **out, char *err,
                   size_t size)
{
    RkMatch *m = NULL;
    *out = NULL;
    int st = mt_match_again(t->match, seed, 0, &m, err, size);
    if (st == TK_OK) {
        st = ui_table_make(h, m, SH_OPEN_PLAY, out, err, size);
    }
    if (st == TK_OK) {
        turn_forget(*out);
    }
    return st;
}

int ui_table_resume(ShHost *h, const char *path, int mode, ShTable **out, char *err, size_t size)
{
    RkMatch *m = NULL;
    MtResume opt;
    const RkGame *g;
    int st;
    *out = NULL;
    memset(&opt, 0, sizeof opt);
    /* Its bots run only when the player asked for them (the shell asks
       about those not set up here); a picture or "no bots" starts no
       process: the computer plays their seats. */
    _Static_assert((int)MT_OPEN_READ_ONLY == SH_OPEN_READ_ONLY &&
                       (int)MT_OPEN_NO_BOTS == SH_OPEN_NO_BOTS && (int)MT_OPEN_PLAY == SH_OPEN_PLAY,
                   "the shell's and the match layer's ways of opening are the same numbers");
    opt.open = (MtOpen)mode;
    if (mode == SH_OPEN_PLAY) {
        opt.bot_log_dir = sh_host_bot_log_dir(h);
    }
    st = rk_match_resume(path, &opt, &m, err, size);
    if (st != TK_OK) {
        return st;
    }
    st = ui_table_make(h, m, mode, out, err, size);
    if (st != TK_OK) {
        return st;
    }
    g = rk_match_game(m);
    if (rk_game_phase(g) == RK_PHASE_GAME_OVER && rk_game_number(g) > 0) {
        /* Closed on a game's sheet: it shows again. */
        (*out)->scr.shown.game = 0;
    }
    if (rk_game_phase(g) != RK_PHASE_MATCH_OVER) {
        ui_table_log(*out, _("The match goes on from where it was saved."), NULL);
    }
    return TK_OK;
}

void ui_table_saved(const char *path, TkSaved *out, char *msg, size_t size)
{
    mt_saved_read(&rk_match_class, path, out, msg, size);
}

int ui_table_over(const ShTable *t)
{
    return rk_game_phase(game_of(t)) == RK_PHASE_MATCH_OVER;
}

void ui_table_settings_changed(ShTable *t)
{
    timeline_speed(t);
    sh_host_dirty(t->host);
}

void ui_table_picture(ShTable *t, int viewer)
{
    sh_timeline_finish(t->tl);
    if (viewer >= 0 && viewer < mt_match_players(t->match)) {
        t->viewer = viewer;
        t->revealed = 1;
    }
    if (ui_table_over(t)) {
        t->scr.dialog = UI_DLG_MATCH_END;
        t->scr.shown.match = 1;
    }
    relayout(t);
}

int ui_table_check_bot(int seat, const char *command, char *msg, size_t size)
{
    return mt_check_bot(&rk_match_class, seat, command, 5000, msg, size) == TK_OK ? 0 : -1;
}

/* ------------------------------------------------------------------ */
/* The turn timer                                                      */

/* Starts the timer for a new turn; runs it down by ms.  A person's turn
 * runs while the editor holds it; a bot's while it thinks. */
static void run_timer(ShTable *t, int ms)
{
    const RkGame *g = game_of(t);
    int secs = rk_game_config(g)->timer;
    int seat = rk_game_to_act(g);
    int key = rk_game_history_count(g);
    int kind, total, warn;
    t->timer_on = 0;
    if (secs <= 0 || seat < 0 || rk_game_phase(g) != RK_PHASE_TURN || t->replay) {
        /* (a replay's timeouts are the record's) */
        return;
    }
    kind = mt_match_seat_kind(t->match, seat);
    if (kind == MT_SEAT_AI) {
        return;
    }
    t->timer_on = 1;
    total = secs * 1000;
    if (t->timer_key != key) {
        t->timer_key = key;
        t->timer_left = total;
        t->timer_second = secs;
    }
    if (kind == MT_SEAT_HUMAN && !(t->editing && seat == t->viewer)) {
        return; /* not begun on the screen yet (the pass screen, a move shown) */
    }
    if (ms <= 0) {
        return;
    }
    t->timer_left -= ms;
    warn = total / 4 > 10000 ? total / 4 : 10000;
    if (t->timer_left > 0 && t->timer_left <= warn) {
        int sec = (t->timer_left + 999) / 1000;
        if (sec != t->timer_second) {
            /* each second ticks; the last 10 with a tick of their own */
            t->timer_second = sec;
            sh_host_sound(t->host, sec <= UI_TIMER_LAST ? SH_SND_DEAL : SH_SND_CLICK);
        }
    }
    if ((t->timer_left + 999) / 1000 != t->timer_drawn) {
        /* a new second on the ring (drawn over the still table) */
        t->timer_drawn = (t->timer_left + 999) / 1000;
        sh_host_dirty(t->host);
    }
    if (t->timer_left <= 0) {
        t->timer_left = 0;
        if (kind == MT_SEAT_HUMAN) {
            t->penalty_moved = rk_edit_changed(t->edit);
            rk_edit_reset(t->edit);
            rk_edit_rack_order(t->edit, &t->scene.order[t->viewer]);
            end_editing(t);
        }
        if (rk_match_timeout(t->match) == TK_OK) {
            sh_host_message(t->host, "", 0); /* the penalty says it (its card, the log) */
        }
        pump(t);
    }
}

/* ------------------------------------------------------------------ */
/* Driving the match                                                   */

/* Moves the match on (the layer's screen part, match/screen.h): a game's
 * sheet, the results, the pass screen of a hot seat, the turn timer, a
 * computer's or a bot's move at its pace.  Returns SH_TABLE_* bits. */
static int drive(ShTable *t, int ms, int blocked)
{
    int bits = mt_screen_drive(&t->scr, sh_timeline_busy(t->tl), t->scene.have_score, ms,
                               blocked, ui_table_pace(t));
    if (t->replay && !t->scr.hold && !blocked) {
        /* a replay that plays: a sheet closes itself after a while */
        bits |= mt_screen_replay_tick(&t->scr, ms, ui_table_linger(t));
    }
    return bits;
}

int ui_table_linger(const ShTable *t)
{
    int linger = 4 * ui_table_pace(t);
    return linger > UI_LINGER_MIN ? linger : UI_LINGER_MIN;
}

int ui_table_tick(ShTable *t, int ms, int blocked)
{
    int bits;
    if (sh_timeline_busy(t->tl)) {
        const UiEvent *e;
        sh_timeline_advance(t->tl, ms);
        e = sh_timeline_current(t->tl, NULL);
        if (sh_timeline_serial(t->tl) != t->sound_serial && e != NULL) {
            t->sound_serial = sh_timeline_serial(t->tl);
            play_sound(t, e);
        }
        t->board_dirty = 1;
        sh_host_dirty(t->host);
    }
    bits = drive(t, ms, blocked);
    if (t->board_dirty) {
        ui_table_refresh(t);
    }
    return bits;
}

int ui_table_wait_ms(const ShTable *t, int blocked)
{
    const RkGame *g = game_of(t);
    int ph = rk_game_phase(g);
    if (sh_timeline_busy(t->tl)) {
        return 0;
    }
    if (t->replay) {
        /* held: nothing moves by itself; a sheet open closes itself after
         * its while; else the record's next step at the pace */
        int left = ui_table_linger(t) - t->scr.sheet_ms;
        return blocked ? -1 : mt_screen_wait_ms(&t->scr, left > 0 ? left : 0);
    }
    if (blocked || t->scr.dialog != UI_DLG_NONE || t->pass_pending) {
        return -1;
    }
    if (ph != RK_PHASE_TURN) {
        return mt_match_between(t->match, t->scene.have_score, t->scr.shown.game, t->scr.shown.match) !=
                       MT_BETWEEN_NONE
                   ? 0
                   : -1;
    }
    if (mt_match_human_to_act(t->match) < 0) {
        return mt_match_wait_ms(t->match, t->scr.pace_left);
    }
    if (mt_match_human_to_act(t->match) != t->viewer || !t->revealed || !t->editing) {
        return 0;
    }
    if (t->timer_on) {
        /* The countdown's next second. */
        int rest = t->timer_left % 1000;
        return rest > 0 ? rest : 1000;
    }
    return -1;
}

/* ------------------------------------------------------------------ */
/* Hot seat                                                            */

const char *ui_table_pass_name(const ShTable *t)
{
    return mt_match_seat_name(t->match, t->viewer);
}

void ui_table_reveal(ShTable *t)
{
    t->pass_pending = 0;
    t->revealed = 1;
    relayout(t);
}

/* ------------------------------------------------------------------ */
/* The end of a game and of the match                                  */

float ui_table_sheet_height(const ShTable *t)
{
    return 200.0f + 96.0f * (float)mt_match_players(t->match);
}

int ui_table_dialog(const ShTable *t)
{
    return t->scr.dialog != UI_DLG_NONE;
}

void ui_table_dialog_widgets(ShTable *t, ShHost *h, const ShCanvas *c)
{
    float y = (800.0f + ui_table_sheet_height(t)) / 2.0f - 64.0f;
    mt_screen_dialog_widgets(&t->scr, h, c, sh_ref(c, 530, y, 220, 46), _("Next game"), 560);
}

int ui_table_dialog_input(ShTable *t, const ShInput *in)
{
    (void)t;
    (void)in;
    return 0;
}

int ui_table_dialog_widget(ShTable *t, int id)
{
    return mt_screen_dialog_widget(&t->scr, id);
}
