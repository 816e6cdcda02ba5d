// mismatched-dealloc: a block released by a deallocator of another family
// than its allocator's (memory_family in cxx.mdl and stdlib.mdl).
#include <cstdlib>
#include <new>

void new_free() {
  int *p = new int(1);
  free(p); // expected-warning{{memory 'p' must be released with 'delete', not 'free' [mismatched-dealloc]}}
}

void new_delete_array() {
  int *p = new int(1);
  delete[] p; // expected-warning{{memory 'p' must be released with 'delete', not 'delete[]' [mismatched-dealloc]}}
}

void new_array_delete(unsigned n) {
  int *a = new int[n + 1];
  delete a; // expected-warning{{memory 'a' must be released with 'delete[]', not 'delete' [mismatched-dealloc]}}
}

void new_array_free(unsigned n) {
  char *a = new char[n + 1];
  free(a); // expected-warning{{memory 'a' must be released with 'delete[]', not 'free' [mismatched-dealloc]}}
}

void malloc_delete() {
  int *p = static_cast<int *>(malloc(sizeof(int)));
  delete p; // expected-warning{{memory 'p' must be released with 'free', not 'delete' [mismatched-dealloc]}}
}

void nothrow_new_array_delete() {
  int *a = new (std::nothrow) int[4];
  delete a; // expected-warning{{must be released with 'delete[]', not 'delete' [mismatched-dealloc]}}
}

/* Through a factory: its automatic model keeps the family. */
static int *make() { return new int(7); }
void factory_free() {
  int *p = make();
  free(p); // expected-warning{{memory 'p' must be released with 'delete', not 'free' [mismatched-dealloc]}}
}

/* realloc of memory from new */
void new_realloc() {
  int *p = new int[2];
  void *q = realloc(p, 64); // expected-warning{{memory 'p' must be released with 'delete[]', not 'free' [mismatched-dealloc]}}
  if (!q) {
    delete[] p;
    return;
  }
  free(q);
}

/* The matching pairs are silent. */
int matching_ok(unsigned n) {
  int *a = new int(1);
  int *b = new int[n + 1]();
  int *c = static_cast<int *>(malloc(sizeof(int)));
  int *d = make();
  int *e = new (std::nothrow) int;
  if (!c) {
    delete a;
    delete[] b;
    delete d;
    delete e;
    return -1;
  }
  *c = *a + b[0] + *d;
  int v = *c;
  delete a;
  delete[] b;
  free(c);
  delete d;
  delete e;
  return v;
}
