# What the terminal tools tell, in French under --language fr: the replays'
# narration, the end-of-run summaries of match, stats and history, the
# rules' refusals.  The same runs in English are the golden tests' (their
# bytes unchanged); these ask for French and fail on English words.
if(TARGET racko-cli AND TARGET rummikub-cli AND TARGET ratuki-cli)
  set(tell_data ${CMAKE_SOURCE_DIR}/tests)
  # The replays: a record told move by move, its result and totals.
  add_test(NAME cli_replay_fr_racko COMMAND racko-cli --language fr replay
           ${tell_data}/racko/golden/data/teams-scripted-4p.racko)
  set_tests_properties(cli_replay_fr_racko PROPERTIES
    PASS_REGULAR_EXPRESSION
    "Enregistrement [^\n]* : 4 joueurs, 60 cartes, règles bonus,teams, objectif 500, graine 11\\.\n  Place 1 : Player 1 \\(human\\).*  Porte-cartes après la donne :.*Résultat : inachevée, à la manche 2, Player 2 ayant la main\\. Totaux : Player 1 5, Player 2 20, Player 3 15, Player 4 75 ; places 1\\+3 : 20, places 2\\+4 : 95\\."
    FAIL_REGULAR_EXPRESSION "Result:|Totals:|Record |Racks |Seat ")
  add_test(NAME cli_replay_fr_rummikub COMMAND rummikub-cli --language fr replay
           ${tell_data}/rummikub/record/data/match-3p.rummikub)
  set_tests_properties(cli_replay_fr_rummikub PROPERTIES
    PASS_REGULAR_EXPRESSION
    "Enregistrement [^\n]* : 3 joueurs, minuteur 45, 2 manches par partie, graine 2024\\.\n  Place 1 : Place 1 \\(inconnu\\).*Résultat : Place 3 a gagné la partie en 2 manches\\. Totaux : Place 1 -117, Place 2 -55, Place 3 172\\."
    FAIL_REGULAR_EXPRESSION "Result:|Totals:|Record |Seat ")
  add_test(NAME cli_replay_fr_ratuki COMMAND ratuki-cli --language fr replay
           ${tell_data}/fuzz/corpus/ratuki_record/three-seats-match.ratuki)
  set_tests_properties(cli_replay_fr_ratuki PROPERTIES
    PASS_REGULAR_EXPRESSION
    "3 joueurs, objectif 20, délai d'égalité 150 ms.*\nManche 1\n     0,000  Place 1 reçoit un 2, un 2 et un 4\n.*   1,061    Place 1 pioche un 3 \\(31 restantes\\)\n.*Place 1 joue un 5 sur l'emplacement 3 : il prend la pile s'il reste dessus\n.*Place 1 retourne sa défausse : 1 carte à piocher\n.*Place 1 prend la pile de l'emplacement 3, 11 cartes : « Ratuki ! »\n.*Place 1 n'a plus de carte : « Fini ! »\n  Manche 1 finie après 48,359 s \\(fini\\)\\.\n    place                  gains pioche défausse points  total jouées prises égalités\n    Place 1                   30      0        0     30     30     34      5        2\n.*Résultat : Place 1 a gagné la partie en 1 manche\\. Totaux : Place 1 30, Place 2 -12, Place 3 -26\\."
    FAIL_REGULAR_EXPRESSION "Result:|Totals:| plays | draws |Round |Seat ")
  # The end of a run of match: each round's or game's line, Ratuki's
  # round's score and match's end, the summary's two sentences.
  add_test(NAME cli_summary_fr_racko COMMAND racko-cli --language fr match --players 2 --seed 4
           --rounds 3)
  set_tests_properties(cli_summary_fr_racko PROPERTIES
    PASS_REGULAR_EXPRESSION
    "Manche 3 \\(partie 1, manche 3\\) : Nell a fait Rack-O en 13 tours\\.\n  Nell \\+125 = 325, Yara \\+20 = 75\n\n3 manches jouées \\(graine 4\\) : Nell \\(ai:medium\\) a gagné 3, Yara \\(ai:medium\\) a gagné 0, manches sans Rack-O 0\\.\n0 partie finie \\(la dernière a été arrêtée par --rounds\\)\n"
    FAIL_REGULAR_EXPRESSION "played|finished|went Rack-O|Round ")
  add_test(NAME cli_summary_fr_rummikub COMMAND rummikub-cli --language fr match --players 3
           --seed 5 --match-games 2)
  set_tests_properties(cli_summary_fr_rummikub PROPERTIES
    PASS_REGULAR_EXPRESSION
    "\n2 manches jouées \\(graine 5\\) : Otto \\(ai:medium\\) a gagné 0, points -46, Priya \\(ai:medium\\) a gagné 1, points -20, Ada \\(ai:medium\\) a gagné 1, points \\+66\\.\n1 partie finie : Otto 0, Priya 0, Ada 1\\.\n"
    FAIL_REGULAR_EXPRESSION "played|finished")
  add_test(NAME cli_summary_fr_ratuki COMMAND ratuki-cli --language fr match --players 4 --seed 9
           --target 30)
  set_tests_properties(cli_summary_fr_ratuki PROPERTIES
    PASS_REGULAR_EXPRESSION
    "Manche 1 \\(partie 1, manche 1\\) finie à 93,725 s : Edda n'a plus de carte\\.\n +gains pioche défausse  points  total jouées prises égalités\n  Felix  +19      4        2     \\+13     13     32      4        6\n.*  manche gagnée\nPartie 1 finie après 1 manche : Edda gagne avec 32 points\\.\n\n1 manche jouée \\(graine 9\\) : Felix \\(ai:medium\\) a gagné 0, points \\+13, .*\n1 partie finie : Felix 0, Gaia 0, Cleo 0, Edda 1\\.\n"
    FAIL_REGULAR_EXPRESSION "played|finished|round won|ended at")
endif()
