/* status.c - the status codes' descriptions (kit/status.h). */
#include "kit/status.h"

const char *tk_status_string(int status)
{
    switch (status) {
    case TK_OK:
        return "ok";
    case TK_E_ARG:
        return "bad argument";
    case TK_E_CONFIG:
        return "options not allowed";
    case TK_E_TURN:
        return "not your turn";
    case TK_E_PHASE:
        return "not possible now";
    case TK_E_MOVE:
        return "no such place";
    case TK_E_RULE:
        return "against the rules";
    case TK_E_OVER:
        return "the game or match is over";
    case TK_E_NOMEM:
        return "out of memory";
    case TK_E_IO:
        return "file error";
    case TK_E_FORMAT:
        return "malformed input";
    default:
        return "unknown status";
    }
}
