// sys/stat.h and sys/statvfs.h models (stat.mdl), posix_fadvise and
// posix_fallocate (fcntl.mdl).
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

/* The stat functions fill the struct only on success. */
long stat_misuse(const char *p) {
  struct stat st;
  stat(p, &st);
  return st.st_size; // expected-warning{{returning uninitialized value}}
}
int lstat_misuse(void) {
  struct stat st;
  return lstat(NULL, &st); // expected-warning{{passing NULL pointer 'path' to 'lstat' [null-deref]}}
}
int fstat_misuse(int fd) {
  struct stat st;
  close(fd);
  return fstat(fd, &st); // expected-warning{{'fstat' needs FD}}
}
int fstatat_misuse(const char *p) {
  return fstatat(AT_FDCWD, p, NULL, 0); // expected-warning{{passing NULL pointer 'buf' to 'fstatat' [null-deref]}}
}
long statvfs_misuse(const char *p) {
  struct statvfs v;
  statvfs(p, &v);
  return v.f_bsize; // expected-warning{{returning uninitialized value}}
}
/* fstatvfs(-1, ...) fails with EBADF (models/libc/AUDIT.md): no constraint,
   but the buffer stays unwritten. */
int fstatvfs_misuse(void) {
  struct statvfs v;
  fstatvfs(-1, &v);
  return (int)v.f_bsize; // expected-warning{{returning uninitialized value}}
}
long stat_ok(const char *p, int fd) {
  struct stat a, b, c, d;
  struct statvfs e, f;
  if (stat(p, &a) || lstat(p, &b) || fstat(fd, &c) ||
      fstatat(AT_FDCWD, p, &d, 0) || statvfs(p, &e) || fstatvfs(fd, &f))
    return -1;
  return a.st_size + b.st_size + c.st_size + d.st_size + e.f_bsize + f.f_bsize;
}

int mkdir_misuse(void) {
  return mkdir(NULL, 0755); // expected-warning{{passing NULL pointer 'path' to 'mkdir' [null-deref]}}
}
int mkdirat_misuse(const char *p) {
  mode_t m;
  return mkdirat(AT_FDCWD, p, m); // expected-warning{{passing uninitialized value 'm' to 'mkdirat'}}
}
int mkfifo_misuse(void) {
  char p[8];
  return mkfifo(p, 0600); // expected-warning{{passing pointer to uninitialized memory}}
}
int mkfifoat_misuse(void) {
  return mkfifoat(AT_FDCWD, NULL, 0600); // expected-warning{{passing NULL pointer 'path' to 'mkfifoat' [null-deref]}}
}
int mknod_misuse(void) {
  return mknod(NULL, S_IFIFO | 0600, 0); // expected-warning{{passing NULL pointer 'path' to 'mknod' [null-deref]}}
}
int chmod_misuse(const char *p) {
  mode_t m;
  return chmod(p, m); // expected-warning{{passing uninitialized value 'm' to 'chmod'}}
}
int fchmod_misuse(void) {
  return fchmod(-1, 0644); // expected-warning{{argument 'fildes' of 'fchmod' violates its constraint 'fildes >= 0' [bad-argument]}}
}
int fchmodat_misuse(void) {
  return fchmodat(AT_FDCWD, NULL, 0644, 0); // expected-warning{{passing NULL pointer 'path' to 'fchmodat' [null-deref]}}
}
mode_t umask_misuse(void) {
  mode_t m;
  return umask(m); // expected-warning{{passing uninitialized value 'm' to 'umask'}}
}
int utimensat_misuse(void) {
  return utimensat(AT_FDCWD, NULL, NULL, 0); // expected-warning{{passing NULL pointer 'path' to 'utimensat' [null-deref]}}
}
int futimens_misuse(int fd) {
  close(fd);
  return futimens(fd, NULL); // expected-warning{{'futimens' needs FD}}
}
int modes_ok(const char *p, int fd) {
  umask(022);
  return mkdir(p, 0755) + mkdirat(AT_FDCWD, p, 0755) + mkfifo(p, 0600) +
         mkfifoat(AT_FDCWD, p, 0600) + mknod(p, S_IFIFO | 0600, 0) +
         chmod(p, 0644) + fchmod(fd, 0644) + fchmodat(AT_FDCWD, p, 0644, 0) +
         utimensat(AT_FDCWD, p, NULL, 0) + futimens(fd, NULL);
}

int posix_fadvise_misuse(void) {
  return posix_fadvise(-1, 0, 0, POSIX_FADV_SEQUENTIAL); // expected-warning{{argument 'fd' of 'posix_fadvise' violates its constraint 'fd >= 0' [bad-argument]}}
}
int posix_fallocate_misuse(int fd) {
  return posix_fallocate(fd, 0, 0); // expected-warning{{argument 'len' of 'posix_fallocate' violates its constraint 'len > 0' [bad-argument]}}
}
int advise_ok(int fd) {
  return posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL) +
         posix_fallocate(fd, 0, 4096);
}

int mknodat_misuse(int dir) {
  return mknodat(dir, NULL, S_IFIFO | 0600, 0); // expected-warning{{passing NULL pointer 'path' to 'mknodat' [null-deref]}}
}
int mknodat_ok(int dir) { return mknodat(dir, "fifo", S_IFIFO | 0600, 0); }
