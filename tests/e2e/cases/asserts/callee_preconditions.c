// A callee's compiled-out assert on what it received is its precondition
// (PREfix's constraint): every caller is checked against it, as a debug
// build would check it when the call is made. A caller passing a NULL the
// callee asserts is not there is told so, as for any parameter the callee
// dereferences; one passing a checked pointer, or a pointer it received
// itself (the callee's assert is the contract), is silent. Reduced from
// pugixml's tests/test_memory.cpp (`memory_size(ptr)` of an allocation
// that may fail; memory_size asserts `ptr`).
#define NDEBUG
#include <assert.h>
#include <stdlib.h>

struct header {
  size_t size;
  char data[];
};

size_t memory_size(struct header *h) {
  assert(h != NULL);
  return h->size;
}

size_t size_of_new(void) {
  struct header *h = calloc(1, sizeof *h);
  size_t n = memory_size(h); // expected-warning{{passing NULL pointer 'h' to 'memory_size' [null-deref, certain]}}
  free(h);
  return n;
}

size_t size_of_nothing(void) {
  return memory_size(NULL); // expected-warning{{passing NULL pointer 'h' to 'memory_size' [null-deref, certain]}}
}

size_t size_of_checked(void) {
  struct header *h = malloc(sizeof *h);
  if (!h)
    return 0;
  h->size = 1;
  size_t n = memory_size(h);
  free(h);
  return n;
}

// The caller's own parameter: the callee's assert is the contract.
size_t size_of_given(struct header *h) { return memory_size(h); }

// The precondition is the caller's too: its callers are checked in turn.
size_t size_of_given_null(void) {
  return size_of_given(NULL); // expected-warning{{passing NULL pointer 'h' to 'size_of_given' [null-deref, certain]}}
}

// Asserted but never dereferenced: the contract still says not NULL.
static struct header *kept;
void keep(struct header *h) {
  assert(h);
  kept = h;
}

void keep_nothing(void) {
  keep(NULL); // expected-warning{{passing NULL pointer 'h' to 'keep' [null-deref, certain]}}
}

// A pointer the callee allows to be NULL (`h == NULL ||`): a case of its
// own, no precondition.
size_t size_or_zero(struct header *h) {
  assert(h == NULL || h->size > 0);
  return h ? h->size : 0;
}

size_t size_or_zero_of_nothing(void) { return size_or_zero(NULL); }

// Other asserted relations stay the cases' guards: a caller breaking one
// takes no case, and its path ends silently (docs/analysis.md).
int scaled(int n) {
  assert(n > 0);
  return 100 / n;
}

int scaled_by_nothing(void) { return scaled(0); }

// After an `||`, the precondition holds in the case where what comes
// before it is false.
int scaled_value(int scale, int *p) {
  assert(scale == 0 || p != NULL);
  return scale ? scale * *p : 0;
}

int scaled_nothing(void) {
  return scaled_value(2, NULL); // expected-warning{{passing NULL pointer 'p' to 'scaled_value' [null-deref, certain]}}
}

int unscaled_nothing(void) { return scaled_value(0, NULL); }
