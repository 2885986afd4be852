/*
 * test_rules.c - scripted deals that fix every card, one or more per rule
 * and table option of rules.md, asserting exact results; and every
 * illegal action of rules.md refused with the state unchanged.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "racko/engine.h"
#include "scripted.h"
#include "suites.h"

static RackoConfig table(int players, unsigned rules, int first_dealer)
{
    RackoConfig cfg;
    racko_config_default(&cfg, players);
    cfg.rules = rules;
    cfg.first_dealer = first_dealer;
    return cfg;
}

/* Drains g's events and returns how many of `kind` there were; the last
 * one is copied into *last (may be NULL). */
static int drain(RackoGame *g, RackoEventKind kind, RackoEvent *last)
{
    RackoEvent e;
    int n = 0;
    while (racko_event_next(g, &e)) {
        if (e.kind == kind) {
            n++;
            if (last != NULL) {
                *last = e;
            }
        }
    }
    return n;
}

/* ------------------------------------------------------------------ */
/* Dealing                                                             */

START_TEST(deal_order_slot10_first)
{
    RackoConfig cfg = table(2, RACKO_RULE_BONUS, 1); /* seat 2 deals, seat 1 plays first */
    RackoGame *g = NULL;
    ck_assert_int_eq(racko_game_new(&cfg, 7, &g, NULL, 0), RACKO_OK);
    ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_ROUND_OVER);
    ck_assert_int_eq(racko_game_round(g), 0);
    int deck[40];
    for (int i = 0; i < 40; i++) {
        deck[i] = i + 1; /* top card is 1 */
    }
    ck_assert_int_eq(racko_game_script_deck(g, deck, 40), RACKO_OK);
    must(g, -1, RACKO_ACT_DEAL, 0);
    /* Cards alternate, seat 1 first, each into slot 10 then down. */
    int r0[10], r1[10];
    racko_game_rack(g, 0, r0);
    racko_game_rack(g, 1, r1);
    for (int k = 0; k < 10; k++) {
        ck_assert_int_eq(r0[k], 1 + 2 * (9 - k));
        ck_assert_int_eq(r1[k], 2 + 2 * (9 - k));
    }
    ck_assert_int_eq(racko_game_discard_top(g), 21);
    ck_assert_int_eq(racko_game_draw_count(g), 19);
    ck_assert_int_eq(racko_game_to_act(g), 0);
    ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_DRAW);
    RackoEvent e;
    ck_assert(racko_event_next(g, &e));
    ck_assert_int_eq(e.kind, RACKO_EV_ROUND_START);
    ck_assert_int_eq(e.u.round_start.dealer, 1);
    ck_assert_int_eq(e.u.round_start.deck_size, 40);
    for (int i = 0; i < 20; i++) {
        ck_assert(racko_event_next(g, &e));
        ck_assert_int_eq(e.kind, RACKO_EV_DEAL_CARD);
        ck_assert_int_eq(e.u.deal_card.card, i + 1);
        ck_assert_int_eq(e.u.deal_card.seat, i % 2);
        ck_assert_int_eq(e.u.deal_card.slot, 9 - i / 2);
    }
    ck_assert(racko_event_next(g, &e));
    ck_assert_int_eq(e.kind, RACKO_EV_DISCARD_FLIP);
    ck_assert_int_eq(e.u.discard_flip.card, 21);
    ck_assert(racko_event_next(g, &e));
    ck_assert_int_eq(e.kind, RACKO_EV_TURN_START);
    ck_assert_int_eq(e.u.turn_start.seat, 0);
    ck_assert_int_eq(e.u.turn_start.turn, 1);
    ck_assert(!racko_event_next(g, &e));
    racko_game_free(g);
}
END_TEST

START_TEST(deck_size_by_players)
{
    RackoConfig cfg;
    int expect[5] = {0, 60, 40, 50, 60};
    for (int p = 1; p <= 4; p++) {
        racko_config_default(&cfg, p);
        ck_assert_int_eq(racko_config_deck_size(&cfg), expect[p]);
        cfg.rules |= RACKO_RULE_ALL60;
        ck_assert_int_eq(racko_config_deck_size(&cfg), 60);
    }
}
END_TEST

START_TEST(first_dealer_lowest_card_then_rotates)
{
    for (uint64_t seed = 1; seed <= 20; seed++) {
        RackoConfig cfg = table(3, RACKO_RULE_BONUS, -1);
        cfg.turn_limit = 1;
        RackoGame *g = NULL;
        ck_assert_int_eq(racko_game_new(&cfg, seed, &g, NULL, 0), RACKO_OK);
        must(g, -1, RACKO_ACT_DEAL, 0);
        RackoEvent e;
        ck_assert(racko_event_next(g, &e));
        ck_assert_int_eq(e.kind, RACKO_EV_DEALER_DRAW);
        int low = 0;
        for (int s = 1; s < 3; s++) {
            if (e.u.dealer_draw.card[s] < e.u.dealer_draw.card[low]) {
                low = s;
            }
        }
        ck_assert_int_eq(e.u.dealer_draw.dealer, low);
        ck_assert_int_eq(racko_game_dealer(g), low);
        ck_assert_int_eq(racko_game_to_act(g), (low + 1) % 3);
        /* One turn, then the turn limit ends the round; the deal passes left. */
        must(g, racko_game_to_act(g), RACKO_ACT_DRAW_DECK, 0);
        must(g, racko_game_to_act(g), RACKO_ACT_DISCARD, 0);
        ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_ROUND_OVER);
        must(g, -1, RACKO_ACT_DEAL, 0);
        ck_assert_int_eq(racko_game_dealer(g), (low + 1) % 3);
        ck_assert_int_eq(racko_game_round(g), 2);
        racko_game_free(g);
    }
}
END_TEST

/* ------------------------------------------------------------------ */
/* Scoring                                                             */

START_TEST(six_card_progression_broken_by_37_scores_30)
{
    RackoConfig cfg = table(2, RACKO_RULE_ALL60, 1);
    const int racks[2][10] = {{2, 4, 6, 8, 10, 13, 15, 17, 19, 1},
                              {3, 12, 18, 25, 31, 40, 37, 22, 50, 55}};
    const int after[] = {60, 59};
    RackoGame *g = scripted_game(&cfg, racks, 2, after, 2);
    must(g, 0, RACKO_ACT_DRAW_DECK, 0);
    ck_assert_int_eq(racko_game_hand(g), 59);
    must(g, 0, RACKO_ACT_PLACE, 9);
    ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_ROUND_OVER);
    RackoRoundScore sc;
    ck_assert_int_eq(racko_game_last_score(g, &sc), RACKO_OK);
    ck_assert_int_eq(sc.winner, 0);
    ck_assert_int_eq(sc.points[0], 75);
    ck_assert_int_eq(sc.in_order[1], 6);
    ck_assert_int_eq(sc.points[1], 30);
    ck_assert_int_eq(racko_game_total(g, 1), 30);
    RackoEvent e;
    ck_assert_int_eq(drain(g, RACKO_EV_ROUND_SCORED, &e), 1);
    ck_assert_int_eq(e.u.round_scored.points[1], 30);
    ck_assert_int_eq(e.u.round_scored.rack[1][6], 37);
    racko_game_free(g);
}
END_TEST

