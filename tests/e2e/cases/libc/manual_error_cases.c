// pathsim-args: --rank=possible
/* The error cases of libc models exist only under the arguments that can
   cause them (models/libc/AUDIT.md). Each correct use below is silent; its
   twin, whose arguments do allow the error, still warns. */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* waitpid returns 0 only with WNOHANG: without it, it blocks until the
   child changes state. */
int child_status(pid_t pid) {
  int status;
  if (waitpid(pid, &status, 0) < 0)
    return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 2;
}

int child_status_polled(pid_t pid) {
  int status;
  if (waitpid(pid, &status, WNOHANG) < 0)
    return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 2; // expected-warning{{uninitialized}}
}

/* The conversions of a time the clock gave cannot fail: the clock is at
   most 2^63 ns (the year 2262). */
int year_of_now(void) {
  struct tm tm;
  time_t now;
  time(&now);
  localtime_r(&now, &tm);
  return tm.tm_year;
}

int day_of_clock(void) {
  struct timespec ts;
  struct tm tm;
  clock_gettime(CLOCK_REALTIME, &ts);
  gmtime_r(&ts.tv_sec, &tm);
  return tm.tm_mday;
}

void print_now(void) {
  char buf[26];
  time_t now = time(NULL);
  ctime_r(&now, buf);
  fputs(buf, stdout);
}

void print_when(const struct timeval *tv) {
  char buf[26];
  struct timeval now;
  gettimeofday(&now, NULL);
  ctime_r(&now.tv_sec, buf);
  fputs(buf, stdout);
  (void)tv;
}

/* The year 10000 does not fit in ctime_r's 26 bytes. */
void print_far_future(void) {
  char buf[26];
  time_t t = 253402300800; /* 10000-01-01 */
  ctime_r(&t, buf);
  fputs(buf, stdout); // expected-warning{{uninitialized memory 'buf'}}
}

/* fstat of a descriptor that may be -1 fails with EBADF: no constraint. */
int is_regular(FILE *f) {
  struct stat st;
  return fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode);
}

off_t size_unchecked(int fd) {
  struct stat st;
  fstat(fd, &st);
  return st.st_size; // expected-warning{{uninitialized}}
}

/* fcntl(fd, F_GETFD) asks whether fd is open. */
int standard_streams_open(void) {
  for (int fd = 0; fd <= 2; ++fd)
    if (fcntl(fd, F_GETFD) < 0)
      return 0;
  return 1;
}

/* fwrite and write of 0 bytes read nothing. */
int flush_nothing(FILE *out) {
  unsigned char buf[64];
  size_t n = 0;
  return fwrite(buf, 1, n, out) == n && write(1, buf, n) == 0;
}

int flush_some(FILE *out, size_t n) {
  unsigned char buf[64];
  if (n == 0 || n > sizeof buf)
    return 0;
  return fwrite(buf, 1, n, out) == n; // expected-warning{{passing pointer to uninitialized memory 'buf' to 'fwrite'}}
}

/* signal fails only for a number that is no signal, SIGKILL or SIGSTOP. */
static void on_signal(int sig) { (void)sig; }

int install(void) {
  int installed;
  if (signal(SIGINT, on_signal) != SIG_ERR)
    installed = 1;
  return installed;
}

int install_kill(void) {
  int installed;
  if (signal(SIGKILL, on_signal) != SIG_ERR)
    installed = 1;
  return installed; // expected-warning{{returning uninitialized value 'installed'}}
}

/* strstr finds an empty string at the start. */
char first_of_empty_match(const char *s) {
  return *strstr(s, "");
}

char first_of_match(const char *s) {
  return *strstr(s, "x"); // expected-warning{{NULL}}
}

/* strftime returns 0 only when what the format produces does not fit (or
   is empty): a constant format of numbers whose longest expansion fits
   the buffer never does (%Y is any int: 11 bytes; "%Y-%m-%d %H:%M:%S" at
   most 26 and the NUL). */
int stamp_first(const struct tm *tm) {
  char stamp[32];
  strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M:%S", tm);
  return stamp[0];
}

int clock_text(const struct tm *tm) {
  char hm[16];
  strftime(hm, sizeof hm, "%T", tm);
  return (int)strlen(hm);
}

/* The twins: names of the locale (of no fixed length), a buffer one byte
   too small for the longest year, a width that does not fit. */
int stamp_named(const struct tm *tm) {
  char stamp[64];
  strftime(stamp, sizeof stamp, "%A %d %B", tm);
  return stamp[0]; // expected-warning{{returning uninitialized value}}
}

int stamp_tight(const struct tm *tm) {
  char year[11];
  strftime(year, sizeof year, "%Y", tm);
  return year[0]; // expected-warning{{returning uninitialized value}}
}

int stamp_wide(const struct tm *tm) {
  char year[16];
  strftime(year, sizeof year, "%20Y", tm);
  return year[0]; // expected-warning{{returning uninitialized value}}
}

/* accept of a negative descriptor fails with EBADF, as its manual says: a
   listening socket a helper returns -1 for, accepted on without a test, is
   accept's -1, which its caller handles. */
static int listen_on(unsigned short port) {
  int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s < 0)
    return -1;
  if (listen(s, 4) < 0) {
    close(s);
    return -1;
  }
  (void)port;
  return s;
}

int serve_one(unsigned short port) {
  int s = listen_on(port);
  int c = accept(s, NULL, NULL);
  if (s >= 0)
    close(s);
  if (c < 0)
    return -1;
  close(c);
  return 0;
}

int serve_one4(unsigned short port) {
  int s = listen_on(port);
  int c = accept4(s, NULL, NULL, SOCK_CLOEXEC);
  if (s >= 0)
    close(s);
  if (c < 0)
    return -1;
  close(c);
  return 0;
}

/* The twins: the connection's descriptor leaked, a closed socket accepted
   on. */
int twin_serve_leak(unsigned short port) {
  int s = listen_on(port);
  if (s < 0)
    return -1;
  int c = accept(s, NULL, NULL);
  close(s);
  return c >= 0; // expected-warning{{leak}}
}

int twin_accept_closed(unsigned short port) {
  int s = listen_on(port);
  if (s < 0)
    return -1;
  close(s);
  int c = accept(s, NULL, NULL); // expected-warning{{closed}}
  if (c >= 0)
    close(c);
  return 0;
}
