/* canvas.c - the reference canvas (shell/canvas.h).  Pure. */
#include "shell/canvas.h"
#include "shell/draw.h"

void sh_canvas_fit(ShCanvas *c, int w, int h, int ref_w, int ref_h)
{
    float su, sv;
    if (w < 1) {
        w = 1;
    }
    if (h < 1) {
        h = 1;
    }
    c->w = w;
    c->h = h;
    su = (float)w / (float)ref_w;
    sv = (float)h / (float)ref_h;
    c->u = su < sv ? su : sv;
    c->ox = (int)(((float)w - (float)ref_w * c->u) / 2.0f);
    c->oy = (int)(((float)h - (float)ref_h * c->u) / 2.0f);
}

int sh_px(const ShCanvas *c, float len)
{
    int v = (int)(len * c->u + 0.5f);
    if (len > 0.0f && v < 1) {
        v = 1;
    }
    return v;
}

ShRect sh_ref(const ShCanvas *c, float x, float y, float w, float h)
{
    ShRect r;
    r.x = c->ox + (int)(x * c->u + 0.5f);
    r.y = c->oy + (int)(y * c->u + 0.5f);
    r.w = (int)((x + w) * c->u + 0.5f) - (int)(x * c->u + 0.5f);
    r.h = (int)((y + h) * c->u + 0.5f) - (int)(y * c->u + 0.5f);
    return r;
}

unsigned long long sh_hash(unsigned long long h, const void *p, size_t n)
{
    const unsigned char *c = p;
    size_t i;
    for (i = 0; i < n; i++) {
        h = (h ^ c[i]) * 1099511628211ull;
    }
    return h;
}
