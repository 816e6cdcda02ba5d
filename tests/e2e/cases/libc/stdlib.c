// stdlib.h models: each function's misuse and a correct use that stays silent.
#define _GNU_SOURCE /* reallocarray, secure_getenv */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* malloc */
int malloc_unchecked(void) {
  int *p = malloc(sizeof *p);
  *p = 1; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}}
  free(p);
  return 0;
}

int malloc_leaked(void) {
  char *p = malloc(10);
  if (!p)
    return -1;
  p[0] = 0;
  return 0; // expected-warning{{memory allocated by 'malloc' at stdlib.c:16 and held by 'p' is leaked [leak]}}
}

int malloc_ok(void) {
  char *p = malloc(10);
  if (!p)
    return -1;
  p[0] = 0;
  free(p);
  return 0;
}

/* free */
void free_twice(void) {
  char *p = malloc(4);
  free(p);
  free(p); // expected-warning{{freeing freed memory 'p' [double-free]}}
}

int free_then_use(void) {
  int *p = malloc(sizeof *p);
  if (!p)
    return 0;
  *p = 3;
  free(p);
  return *p; // expected-warning{{using freed memory 'p' [freed-deref]}}
}

void free_local(void) {
  int x = 0;
  free(&x); // expected-warning{{freeing memory not from the heap: 'x' is a local variable [free-nonheap]}}
}

static int free_counter;

void free_global(void) {
  free(&free_counter); // expected-warning{{freeing memory not from the heap: 'free_counter' is a global variable [free-nonheap]}}
}

/* A default name that is a string literal, freed like an allocated one. */
void free_literal(const char *given) {
  char *name = given ? strdup(given) : "anonymous";
  free(name); // expected-warning{{freeing memory not from the heap: 'name' points to a string literal [free-nonheap]}}
}

void free_literal_directly(void) {
  free("x"); // expected-warning{{freeing memory not from the heap: a string literal [free-nonheap]}}
}

void free_interior(void) {
  char *p = malloc(8);
  if (!p)
    return;
  free(p + 1); // expected-warning{{that does not point to the start of its block [free-nonheap]}}
}

void free_null_ok(void) {
  free(NULL);
}

/* calloc */
int calloc_unchecked(void) {
  int *a = calloc(4, sizeof *a);
  a[0] = 1; // expected-warning{{dereferencing NULL pointer 'a' [null-deref]}}
  free(a);
  return 0;
}

int calloc_zeroed_ok(void) {
  int *a = calloc(4, sizeof *a);
  if (!a)
    return -1;
  int v = a[2];
  free(a);
  return v;
}

/* realloc */
int realloc_loses_block(char *unused, size_t n) {
  char *p = malloc(8);
  if (!p)
    return -1;
  p = realloc(p, n);
  if (!p)
    return -1; // expected-warning{{memory allocated by 'malloc' at stdlib.c:99 is leaked [leak]}}
  free(p);
  return 0;
}

int realloc_old_pointer_used(size_t n) {
  char *p = malloc(8);
  if (!p)
    return -1;
  p[0] = 'a';
  char *q = realloc(p, n);
  if (!q) {
    free(p);
    return -1;
  }
  int c = p[0]; // expected-warning{{using freed memory 'p' [freed-deref]}}
  free(q);
  return c;
}

int realloc_ok(size_t n) {
  char *p = malloc(8);
  if (!p)
    return -1;
  p[0] = 'a';
  char *q = realloc(p, n);
  if (!q) {
    free(p);
    return -1;
  }
  p = q;
  int c = p[0];
  free(p);
  return c;
}

int realloc_null_is_malloc(void) {
  char *p = realloc(NULL, 16);
  p[0] = 0; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}}
  free(p);
  return 0;
}

void realloc_zero(char *p) {
  char *q = realloc(p, 0); // expected-warning{{of 'realloc' violates its constraint 'size != 0' [bad-argument]}}
  free(q);
}

/* reallocarray */
int reallocarray_loses_block(size_t n) {
  int *a = malloc(4 * sizeof *a);
  if (!a)
    return -1;
  a = reallocarray(a, n, sizeof *a);
  if (!a)
    return -1; // expected-warning{{memory allocated by 'malloc' at stdlib.c:154 is leaked [leak]}}
  free(a);
  return 0;
}

int reallocarray_unchecked(size_t n) {
  int *a = reallocarray(NULL, n, sizeof *a);
  a[0] = 1; // expected-warning{{dereferencing NULL pointer 'a' [null-deref]}}
  free(a);
  return 0;
}

void reallocarray_stack_array(size_t n) {
  int small[4];
  int *a = reallocarray(small, n, sizeof *a); // expected-warning{{freeing memory not from the heap: 'small' is a local variable [free-nonheap]}}
  free(a);
}

