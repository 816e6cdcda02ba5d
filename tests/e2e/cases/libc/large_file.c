// _FILE_OFFSET_BITS=64: glibc renames the calls (fopen64, open64, lseek64,
// mmap64, ...); the simulator maps each to the model of the name the user
// wrote.
#define _FILE_OFFSET_BITS 64
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
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
