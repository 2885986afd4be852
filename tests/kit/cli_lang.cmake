# The terminal tools speak the terminal's language (tk_cli_dispatch): French
# with LANG=fr_FR.UTF-8 or --language fr, English with LANG=C or when
# LANGUAGE puts English first; a French decimal has a comma.  These set
# their language after tests/CMakeLists.txt's English for every test.
if(TARGET racko-cli AND TARGET rummikub-cli AND TARGET ratuki-cli)
  add_test(NAME cli_help_fr COMMAND racko-cli --help)
  set_tests_properties(cli_help_fr PROPERTIES PASS_REGULAR_EXPRESSION
                       "racko-cli COMMANDE --help en dit plus sur une commande")
  add_test(NAME cli_command_help_fr COMMAND rummikub-cli match --help)
  set_tests_properties(cli_command_help_fr PROPERTIES PASS_REGULAR_EXPRESSION
                       "Joue au Rummikub|Rummikub à une table")
  add_test(NAME cli_ratuki_help_fr COMMAND ratuki-cli --help)
  set_tests_properties(cli_ratuki_help_fr PROPERTIES PASS_REGULAR_EXPRESSION
                       "Ratuki, le jeu de cartes en temps réel")
  add_test(NAME cli_error_language_option COMMAND racko-cli --language fr match --players 9)
  set_tests_properties(cli_error_language_option PROPERTIES PASS_REGULAR_EXPRESSION
                       "--players doit être entre 1 et 4 \\(reçu 9\\) \\(voir racko-cli match --help\\)")
  add_test(NAME cli_language_english_first COMMAND racko-cli --help)
  set_tests_properties(cli_language_english_first PROPERTIES PASS_REGULAR_EXPRESSION
                       "racko-cli COMMAND --help tells more about one command")
  add_test(NAME cli_bad_language COMMAND racko-cli --language klingon --help)
  set_tests_properties(cli_bad_language PROPERTIES PASS_REGULAR_EXPRESSION
                       "--language wants system, en or a translation's code such as fr, not 'klingon'")
  add_test(NAME cli_decimal_comma_fr COMMAND racko-cli solo --ai easy --deals 20 --seed 1)
  set_tests_properties(cli_decimal_comma_fr PROPERTIES PASS_REGULAR_EXPRESSION
                       "tours moyens jusqu'au Rack-O.*[0-9],[0-9][0-9][0-9] \\(IC")
  # The kit's option walk and bot options (tk_cli_args_walk, tk_cli_bot_parse,
  # tk_bot_name_check, tk_cli_seat_parse) in French too.
  add_test(NAME cli_bot_level_fr COMMAND racko-cli --language fr bot --ai nope)
  set_tests_properties(cli_bot_level_fr PROPERTIES PASS_REGULAR_EXPRESSION
                       "--ai : niveau d'ordinateur inconnu « nope » \\(voir racko-cli bot --help\\)")
  add_test(NAME cli_bot_no_level_fr COMMAND ratuki-cli --language fr bot)
  set_tests_properties(cli_bot_no_level_fr PROPERTIES PASS_REGULAR_EXPRESSION
                       "quel niveau \\? \\(--ai NIVEAU\\)")
  add_test(NAME cli_bot_name_fr COMMAND rummikub-cli --language fr bot --ai easy --name "a b")
  set_tests_properties(cli_bot_name_fr PROPERTIES PASS_REGULAR_EXPRESSION
                       "--name : un nom de bot a de 1 à [0-9]+ caractères parmi A-Z a-z 0-9 _ -")
  add_test(NAME cli_walk_option_fr COMMAND rummikub-cli --language fr arena --bogus 1)
  set_tests_properties(cli_walk_option_fr PROPERTIES PASS_REGULAR_EXPRESSION
                       "option inconnue --bogus")
  add_test(NAME cli_seat_fr COMMAND racko-cli --language fr match --seat 1=ai:nope)
  set_tests_properties(cli_seat_fr PROPERTIES PASS_REGULAR_EXPRESSION
                       "place 1 : niveau d'ordinateur inconnu « nope »")
  set_property(TEST cli_help_fr cli_command_help_fr cli_ratuki_help_fr cli_decimal_comma_fr
               APPEND PROPERTY ENVIRONMENT "LANG=fr_FR.UTF-8")
  set_property(TEST cli_language_english_first APPEND PROPERTY ENVIRONMENT
               "LANG=fr_FR.UTF-8;LANGUAGE=en:fr")
endif()
