// uninit-use: a local initialized on some paths only, and its safe twin.
int maybe(int c) {
  int x;
  if (c)
    x = 1;
  return x + 1; // expected-warning{{using uninitialized memory 'x' [uninit-use]}}
}

int always(int c) {
  int x;
  if (c)
    x = 1;
  else
    x = 2;
  return x + 1;
}

int returned(int c) {
  int y;
  if (c > 10)
    y = c;
  return y; // expected-warning{{returning uninitialized value 'y' [uninit-use]}}
}

struct point { int x, y; };

int field(void) {
  struct point p;
  p.x = 1;
  return p.x + p.y; // expected-warning{{using uninitialized memory 'p.y'}}
}

int array_loop(void) {
  int a[4];
  for (int i = 0; i < 4; i++)
    a[i] = i;
  return a[2] + a[3];
}

// tagged() tests a bit of v->tag: its model cannot state when each case
// holds. v->n is read in every case, so passing it uninitialized is wrong
// whichever case happens; v->p only in one, which the caller may not take.
typedef struct { int *p; int n; unsigned char tag; } tagged_value;
int tagged(const tagged_value *v) {
  if (v->tag & 64)
    return *v->p + v->n;
  return v->n;
}

int tagged_caller(void) {
  tagged_value o;
  o.tag = 1;
  o.p = 0;
  return tagged(&o); // expected-warning{{passing pointer to uninitialized memory 'o.n' to 'tagged'}}
}
