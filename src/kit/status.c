/* status.c - the status codes' descriptions (kit/status.h). */
#include "kit/status.h"

#include "kit/lang.h"

const char *tk_status_string(int status)
{
    switch (status) {
    case TK_OK:
        return NC_("status", "ok");
    case TK_E_ARG:
        return NC_("status", "bad argument");
    case TK_E_CONFIG:
        return NC_("status", "options not allowed");
    case TK_E_TURN:
        return NC_("status", "not your turn");
    case TK_E_PHASE:
        return NC_("status", "not possible now");
    case TK_E_MOVE:
        return NC_("status", "no such place");
    case TK_E_RULE:
        return NC_("status", "against the rules");
    case TK_E_OVER:
        return NC_("status", "the game or match is over");
    case TK_E_NOMEM:
        return NC_("status", "out of memory");
    case TK_E_IO:
        return NC_("status", "file error");
    case TK_E_FORMAT:
        return NC_("status", "malformed input");
    default:
        return NC_("status", "unknown status");
    }
}

const char *tk_status_said(int status)
{
    return tk_trc("status", tk_status_string(status));
}
