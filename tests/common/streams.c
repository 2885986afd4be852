/* streams.c - a bot program's loop run on bytes in memory (streams.h). */
#include "streams.h"

#include <check.h>

/* Reads the whole of f from its start into buf (size bytes, cut). */
static void read_back(FILE *f, char *buf, size_t size)
{
    rewind(f);
    size_t n = fread(buf, 1, size - 1, f);
    buf[n] = '\0';
}

int test_serve_streams(TestServe serve, void *ctx, const char *input, size_t len, char *out,
                       char *log, size_t size)
{
    FILE *fi = tmpfile(), *fo = tmpfile(), *fl = tmpfile();
    ck_assert_ptr_nonnull(fi);
    ck_assert_ptr_nonnull(fo);
    ck_assert_ptr_nonnull(fl);
    ck_assert_uint_eq(fwrite(input, 1, len, fi), len);
    rewind(fi);
    int status = serve(ctx, fi, fo, fl);
    read_back(fo, out, size);
    read_back(fl, log, size);
    fclose(fi);
    fclose(fo);
    fclose(fl);
    return status;
}
