/* Once debatable (bench/false-positives/debatable_loop_exit_null.c): depth()'s loop-exit test s->ci != 0 becomes an assumption that s->ci is NULL. */
// expected-no-diagnostics
struct frame { struct frame *previous; int n; };
struct state { int status; struct frame *ci; };
static int depth(struct state *s) {
  int d = 0;
  for (struct frame *f = s->ci; f != 0; f = f->previous)
    d++;
  return d;
}
static int current(struct state *s) { return s->ci->n; }
int f(struct state *s) {
  return depth(s) + current(s);
}
