# What the terminal tools tell, in French under --language fr: the replays'
# narration, the end-of-run summaries of match, stats and history, the
# rules' refusals.  The same runs in English are the golden tests' (their
# bytes unchanged); these ask for French and fail on English words.
if(TARGET racko-cli AND TARGET rummikub-cli AND TARGET ratuki-cli)
  set(tell_data ${CMAKE_SOURCE_DIR}/tests)
  # French puts a no-break space (U+00A0) before : ; ! ?
  set(nb " ")
  # The replays: a record told move by move, its result and totals.
  add_test(NAME cli_replay_fr_racko COMMAND racko-cli --language fr replay
           ${tell_data}/racko/golden/data/teams-scripted-4p.racko)
  set_tests_properties(cli_replay_fr_racko PROPERTIES
    PASS_REGULAR_EXPRESSION
    "Enregistrement [^\n]*${nb}: 4 joueurs, 60 cartes, règles bonus,teams, objectif 500, graine 11\\.\n  Place 1${nb}: Player 1 \\(human\\).*  Porte-cartes après la donne :.*Résultat${nb}: inachevée, à la manche 2, Player 2 ayant la main\\. Totaux${nb}: Player 1 5, Player 2 20, Player 3 15, Player 4 75${nb}; places 1\\+3${nb}: 20, places 2\\+4${nb}: 95\\."
    FAIL_REGULAR_EXPRESSION "Result:|Totals:|Record |Racks |Seat ")
  add_test(NAME cli_replay_fr_rummikub COMMAND rummikub-cli --language fr replay
           ${tell_data}/rummikub/record/data/match-3p.rummikub)
  set_tests_properties(cli_replay_fr_rummikub PROPERTIES
    PASS_REGULAR_EXPRESSION
    "Enregistrement [^\n]*${nb}: 3 joueurs, minuteur 45, 2 manches par partie, graine 2024\\.\n  Place 1${nb}: Place 1 \\(inconnu\\).*Résultat${nb}: Place 3 a gagné la partie en 2 manches\\. Totaux${nb}: Place 1 -117, Place 2 -55, Place 3 172\\."
    FAIL_REGULAR_EXPRESSION "Result:|Totals:|Record |Seat ")
  add_test(NAME cli_replay_fr_ratuki COMMAND ratuki-cli --language fr replay
           ${tell_data}/fuzz/corpus/ratuki_record/three-seats-match.ratuki)
  set_tests_properties(cli_replay_fr_ratuki PROPERTIES
    PASS_REGULAR_EXPRESSION
    "3 joueurs, objectif 20, délai d'égalité 150 ms.*\nManche 1\n     0,000  Place 1 reçoit un 2, un 2 et un 4\n.*   1,061    Place 1 pioche un 3 \\(31 restantes\\)\n.*Place 1 joue un 5 sur l'emplacement 3${nb}: il prend la pile s'il reste dessus\n.*Place 1 retourne sa défausse${nb}: 1 carte à piocher\n.*Place 1 prend la pile de l'emplacement 3, 11 cartes${nb}: « Ratuki${nb}! »\n.*Place 1 n'a plus de carte${nb}: « Fini${nb}! »\n  Manche 1 finie après 48,359 s \\(fini\\)\\.\n    place                  gains pioche défausse points  total jouées prises égalités\n    Place 1                   30      0        0     30     30     34      5        2\n.*Résultat${nb}: Place 1 a gagné la partie en 1 manche\\. Totaux${nb}: Place 1 30, Place 2 -12, Place 3 -26\\."
    FAIL_REGULAR_EXPRESSION "Result:|Totals:| plays | draws |Round |Seat ")
  # The end of a run of match: each round's or game's line, Ratuki's
  # round's score and match's end, the summary's two sentences.
  add_test(NAME cli_summary_fr_racko COMMAND racko-cli --language fr match --players 2 --seed 4
           --rounds 3)
  set_tests_properties(cli_summary_fr_racko PROPERTIES
    PASS_REGULAR_EXPRESSION
    "Manche 3 \\(partie 1, manche 3\\)${nb}: Nell a fait Rack-O en 13 tours\\.\n  Nell \\+125 = 325, Yara \\+20 = 75\n\n3 manches jouées \\(graine 4\\)${nb}: Nell \\(ai:medium\\) a gagné 3, Yara \\(ai:medium\\) a gagné 0, manches sans Rack-O 0\\.\n0 partie finie \\(la dernière a été arrêtée par --rounds\\)\n"
    FAIL_REGULAR_EXPRESSION "played|finished|went Rack-O|Round ")
  add_test(NAME cli_summary_fr_rummikub COMMAND rummikub-cli --language fr match --players 3
           --seed 5 --match-games 2)
  set_tests_properties(cli_summary_fr_rummikub PROPERTIES
    PASS_REGULAR_EXPRESSION
    "\n2 manches jouées \\(graine 5\\)${nb}: Otto \\(ai:medium\\) a gagné 0, points -46, Priya \\(ai:medium\\) a gagné 1, points -20, Ada \\(ai:medium\\) a gagné 1, points \\+66\\.\n1 partie finie${nb}: Otto 0, Priya 0, Ada 1\\.\n"
    FAIL_REGULAR_EXPRESSION "played|finished")
  add_test(NAME cli_summary_fr_ratuki COMMAND ratuki-cli --language fr match --players 4 --seed 9
           --target 30)
  set_tests_properties(cli_summary_fr_ratuki PROPERTIES
    PASS_REGULAR_EXPRESSION
    "Manche 1 \\(partie 1, manche 1\\) finie à 93,725 s${nb}: Edda n'a plus de carte\\.\n +gains pioche défausse  points  total jouées prises égalités\n  Felix  +19      4        2     \\+13     13     32      4        6\n.*  manche gagnée\nPartie 1 finie après 1 manche${nb}: Edda gagne avec 32 points\\.\n\n1 manche jouée \\(graine 9\\)${nb}: Felix \\(ai:medium\\) a gagné 0, points \\+13, .*\n1 partie finie${nb}: Felix 0, Gaia 0, Cleo 0, Edda 1\\.\n"
    FAIL_REGULAR_EXPRESSION "played|finished|round won|ended at")
  # The rules' refusals a person reads at the terminal, said in French by
  # the format the engine formed them from (tk_tr_formed).
  find_program(TELL_SH NAMES sh)
  if(TELL_SH AND NOT WIN32)
    add_test(NAME cli_refusal_fr_racko COMMAND ${TELL_SH} -c
             "rm -f \"$1\"; printf 't\\nx\\nqq\\no\\n' | \"$0\" --language fr match --seat 1=human --seat 2=ai:easy --seed 1 --no-history --record \"$1\""
             $<TARGET_FILE:racko-cli> ${CMAKE_CURRENT_BINARY_DIR}/refusal-fr.racko)
    set_tests_properties(cli_refusal_fr_racko PROPERTIES
      PASS_REGULAR_EXPRESSION
      "Interdit[^:]*: une carte prise dans la défausse doit aller dans votre porte-cartes\n"
      FAIL_REGULAR_EXPRESSION "Not allowed|must go into")
    add_test(NAME cli_refusal_fr_rummikub COMMAND ${TELL_SH} -c
             "rm -f \"$1\"; printf 'end\\nnew b3 b5\\nend\\nqq\\no\\n' | \"$0\" --language fr match --seat 1=human --seat 2=ai:easy --seed 1 --no-history --record \"$1\""
             $<TARGET_FILE:rummikub-cli> ${CMAKE_CURRENT_BINARY_DIR}/refusal-fr.rummikub)
    set_tests_properties(cli_refusal_fr_rummikub PROPERTIES
      PASS_REGULAR_EXPRESSION
      "Refusé[^:]*: un coup doit poser au moins une tuile de votre chevalet sur la table\n.*<- non valable[^:]*: b3 b5${nb}: une combinaison demande au moins 3 tuiles\n.*Refusé[^:]*: b3 b5${nb}: une combinaison demande au moins 3 tuiles\n"
      FAIL_REGULAR_EXPRESSION "Refused|must put|needs at least|not valid")
  endif()
endif()
