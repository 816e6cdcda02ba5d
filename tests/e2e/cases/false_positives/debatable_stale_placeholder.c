/* Once debatable (bench/false-positives/debatable_stale_placeholder.c): the slot holding &buf was popped; only a dead copy stays above the top. */
// expected-no-diagnostics
struct stack { void **top; };
static void push(struct stack *s, void *p) { *s->top = p; s->top++; }
static void pop(struct stack *s) { s->top--; }
void f(struct stack *s) {
  char buf[64];
  push(s, buf); /* a placeholder while buf is in use */
  pop(s);       /* popped: the slot above top is dead */
}
