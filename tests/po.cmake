# The translations are whole (scripts/check-po.sh): every file with a marked
# string is in po/POTFILES, the template holds exactly the code's marked
# strings, and each language is complete (msgfmt --check --statistics:
# everything translated, nothing fuzzy).
add_test(NAME test_po COMMAND ${CMAKE_SOURCE_DIR}/scripts/check-po.sh)
set_tests_properties(test_po PROPERTIES TIMEOUT 120)