START_TEST(slot2_lower_than_slot1_scores_5)
{
    RackoConfig cfg = table(2, RACKO_RULE_ALL60, 1);
    const int racks[2][10] = {{2, 4, 6, 8, 10, 13, 15, 17, 19, 1},
                              {30, 3, 33, 34, 36, 38, 41, 43, 45, 47}};
    const int after[] = {60, 59};
    RackoGame *g = scripted_game(&cfg, racks, 2, after, 2);
    must(g, 0, RACKO_ACT_DRAW_DECK, 0);
    must(g, 0, RACKO_ACT_PLACE, 9);
    RackoRoundScore sc;
    ck_assert_int_eq(racko_game_last_score(g, &sc), RACKO_OK);
    ck_assert_int_eq(sc.in_order[1], 1);
    ck_assert_int_eq(sc.points[1], 5);
    racko_game_free(g);
}
END_TEST

/* A rack whose longest run is `len` (starting at 20), needing 60 in slot 10. */
static void run_rack(int len, int rack[10])
{
    rack[0] = 20;
    for (int i = 1; i < 9; i++) {
        rack[i] = rack[i - 1] + (i < len ? 1 : 2);
    }
    rack[9] = 1;
}

START_TEST(bonus_runs_125_175_275_475)
{
    const int lens[] = {3, 4, 5, 6, 7, 2};
    const int expect[] = {125, 175, 275, 475, 475, 75};
    for (int i = 0; i < 6; i++) {
        RackoConfig cfg = table(2, RACKO_RULE_ALL60 | RACKO_RULE_BONUS, 1);
        int racks[2][10] = {{0}};
        run_rack(lens[i], racks[0]);
        const int after[] = {59, 60};
        RackoGame *g = scripted_game(&cfg, (const int (*)[10])racks, 1, after, 2);
        must(g, 0, RACKO_ACT_DRAW_DECK, 0);
        must(g, 0, RACKO_ACT_PLACE, 9);
        RackoRoundScore sc;
        ck_assert_int_eq(racko_game_last_score(g, &sc), RACKO_OK);
        ck_assert_int_eq(sc.run_len[0], lens[i] < 2 ? 1 : lens[i]);
        ck_assert_int_eq(sc.points[0], expect[i]);
        ck_assert_int_eq(sc.bonus[1], 0); /* other seats never score bonus */
        RackoEvent e;
        ck_assert_int_eq(drain(g, RACKO_EV_RACKO, &e), 1);
        ck_assert_int_eq(e.u.racko.run_len, lens[i]);
        ck_assert_int_eq(e.u.racko.run_start, 0);
        racko_game_free(g);
    }
}
END_TEST

START_TEST(no_bonus_without_the_option)
{
    RackoConfig cfg = table(2, RACKO_RULE_ALL60, 1);
    int racks[2][10] = {{0}};
    run_rack(6, racks[0]);
    const int after[] = {59, 60};
    RackoGame *g = scripted_game(&cfg, (const int (*)[10])racks, 1, after, 2);
    must(g, 0, RACKO_ACT_DRAW_DECK, 0);
    must(g, 0, RACKO_ACT_PLACE, 9);
    ck_assert_int_eq(racko_game_total(g, 0), 75);
    racko_game_free(g);
}
END_TEST

START_TEST(two_player_run_rule)
{
    /* Sorted without a run: no Rack-O under the two-player rule. */
    RackoConfig cfg = table(2, RACKO_RULE_TWORUN, 1);
    const int racks[2][10] = {{2, 4, 6, 8, 10, 13, 15, 17, 19, 1}, {0}};
    const int after[] = {39, 30, 31};
    RackoGame *g = scripted_game(&cfg, racks, 1, after, 3);
    must(g, 0, RACKO_ACT_DRAW_DECK, 0);
    must(g, 0, RACKO_ACT_PLACE, 9); /* 2 4 6 ... 19 30: sorted, no run */
    ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_DRAW);
    ck_assert_int_eq(racko_game_to_act(g), 1);
    int rack[10];
    racko_game_rack(g, 0, rack);
    ck_assert(racko_rack_sorted(rack));
    must(g, 1, RACKO_ACT_DRAW_DECK, 0);
    must(g, 1, RACKO_ACT_DISCARD, 0);
    /* The same rack with a run 17 18 19: Rack-O. */
    cfg = table(2, RACKO_RULE_TWORUN, 1);
    const int racks2[2][10] = {{2, 4, 6, 8, 10, 13, 15, 17, 18, 1}, {0}};
    const int after2[] = {39, 19};
    RackoGame *g2 = scripted_game(&cfg, racks2, 1, after2, 2);
    must(g2, 0, RACKO_ACT_DRAW_DECK, 0);
    must(g2, 0, RACKO_ACT_PLACE, 9);
    ck_assert_int_eq(racko_game_phase(g2), RACKO_PHASE_ROUND_OVER);
    RackoRoundScore sc;
    ck_assert_int_eq(racko_game_last_score(g2, &sc), RACKO_OK);
    ck_assert_int_eq(sc.winner, 0);
    racko_game_free(g);
    racko_game_free(g2);
}
END_TEST