int reallocarray_ok(size_t n) {
  int *a = reallocarray(NULL, n, sizeof *a);
  if (!a)
    return -1;
  int *b = reallocarray(a, n, 2 * sizeof *a);
  if (!b) {
    free(a);
    return -1;
  }
  free(b);
  return 0;
}

/* aligned_alloc */
int aligned_alloc_unchecked(void) {
  double *d = aligned_alloc(64, 128);
  d[0] = 1.0; // expected-warning{{dereferencing NULL pointer 'd' [null-deref]}}
  free(d);
  return 0;
}

int aligned_alloc_ok(void) {
  double *d = aligned_alloc(64, 128);
  if (!d)
    return -1;
  d[0] = 1.0;
  free(d);
  return 0;
}

/* posix_memalign */
void posix_memalign_unchecked(void) {
  void *p;
  posix_memalign(&p, 64, 128);
  free(p); // expected-warning{{passing uninitialized value 'p' to 'free' [uninit-use]}}
}

int posix_memalign_leaked(void) {
  void *p;
  if (posix_memalign(&p, 64, 128) != 0)
    return -1;
  return 0; // expected-warning{{memory allocated by 'posix_memalign' at stdlib.c:216 and held by 'p' is leaked [leak]}}
}

int posix_memalign_ok(void) {
  void *p;
  if (posix_memalign(&p, 64, 128) != 0)
    return -1;
  memset(p, 0, 128);
  free(p);
  return 0;
}

/* exit, _Exit, quick_exit, abort: the path ends, nothing leaks after them */
void exit_uninitialized_status(void) {
  int status;
  exit(status); // expected-warning{{passing uninitialized value 'status' to 'exit' [uninit-use]}}
}

int exit_ends_path_ok(void) {
  char *p = malloc(10);
  if (!p)
    exit(1);
  p[0] = 0;
  exit(0);
}

int underscore_exit_ok(void) {
  char *p = malloc(10);
  if (!p)
    _Exit(1);
  p[0] = 0;
  quick_exit(0);
}

/* abort: the model constrains nothing, it only ends the path. */
int abort_ends_path_ok(int *q) {
  if (!q)
    abort();
  return *q;
}

/* atexit */
static void on_exit_handler(void) {}

void atexit_null(void) {
  atexit(NULL); // expected-warning{{passing NULL pointer 'func' to 'atexit' [null-deref]}}
}

int atexit_ok(void) {
  return atexit(on_exit_handler);
}

/* getenv, secure_getenv */
int getenv_unchecked(void) {
  char *h = getenv("HOME");
  return h[0]; // expected-warning{{dereferencing NULL pointer 'h' [null-deref]}}
}

int getenv_ok(void) {
  char *h = getenv("HOME");
  if (!h)
    return 0;
  return h[0];
}

int secure_getenv_unchecked(void) {
  return strlen(secure_getenv("TMPDIR")); // expected-warning{{to 'strlen' [null-deref]}}
}

int secure_getenv_ok(void) {
  const char *dir = secure_getenv("TMPDIR");
  if (!dir)
    dir = "/tmp";
  return (int)strlen(dir);
}

int getenv_null_name(void) {
  return getenv(NULL) != NULL; // expected-warning{{passing NULL pointer 'name' to 'getenv' [null-deref]}}
}

/* setenv, unsetenv */
int setenv_null_value(void) {
  return setenv("X", NULL, 1); // expected-warning{{passing NULL pointer 'envval' to 'setenv' [null-deref]}}
}

int setenv_unsetenv_ok(const char *v) {
  if (setenv("X", v, 1) != 0)
    return -1;
  return unsetenv("X");
}

int unsetenv_uninitialized_name(void) {
  char name[8];
  return unsetenv(name); // expected-warning{{passing pointer to uninitialized memory}}
}

/* atoi, atol, atoll, atof */
int atoi_uninitialized(void) {
  char buf[16];
  return atoi(buf); // expected-warning{{passing pointer to uninitialized memory}}
}

long atol_null(void) {
  return atol(NULL); // expected-warning{{passing NULL pointer 'nptr' to 'atol' [null-deref]}}
}

long long atoll_atof_ok(const char *s) {
  return atoll(s) + (long long)atof("1.5") + atoi("3") + atol("4");
}

/* strtol, strtoul, strtoll, strtoull, strtod, strtof */
long strtol_uninitialized(void) {
  char buf[16];
  return strtol(buf, NULL, 10); // expected-warning{{passing pointer to uninitialized memory}}
}

int strto_ok(const char *s) {
  char *end;
  long a = strtol(s, &end, 10);
  if (*end != '\0')
    return -1;
  unsigned long b = strtoul(s, &end, 0);
  long long c = strtoll(s, NULL, 16);
  unsigned long long d = strtoull(s, &end, 8);
  double e = strtod(s, &end);
  float f = strtof(s, NULL);
  return (int)(a + b + c + d + e + f);
}

double strtod_null(void) {
  return strtod(NULL, NULL); // expected-warning{{passing NULL pointer 'nptr' to 'strtod' [null-deref]}}
}

