// unistd.h and fcntl.h: descriptors as FD resources (open openat creat
// close read write pread pwrite lseek dup dup2 pipe fcntl fsync fdatasync
// ftruncate isatty), files and directories (unlink rmdir access chdir
// getcwd readlink truncate), processes (fork exec* _exit getpid ...).
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

/* open, close */
int open_unchecked(const char *path) {
  char buf[16];
  int fd = open(path, O_RDONLY);
  read(fd, buf, sizeof buf); // expected-warning{{argument 'fd' of 'read' violates its constraint 'fd >= 0' [bad-argument]}}
  return close(fd);
}

int open_leaked(const char *path) {
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return -1;
  return 0; // expected-warning{{leaking FD resource from 'open(path, O_RDONLY)' (still open) [resource-leak]}}
}

int close_twice(const char *path) {
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return -1;
  close(fd);
  return close(fd); // expected-warning{{'close' needs FD 'fd' to be open, but it is closed [resource-state]}}
}

int open_uninitialized_path(void) {
  char path[32];
  int fd = open(path, O_RDONLY); // expected-warning{{passing pointer to uninitialized memory}}
  if (fd >= 0)
    close(fd);
  return fd;
}

int open_ok(const char *path) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd == -1)
    return -1;
  return close(fd);
}

int open_returned_ok(const char *path) {
  return open(path, O_WRONLY | O_CREAT, 0644);
}

int close_minus_one_ok(const char *path, int flag) {
  int fd = -1;
  if (flag)
    fd = open(path, O_RDONLY);
  if (fd >= 0)
    return close(fd);
  return 0;
}

/* openat, creat */
int openat_leaked(int dir, const char *name) {
  int fd = openat(dir, name, O_RDONLY);
  if (fd < 0)
    return -1;
  return 1; // expected-warning{{leaking FD resource from 'openat(dir, name, O_RDONLY)' (still open) [resource-leak]}}
}

int creat_null(void) {
  return creat(NULL, 0600); // expected-warning{{passing NULL pointer 'path' to 'creat' [null-deref]}}
}

int openat_creat_ok(const char *name) {
  int fd = openat(AT_FDCWD, name, O_RDONLY);
  if (fd < 0)
    return -1;
  int out = creat("copy", 0600);
  if (out < 0) {
    close(fd);
    return -1;
  }
  close(out);
  return close(fd);
}

/* read, pread: -1, 0 or 1..n bytes */
int read_unchecked(int fd) {
  char buf[16];
  read(fd, buf, sizeof buf);
  return buf[0]; // expected-warning{{returning uninitialized value}}
}

int read_after_close(const char *path) {
  char buf[16];
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return -1;
  close(fd);
  return read(fd, buf, sizeof buf); // expected-warning{{'read' needs FD 'fd' not to be closed [resource-state]}}
}

int read_ok(int fd) {
  char buf[16];
  ssize_t n = read(fd, buf, sizeof buf);
  if (n <= 0)
    return -1;
  return buf[0];
}

int pread_null(int fd) {
  return pread(fd, NULL, 4, 0); // expected-warning{{passing NULL pointer 'buf' to 'pread' [null-deref]}}
}

int pread_ok(int fd) {
  char buf[4];
  if (pread(fd, buf, sizeof buf, 8) <= 0)
    return -1;
  return buf[0];
}

/* write, pwrite */
int write_uninitialized(int fd) {
  char buf[16];
  return write(fd, buf, sizeof buf); // expected-warning{{passing pointer to uninitialized memory}}
}

int pwrite_after_close(const char *path) {
  int fd = open(path, O_WRONLY);
  if (fd < 0)
    return -1;
  close(fd);
  return pwrite(fd, "x", 1, 0); // expected-warning{{'pwrite' needs FD 'fd' not to be closed [resource-state]}}
}

int write_ok(int fd) {
  const char msg[] = "hello";
  if (write(fd, msg, sizeof msg) < 0)
    return -1;
  return pwrite(fd, msg, 1, 0);
}

