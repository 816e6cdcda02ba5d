/* Issue 9, class 4: atomics have their real semantics. C11's <stdatomic.h>
   operations and GCC's __atomic_* / __sync_* builtins read, change and write
   the object (compare-and-exchange writes only when it matches), so a
   reference count set to 1 and decremented frees its object. Before, the
   result was an unknown value and the object's count was forgotten: every
   release below was a false leak. */
#include <stdatomic.h>
#include <stdlib.h>

struct obj {
  atomic_int refs;
  int data;
};

struct obj *obj_new(void) {
  struct obj *o = malloc(sizeof *o);
  if (!o)
    return NULL;
  atomic_init(&o->refs, 1);
  return o;
}

void obj_release(struct obj *o) {
  if (atomic_fetch_sub(&o->refs, 1) == 1)
    free(o);
}

void the_issues_example(void) {
  struct obj *o = malloc(sizeof *o);
  if (!o)
    return;
  atomic_init(&o->refs, 1);
  if (atomic_fetch_sub(&o->refs, 1) == 1)
    free(o);
}

void through_models(void) {
  struct obj *o = obj_new();
  if (!o)
    return;
  obj_release(o);
}

/* obj_release's model says the count it did not free at is one less
   (`(result compute *<4:0>o "isub" *<4:0>o@ 1)`), so the second release
   knows the count is then 1 and frees. (Before results could say
   arithmetic on inputs, a false leak here.) */
void acquire_twice_release_twice(void) {
  struct obj *o = obj_new();
  if (!o)
    return;
  atomic_fetch_add_explicit(&o->refs, 1, memory_order_relaxed);
  obj_release(o);
  obj_release(o);
}

void exchange(void) {
  struct obj *o = malloc(sizeof *o);
  if (!o)
    return;
  atomic_store(&o->refs, 5);
  if (atomic_exchange(&o->refs, 0) == 5)
    free(o);
}

void compare_exchange(void) {
  struct obj *o = malloc(sizeof *o);
  if (!o)
    return;
  atomic_init(&o->refs, 1);
  int expected = 1;
  if (atomic_compare_exchange_strong(&o->refs, &expected, 0))
    free(o);
}

void compare_exchange_fails(void) {
  struct obj *o = malloc(sizeof *o);
  if (!o)
    return;
  atomic_init(&o->refs, 2);
  int expected = 1;
  // The count is 2: the exchange fails and writes the count to expected.
  if (!atomic_compare_exchange_strong(&o->refs, &expected, 0) && expected == 2)
    free(o);
}

struct counter {
  int refs;
};

void gcc_atomic_builtins(void) {
  struct counter *c = malloc(sizeof *c);
  if (!c)
    return;
  __atomic_store_n(&c->refs, 1, __ATOMIC_SEQ_CST);
  if (__atomic_sub_fetch(&c->refs, 1, __ATOMIC_ACQ_REL) == 0)
    free(c);
}

void gcc_sync_builtins(void) {
  struct counter *c = malloc(sizeof *c);
  if (!c)
    return;
  c->refs = 1;
  if (__sync_fetch_and_sub(&c->refs, 1) == 1)
    free(c);
}

void gcc_sync_compare_and_swap(void) {
  struct counter *c = malloc(sizeof *c);
  if (!c)
    return;
  c->refs = 1;
  if (__sync_bool_compare_and_swap(&c->refs, 1, 0))
    free(c);
}

void max_and_min(void) {
  struct counter *c = malloc(sizeof *c);
  if (!c)
    return;
  c->refs = 3;
  __atomic_fetch_max(&c->refs, 7, __ATOMIC_RELAXED);
  __atomic_fetch_min(&c->refs, 5, __ATOMIC_RELAXED);
  if (__atomic_load_n(&c->refs, __ATOMIC_RELAXED) == 5)
    free(c);
}

/* The defect twins: the semantics find what the count says. */

void released_once_of_two(void) {
  struct obj *o = obj_new();
  if (!o)
    return;
  atomic_fetch_add(&o->refs, 1);
  obj_release(o); // expected-warning{{memory allocated by 'obj_new' at atomics.c:132 and held by 'o' is leaked [leak, certain]}}
}

void released_twice(void) {
  struct obj *o = obj_new();
  if (!o)
    return;
  obj_release(o);
  obj_release(o); // expected-warning{{passing pointer to freed memory 'o' to 'obj_release' [freed-deref, certain]}}
}

int read_before_init(void) {
  atomic_int x;
  return atomic_load(&x); // expected-warning{{returning uninitialized value 'x' [uninit-use, certain]}}
}
