# The art's generators (scripts/gen-assets*.py) against the committed
# files: each one's --check, and each one run into a copy of assets/, alone
# and all three in several orders, writes exactly the committed sources,
# icon drawings and manifests, and none removes another's sources.
add_test(NAME test_assets COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/assets/check-generators.sh
         ${CMAKE_SOURCE_DIR})
set_tests_properties(test_assets PROPERTIES TIMEOUT 300)
