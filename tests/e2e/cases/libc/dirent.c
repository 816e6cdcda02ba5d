// dirent.h: directory streams as DIR resources (opendir fdopendir readdir
// rewinddir dirfd closedir).
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

int opendir_unchecked(const char *path) {
  DIR *d = opendir(path);
  struct dirent *e = readdir(d); // expected-warning{{passing NULL pointer 'd' to 'readdir' [null-deref]}}
  // Not reported again: readdir dereferences d, so the path that passed it
  // NULL ends there, as at a dereference of this function's own (one
  // defect, one warning); closedir's own check is shown below.
  closedir(d);
  return e != 0;
}

void closedir_unchecked(const char *path) {
  DIR *d = opendir(path);
  closedir(d); // expected-warning{{passing NULL pointer 'd' to 'closedir' [null-deref]}}
}

int opendir_leaked(const char *path) {
  DIR *d = opendir(path);
  if (!d)
    return -1;
  return readdir(d) != 0; // expected-warning{{leaking DIR resource from 'opendir(path)' (still open) [resource-leak]}}
}

int closedir_twice(const char *path) {
  DIR *d = opendir(path);
  if (!d)
    return -1;
  closedir(d);
  return closedir(d); // expected-warning{{to be open, but it is closed [resource-state]}}
}

int readdir_after_closedir(const char *path) {
  DIR *d = opendir(path);
  if (!d)
    return -1;
  closedir(d);
  return readdir(d) != 0; // expected-warning{{'readdir' needs DIR}}
}

int readdir_unchecked(DIR *d) {
  struct dirent *e = readdir(d);
  return (int)e->d_ino; // expected-warning{{dereferencing NULL pointer 'e' [null-deref]}}
}

int count_entries_ok(const char *path) {
  DIR *d = opendir(path);
  if (!d)
    return -1;
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d)) != NULL)
    n += e->d_name[0] != '.';
  rewinddir(d);
  int fd = dirfd(d);
  closedir(d);
  return n + (fd >= 0);
}

/* fdopendir: the stream owns the descriptor */
int fdopendir_then_close_descriptor(const char *path) {
  int fd = open(path, O_RDONLY | O_DIRECTORY);
  if (fd < 0)
    return -1;
  DIR *d = fdopendir(fd);
  if (!d) {
    close(fd);
    return -1;
  }
  closedir(d);
  return close(fd); // expected-warning{{'close' needs FD 'fd' to be open, but it is owned_by_dir [resource-state]}}
}

int fdopendir_unchecked_open(const char *path) {
  int fd = open(path, O_RDONLY | O_DIRECTORY);
  DIR *d = fdopendir(fd); // expected-warning{{argument 'fd' of 'fdopendir' violates its constraint 'fd >= 0' [bad-argument]}}
  if (!d) {
    if (fd >= 0)
      close(fd);
    return -1;
  }
  return closedir(d);
}

int fdopendir_leaked(int fd) {
  DIR *d = fdopendir(fd);
  if (!d)
    return -1;
  return readdir(d) != NULL; // expected-warning{{leaking DIR resource from 'fdopendir(fd)' (still open) [resource-leak]}}
}

int fdopendir_ok(const char *path) {
  int fd = open(path, O_RDONLY | O_DIRECTORY);
  if (fd < 0)
    return -1;
  DIR *d = fdopendir(fd);
  if (!d) {
    close(fd);
    return -1;
  }
  return closedir(d);
}

void rewinddir_after_closedir(const char *path) {
  DIR *d = opendir(path);
  if (!d)
    return;
  closedir(d);
  rewinddir(d); // expected-warning{{'rewinddir' needs DIR}}
}

int dirfd_null(void) {
  return dirfd(NULL); // expected-warning{{passing NULL pointer 'dirp' to 'dirfd' [null-deref]}}
}

/* telldir, seekdir */
long telldir_after_closedir(DIR *d) {
  closedir(d);
  return telldir(d); // expected-warning{{'telldir' needs DIR}}
}
void seekdir_misuse(DIR *d) {
  long at;
  seekdir(d, at); // expected-warning{{passing uninitialized value 'at' to 'seekdir'}}
}
int seek_back_ok(DIR *d) {
  long at = telldir(d);
  if (at < 0 || readdir(d) == NULL)
    return -1;
  seekdir(d, at);
  return readdir(d) != NULL;
}
