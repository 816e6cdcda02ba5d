// _FILE_OFFSET_BITS=64: glibc renames the calls (fopen64, open64, lseek64,
// mmap64, ...); the simulator maps each to the model of the name the user
// wrote.
#define _FILE_OFFSET_BITS 64
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

int fopen64_leaked(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  if (fseeko(f, 0, SEEK_END) != 0)
    return -1; // expected-warning{{leaking FILE resource}}
  off_t size = ftello(f);
  fclose(f);
  return size > 0;
}

int open64_ok(const char *path) {
  int fd = open(path, O_RDWR);
  if (fd < 0)
    return -1;
  char c;
  off_t end = lseek(fd, 0, SEEK_END);
  if (end < 0 || ftruncate(fd, end) != 0 || pread(fd, &c, 1, 0) < 0 ||
      pwrite(fd, "x", 1, 0) < 0) {
    close(fd);
    return -1;
  }
  return close(fd);
}

int open64_leaked(const char *path) {
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return -1;
  return lseek(fd, 0, SEEK_SET) == 0; // expected-warning{{leaking FD resource}}
}

int mmap64_twice_unmapped(int fd, size_t len) {
  void *p = mmap(NULL, len, PROT_READ, MAP_SHARED, fd, 0);
  if (p == MAP_FAILED)
    return -1;
  munmap(p, len);
  return munmap(p, len); // expected-warning{{to be mapped, but it is unmapped [resource-state]}}
}

int tmpfile64_freopen64_ok(const char *path) {
  FILE *t = tmpfile();
  if (!t)
    return -1;
  fclose(t);
  if (!freopen(path, "r", stdin))
    return -1;
  return 0;
}

int readdir64_after_closedir(const char *path) {
  DIR *d = opendir(path);
  if (!d)
    return -1;
  closedir(d);
  return readdir(d) != NULL; // expected-warning{{'readdir' needs DIR}}
}

/* mkstemp64 and the other renamed calls that take no off_t themselves. */
int mkstemp64_leaked(void) {
  char name[] = "/tmp/xXXXXXX";
  int fd = mkstemp(name);
  return fd >= 0; // expected-warning{{leaking FD resource from 'mkstemp(name)'}}
}
int mkstemp64_ok(void) {
  char name[] = "/tmp/xXXXXXX";
  int fd = mkstemp(name);
  if (fd < 0)
    return -1;
  unlink(name);
  return close(fd);
}
int mkostemp64_leaked(void) {
  char name[] = "/tmp/xXXXXXX";
  return mkostemp(name, O_CLOEXEC) >= 0; // expected-warning{{leaking FD resource}}
}
int mkstemps64_misuse(void) {
  return mkstemps(NULL, 2); // expected-warning{{passing NULL pointer 'template' to 'mkstemps' [null-deref]}}
}
int mkostemps64_misuse(void) {
  return mkostemps(NULL, 2, 0); // expected-warning{{passing NULL pointer 'template' to 'mkostemps' [null-deref]}}
}
int fcntl64_after_close(int fd) {
  close(fd);
  return fcntl(fd, F_GETFL); // expected-warning{{'fcntl' needs FD 'fd' not to be closed [resource-state]}}
}
int lockf64_after_close(int fd) {
  close(fd);
  return lockf(fd, F_LOCK, 0); // expected-warning{{'lockf' needs FD 'fd' not to be closed [resource-state]}}
}
int fstatat64_misuse(const char *p) {
  return fstatat(AT_FDCWD, p, NULL, 0); // expected-warning{{passing NULL pointer 'buf' to 'fstatat' [null-deref]}}
}
unsigned long statvfs64_unchecked(const char *p) {
  struct statvfs v;
  statvfs(p, &v);
  return v.f_bsize; // expected-warning{{returning uninitialized value}}
}
/* fstatvfs(-1, ...) fails with EBADF (models/libc/AUDIT.md): no constraint,
   but the buffer stays unwritten. */
int fstatvfs64_misuse(void) {
  struct statvfs v;
  fstatvfs(-1, &v);
  return (int)v.f_bsize; // expected-warning{{returning uninitialized value}}
}
int getrlimit64_misuse(void) {
  return getrlimit(RLIMIT_NOFILE, NULL); // expected-warning{{passing NULL pointer 'rlp' to 'getrlimit' [null-deref]}}
}
int setrlimit64_misuse(void) {
  return setrlimit(RLIMIT_NOFILE, NULL); // expected-warning{{passing NULL pointer 'rlp' to 'setrlimit' [null-deref]}}
}
int rlimit64_ok(void) {
  struct rlimit r;
  if (getrlimit(RLIMIT_NOFILE, &r) != 0)
    return -1;
  return setrlimit(RLIMIT_NOFILE, &r);
}
void glob64_freed_twice(const char *pattern) {
  glob_t g;
  if (glob(pattern, 0, NULL, &g) != 0)
    return;
  globfree(&g);
  globfree(&g); // expected-warning{{'globfree' needs GLOB 'g' not to be freed [resource-state]}}
}
int posix_fadvise64_misuse(void) {
  return posix_fadvise(-1, 0, 0, POSIX_FADV_SEQUENTIAL); // expected-warning{{argument 'fd' of 'posix_fadvise' violates its constraint 'fd >= 0' [bad-argument]}}
}
int posix_fallocate64_misuse(int fd) {
  return posix_fallocate(fd, 0, 0); // expected-warning{{argument 'len' of 'posix_fallocate' violates its constraint 'len > 0' [bad-argument]}}
}
ssize_t sendfile64_misuse(int in) {
  return sendfile(-1, in, NULL, 16); // expected-warning{{argument 'out_fd' of 'sendfile' violates its constraint 'out_fd >= 0' [bad-argument]}}
}
