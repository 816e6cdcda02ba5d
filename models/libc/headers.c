/* The headers whose functions models/libc models: the libc header check
   (tests/frontend/LibcHeadersTest.cpp) compiles this file and compares every
   model with the declaration these headers give its function. A header that
   a new model needs is added here. _GNU_SOURCE declares the GNU and BSD
   functions too (and the GNU forms of strerror_r and basename). */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <assert.h>
#include <ctype.h>
#include <dirent.h>
#include <dlfcn.h>
#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <getopt.h>
#include <glob.h>
#include <grp.h>
#include <iconv.h>
#include <inttypes.h>
#include <locale.h>
#include <malloc.h>
#include <math.h>
#include <netdb.h>
#include <poll.h>
#include <pthread.h>
#include <pwd.h>
#include <regex.h>
#include <sched.h>
#include <semaphore.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/epoll.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <sys/select.h>
#include <sys/sendfile.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/time.h>
#include <sys/times.h>
#include <sys/uio.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <syslog.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>
#include <wchar.h>
#include <wctype.h>
/* Last: libgen.h makes basename the POSIX __xpg_basename from here on; the
   model is of the GNU basename that string.h declares. */
#include <libgen.h>

/* The BSD functions of bsd.mdl that no glibc 2.36 header declares (libbsd's
   <bsd/string.h>, <bsd/stdlib.h>, <bsd/err.h>, <bsd/unistd.h>... do, and
   portable code declares them itself), with the prototypes of their
   OpenBSD and FreeBSD manual pages. glibc 2.38 declares strlcpy and
   strlcat in string.h. */
#include <stdarg.h>
#if !__GLIBC_PREREQ(2, 38)
size_t strlcpy(char *dst, const char *src, size_t dstsize);
size_t strlcat(char *dst, const char *src, size_t dstsize);
#endif
char *strnstr(const char *big, const char *little, size_t len);
void strmode(mode_t mode, char *bp);
int timingsafe_bcmp(const void *b1, const void *b2, size_t len);
int timingsafe_memcmp(const void *b1, const void *b2, size_t len);
void *reallocf(void *ptr, size_t size);
void *recallocarray(void *ptr, size_t oldnmemb, size_t nmemb, size_t size);
void freezero(void *ptr, size_t size);
long long strtonum(const char *nptr, long long minval, long long maxval,
                   const char **errstr);
const char *getprogname(void);
void setprogname(const char *progname);
void setproctitle(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));
char *fgetln(FILE *stream, size_t *len);
int fpurge(FILE *stream);
void errc(int eval, int code, const char *fmt, ...)
    __attribute__((noreturn, format(printf, 3, 4)));
void verrc(int eval, int code, const char *fmt, va_list args)
    __attribute__((noreturn, format(printf, 3, 0)));
void warnc(int code, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void vwarnc(int code, const char *fmt, va_list args)
    __attribute__((format(printf, 2, 0)));
char *readpassphrase(const char *prompt, char *buf, size_t bufsiz,
                     int flags);
int getpeereid(int s, uid_t *euid, gid_t *egid);
int issetugid(void);
int heapsort(void *base, size_t nmemb, size_t size,
             int (*compar)(const void *, const void *));
int mergesort(void *base, size_t nmemb, size_t size,
              int (*compar)(const void *, const void *));
size_t wcslcpy(wchar_t *dst, const wchar_t *src, size_t size);
size_t wcslcat(wchar_t *dst, const wchar_t *src, size_t size);
char *fparseln(FILE *stream, size_t *len, size_t *lineno, const char delim[3],
               int flags);
void *setmode(const char *mode_str);
mode_t getmode(const void *set, mode_t mode);
int expand_number(const char *buf, uint64_t *num);
