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
endif()
