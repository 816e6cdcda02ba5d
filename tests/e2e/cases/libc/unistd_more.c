// More unistd.h models: ownership, links, IDs, sessions and process
// groups, alarm and pause, terminal names, configuration, exec and vfork,
// pipe2, dup3, getopt_long, sbrk, getentropy...
#define _GNU_SOURCE
#include <fcntl.h>
#include <getopt.h>
#include <stdlib.h>
#include <unistd.h>

#include "pathsim_test.h"

int fchdir_misuse(void) {
  return fchdir(-1); // expected-warning{{argument 'fildes' of 'fchdir' violates its constraint 'fildes >= 0' [bad-argument]}}
}
int chown_misuse(void) {
  return chown(NULL, 0, 0); // expected-warning{{passing NULL pointer 'path' to 'chown' [null-deref]}}
}
int lchown_misuse(const char *p) {
  uid_t u;
  return lchown(p, u, 0); // expected-warning{{passing uninitialized value 'u' to 'lchown'}}
}
int fchown_misuse(int fd) {
  close(fd);
  return fchown(fd, 0, 0); // expected-warning{{'fchown' needs FD}}
}
int fchownat_misuse(void) {
  return fchownat(AT_FDCWD, NULL, 0, 0, 0); // expected-warning{{passing NULL pointer 'path' to 'fchownat' [null-deref]}}
}
int link_misuse(const char *a) {
  return link(a, NULL); // expected-warning{{passing NULL pointer 'path2' to 'link' [null-deref]}}
}
int linkat_misuse(const char *b) {
  char a[8];
  return linkat(AT_FDCWD, a, AT_FDCWD, b, 0); // expected-warning{{passing pointer to uninitialized memory}}
}
int symlink_misuse(const char *a) {
  return symlink(NULL, a); // expected-warning{{passing NULL pointer 'path1' to 'symlink' [null-deref]}}
}
int symlinkat_misuse(const char *a) {
  return symlinkat(a, AT_FDCWD, NULL); // expected-warning{{passing NULL pointer 'path2' to 'symlinkat' [null-deref]}}
}
int unlinkat_misuse(void) {
  return unlinkat(AT_FDCWD, NULL, 0); // expected-warning{{passing NULL pointer 'path' to 'unlinkat' [null-deref]}}
}
int readlinkat_misuse(const char *p) {
  char buf[64];
  readlinkat(AT_FDCWD, p, buf, sizeof buf);
  return buf[0]; // expected-warning{{returning uninitialized value}}
}
int faccessat_misuse(void) {
  return faccessat(AT_FDCWD, NULL, R_OK, 0); // expected-warning{{passing NULL pointer 'path' to 'faccessat' [null-deref]}}
}
int files_ok(int fd, const char *a, const char *b) {
  char buf[64];
  ssize_t n = readlinkat(AT_FDCWD, a, buf, sizeof buf);
  return fchdir(fd) + chown(a, 0, 0) + lchown(a, 0, 0) + fchown(fd, 0, 0) +
         fchownat(AT_FDCWD, a, 0, 0, 0) + link(a, b) +
         linkat(AT_FDCWD, a, AT_FDCWD, b, 0) + symlink(a, b) +
         symlinkat(a, AT_FDCWD, b) + unlinkat(AT_FDCWD, a, 0) +
         faccessat(AT_FDCWD, a, R_OK, 0) + (n > 0 ? buf[0] : 0);
}

/* user and group IDs */
void getegid_range(void) {
  gid_t g = getegid();
  __pathsim_eval(g == g); // expected-warning{{TRUE}}
}
int setuid_misuse(void) {
  uid_t u;
  return setuid(u); // expected-warning{{passing uninitialized value 'u' to 'setuid'}}
}
int setgid_misuse(void) {
  gid_t g;
  return setgid(g); // expected-warning{{passing uninitialized value 'g' to 'setgid'}}
}
int seteuid_misuse(void) {
  uid_t u;
  return seteuid(u); // expected-warning{{passing uninitialized value 'u' to 'seteuid'}}
}
int setegid_misuse(void) {
  gid_t g;
  return setegid(g); // expected-warning{{passing uninitialized value 'g' to 'setegid'}}
}
int setreuid_misuse(uid_t r) {
  uid_t e;
  return setreuid(r, e); // expected-warning{{passing uninitialized value 'e' to 'setreuid'}}
}
int setregid_misuse(gid_t r) {
  gid_t e;
  return setregid(e, r); // expected-warning{{passing uninitialized value 'e' to 'setregid'}}
}
int getgroups_misuse(void) {
  return getgroups(4, NULL); // expected-warning{{passing NULL pointer 'grouplist' to 'getgroups' [null-deref]}}
}
int ids_ok(uid_t u, gid_t g) {
  gid_t list[16];
  int n = getgroups(0, NULL);
  int m = getgroups(16, list);
  return setuid(u) + setgid(g) + seteuid(u) + setegid(g) + setreuid(u, u) +
         setregid(g, g) + n + (m > 0 ? (int)list[0] : 0) + (int)getegid();
}