/* lseek */
long lseek_unchecked_open(const char *path) {
  int fd = open(path, O_RDONLY);
  long size = lseek(fd, 0, SEEK_END); // expected-warning{{argument 'fd' of 'lseek' violates its constraint 'fd >= 0' [bad-argument]}}
  if (fd >= 0)
    close(fd);
  return size;
}

long lseek_ok(int fd) {
  off_t size = lseek(fd, 0, SEEK_END);
  if (size < 0)
    return -1;
  return size;
}

/* dup, dup2 */
int dup_leaked(int fd) {
  int copy = dup(fd);
  if (copy < 0)
    return -1;
  return 0; // expected-warning{{leaking FD resource from 'dup(fd)' (still open) [resource-leak]}}
}

int dup_after_close(const char *path) {
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return -1;
  close(fd);
  return dup(fd); // expected-warning{{'dup' needs FD 'fd' not to be closed [resource-state]}}
}

int dup2_unchecked_open(const char *path) {
  int fd = open(path, O_WRONLY);
  int r = dup2(fd, STDOUT_FILENO); // expected-warning{{argument 'fd' of 'dup2' violates its constraint 'fd >= 0' [bad-argument]}}
  if (fd >= 0)
    close(fd);
  return r;
}

int dup2_after_close(const char *path) {
  int fd = open(path, O_WRONLY);
  if (fd < 0)
    return -1;
  close(fd);
  return dup2(fd, STDOUT_FILENO); // expected-warning{{'dup2' needs FD 'fd' not to be closed [resource-state]}}
}

int dup2_negative_target(int fd) {
  return dup2(fd, -1); // expected-warning{{argument 'fildes2' of 'dup2' violates its constraint 'fildes2 >= 0' [bad-argument]}}
}

int dup_dup2_ok(int fd) {
  int copy = dup(fd);
  if (copy < 0)
    return -1;
  if (dup2(copy, STDOUT_FILENO) < 0) {
    close(copy);
    return -1;
  }
  return close(copy);
}

/* The target is the caller's descriptor: nothing new to close here. */
int dup2_onto_given_target(int fd, int target) {
  if (dup2(fd, target) < 0)
    return -1;
  return 0;
}

int dup2_closes_target(int fd, const char *path) {
  int other = open(path, O_RDONLY);
  if (other < 0)
    return -1;
  if (dup2(fd, other) < 0) {
    close(other);
    return -1;
  }
  return close(other);
}

/* pipe: the descriptors come back through the array, each an open FD. */
int pipe_null(void) {
  return pipe(NULL); // expected-warning{{passing NULL pointer 'fildes' to 'pipe' [null-deref]}}
}

int pipe_leaked(void) {
  int p[2];
  if (pipe(p) < 0)
    return -1;
  return 0; // expected-warning{{leaking FD resource from 'pipe(p)' (still open) [resource-leak]}}
}

int pipe_end_closed_twice(void) {
  int p[2];
  if (pipe(p) < 0)
    return -1;
  close(p[0]);
  close(p[1]);
  // Named 'p[0]' since a GEP of zeros names its element; it read 'p' before.
  return close(p[0]); // expected-warning{{'close' needs FD 'p[0]' to be open, but it is closed [resource-state]}}
}

int pipe_unchecked(void) {
  int p[2];
  pipe(p);
  // When pipe fails, p[0] is garbage; when it works, p[1] is never closed.
  return close(p[0]); // expected-warning{{to 'close' [uninit-use]}} expected-warning{{leaking FD resource from 'pipe(p)' (still open) [resource-leak]}}
}

/* A relational constraint implies that the value is initialized
   (docs/model-language.md): read's 'fd >= 0' should catch this. */
int read_uninitialized_descriptor(void) {
  int fd;
  char buf[4];
  return read(fd, buf, sizeof buf); // expected-warning{{passing uninitialized value 'fd' to 'read'}}
}

int pipe_ok(void) {
  int p[2];
  if (pipe(p) < 0)
    return -1;
  write(p[1], "x", 1);
  close(p[1]);
  close(p[0]);
  return 0;
}