START_TEST(config_refusals)
{
    RackoConfig cfg;
    char msg[200];
    racko_config_default(&cfg, 3);
    cfg.rules |= RACKO_RULE_TEAMS;
    ck_assert_int_eq(racko_config_check(&cfg, msg, sizeof msg), RACKO_E_CONFIG);
    ck_assert(strstr(msg, "teams") != NULL);
    racko_config_default(&cfg, 3);
    cfg.rules |= RACKO_RULE_TWORUN;
    ck_assert_int_eq(racko_config_check(&cfg, msg, sizeof msg), RACKO_E_CONFIG);
    racko_config_default(&cfg, 4);
    cfg.rules |= RACKO_RULE_TEAMS | RACKO_RULE_TOKENS;
    ck_assert_int_eq(racko_config_check(&cfg, msg, sizeof msg), RACKO_E_CONFIG);
    ck_assert(strstr(msg, "tokens") != NULL);
    racko_config_default(&cfg, 0);
    ck_assert_int_eq(racko_config_check(&cfg, NULL, 0), RACKO_E_CONFIG);
    racko_config_default(&cfg, 5);
    ck_assert_int_eq(racko_config_check(&cfg, NULL, 0), RACKO_E_CONFIG);
    racko_config_default(&cfg, 4);
    cfg.deck_size = 41; /* needs 42 */
    ck_assert_int_eq(racko_config_check(&cfg, NULL, 0), RACKO_E_CONFIG);
    cfg.deck_size = 42;
    ck_assert_int_eq(racko_config_check(&cfg, NULL, 0), RACKO_OK);
    RackoGame *g = (RackoGame *)&cfg; /* must be overwritten with NULL */
    cfg.players = 9;
    ck_assert_int_eq(racko_game_new(&cfg, 1, &g, msg, sizeof msg), RACKO_E_CONFIG);
    ck_assert_ptr_null(g);
    unsigned rules = 0;
    ck_assert_int_eq(racko_rules_parse("bonus,tworun,eclair", &rules), RACKO_OK);
    ck_assert_uint_eq(rules, RACKO_RULE_BONUS | RACKO_RULE_TWORUN | RACKO_RULE_ECLAIR);
    ck_assert_int_eq(racko_rules_parse("bonus,nope", &rules), RACKO_E_ARG);
    ck_assert_int_eq(racko_rules_parse("bonus,", &rules), RACKO_E_ARG);
    ck_assert_int_eq(racko_rules_parse("none", &rules), RACKO_OK);
    ck_assert_uint_eq(rules, 0);
    char buf[128];
    racko_rules_format(RACKO_RULE_ALL, buf, sizeof buf);
    ck_assert_str_eq(buf, "bonus,tworun,teams,eclair,tokens,shuffle,all60");
    ck_assert_int_eq(racko_rules_parse(buf, &rules), RACKO_OK);
    ck_assert_uint_eq(rules, RACKO_RULE_ALL);
}
END_TEST

START_TEST(team_totals)
{
    RackoConfig cfg = table(4, RACKO_RULE_TEAMS | RACKO_RULE_BONUS, 3);
    /* Seat 1 goes Rack-O with 12 13 14 (125); seat 2 has 2 in order (10),
     * seat 3 has 6 (30), seat 4 has 8 (40). */
    const int racks[4][10] = {
        {2, 4, 6, 9, 12, 13, 14, 20, 22, 1},
        {5, 7, 3, 50, 49, 48, 47, 46, 45, 44},
        {8, 10, 11, 15, 25, 43, 42, 41, 40, 39},
        {16, 17, 18, 19, 21, 23, 24, 38, 37, 36},
    };
    const int after[] = {60, 59};
    RackoGame *g = scripted_game(&cfg, racks, 4, after, 2);
    must(g, 0, RACKO_ACT_DRAW_DECK, 0);
    must(g, 0, RACKO_ACT_PLACE, 9);
    RackoRoundScore sc;
    ck_assert_int_eq(racko_game_last_score(g, &sc), RACKO_OK);
    ck_assert_int_eq(sc.points[0], 125);
    ck_assert_int_eq(sc.points[1], 10);
    ck_assert_int_eq(sc.points[2], 30);
    ck_assert_int_eq(sc.points[3], 40);
    ck_assert_int_eq(sc.team_total[0], 155);
    ck_assert_int_eq(sc.team_total[1], 50);
    ck_assert_int_eq(racko_game_team_total(g, 0), 155);
    ck_assert_int_eq(racko_game_team_total(g, 1), 50);
    racko_game_free(g);
}
END_TEST

START_TEST(team_reaching_target_wins)
{
    RackoConfig cfg = table(4, RACKO_RULE_TEAMS, 3);
    cfg.target = 100;
    const int racks[4][10] = {
        {2, 4, 6, 9, 12, 13, 14, 20, 22, 1},
        {5, 7, 3, 50, 49, 48, 47, 46, 45, 44},
        {8, 10, 11, 15, 25, 26, 27, 28, 30, 39}, /* all 10 in order: 50 */
        {16, 17, 18, 19, 21, 23, 24, 38, 37, 36},
    };
    const int after[] = {60, 59};
    RackoGame *g = scripted_game(&cfg, racks, 4, after, 2);
    must(g, 0, RACKO_ACT_DRAW_DECK, 0);
    must(g, 0, RACKO_ACT_PLACE, 9);
    ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_MATCH_OVER);
    RackoEvent e;
    ck_assert_int_eq(drain(g, RACKO_EV_MATCH_OVER, &e), 1);
    ck_assert_int_eq(e.u.match_over.team, 0);
    ck_assert_int_eq(e.u.match_over.winner, 0);
    racko_game_free(g);
}
END_TEST

START_TEST(two_seats_pass_target_highest_wins)
{
    RackoConfig cfg = table(2, 0, 1);
    cfg.target = 50;
    const int racks[2][10] = {{2, 4, 6, 8, 10, 13, 15, 17, 19, 1},
                              {3, 5, 7, 9, 11, 12, 14, 16, 18, 20}};
    const int after[] = {40, 39};
    RackoGame *g = scripted_game(&cfg, racks, 2, after, 2);
    must(g, 0, RACKO_ACT_DRAW_DECK, 0);
    must(g, 0, RACKO_ACT_PLACE, 9);
    ck_assert_int_eq(racko_game_total(g, 0), 75);
    ck_assert_int_eq(racko_game_total(g, 1), 50);
    ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_MATCH_OVER);
    ck_assert_int_eq(racko_game_match_winner(g), 0);
    /* Nothing is possible once the match is over. */
    RackoAction deal = {RACKO_ACT_DEAL, 0};
    ck_assert_int_eq(racko_apply(g, -1, deal), RACKO_E_OVER);
    RackoAction out[RACKO_MAX_LEGAL];
    ck_assert_int_eq(racko_legal_actions(g, out), 0);
    racko_game_free(g);
}
END_TEST

