// misc.mdl (err.h, syslog.h, libgen.h, inttypes.h, termios.h, sys/uio.h,
// sys/ioctl.h, sys/resource.h, sys/utsname.h, sys/random.h,
// sys/sendfile.h, sched.h), isascii and toascii (ctype.mdl), mlock,
// munlock, madvise, shm_open, shm_unlink (mman.mdl).
#define _GNU_SOURCE
#include <ctype.h>
#include <err.h>
#include <fcntl.h>
#include <inttypes.h>
#include <libgen.h>
#include <sched.h>
#include <stdarg.h>
#include <stddef.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <sys/sendfile.h>
#include <sys/uio.h>
#include <sys/utsname.h>
#include <syslog.h>
#include <termios.h>
#include <unistd.h>

#include "pathsim_test.h"

/* err, errx, verr, verrx end the process; warn and friends return. */
int err_ends(int *p) {
  if (!p)
    err(1, "no p");
  return *p;
}
int errx_ends(int *p) {
  if (!p)
    errx(1, "no p");
  return *p;
}
int verr_ends(int *p, va_list ap) {
  if (!p)
    verr(1, "no p", ap);
  return *p;
}
int verrx_ends(int *p, va_list ap) {
  if (!p)
    verrx(1, "no p", ap);
  return *p;
}
int warn_returns(int *p) {
  if (!p)
    warn("no p");
  return *p; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}}
}
void err_misuse(void) {
  int status;
  err(status, "x"); // expected-warning{{passing uninitialized value 'status' to 'err'}}
}
void errx_misuse(void) {
  char fmt[8];
  errx(1, fmt); // expected-warning{{passing pointer to uninitialized memory}}
}
void warnx_misuse(void) {
  char fmt[8];
  warnx(fmt); // expected-warning{{passing pointer to uninitialized memory}}
}
void vwarn_misuse(va_list ap) {
  char fmt[8];
  vwarn(fmt, ap); // expected-warning{{passing pointer to uninitialized memory}}
}
void vwarnx_misuse(va_list ap) {
  char fmt[8];
  vwarnx(fmt, ap); // expected-warning{{passing pointer to uninitialized memory}}
}
void warn_ok(va_list ap) {
  warn(NULL);
  warn("%d", 1);
  warnx("%d", 1);
  vwarn("%d", ap);
  vwarnx("%d", ap);
}

/* syslog.h */
void openlog_misuse(void) {
  int facility;
  openlog("x", LOG_PID, facility); // expected-warning{{passing uninitialized value 'facility' to 'openlog'}}
}
void syslog_misuse(void) {
  syslog(LOG_ERR, NULL); // expected-warning{{passing NULL pointer 'message' to 'syslog' [null-deref]}}
}
void vsyslog_misuse(va_list ap) {
  int p;
  vsyslog(p, "%d", ap); // expected-warning{{passing uninitialized value 'p' to 'vsyslog'}}
}
int setlogmask_misuse(void) {
  int m;
  return setlogmask(m); // expected-warning{{passing uninitialized value 'm' to 'setlogmask'}}
}
void syslog_ok(va_list ap) {
  openlog("x", LOG_PID, LOG_USER);
  setlogmask(LOG_UPTO(LOG_INFO));
  syslog(LOG_ERR, "%s", "x");
  vsyslog(LOG_ERR, "%d", ap);
  closelog();
}

/* libgen.h dirname; inttypes.h */
int dirname_misuse(void) {
  char p[16];
  return dirname(p)[0]; // expected-warning{{passing pointer to uninitialized memory}}
}
intmax_t strtoimax_misuse(void) {
  return strtoimax(NULL, NULL, 10); // expected-warning{{passing NULL pointer 'nptr' to 'strtoimax' [null-deref]}}
}
uintmax_t strtoumax_misuse(void) {
  char s[8];
  return strtoumax(s, NULL, 10); // expected-warning{{passing pointer to uninitialized memory}}
}
intmax_t imaxabs_misuse(void) {
  intmax_t j;
  return imaxabs(j); // expected-warning{{passing uninitialized value 'j' to 'imaxabs'}}
}
intmax_t imaxdiv_misuse(intmax_t a) {
  return imaxdiv(a, 0).quot; // expected-warning{{argument 'denom' of 'imaxdiv' violates its constraint}}
}
intmax_t lib_ok(char *path, const char *s, intmax_t d) {
  if (d == 0)
    return 0;
  return dirname(path)[0] + dirname(NULL)[0] + strtoimax(s, NULL, 10) +
         (intmax_t)strtoumax(s, NULL, 10) + imaxabs(d) + imaxdiv(7, d).rem;
}