/* fcntl, fsync, fdatasync, ftruncate, isatty */
int fcntl_after_close(const char *path) {
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return -1;
  close(fd);
  return fcntl(fd, F_GETFL); // expected-warning{{'fcntl' needs FD 'fd' not to be closed [resource-state]}}
}

int fsync_unchecked_open(const char *path) {
  int fd = open(path, O_WRONLY);
  int r = fsync(fd); // expected-warning{{argument 'fd' of 'fsync' violates its constraint 'fd >= 0' [bad-argument]}}
  if (fd >= 0)
    close(fd);
  return r;
}

int ftruncate_negative(int fd) {
  return ftruncate(fd, -1); // expected-warning{{argument 'length' of 'ftruncate' violates its constraint 'length >= 0' [bad-argument]}}
}

int descriptor_ops_ok(int fd) {
  if (fcntl(fd, F_SETFD, FD_CLOEXEC) < 0)
    return -1;
  if (ftruncate(fd, 0) < 0 || fsync(fd) < 0 || fdatasync(fd) < 0)
    return -1;
  return isatty(fd);
}

int isatty_after_close(const char *path) {
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return -1;
  close(fd);
  return isatty(fd); // expected-warning{{'isatty' needs FD 'fd' not to be closed [resource-state]}}
}

/* unlink, rmdir, access, chdir, truncate */
int unlink_null(void) {
  return unlink(NULL); // expected-warning{{passing NULL pointer 'path' to 'unlink' [null-deref]}}
}

int rmdir_uninitialized(void) {
  char dir[16];
  return rmdir(dir); // expected-warning{{passing pointer to uninitialized memory}}
}

int access_null(void) {
  return access(NULL, R_OK); // expected-warning{{passing NULL pointer 'path' to 'access' [null-deref]}}
}

int chdir_uninitialized(void) {
  char dir[16];
  return chdir(dir); // expected-warning{{passing pointer to uninitialized memory}}
}

int truncate_negative(const char *path) {
  return truncate(path, -5); // expected-warning{{argument 'length' of 'truncate' violates its constraint 'length >= 0' [bad-argument]}}
}

int paths_ok(const char *path) {
  if (access(path, W_OK) != 0)
    return -1;
  if (truncate(path, 0) != 0 || unlink(path) != 0)
    return -1;
  if (rmdir("/tmp/d") != 0)
    return -1;
  return chdir("/");
}

/* getcwd: NULL buffer allocates */
int getcwd_leaked(void) {
  char *cwd = getcwd(NULL, 0);
  if (!cwd)
    return -1;
  return cwd[0]; // expected-warning{{memory allocated by 'getcwd' at unistd_fcntl.c:342 and held by 'cwd' is leaked [leak]}}
}

int getcwd_unchecked(void) {
  char buf[256];
  getcwd(buf, sizeof buf);
  return buf[0]; // expected-warning{{returning uninitialized value}}
}

int getcwd_ok(void) {
  char buf[256];
  if (!getcwd(buf, sizeof buf))
    return -1;
  char *cwd = getcwd(NULL, 0);
  if (!cwd)
    return -1;
  int c = cwd[0] + buf[0];
  free(cwd);
  return c;
}

/* readlink, gethostname */
int readlink_null(char *buf, size_t n) {
  return readlink(NULL, buf, n); // expected-warning{{passing NULL pointer 'path' to 'readlink' [null-deref]}}
}

int readlink_ok(const char *path) {
  char buf[64];
  ssize_t n = readlink(path, buf, sizeof buf - 1);
  if (n < 0)
    return -1;
  buf[n] = '\0';
  return buf[0];
}

int gethostname_null(void) {
  return gethostname(NULL, 64); // expected-warning{{passing NULL pointer 'name' to 'gethostname' [null-deref]}}
}

int gethostname_unchecked(void) {
  char name[64];
  gethostname(name, sizeof name);
  return name[0]; // expected-warning{{returning uninitialized value}}
}

int gethostname_ok(void) {
  char name[64];
  if (gethostname(name, sizeof name) != 0)
    return -1;
  return name[0];
}

