# The man pages are whole in every language and man finds no fault in them
# (scripts/check-man.sh).
add_test(NAME test_man COMMAND ${CMAKE_SOURCE_DIR}/scripts/check-man.sh)
set_tests_properties(test_man PROPERTIES TIMEOUT 120)
