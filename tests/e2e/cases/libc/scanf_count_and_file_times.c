// pathsim-args: --rank=possible
/* Issue 24, libc breadth: scanf's %n and the times utimes and futimens
   read. */
#include <stdio.h>
#include <sys/stat.h>
#include <sys/time.h>

/* %n writes how many characters were read, when the scan reaches it; it is
   no conversion: sscanf's result does not count it. */
int number_length(const char *s) {
  int value, used;
  if (sscanf(s, "%d%n", &value, &used) != 1)
    return -1;
  return used + value;
}

int number_length_unchecked(const char *s) {
  int value, used;
  sscanf(s, "%d%n", &value, &used);
  return used; // expected-warning{{uninitialized}}
}

int two_numbers(const char *s) {
  int a, b, used;
  if (sscanf(s, "%d%n %d", &a, &used, &b) < 1)
    return -1;
  return a + used + b; // expected-warning{{uninitialized}}
}

int prefix_length(const char *s) {
  int used;
  sscanf(s, "abc%n", &used);
  return used;
}

/* utimes reads both timevals: a field left unset is passed uninitialized. */
int copy_times(const char *from, const char *to) {
  struct stat st;
  struct timeval tv[2];
  if (stat(from, &st) != 0)
    return -1;
  tv[0].tv_sec = st.st_atime;
  tv[0].tv_usec = 0;
  tv[1].tv_sec = st.st_mtime;
  tv[1].tv_usec = 0;
  return utimes(to, tv);
}

int copy_times_partly(const char *from, const char *to) {
  struct stat st;
  struct timeval tv[2];
  if (stat(from, &st) != 0)
    return -1;
  tv[0].tv_sec = st.st_atime;
  tv[0].tv_usec = 0;
  tv[1].tv_sec = st.st_mtime;
  return utimes(to, tv); // expected-warning{{uninitialized}}
}

/* A field copied from a struct stat that stat() never wrote. */
int copy_times_unchecked(const char *from, const char *to) {
  struct stat st;
  struct timeval tv[2];
  stat(from, &st);
  tv[0].tv_sec = st.st_atime;
  tv[0].tv_usec = 0;
  tv[1].tv_sec = st.st_mtime;
  tv[1].tv_usec = 0;
  return utimes(to, tv); // expected-warning{{passing pointer to uninitialized memory 'tv[0].tv_sec' to 'utimes'}}
}

/* futimens reads each tv_nsec (a tv_sec only when its tv_nsec is neither
   UTIME_NOW nor UTIME_OMIT). */
int set_file_times(int fd, const struct stat *st) {
  struct timespec ts[2];
  ts[0] = st->st_atim;
  ts[1].tv_sec = st->st_mtim.tv_sec;
  return futimens(fd, ts); // expected-warning{{uninitialized}}
}