/* fork, exec*, _exit */
int exec_failure_continues(char *const argv[]) {
  char *p = malloc(4);
  if (!p)
    return -1;
  execv("/bin/true", argv);
  return 0; // expected-warning{{memory allocated by 'malloc' at unistd_fcntl.c:399 and held by 'p' is leaked [leak]}}
}

int execv_null_path(char *const argv[]) {
  return execv(NULL, argv); // expected-warning{{passing NULL pointer 'path' to 'execv' [null-deref]}}
}

int execv_uninitialized_argv(void) {
  char *argv[3];
  return execv("/bin/true", argv); // expected-warning{{passing pointer to uninitialized memory 'argv' to 'execv' [uninit-use]}}
}

int execv_ok(const char *prog) {
  char *const argv[] = {"prog", NULL};
  execv(prog, argv);
  return -1;
}

int exec_ok(char *const argv[], char *const envp[]) {
  pid_t pid = fork();
  if (pid < 0)
    return -1;
  if (pid == 0) {
    execvp("true", argv);
    execve("/bin/true", argv, envp);
    execl("/bin/true", "true", (char *)NULL);
    execlp("true", "true", (char *)NULL);
    _exit(127);
  }
  return pid;
}

void execvp_uninitialized_file(char *const argv[]) {
  char file[16];
  execvp(file, argv); // expected-warning{{passing pointer to uninitialized memory}}
}

void exit_uninitialized(void) {
  int status;
  _exit(status); // expected-warning{{passing uninitialized value 'status' to '_exit' [uninit-use]}}
}

/* getpid, getppid, getuid, geteuid, getgid, sleep, usleep, getopt. All
   but getopt constrain nothing (their models only bound the results):
   there is no misuse of them to catch. */
int ids_ok(void) {
  return getpid() + getppid() + (int)getuid() + (int)geteuid() + (int)getgid();
}

int getpid_positive(void) {
  return 100 / getpid();
}

unsigned sleep_ok(unsigned s) {
  usleep(10);
  return sleep(s);
}

int getopt_null_optstring(int argc, char **argv) {
  return getopt(argc, argv, NULL); // expected-warning{{passing NULL pointer 'optstring' to 'getopt' [null-deref]}}
}

int getopt_ok(int argc, char **argv) {
  /* One call: a loop until getopt returns -1 is not bounded by
     --loop-bound (its exit depends on the model's outcome). */
  int c = getopt(argc, argv, "ab:"), n = 0;
  if (c == 'b' && optarg)
    n += optarg[0];
  return n + optind;
}

/* The siblings' misuses. */
int fdatasync_after_close(const char *path) {
  int fd = open(path, O_WRONLY);
  if (fd < 0)
    return -1;
  close(fd);
  return fdatasync(fd); // expected-warning{{'fdatasync' needs FD 'fd' not to be closed [resource-state]}}
}

int execve_null_environment(char *const argv[]) {
  return execve("/bin/true", argv, NULL); // expected-warning{{passing NULL pointer 'envp' to 'execve' [null-deref]}}
}

int execl_null_path(void) {
  return execl(NULL, "x", (char *)NULL); // expected-warning{{passing NULL pointer 'path' to 'execl' [null-deref]}}
}

int execlp_uninitialized_file(void) {
  char file[8];
  return execlp(file, "x", (char *)NULL); // expected-warning{{passing pointer to uninitialized memory}}
}

/* fork: -1 (no child was created) taken for the child's process ID */
int fork_failure_unchecked(void) {
  pid_t pid = fork();
  if (pid == 0)
    _exit(0);
  return 100 / (pid + 1); // expected-warning{{division by zero [div-zero]}}
}

int fork_outcomes_ok(void) {
  pid_t pid = fork();
  if (pid == 0)
    _exit(0);
  return pid < 0 ? -1 : 100 / pid;
}

/* A buffer for HOST_NAME_MAX (64) bytes and the NUL always holds the
   name: glibc's only failure needs a shorter one (c-ares's
   nameinfo_callback, reduced). */
int gethostname_large_buffer(void) {
  char name[256];
  gethostname(name, sizeof name);
  return name[0];
}
