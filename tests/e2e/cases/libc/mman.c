// sys/mman.h: mappings as MAPPING resources (mmap munmap mprotect msync).
#include <stddef.h>
#include <sys/mman.h>

// mmap fails with MAP_FAILED, not NULL: the NULL test misses it.
int mmap_compared_with_null(size_t len) {
  char *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == NULL)
    return -1;
  p[0] = 1; // expected-warning{{dereferencing invalid pointer 'p' [invalid-deref]}}
  return munmap(p, len);
}

int mmap_leaked(size_t len) {
  char *p = mmap(NULL, len, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    return -1;
  return p[0]; // expected-warning{{leaking MAPPING resource from 'mmap(NULL, len, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)' (still mapped) [resource-leak]}}
}

int munmap_twice(size_t len) {
  void *p = mmap(NULL, len, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    return -1;
  munmap(p, len);
  return munmap(p, len); // expected-warning{{to be mapped, but it is unmapped [resource-state]}}
}

int use_after_munmap(size_t len) {
  char *p = mmap(NULL, len, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    return -1;
  munmap(p, len);
  return p[0]; // expected-warning{{using freed memory 'p' [freed-deref]}}
}

int mprotect_after_munmap(size_t len) {
  void *p = mmap(NULL, len, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    return -1;
  munmap(p, len);
  return mprotect(p, len, PROT_NONE); // expected-warning{{'mprotect' needs MAPPING}}
}

int mapping_ok(int fd, size_t len) {
  char *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (p == MAP_FAILED)
    return -1;
  p[0] = 'x';
  if (msync(p, len, MS_SYNC) != 0 || mprotect(p, len, PROT_READ) != 0) {
    munmap(p, len);
    return -1;
  }
  return munmap(p, len);
}

void *mapping_returned_ok(size_t len) {
  void *p = mmap(NULL, len, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  return p == MAP_FAILED ? NULL : p;
}

int msync_after_munmap(size_t len) {
  void *p = mmap(NULL, len, PROT_READ, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    return -1;
  munmap(p, len);
  return msync(p, len, MS_ASYNC); // expected-warning{{'msync' needs MAPPING}}
}