/* sessions and process groups */
int setsid_misuse(void) {
  pid_t s = setsid();
  return 10 / (s + 1); // expected-warning{{division by zero [div-zero]}}
}
pid_t getsid_misuse(void) {
  pid_t p;
  return getsid(p); // expected-warning{{passing uninitialized value 'p' to 'getsid'}}
}
pid_t getpgid_misuse(void) {
  pid_t p;
  return getpgid(p); // expected-warning{{passing uninitialized value 'p' to 'getpgid'}}
}
int setpgid_misuse(void) {
  return setpgid(0, -1); // expected-warning{{argument 'pgid' of 'setpgid' violates its constraint 'pgid >= 0' [bad-argument]}}
}
void getpgrp_range(void) {
  __pathsim_eval(getpgrp() > 0); // expected-warning{{TRUE}}
}
pid_t tcgetpgrp_misuse(void) {
  return tcgetpgrp(-1); // expected-warning{{argument 'fildes' of 'tcgetpgrp' violates its constraint 'fildes >= 0' [bad-argument]}}
}
int tcsetpgrp_misuse(int fd) {
  pid_t p;
  return tcsetpgrp(fd, p); // expected-warning{{passing uninitialized value 'p' to 'tcsetpgrp'}}
}
int groups_ok(int fd) {
  pid_t s = setsid();
  if (s < 0)
    return -1;
  return getsid(0) + getpgid(0) + setpgid(0, 0) + getpgrp() + tcgetpgrp(fd) +
         tcsetpgrp(fd, s) + setpgrp();
}

/* alarm, pause, ttyname, ttyname_r, getlogin, getlogin_r */
unsigned alarm_misuse(void) {
  unsigned s;
  return alarm(s); // expected-warning{{passing uninitialized value 's' to 'alarm'}}
}
void pause_range(void) {
  __pathsim_eval(pause() == -1); // expected-warning{{TRUE}}
}
int ttyname_misuse(int fd) {
  return ttyname(fd)[0]; // expected-warning{{dereferencing NULL pointer}}
}
int ttyname_r_misuse(int fd) {
  char buf[64];
  ttyname_r(fd, buf, sizeof buf);
  return buf[0]; // expected-warning{{returning uninitialized value}}
}
int getlogin_misuse(void) {
  return getlogin()[0]; // expected-warning{{dereferencing NULL pointer}}
}
int getlogin_r_misuse(void) {
  return getlogin_r(NULL, 32); // expected-warning{{passing NULL pointer 'name' to 'getlogin_r' [null-deref]}}
}
int tty_ok(int fd) {
  char buf[64], who[32];
  const char *t = ttyname(fd), *l = getlogin();
  if (!t || !l || ttyname_r(fd, buf, sizeof buf) || getlogin_r(who, sizeof who))
    return -1;
  return (int)alarm(5) + t[0] + l[0] + buf[0] + who[0];
}

/* sysconf, pathconf, fpathconf, confstr, lockf, nice */
long sysconf_misuse(void) {
  int n;
  return sysconf(n); // expected-warning{{passing uninitialized value 'n' to 'sysconf'}}
}
long pathconf_misuse(void) {
  return pathconf(NULL, _PC_NAME_MAX); // expected-warning{{passing NULL pointer 'path' to 'pathconf' [null-deref]}}
}
long fpathconf_misuse(void) {
  return fpathconf(-1, _PC_NAME_MAX); // expected-warning{{argument 'fildes' of 'fpathconf' violates its constraint 'fildes >= 0' [bad-argument]}}
}
size_t confstr_misuse(void) {
  return confstr(_CS_PATH, NULL, 64); // expected-warning{{passing NULL pointer 'buf' to 'confstr' [null-deref]}}
}
int lockf_misuse(int fd) {
  close(fd);
  return lockf(fd, F_LOCK, 0); // expected-warning{{'lockf' needs FD}}
}
int nice_misuse(void) {
  int i;
  return nice(i); // expected-warning{{passing uninitialized value 'i' to 'nice'}}
}
long conf_ok(int fd, const char *p) {
  char buf[256];
  size_t n = confstr(_CS_PATH, NULL, 0);
  if (confstr(_CS_PATH, buf, sizeof buf) == 0)
    return -1;
  return sysconf(_SC_PAGESIZE) + pathconf(p, _PC_NAME_MAX) +
         fpathconf(fd, _PC_NAME_MAX) + (long)n + buf[0] +
         lockf(fd, F_LOCK, 0) + nice(1);
}