/* termios.h */
int tcgetattr_misuse(int fd) {
  struct termios t;
  tcgetattr(fd, &t);
  return t.c_lflag; // expected-warning{{returning uninitialized value}}
}
int tcsetattr_misuse(int fd) {
  struct termios t;
  return tcsetattr(fd, TCSANOW, &t); // expected-warning{{passing pointer to uninitialized memory}}
}
speed_t cfgetispeed_misuse(void) {
  struct termios t;
  return cfgetispeed(&t); // expected-warning{{passing pointer to uninitialized memory}}
}
speed_t cfgetospeed_misuse(void) {
  return cfgetospeed(NULL); // expected-warning{{passing NULL pointer 'termios_p' to 'cfgetospeed' [null-deref]}}
}
int cfsetispeed_misuse(void) {
  struct termios t;
  return cfsetispeed(&t, B9600); // expected-warning{{passing pointer to uninitialized memory}}
}
int cfsetospeed_misuse(struct termios *t) {
  speed_t s;
  return cfsetospeed(t, s); // expected-warning{{passing uninitialized value 's' to 'cfsetospeed'}}
}
void cfmakeraw_misuse(void) {
  struct termios t;
  cfmakeraw(&t); // expected-warning{{passing pointer to uninitialized memory}}
}
int tcflush_misuse(void) {
  return tcflush(-1, TCIFLUSH); // expected-warning{{argument 'fildes' of 'tcflush' violates its constraint 'fildes >= 0' [bad-argument]}}
}
int tcdrain_misuse(int fd) {
  close(fd);
  return tcdrain(fd); // expected-warning{{'tcdrain' needs FD}}
}
int termios_ok(int fd) {
  struct termios t;
  if (tcgetattr(fd, &t) < 0)
    return -1;
  cfmakeraw(&t);
  cfsetispeed(&t, B9600);
  cfsetospeed(&t, B9600);
  tcflush(fd, TCIFLUSH);
  tcdrain(fd);
  return tcsetattr(fd, TCSANOW, &t) + (int)cfgetispeed(&t) +
         (int)cfgetospeed(&t);
}

/* sys/uio.h, sys/ioctl.h, sys/resource.h, sys/utsname.h, sys/random.h,
   sys/sendfile.h, sched.h */