START_TEST(tie_at_the_top_plays_one_more_round)
{
    RackoConfig cfg = table(2, 0, 1);
    cfg.target = 100;
    /* Round 1: seat 1 Rack-O (75), seat 2 five in order (25). */
    const int a1[2][10] = {{2, 4, 6, 8, 10, 13, 15, 17, 19, 1},
                           {21, 22, 23, 24, 25, 3, 5, 7, 9, 11}};
    const int after1[] = {40, 39};
    RackoGame *g = scripted_game(&cfg, a1, 2, after1, 2);
    must(g, 0, RACKO_ACT_DRAW_DECK, 0);
    must(g, 0, RACKO_ACT_PLACE, 9);
    ck_assert_int_eq(racko_game_total(g, 0), 75);
    ck_assert_int_eq(racko_game_total(g, 1), 25);
    /* Round 2: seat 1 deals, seat 2 plays first and goes Rack-O; seat 1 has 5 in order. */
    const int a2[2][10] = {{21, 22, 23, 24, 25, 3, 5, 7, 9, 11},
                           {2, 4, 6, 8, 10, 13, 15, 17, 19, 1}};
    scripted_next_round(g, a2, 2, after1, 2);
    ck_assert_int_eq(racko_game_to_act(g), 1);
    must(g, 1, RACKO_ACT_DRAW_DECK, 0);
    must(g, 1, RACKO_ACT_PLACE, 9);
    ck_assert_int_eq(racko_game_total(g, 0), 100);
    ck_assert_int_eq(racko_game_total(g, 1), 100);
    ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_ROUND_OVER);
    ck_assert_int_eq(racko_game_match_winner(g), -1);
    /* Round 3 decides it. */
    scripted_next_round(g, a1, 2, after1, 2);
    must(g, 0, RACKO_ACT_DRAW_DECK, 0);
    must(g, 0, RACKO_ACT_PLACE, 9);
    ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_MATCH_OVER);
    ck_assert_int_eq(racko_game_match_winner(g), 0);
    racko_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Lightning deal                                                      */

static RackoGame *eclair_game(int dealer, const int *seat0, const int *seat1)
{
    RackoConfig cfg = table(2, RACKO_RULE_ECLAIR | RACKO_RULE_BONUS, dealer);
    RackoGame *g = NULL;
    ck_assert_int_eq(racko_game_new(&cfg, 3, &g, NULL, 0), RACKO_OK);
    int deck[40], idx = 0;
    unsigned char used[41] = {0};
    const int *first = dealer == 1 ? seat0 : seat1;
    const int *second = dealer == 1 ? seat1 : seat0;
    for (int i = 0; i < 10; i++) {
        deck[idx++] = first[i];
        deck[idx++] = second[i];
        used[first[i]] = used[second[i]] = 1;
    }
    for (int c = 40; c >= 1; c--) {
        if (!used[c]) {
            deck[idx++] = c;
        }
    }
    ck_assert_int_eq(racko_game_script_deck(g, deck, 40), RACKO_OK);
    must(g, -1, RACKO_ACT_DEAL, 0);
    return g;
}

START_TEST(lightning_rack_o_scores_100_flat)
{
    const int s0[10] = {5, 3, 9, 1, 7, 2, 10, 4, 8, 6};
    const int s1[10] = {40, 39, 38, 37, 36, 35, 34, 33, 32, 31};
    RackoGame *g = eclair_game(1, s0, s1);
    for (int i = 0; i < 10; i++) {
        ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_ECLAIR);
        ck_assert_int_eq(racko_game_to_act(g), 0);
        ck_assert_int_eq(racko_game_offer(g), s0[i]);
        const RackoView *v = racko_game_view(g, 0);
        ck_assert_int_eq(v->offer, s0[i]);
        ck_assert_int_eq(racko_game_view(g, 1)->offer, 0);
        must(g, 0, RACKO_ACT_ECLAIR, s0[i] - 1);
        ck_assert_int_eq(racko_game_to_act(g), 1);
        ck_assert_int_eq(racko_game_offer(g), s1[i]);
        if (i > 0) {
            /* A taken slot is refused and nothing changes. */
            RackoAction bad = {RACKO_ACT_ECLAIR, 0};
            ck_assert_int_eq(racko_apply(g, 1, bad), RACKO_E_SLOT);
            ck_assert_int_eq(racko_game_offer(g), s1[i]);
        }
        must(g, 1, RACKO_ACT_ECLAIR, i);
    }
    ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_ROUND_OVER);
    RackoRoundScore sc;
    ck_assert_int_eq(racko_game_last_score(g, &sc), RACKO_OK);
    ck_assert_int_eq(sc.winner, 0);
    ck_assert_int_eq(sc.lightning, 1);
    ck_assert_int_eq(sc.points[0], 100); /* flat: no bonus for the run 1..10 */
    ck_assert_int_eq(sc.bonus[0], 0);
    ck_assert_int_eq(sc.points[1], 5);
    RackoEvent e;
    ck_assert_int_eq(drain(g, RACKO_EV_ECLAIR_PLACE, NULL), 20);
    racko_game_free(g);
    /* Both sorted: the first in play order wins (seat 2 when seat 1 deals). */
    const int t0[10] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    const int t1[10] = {11, 12, 13, 14, 15, 16, 17, 18, 19, 20};
    g = eclair_game(0, t0, t1);
    for (int i = 0; i < 10; i++) {
        must(g, 1, RACKO_ACT_ECLAIR, i);
        must(g, 0, RACKO_ACT_ECLAIR, i);
    }
    ck_assert_int_eq(drain(g, RACKO_EV_RACKO, &e), 1);
    ck_assert_int_eq(e.u.racko.seat, 1);
    ck_assert_int_eq(e.u.racko.lightning, 1);
    ck_assert_int_eq(racko_game_total(g, 1), 100);
    ck_assert_int_eq(racko_game_total(g, 0), 50);
    racko_game_free(g);
}
END_TEST

START_TEST(lightning_without_rack_o_plays_on)
{
    const int s0[10] = {5, 3, 9, 1, 7, 2, 10, 4, 8, 6};
    const int s1[10] = {40, 39, 38, 37, 36, 35, 34, 33, 32, 31};
    RackoGame *g = eclair_game(1, s0, s1);
    for (int i = 0; i < 10; i++) {
        must(g, 0, RACKO_ACT_ECLAIR, i); /* in deal order: not sorted */
        must(g, 1, RACKO_ACT_ECLAIR, i); /* 40 39 ... 31: descending */
    }
    ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_DRAW);
    ck_assert_int_eq(racko_game_to_act(g), 0);
    ck_assert_int_eq(racko_game_discard_top(g), 30);
    int rack[10];
    racko_game_rack(g, 1, rack);
    for (int k = 0; k < 10; k++) {
        ck_assert_int_eq(rack[k], 40 - k);
    }
    racko_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Tokens                                                              */