/* qsort, bsearch */
static int cmp_int(const void *a, const void *b) {
  return *(const int *)a - *(const int *)b;
}

void qsort_uninitialized(void) {
  int a[8];
  qsort(a, 8, sizeof a[0], cmp_int); // expected-warning{{passing pointer to uninitialized memory}}
}

int qsort_bsearch_unchecked(int key) {
  int a[4] = {4, 2, 3, 1};
  qsort(a, 4, sizeof a[0], cmp_int);
  int *found = bsearch(&key, a, 4, sizeof a[0], cmp_int);
  return *found; // expected-warning{{dereferencing NULL pointer 'found' [null-deref]}}
}

int qsort_bsearch_ok(int key) {
  int a[4] = {4, 2, 3, 1};
  qsort(a, 4, sizeof a[0], cmp_int);
  int *found = bsearch(&key, a, 4, sizeof a[0], cmp_int);
  return found ? *found : -1;
}

/* abs, labs, llabs */
int abs_uninitialized(void) {
  int x;
  return abs(x); // expected-warning{{passing uninitialized value 'x' to 'abs' [uninit-use]}}
}

long long abs_ok(int a, long b, long long c) {
  return abs(a) + labs(b) + llabs(c);
}

/* rand, srand: rand's model constrains nothing (its result is 0 to
   RAND_MAX, see rand_is_not_negative); srand needs an initialized seed. */
void srand_uninitialized(void) {
  unsigned seed;
  srand(seed); // expected-warning{{passing uninitialized value 'seed' to 'srand' [uninit-use]}}
}

int rand_ok(void) {
  srand(42);
  return rand() % 6;
}

/* system */
int system_uninitialized(void) {
  char cmd[32];
  return system(cmd); // expected-warning{{passing pointer to uninitialized memory}}
}

int system_ok(void) {
  if (!system(NULL))
    return -1;
  return system("true");
}

/* mkstemp */
int mkstemp_leaked(void) {
  char name[] = "/tmp/xXXXXXX";
  int fd = mkstemp(name);
  if (fd < 0)
    return -1;
  return 0; // expected-warning{{leaking FD resource from 'mkstemp(name)' (still open) [resource-leak]}}
}

int mkstemp_ok(void) {
  char name[] = "/tmp/xXXXXXX";
  int fd = mkstemp(name);
  if (fd < 0)
    return -1;
  unlink(name);
  close(fd);
  return 0;
}

/* realpath */
int realpath_unchecked_and_leaked(const char *path) {
  char *r = realpath(path, NULL);
  return r[0]; // expected-warning{{memory allocated by 'realpath' at stdlib.c:430 and held by 'r' is leaked [leak]}} expected-warning{{dereferencing NULL pointer 'r' [null-deref]}}
}

int realpath_ok(const char *path) {
  char buf[4096];
  char *r = realpath(path, NULL);
  if (!r)
    return -1;
  int c = r[0];
  free(r);
  if (!realpath(path, buf))
    return -1;
  return c + buf[0];
}

/* The siblings' misuses: same constraints, each function once. */
long long atoll_null(void) {
  return atoll(NULL); // expected-warning{{passing NULL pointer 'nptr' to 'atoll' [null-deref]}}
}

double atof_uninitialized(void) {
  char buf[8];
  return atof(buf); // expected-warning{{passing pointer to uninitialized memory}}
}

unsigned long strtoul_null(void) {
  return strtoul(NULL, NULL, 10); // expected-warning{{passing NULL pointer 'nptr' to 'strtoul' [null-deref]}}
}

long long strtoll_uninitialized(void) {
  char buf[8];
  return strtoll(buf, NULL, 10); // expected-warning{{passing pointer to uninitialized memory}}
}

unsigned long long strtoull_null(char **end) {
  return strtoull(NULL, end, 10); // expected-warning{{passing NULL pointer 'nptr' to 'strtoull' [null-deref]}}
}

float strtof_uninitialized(void) {
  char buf[8];
  return strtof(buf, NULL); // expected-warning{{passing pointer to uninitialized memory}}
}

long labs_uninitialized(void) {
  long x;
  return labs(x); // expected-warning{{passing uninitialized value 'x' to 'labs' [uninit-use]}}
}

long long llabs_uninitialized(void) {
  long long x;
  return llabs(x); // expected-warning{{passing uninitialized value 'x' to 'llabs' [uninit-use]}}
}

void quick_exit_uninitialized(void) {
  int status;
  quick_exit(status); // expected-warning{{passing uninitialized value 'status' to 'quick_exit' [uninit-use]}}
}

void underscore_exit_uninitialized(void) {
  int status;
  _Exit(status); // expected-warning{{passing uninitialized value 'status' to '_Exit' [uninit-use]}}
}

int rand_is_not_negative(void) {
  return 10 / (rand() + 1);
}
