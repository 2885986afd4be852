/*
 * test_tk_shell.c - how the bot transport hands a command to the shell
 * (src/kit/bot/shell.c, private): on POSIX, `exec` before the last part
 * of a list when it is a plain command, and nothing changed whenever the
 * scan is unsure; on Windows, which command lines can do without cmd.exe.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "proc.h"
#include "common/run.h"

static const struct {
    const char *command;
    const char *script; /* what /bin/sh -c runs; NULL: the command as it is */
} sh_cases[] = {
    {"./bot", "exec ./bot"},
    {"  ./bot --fast", "  exec ./bot --fast"},
    {"'/opt/my bots/bot' --level 3", "exec '/opt/my bots/bot' --level 3"},
    {"\"$HOME/bot\" \"a b\"", "exec \"$HOME/bot\" \"a b\""},
    {"${BOT:-./bot} -q", "exec ${BOT:-./bot} -q"},
    {"python3 bot.py 2>>bot.log", "exec python3 bot.py 2>>bot.log"},
    {"cd dir && ./bot", "cd dir && exec ./bot"},
    {"cd dir || ./other", "cd dir || exec ./other"},
    {"true; ./bot", "true; exec ./bot"},
    {"cd dir\n./bot", "cd dir\nexec ./bot"},
    {"X=1 Y='a b' ./bot", "X=1 Y='a b' exec ./bot"},
    {"echo hi >&2; ./bot <&0", "echo hi >&2; exec ./bot <&0"},
    {"sleep 30 & ./bot", "sleep 30 & exec ./bot"},
    {"if true; then x; fi; ./bot", "if true; then x; fi; exec ./bot"},
    {"./bot\\ 2 --x", "exec ./bot\\ 2 --x"},
    {"./echo", "exec ./echo"},
    {"env X=1 ./bot", "exec env X=1 ./bot"},
    /* left to the shell as they are */
    {"exec ./bot", NULL},
    {"exit 3", NULL},
    {"echo last words >&2; exit 4", NULL},
    {"./bot; echo done", NULL},
    {"read l; echo ok", NULL},
    {"X=1", NULL},
    {"", NULL},
    {"   ", NULL},
    {"./bot &", NULL},
    {"./bot && ", NULL},
    {"./bot | tee log", NULL},
    {"(./bot)", NULL},
    {"{ ./bot; }", NULL},
    {"while read l; do echo $l; done", NULL},
    {"case $x in a) ./bot;; esac", NULL},
    {"$(which bot)", NULL},
    {"`which bot`", NULL},
    {"\"$(which bot)\"", NULL},
    {"./bot # the bot", NULL},
    {"cat <<EOF\nhi\nEOF", NULL},
    {"trap 'echo bye >&2' EXIT; ./bot", NULL},
    {"function b { ./bot; }; b", NULL},
    {"alias b=./bot; b", NULL},
    {"./bot;", NULL},
    {"! ./bot", NULL},
    {"time ./bot", NULL},
    {"2>/dev/null ./bot", NULL},
    {"'exit' 3", NULL},
    {"./bot 'unterminated", NULL},
    {"./bot \"unterminated", NULL},
    {"./bot\\", NULL},
    {"${X:-\"a\"}", NULL},
};

START_TEST(test_sh_exec_last_part)
{
    const char *want = sh_cases[_i].script != NULL ? sh_cases[_i].script : sh_cases[_i].command;
    char *got = tk_proc_sh_command(sh_cases[_i].command);

    ck_assert_ptr_nonnull(got);
    ck_assert_msg(strcmp(got, want) == 0, "'%s': got '%s', want '%s'", sh_cases[_i].command, got,
                  want);
    free(got);
}
END_TEST

static const struct {
    const char *command;
    int direct;
} cmd_cases[] = {
    {"bot.exe --fast", 1},
    {"\"C:\\Program Files (x86)\\bots\\bot.exe\" --level 3", 1},
    {"python bot.py", 1},
    {"echo-bot.exe", 1},
    {"C:\\bots\\exit.exe", 1},
    {"exit 3", 0},
    {"EXIT 3", 0},
    {"echo ok", 0},
    {"echo.", 0},
    {"\"echo\" ok", 0},
    {"start bot.exe", 0},
    {"call bot.bat", 0},
    {"set /p l=& echo ok sleepy& find \"~\" >nul", 0},
    {"bot.exe > log.txt", 0},
    {"bot.exe 2>nul", 0},
    {"bot.exe | more", 0},
    {"%BOTS%\\bot.exe", 0},
    {"\"%BOTS%\\bot.exe\"", 0},
    {"bot.exe ^& x", 0},
    {"(bot.exe)", 0},
    {"@bot.exe", 0},
    {"\"unterminated", 0},
    {"", 0},
    {"   ", 0},
};

START_TEST(test_cmd_direct)
{
    ck_assert_msg(tk_proc_cmd_direct(cmd_cases[_i].command) == cmd_cases[_i].direct,
                  "'%s': want %d", cmd_cases[_i].command, cmd_cases[_i].direct);
}
END_TEST

static Suite *shell_suite(void)
{
    Suite *s = suite_create("tk_shell");
    TCase *tc = tcase_create("core");

    tcase_add_loop_test(tc, test_sh_exec_last_part, 0,
                        (int)(sizeof sh_cases / sizeof sh_cases[0]));
    tcase_add_loop_test(tc, test_cmd_direct, 0, (int)(sizeof cmd_cases / sizeof cmd_cases[0]));
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return test_run(shell_suite(), NULL, 0);
}