START_TEST(token_payments_and_elimination)
{
    RackoConfig cfg = table(3, RACKO_RULE_TOKENS | RACKO_RULE_BONUS, 2);
    cfg.stake = 3;
    cfg.token_rounds = 2;
    /* Round 1: seat 1 goes Rack-O with no run: each other seat pays 1. */
    const int r1[3][10] = {{2, 4, 6, 8, 10, 13, 15, 17, 19, 1}, {0}, {0}};
    const int after[] = {49, 50};
    RackoGame *g = scripted_game(&cfg, r1, 1, after, 2);
    must(g, 0, RACKO_ACT_DRAW_DECK, 0);
    must(g, 0, RACKO_ACT_PLACE, 9);
    ck_assert_int_eq(racko_game_total(g, 0), 5);
    ck_assert_int_eq(racko_game_total(g, 1), 2);
    ck_assert_int_eq(racko_game_total(g, 2), 2);
    RackoRoundScore sc;
    ck_assert_int_eq(racko_game_last_score(g, &sc), RACKO_OK);
    ck_assert_int_eq(sc.points[0], 2);
    ck_assert_int_eq(sc.points[1], -1);
    ck_assert_int_eq(drain(g, RACKO_EV_TOKEN_PAYMENT, NULL), 2);
    /* Round 2: seat 1 deals; seat 2 goes Rack-O with a 3-run: price 2.
     * Seat 3 pays its last 2 and is out; seat 1 pays 2. */
    const int r2[3][10] = {{0}, {2, 4, 6, 8, 10, 12, 13, 14, 19, 1}, {0}};
    scripted_next_round(g, r2, 2, after, 2);
    ck_assert_int_eq(racko_game_to_act(g), 1);
    must(g, 1, RACKO_ACT_DRAW_DECK, 0);
    must(g, 1, RACKO_ACT_PLACE, 9);
    ck_assert_int_eq(racko_game_total(g, 1), 6);
    ck_assert_int_eq(racko_game_total(g, 2), 0);
    ck_assert_int_eq(racko_game_total(g, 0), 3);
    ck_assert(racko_game_is_out(g, 2));
    ck_assert(!racko_game_is_out(g, 0));
    RackoEvent e;
    RackoEvent pays[4];
    int np = 0;
    while (racko_event_next(g, &e)) {
        if (e.kind == RACKO_EV_TOKEN_PAYMENT) {
            pays[np++] = e;
        }
    }
    ck_assert_int_eq(np, 2);
    ck_assert_int_eq(pays[0].u.token_payment.from, 2);
    ck_assert_int_eq(pays[0].u.token_payment.amount, 2);
    ck_assert_int_eq(pays[0].u.token_payment.eliminated, 1);
    ck_assert_int_eq(pays[1].u.token_payment.from, 0);
    ck_assert_int_eq(pays[1].u.token_payment.eliminated, 0);
    /* Two rounds played: most tokens wins. */
    ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_MATCH_OVER);
    ck_assert_int_eq(racko_game_match_winner(g), 1);
    racko_game_free(g);
}
END_TEST

START_TEST(token_partial_payment_and_last_seat_standing)
{
    RackoConfig cfg = table(3, RACKO_RULE_TOKENS, 2);
    cfg.stake = 2;
    /* A 4-run costs 3: both others pay their 2 and are out: the match ends. */
    const int r1[3][10] = {{2, 4, 6, 8, 10, 11, 12, 13, 19, 1}, {0}, {0}};
    const int after[] = {49, 50};
    RackoGame *g = scripted_game(&cfg, r1, 1, after, 2);
    must(g, 0, RACKO_ACT_DRAW_DECK, 0);
    must(g, 0, RACKO_ACT_PLACE, 9);
    ck_assert_int_eq(racko_game_total(g, 0), 6);
    ck_assert(racko_game_is_out(g, 1));
    ck_assert(racko_game_is_out(g, 2));
    ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_MATCH_OVER);
    ck_assert_int_eq(racko_game_match_winner(g), 0);
    racko_game_free(g);
}
END_TEST

START_TEST(eliminated_seats_are_skipped)
{
    RackoConfig cfg = table(3, RACKO_RULE_TOKENS, 2);
    cfg.stake = 4;
    /* Round 1: seat 1 wins with a 4-run (price 3): seats 2 and 3 keep 1. */
    const int r1[3][10] = {{2, 4, 6, 8, 10, 11, 12, 13, 19, 1}, {0}, {0}};
    const int after[] = {49, 50};
    RackoGame *g = scripted_game(&cfg, r1, 1, after, 2);
    must(g, 0, RACKO_ACT_DRAW_DECK, 0);
    must(g, 0, RACKO_ACT_PLACE, 9);
    ck_assert_int_eq(racko_game_total(g, 1), 1);
    ck_assert_int_eq(racko_game_total(g, 2), 1);
    /* Round 2 (seat 1 deals): seat 2 wins with no run, price 1: seat 3
     * pays its last token and is out; seat 1 pays 1. */
    const int r2[3][10] = {{0}, {2, 4, 6, 8, 10, 13, 15, 17, 19, 1}, {0}};
    scripted_next_round(g, r2, 2, after, 2);
    must(g, 1, RACKO_ACT_DRAW_DECK, 0);
    must(g, 1, RACKO_ACT_PLACE, 9);
    ck_assert(racko_game_is_out(g, 2));
    ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_ROUND_OVER);
    /* Round 3: seat 2 deals; seat 3 is out, so seat 1 plays first, and
     * turns alternate between seats 1 and 2 only. */
    must(g, -1, RACKO_ACT_DEAL, 0);
    ck_assert_int_eq(racko_game_dealer(g), 1);
    ck_assert_int_eq(racko_game_to_act(g), 0);
    int rack[10];
    racko_game_rack(g, 2, rack);
    ck_assert_int_eq(rack[0], 0); /* no cards for a seat that is out */
    must(g, 0, RACKO_ACT_DRAW_DECK, 0);
    must(g, 0, RACKO_ACT_DISCARD, 0);
    ck_assert_int_eq(racko_game_to_act(g), 1);
    must(g, 1, RACKO_ACT_DRAW_DECK, 0);
    must(g, 1, RACKO_ACT_DISCARD, 0);
    ck_assert_int_eq(racko_game_to_act(g), 0);
    racko_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Empty draw pile                                                     */

/* Seats 1 and 2 discard every drawn card until the pile runs out. */
static RackoGame *run_out_game(unsigned rules)
{
    RackoConfig cfg = table(2, rules, 1);
    const int racks[2][10] = {{20, 19, 18, 17, 16, 15, 14, 13, 12, 11},
                              {10, 9, 8, 7, 6, 5, 4, 3, 2, 1}};
    const int after[] = {21, 22, 23, 24, 25, 26, 27, 28, 29, 30,
                         31, 32, 33, 34, 35, 36, 37, 38, 39, 40};
    RackoGame *g = scripted_game(&cfg, racks, 2, after, 20);
    for (int t = 0; t < 19; t++) {
        int s = racko_game_to_act(g);
        must(g, s, RACKO_ACT_DRAW_DECK, 0);
        ck_assert_int_eq(racko_game_hand(g), 22 + t);
        must(g, s, RACKO_ACT_DISCARD, 0);
    }
    ck_assert_int_eq(racko_game_draw_count(g), 0);
    ck_assert_int_eq(racko_game_discard_count(g), 20);
    racko_event_clear(g);
    return g;
}