/* execle, execvpe, fexecve, vfork, sync, syncfs */
int execle_misuse(char *const envp[]) {
  return execle(NULL, "x", (char *)NULL, envp); // expected-warning{{passing NULL pointer 'path' to 'execle' [null-deref]}}
}
int execvpe_misuse(char *const argv[]) {
  return execvpe("sh", argv, NULL); // expected-warning{{passing NULL pointer 'envp' to 'execvpe' [null-deref]}}
}
int fexecve_misuse(char *const argv[], char *const envp[]) {
  return fexecve(-1, argv, envp); // expected-warning{{argument 'fd' of 'fexecve' violates its constraint 'fd >= 0' [bad-argument]}}
}
int vfork_misuse(void) {
  pid_t p = vfork();
  return 10 / p; // expected-warning{{division by zero}}
}
int syncfs_misuse(int fd) {
  close(fd);
  return syncfs(fd); // expected-warning{{'syncfs' needs FD}}
}
int exec_ok(int fd, char *const argv[], char *const envp[]) {
  pid_t p = vfork();
  if (p == 0) {
    execle("/bin/sh", "sh", (char *)NULL, envp);
    execvpe("sh", argv, envp);
    fexecve(fd, argv, envp);
    _exit(127);
  }
  sync();
  return p < 0 ? -1 : syncfs(fd);
}

/* getpagesize, gethostid, sethostname, getdomainname, daemon, chroot,
   getdtablesize */
void getpagesize_range(void) {
  __pathsim_eval(getpagesize() > 0);   // expected-warning{{TRUE}}
  __pathsim_eval(getdtablesize() > 0); // expected-warning{{TRUE}}
}
int sethostname_misuse(void) {
  char n[8];
  return sethostname(n, sizeof n); // expected-warning{{passing pointer to uninitialized memory}}
}
int getdomainname_misuse(void) {
  char n[64];
  getdomainname(n, sizeof n);
  return n[0]; // expected-warning{{returning uninitialized value}}
}
int daemon_misuse(void) {
  int nochdir;
  return daemon(nochdir, 0); // expected-warning{{passing uninitialized value 'nochdir' to 'daemon'}}
}
int chroot_misuse(void) {
  return chroot(NULL); // expected-warning{{passing NULL pointer 'path' to 'chroot' [null-deref]}}
}
long host_ok(const char *dir) {
  char n[64];
  if (getdomainname(n, sizeof n) < 0)
    return -1;
  return gethostid() + sethostname("h", 1) + n[0] + daemon(0, 0) +
         chroot(dir) + getpagesize();
}

/* pipe2, dup3, get_current_dir_name */
int pipe2_misuse(void) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) < 0)
    return -1;
  close(fds[0]);
  return 0; // expected-warning{{leak}}
}
int dup3_misuse(int fd) {
  close(fd);
  return dup3(fd, 5, 0); // expected-warning{{'dup3' needs FD}}
}
int get_current_dir_name_misuse(void) {
  char *d = get_current_dir_name();
  return d[0]; // expected-warning{{dereferencing NULL pointer 'd' [null-deref]}} expected-warning{{memory allocated by 'get_current_dir_name' at unistd_more.c:272 and held by 'd' is leaked}}
}
int fd_ok(int fd) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) < 0)
    return -1;
  close(fds[0]);
  close(fds[1]);
  char *d = get_current_dir_name();
  if (!d)
    return -1;
  int c = d[0];
  free(d);
  return c + dup3(fd, 5, 0);
}

/* getopt_long, getopt_long_only */
int getopt_long_misuse(char **argv, const struct option *o) {
  return getopt_long(0, argv, "ab", o, NULL); // expected-warning{{argument 'argc' of 'getopt_long' violates its constraint 'argc > 0' [bad-argument]}}
}
int getopt_long_only_misuse(int argc, char **argv) {
  return getopt_long_only(argc, argv, "ab", NULL, NULL); // expected-warning{{passing NULL pointer 'longopts' to 'getopt_long_only' [null-deref]}}
}
int getopt_ok(int argc, char **argv) {
  static const struct option o[] = {{"all", no_argument, NULL, 'a'},
                                    {NULL, 0, NULL, 0}};
  int c, i;
  while ((c = getopt_long(argc, argv, "a", o, &i)) != -1)
    ;
  return getopt_long_only(argc, argv, "a", o, NULL);
}

/* sbrk, getentropy */
void *sbrk_misuse(void) {
  intptr_t n;
  return sbrk(n); // expected-warning{{passing uninitialized value 'n' to 'sbrk'}}
}
int getentropy_misuse(void) {
  char buf[512];
  return getentropy(buf, sizeof buf); // expected-warning{{argument 'length' of 'getentropy' violates its constraint 'length <= 256' [bad-argument]}}
}
int entropy_ok(void) {
  unsigned char buf[32];
  if (getentropy(buf, sizeof buf) < 0 || sbrk(0) == (void *)-1)
    return -1;
  return buf[0];
}