ssize_t readv_misuse(int fd) {
  struct iovec v[2];
  return readv(fd, v, 2); // expected-warning{{passing pointer to uninitialized memory}}
}
ssize_t writev_misuse(int fd, const struct iovec *v) {
  return writev(fd, v, 0); // expected-warning{{argument 'iovcnt' of 'writev' violates its constraint 'iovcnt > 0' [bad-argument]}}
}
int ioctl_misuse(int fd) {
  close(fd);
  return ioctl(fd, FIONREAD, NULL); // expected-warning{{'ioctl' needs FD}}
}
long getrlimit_misuse(void) {
  struct rlimit r;
  getrlimit(RLIMIT_NOFILE, &r);
  return r.rlim_cur; // expected-warning{{returning uninitialized value}}
}
int setrlimit_misuse(void) {
  struct rlimit r;
  return setrlimit(RLIMIT_NOFILE, &r); // expected-warning{{passing pointer to uninitialized memory}}
}
int getrusage_misuse(void) {
  return getrusage(RUSAGE_SELF, NULL); // expected-warning{{passing NULL pointer 'r_usage' to 'getrusage' [null-deref]}}
}
int getpriority_misuse(void) {
  id_t who;
  return getpriority(PRIO_PROCESS, who); // expected-warning{{passing uninitialized value 'who' to 'getpriority'}}
}
int setpriority_misuse(void) {
  int v;
  return setpriority(PRIO_PROCESS, 0, v); // expected-warning{{passing uninitialized value 'v' to 'setpriority'}}
}
int uname_misuse(void) {
  return uname(NULL); // expected-warning{{passing NULL pointer 'name' to 'uname' [null-deref]}}
}
// uname fails only for a pointer that is not valid (EFAULT): unchecked,
// it still fills the structure (lmdb's mdb_env_open2).
int uname_unchecked(void) {
  struct utsname u;
  uname(&u);
  return u.release[0] < '3';
}
int getrandom_misuse(void) {
  char buf[16];
  getrandom(buf, sizeof buf, 0);
  return buf[0]; // expected-warning{{returning uninitialized value}}
}
ssize_t sendfile_misuse(int in) {
  return sendfile(-1, in, NULL, 16); // expected-warning{{argument 'out_fd' of 'sendfile' violates its constraint 'out_fd >= 0' [bad-argument]}}
}
void sched_yield_range(void) {
  __pathsim_eval(sched_yield() == 0); // expected-warning{{TRUE}}
}
long sys_ok(int fd, int out) {
  char a[8], b[8] = "abc";
  struct iovec v[1] = {{b, sizeof b}};
  struct rlimit r;
  struct rusage u;
  struct utsname n;
  int avail;
  if (getrlimit(RLIMIT_NOFILE, &r) || getrusage(RUSAGE_SELF, &u) || uname(&n) ||
      getrandom(a, sizeof a, 0) <= 0 || ioctl(fd, FIONREAD, &avail) < 0)
    return -1;
  setrlimit(RLIMIT_NOFILE, &r);
  ioctl(fd, TIOCSCTTY, 0); /* an integer third argument: nothing written */
  v[0].iov_base = a;
  readv(fd, v, 1);
  v[0].iov_base = b;
  writev(fd, v, 1);
  return r.rlim_cur + u.ru_maxrss + n.sysname[0] + a[0] +
         getpriority(PRIO_PROCESS, 0) + setpriority(PRIO_PROCESS, 0, 1) +
         sendfile(out, fd, NULL, 16) + sched_yield() + avail;
}

/* ctype.h isascii, toascii: macros in glibc, called as functions here */
int isascii_misuse(void) {
  int c;
  return (isascii)(c); // expected-warning{{passing uninitialized value 'c' to 'isascii'}}
}
int toascii_misuse(void) {
  int c;
  return (toascii)(c); // expected-warning{{passing uninitialized value 'c' to 'toascii'}}
}
int ascii_ok(int c) {
  __pathsim_eval((toascii)(c) <= 127); // expected-warning{{TRUE}}
  return (isascii)(c);
}

/* sys/mman.h additions */
int mlock_misuse(const void *a) {
  size_t n;
  return mlock(a, n); // expected-warning{{passing uninitialized value 'n' to 'mlock'}}
}
int munlock_misuse(const void *a) {
  size_t n;
  return munlock(a, n); // expected-warning{{passing uninitialized value 'n' to 'munlock'}}
}
int madvise_misuse(void *a, size_t n) {
  int adv;
  return madvise(a, n, adv); // expected-warning{{passing uninitialized value 'adv' to 'madvise'}}
}
int shm_open_misuse(void) {
  int fd = shm_open("/x", O_RDWR | O_CREAT, 0600);
  return fd >= 0; // expected-warning{{leak}}
}
int shm_unlink_misuse(void) {
  return shm_unlink(NULL); // expected-warning{{passing NULL pointer 'name' to 'shm_unlink' [null-deref]}}
}
int mman_ok(void *a, size_t n) {
  int fd = shm_open("/x", O_RDWR | O_CREAT, 0600);
  if (fd < 0)
    return -1;
  close(fd);
  return mlock(a, n) + munlock(a, n) + madvise(a, n, MADV_NORMAL) +
         shm_unlink("/x");
}