START_TEST(turn_over_when_draw_pile_runs_out)
{
    RackoGame *g = run_out_game(0);
    int s = racko_game_to_act(g);
    must(g, s, RACKO_ACT_DRAW_DECK, 0);
    /* The discard pile turned over: its bottom card (21) is turned up, the
     * next one (22) is drawn. */
    ck_assert_int_eq(racko_game_discard_top(g), 21);
    ck_assert_int_eq(racko_game_hand(g), 22);
    ck_assert_int_eq(racko_game_draw_count(g), 18);
    RackoEvent e;
    ck_assert(racko_event_next(g, &e));
    ck_assert_int_eq(e.kind, RACKO_EV_RESHUFFLE);
    ck_assert_int_eq(e.u.reshuffle.shuffled, 0);
    ck_assert_int_eq(e.u.reshuffle.draw_count, 19);
    ck_assert(racko_event_next(g, &e));
    ck_assert_int_eq(e.kind, RACKO_EV_DISCARD_FLIP);
    ck_assert_int_eq(e.u.discard_flip.card, 21);
    ck_assert(racko_event_next(g, &e));
    ck_assert_int_eq(e.kind, RACKO_EV_DRAW_DECK);
    ck_assert_int_eq(e.u.draw_deck.card, 22);
    /* Everyone knows the order of a turned-over pile. */
    const RackoView *other = racko_game_view(g, 1 - s);
    ck_assert_int_eq(other->draw_count, 18);
    ck_assert_int_eq(other->draw_known[17], 23);
    ck_assert_int_eq(other->draw_known[0], 40);
    ck_assert_int_eq(other->where[23], RACKO_AT_DRAW);
    ck_assert_int_eq(other->acting_hand, 22);
    ck_assert_int_eq(other->where[22], RACKO_AT_SEAT + s);
    racko_game_free(g);
}
END_TEST

START_TEST(shuffle_when_draw_pile_runs_out)
{
    RackoGame *g = run_out_game(RACKO_RULE_SHUFFLE);
    int script[40];
    for (int i = 0; i < 40; i++) {
        script[i] = 40 - i; /* relative order of the pile: 40 39 ... 21 */
    }
    ck_assert_int_eq(racko_game_script_deck(g, script, 40), RACKO_OK);
    int s = racko_game_to_act(g);
    must(g, s, RACKO_ACT_DRAW_DECK, 0);
    ck_assert_int_eq(racko_game_discard_top(g), 40);
    ck_assert_int_eq(racko_game_hand(g), 39);
    RackoEvent e;
    ck_assert(racko_event_next(g, &e));
    ck_assert_int_eq(e.kind, RACKO_EV_RESHUFFLE);
    ck_assert_int_eq(e.u.reshuffle.shuffled, 1);
    /* Nobody knows the order, only which cards went in. */
    const RackoView *other = racko_game_view(g, 1 - s);
    ck_assert_int_eq(other->draw_known[0], 0);
    ck_assert_int_eq(other->where[25], RACKO_AT_DRAW_MIXED);
    ck_assert_int_eq(other->where[39], RACKO_AT_DRAW_MIXED); /* drawn, but who knows */
    ck_assert_int_eq(other->acting_hand, 0);
    racko_game_free(g);
    /* Without a script the RNG shuffles: a different order from turn-over
     * for some seed, always the same cards. */
    int differs = 0;
    for (uint64_t seed = 0; seed < 5 && !differs; seed++) {
        RackoGame *h = run_out_game(RACKO_RULE_SHUFFLE);
        must(h, racko_game_to_act(h), RACKO_ACT_DRAW_DECK, 0);
        differs = racko_game_discard_top(h) != 21;
        ck_assert(racko_game_discard_top(h) >= 21 && racko_game_discard_top(h) <= 40);
        racko_game_free(h);
    }
    ck_assert(differs);
}
END_TEST

START_TEST(turn_limit_ends_round_without_rack_o)
{
    RackoConfig cfg = table(2, RACKO_RULE_BONUS, 1);
    cfg.turn_limit = 3;
    const int racks[2][10] = {{20, 19, 18, 17, 16, 15, 14, 13, 12, 11},
                              {1, 2, 3, 4, 5, 10, 9, 8, 7, 6}};
    const int after[] = {21, 22, 23, 24};
    RackoGame *g = scripted_game(&cfg, racks, 2, after, 4);
    for (int t = 0; t < 3; t++) {
        int s = racko_game_to_act(g);
        must(g, s, RACKO_ACT_DRAW_DECK, 0);
        must(g, s, RACKO_ACT_DISCARD, 0);
    }
    ck_assert_int_eq(racko_game_phase(g), RACKO_PHASE_ROUND_OVER);
    RackoEvent e;
    ck_assert_int_eq(drain(g, RACKO_EV_TURN_LIMIT, &e), 1);
    ck_assert_int_eq(e.u.turn_limit.turns, 3);
    RackoRoundScore sc;
    ck_assert_int_eq(racko_game_last_score(g, &sc), RACKO_OK);
    ck_assert_int_eq(sc.winner, -1);
    ck_assert_int_eq(sc.points[0], 5);
    ck_assert_int_eq(sc.points[1], 30);
    racko_game_free(g);
}
END_TEST

