// C++ operator new / delete (cxx.mdl): _Znwm, _Znam, the nothrow forms,
// _ZdlPv(m) and _ZdaPv(m).
#include <cstdlib>
#include <new>

int new_never_null_ok() {
  int *p = new int;
  *p = 1;
  int v = *p;
  delete p;
  return v;
}

int new_leaked() {
  int *p = new int(3);
  return *p; // expected-warning{{memory allocated by 'new' at cxx_new_delete.cpp:15 and held by 'p' is leaked [leak]}}
}

void delete_twice() {
  int *p = new int(1);
  delete p;
  delete p; // expected-warning{{freeing freed memory 'p' [double-free]}}
}

int use_after_delete() {
  int *p = new int(2);
  delete p;
  return *p; // expected-warning{{using freed memory 'p' [freed-deref]}}
}

void delete_local() {
  int x = 0;
  int *p = &x;
  delete p; // expected-warning{{freeing memory not from the heap: 'p' points to a local variable [free-nonheap]}}
}

void delete_null_ok() {
  int *p = nullptr;
  delete p;
  delete[] p;
}

/* operator new(size_t, const std::nothrow_t &): NULL on failure */
int nothrow_unchecked() {
  int *p = new (std::nothrow) int;
  *p = 1; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}}
  delete p;
  return 0;
}

int nothrow_single_ok() {
  int *p = new (std::nothrow) int(5);
  if (p == nullptr)
    return -1;
  int v = *p;
  delete p;
  return v;
}

/* operator new[](size_t, const std::nothrow_t &) */
int nothrow_array_unchecked(unsigned n) {
  int *a = new (std::nothrow) int[n + 1];
  a[0] = 1; // expected-warning{{dereferencing NULL pointer 'a' [null-deref]}}
  delete[] a;
  return 0;
}

int nothrow_ok() {
  int *a = new (std::nothrow) int[4];
  if (!a)
    return -1;
  a[0] = 1;
  int v = a[0];
  delete[] a;
  return v;
}

/* operator new[](size_t): never NULL (failure throws) */
int new_array_leaked(unsigned n) {
  int *a = new int[n + 1];
  a[0] = 1;
  return a[0]; // expected-warning{{memory allocated by 'new[]' at cxx_new_delete.cpp:80 and held by 'a' is leaked [leak]}}
}

int array_ok(unsigned n) {
  int *a = new int[n + 1];
  a[0] = 0;
  int v = a[0];
  delete[] a;
  return v;
}

void array_delete_twice() {
  char *a = new char[8];
  delete[] a;
  delete[] a; // expected-warning{{freeing freed memory 'a' [double-free]}}
}

/* Memory from new released with free: the families differ (cxx.mdl;
   mismatched_dealloc.cpp has the other pairs). */
void new_freed_with_free() {
  int *p = new int(1);
  std::free(p); // expected-warning{{memory 'p' must be released with 'delete', not 'free' [mismatched-dealloc]}}
}