START_TEST(solo_game)
{
    RackoConfig cfg;
    racko_config_default(&cfg, 1);
    cfg.first_dealer = 0;
    ck_assert_int_eq(racko_config_deck_size(&cfg), 60);
    const int racks[1][10] = {{2, 4, 6, 8, 10, 13, 15, 17, 19, 1}};
    const int after[] = {60, 59};
    RackoGame *g = scripted_game(&cfg, racks, 1, after, 2);
    ck_assert_int_eq(racko_game_to_act(g), 0);
    must(g, 0, RACKO_ACT_DRAW_DECK, 0);
    must(g, 0, RACKO_ACT_PLACE, 9);
    ck_assert_int_eq(racko_game_total(g, 0), 75);
    ck_assert_int_eq(racko_game_turn(g), 1);
    racko_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Illegal actions: refused, nothing changes                           */

typedef struct Snapshot {
    RackoView view[RACKO_MAX_SEATS];
    int phase, to_act, pending, history, hand, discard, draw;
} Snapshot;

static void snap(const RackoGame *g, Snapshot *s)
{
    memset(s, 0, sizeof *s);
    for (int i = 0; i < racko_game_config(g)->players; i++) {
        s->view[i] = *racko_game_view(g, i);
    }
    s->phase = racko_game_phase(g);
    s->to_act = racko_game_to_act(g);
    s->pending = racko_event_pending(g);
    s->history = racko_game_history_count(g);
    s->hand = racko_game_hand(g);
    s->discard = racko_game_discard_top(g);
    s->draw = racko_game_draw_count(g);
}

static void refused(RackoGame *g, int seat, RackoActionKind kind, int slot, int status)
{
    Snapshot before, after;
    snap(g, &before);
    RackoAction a = {kind, slot};
    ck_assert_int_eq(racko_check_action(g, seat, a), status);
    ck_assert_int_eq(racko_apply(g, seat, a), status);
    ck_assert_str_ne(racko_game_error(g), "");
    snap(g, &after);
    ck_assert_msg(memcmp(&before, &after, sizeof before) == 0, "refused action changed the game");
}

START_TEST(illegal_actions_change_nothing)
{
    RackoConfig cfg = table(2, RACKO_RULE_BONUS, 1);
    const int racks[2][10] = {{20, 19, 18, 17, 16, 15, 14, 13, 12, 11},
                              {10, 9, 8, 7, 6, 5, 4, 3, 2, 1}};
    const int after[] = {21, 22, 23};
    RackoGame *g = NULL;
    ck_assert_int_eq(racko_game_new(&cfg, 1, &g, NULL, 0), RACKO_OK);
    refused(g, 0, RACKO_ACT_DRAW_DECK, 0, RACKO_E_OVER); /* nothing dealt */
    racko_game_free(g);
    g = scripted_game(&cfg, racks, 2, after, 3);
    refused(g, 1, RACKO_ACT_DRAW_DECK, 0, RACKO_E_TURN);   /* out of turn */
    refused(g, 7, RACKO_ACT_DRAW_DECK, 0, RACKO_E_TURN);   /* no such seat */
    refused(g, 0, RACKO_ACT_PLACE, 3, RACKO_E_PHASE);      /* place before drawing */
    refused(g, 0, RACKO_ACT_DISCARD, 0, RACKO_E_PHASE);    /* discard before drawing */
    refused(g, 0, RACKO_ACT_DEAL, 0, RACKO_E_PHASE);       /* deal mid-round */
    refused(g, 0, RACKO_ACT_ECLAIR, 0, RACKO_E_PHASE);     /* not a lightning deal */
    RackoAction weird = {(RackoActionKind)99, 0};
    ck_assert_int_eq(racko_apply(g, 0, weird), RACKO_E_ARG);
    must(g, 0, RACKO_ACT_TAKE_DISCARD, 0);
    refused(g, 0, RACKO_ACT_DRAW_DECK, 0, RACKO_E_PHASE);    /* drawing twice */
    refused(g, 0, RACKO_ACT_TAKE_DISCARD, 0, RACKO_E_PHASE); /* drawing twice */
    refused(g, 0, RACKO_ACT_DISCARD, 0, RACKO_E_RULE);       /* discard a taken card */
    refused(g, 0, RACKO_ACT_PLACE, -1, RACKO_E_SLOT);        /* slot 0 */
    refused(g, 0, RACKO_ACT_PLACE, 10, RACKO_E_SLOT);        /* slot 11 */
    refused(g, 1, RACKO_ACT_PLACE, 2, RACKO_E_TURN);         /* out of turn */
    must(g, 0, RACKO_ACT_PLACE, 0);
    must(g, 1, RACKO_ACT_DRAW_DECK, 0);
    /* Card drawn from the draw pile may be discarded. */
    must(g, 1, RACKO_ACT_DISCARD, 0);
    racko_game_free(g);

    /* After the round is over. */
    const int win[2][10] = {{2, 4, 6, 8, 10, 13, 15, 17, 19, 1}, {0}};
    const int after2[] = {39, 40};
    g = scripted_game(&cfg, win, 1, after2, 2);
    must(g, 0, RACKO_ACT_DRAW_DECK, 0);
    must(g, 0, RACKO_ACT_PLACE, 9);
    refused(g, 1, RACKO_ACT_DRAW_DECK, 0, RACKO_E_OVER);
    refused(g, 0, RACKO_ACT_PLACE, 1, RACKO_E_OVER);
    racko_game_free(g);
}
END_TEST

START_TEST(script_must_be_a_permutation)
{
    RackoConfig cfg = table(2, 0, 1);
    RackoGame *g = NULL;
    ck_assert_int_eq(racko_game_new(&cfg, 1, &g, NULL, 0), RACKO_OK);
    int deck[40];
    for (int i = 0; i < 40; i++) {
        deck[i] = i + 1;
    }
    ck_assert_int_eq(racko_game_script_deck(g, deck, 39), RACKO_E_ARG);
    deck[5] = 7;
    ck_assert_int_eq(racko_game_script_deck(g, deck, 40), RACKO_E_ARG);
    deck[5] = 41;
    ck_assert_int_eq(racko_game_script_deck(g, deck, 40), RACKO_E_ARG);
    ck_assert_int_eq(racko_game_history_count(g), 0);
    racko_game_free(g);
}
END_TEST

START_TEST(rack_helpers)
{
    const int a[10] = {3, 12, 18, 25, 31, 40, 37, 22, 50, 55};
    ck_assert_int_eq(racko_rack_in_order(a), 6);
    ck_assert(!racko_rack_sorted(a));
    const int b[10] = {1, 2, 3, 10, 11, 12, 13, 30, 31, 40};
    ck_assert(racko_rack_sorted(b));
    int start = -1;
    ck_assert_int_eq(racko_rack_longest_run(b, &start), 4);
    ck_assert_int_eq(start, 3);
    const int c[10] = {1, 3, 5, 7, 9, 11, 13, 15, 17, 19};
    ck_assert_int_eq(racko_rack_longest_run(c, &start), 1);
    const int d[10] = {5, 6, 7, 8, 9, 10, 11, 12, 13, 14};
    ck_assert_int_eq(racko_rack_longest_run(d, &start), 10);
    ck_assert_int_eq(start, 0);
}
END_TEST

START_TEST(event_redaction)
{
    RackoEvent e;
    memset(&e, 0, sizeof e);
    e.kind = RACKO_EV_DRAW_DECK;
    e.u.draw_deck.seat = 1;
    e.u.draw_deck.card = 33;
    RackoEvent r;
    racko_event_redact(&e, 1, &r);
    ck_assert_int_eq(r.u.draw_deck.card, 33);
    racko_event_redact(&e, 0, &r);
    ck_assert_int_eq(r.u.draw_deck.card, 0);
    racko_event_redact(&e, -1, &r);
    ck_assert_int_eq(r.u.draw_deck.card, 0);
    e.kind = RACKO_EV_TAKE_DISCARD;
    e.u.take_discard.seat = 1;
    e.u.take_discard.card = 12;
    racko_event_redact(&e, 0, &r);
    ck_assert_int_eq(r.u.take_discard.card, 12);
    e.kind = RACKO_EV_DEAL_CARD;
    e.u.deal_card.seat = 2;
    e.u.deal_card.card = 9;
    racko_event_redact(&e, 0, &r);
    ck_assert_int_eq(r.u.deal_card.card, 0);
    racko_event_redact(&e, 2, &r);
    ck_assert_int_eq(r.u.deal_card.card, 9);
    /* a card drawn face down goes into the rack face down */
    memset(&e, 0, sizeof e);
    e.kind = RACKO_EV_PLACE;
    e.u.place.seat = 1;
    e.u.place.slot = 4;
    e.u.place.card_in = 27;
    e.u.place.card_out = 8;
    racko_event_redact(&e, 1, &r);
    ck_assert_int_eq(r.u.place.card_in, 27);
    racko_event_redact(&e, 0, &r);
    ck_assert_int_eq(r.u.place.card_in, 0);
    ck_assert_int_eq(r.u.place.card_out, 8);
    racko_event_redact(&e, -1, &r);
    ck_assert_int_eq(r.u.place.card_in, 0);
    e.u.place.from_discard = 1;
    racko_event_redact(&e, 0, &r);
    ck_assert_int_eq(r.u.place.card_in, 27);
}
END_TEST

START_TEST(view_hides_what_a_seat_cannot_know)
{
    RackoConfig cfg = table(2, RACKO_RULE_BONUS, 1);
    const int racks[2][10] = {{20, 19, 18, 17, 16, 15, 14, 13, 12, 11},
                              {10, 9, 8, 7, 6, 5, 4, 3, 2, 1}};
    const int after[] = {21, 22, 23};
    RackoGame *g = scripted_game(&cfg, racks, 2, after, 3);
    const RackoView *v1 = racko_game_view(g, 1);
    for (int k = 0; k < 10; k++) {
        ck_assert_int_eq(v1->known[0][k], 0);
        ck_assert_int_eq(v1->known[1][k], racks[1][k]);
    }
    ck_assert_int_eq(v1->where[15], RACKO_AT_UNSEEN);
    ck_assert_int_eq(v1->where[21], RACKO_AT_DISCARD);
    ck_assert_int_eq(v1->where[22], RACKO_AT_UNSEEN);
    ck_assert_int_eq(v1->where[5], RACKO_AT_MINE);
    ck_assert_int_eq(v1->where[45], RACKO_AT_OUT);
    /* Seat 1 takes the 21 into slot 3: seat 2 sees it go there. */
    must(g, 0, RACKO_ACT_TAKE_DISCARD, 0);
    v1 = racko_game_view(g, 1);
    ck_assert_int_eq(v1->acting_hand, 21);
    ck_assert_int_eq(v1->acting_from_discard, 1);
    must(g, 0, RACKO_ACT_PLACE, 2);
    v1 = racko_game_view(g, 1);
    ck_assert_int_eq(v1->known[0][2], 21);
    ck_assert_int_eq(v1->where[21], RACKO_AT_SEAT + 0);
    ck_assert_int_eq(v1->where[18], RACKO_AT_DISCARD);
    /* Seat 2 draws 22 from the pile: seat 1 does not learn it. */
    must(g, 1, RACKO_ACT_DRAW_DECK, 0);
    const RackoView *v0 = racko_game_view(g, 0);
    ck_assert_int_eq(v0->acting_hand, 0);
    ck_assert_int_eq(v0->where[22], RACKO_AT_UNSEEN);
    ck_assert_int_eq(racko_game_view(g, 1)->hand, 22);
    must(g, 1, RACKO_ACT_PLACE, 0);
    v0 = racko_game_view(g, 0);
    ck_assert_int_eq(v0->known[1][0], 0);
    ck_assert_int_eq(v0->where[10], RACKO_AT_DISCARD);
    racko_game_free(g);
}
END_TEST

Suite *rules_suite(void)
{
    Suite *s = suite_create("rules");
    TCase *deal = tcase_create("deal");
    tcase_add_test(deal, deal_order_slot10_first);
    tcase_add_test(deal, deck_size_by_players);
    tcase_add_test(deal, first_dealer_lowest_card_then_rotates);
    tcase_add_test(deal, solo_game);
    suite_add_tcase(s, deal);
    TCase *score = tcase_create("scoring");
    tcase_add_test(score, six_card_progression_broken_by_37_scores_30);
    tcase_add_test(score, slot2_lower_than_slot1_scores_5);
    tcase_add_test(score, bonus_runs_125_175_275_475);
    tcase_add_test(score, no_bonus_without_the_option);
    tcase_add_test(score, two_player_run_rule);
    tcase_add_test(score, team_totals);
    tcase_add_test(score, team_reaching_target_wins);
    tcase_add_test(score, two_seats_pass_target_highest_wins);
    tcase_add_test(score, tie_at_the_top_plays_one_more_round);
    tcase_add_test(score, turn_limit_ends_round_without_rack_o);
    suite_add_tcase(s, score);
    TCase *variants = tcase_create("variants");
    tcase_add_test(variants, lightning_rack_o_scores_100_flat);
    tcase_add_test(variants, lightning_without_rack_o_plays_on);
    tcase_add_test(variants, token_payments_and_elimination);
    tcase_add_test(variants, token_partial_payment_and_last_seat_standing);
    tcase_add_test(variants, eliminated_seats_are_skipped);
    tcase_add_test(variants, turn_over_when_draw_pile_runs_out);
    tcase_add_test(variants, shuffle_when_draw_pile_runs_out);
    suite_add_tcase(s, variants);
    TCase *errors = tcase_create("errors");
    tcase_add_test(errors, illegal_actions_change_nothing);
    tcase_add_test(errors, script_must_be_a_permutation);
    tcase_add_test(errors, config_refusals);
    suite_add_tcase(s, errors);
    TCase *misc = tcase_create("helpers");
    tcase_add_test(misc, rack_helpers);
    tcase_add_test(misc, event_redaction);
    tcase_add_test(misc, view_hides_what_a_seat_cannot_know);
    suite_add_tcase(s, misc);
    return s;
}
