// poll.h, sys/select.h, sys/epoll.h (poll.mdl); signal.h and sys/wait.h
// (signal.mdl).
#define _GNU_SOURCE
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <sys/epoll.h>
#include <sys/select.h>
#include <sys/wait.h>
#include <unistd.h>

int poll_misuse(void) {
  struct pollfd p[2];
  return poll(p, 2, 100); // expected-warning{{passing pointer to uninitialized memory}}
}
int ppoll_misuse(void) {
  return ppoll(NULL, 2, NULL, NULL); // expected-warning{{passing NULL pointer 'fds' to 'ppoll' [null-deref]}}
}
int select_misuse(fd_set *r) {
  return select(FD_SETSIZE + 1, r, NULL, NULL, NULL); // expected-warning{{argument 'nfds' of 'select' violates its constraint 'nfds <= 1024' [bad-argument]}}
}
int pselect_misuse(fd_set *r) {
  return pselect(-1, r, NULL, NULL, NULL, NULL); // expected-warning{{argument 'nfds' of 'pselect' violates its constraint 'nfds >= 0' [bad-argument]}}
}
int epoll_create_misuse(void) {
  return epoll_create(0); // expected-warning{{argument 'size' of 'epoll_create' violates its constraint 'size > 0' [bad-argument]}}
}
int epoll_create1_misuse(void) {
  int ep = epoll_create1(0);
  return ep >= 0; // expected-warning{{leak}}
}
int epoll_ctl_misuse(int fd, struct epoll_event *e) {
  return epoll_ctl(-1, EPOLL_CTL_ADD, fd, e); // expected-warning{{argument 'epfd' of 'epoll_ctl' violates its constraint 'epfd >= 0' [bad-argument]}}
}
int epoll_wait_misuse(int ep) {
  struct epoll_event e[4];
  return epoll_wait(ep, e, 0, 100); // expected-warning{{argument 'maxevents' of 'epoll_wait' violates its constraint 'maxevents > 0' [bad-argument]}}
}
int wait_ok(int fd) {
  struct pollfd p[1] = {{fd, POLLIN, 0}};
  fd_set r;
  FD_ZERO(&r);
  FD_SET(fd, &r);
  int n = poll(p, 1, 100) + poll(NULL, 0, 10) + ppoll(p, 1, NULL, NULL) +
          select(fd + 1, &r, NULL, NULL, NULL) +
          pselect(fd + 1, &r, NULL, NULL, NULL, NULL);
  int ep = epoll_create1(EPOLL_CLOEXEC);
  if (ep < 0)
    return -1;
  struct epoll_event e = {EPOLLIN, {0}}, out[4];
  epoll_ctl(ep, EPOLL_CTL_ADD, fd, &e);
  int k = epoll_wait(ep, out, 4, 100);
  close(ep);
  int ep2 = epoll_create(1);
  if (ep2 >= 0)
    close(ep2);
  return n + (k > 0 ? (int)out[0].events : 0) + p[0].revents;
}

/* signal.h */
static void on_signal(int s) {}
void (*signal_misuse(void))(int) {
  int s;
  return signal(s, on_signal); // expected-warning{{passing uninitialized value 's' to 'signal'}}
}
int sigaction_misuse(const struct sigaction *a) {
  int s;
  return sigaction(s, a, NULL); // expected-warning{{passing uninitialized value 's' to 'sigaction'}}
}
int kill_misuse(pid_t p) {
  int s;
  return kill(p, s); // expected-warning{{passing uninitialized value 's' to 'kill'}}
}
int killpg_misuse(int s) {
  pid_t g;
  return killpg(g, s); // expected-warning{{passing uninitialized value 'g' to 'killpg'}}
}
int raise_misuse(void) {
  int s;
  return raise(s); // expected-warning{{passing uninitialized value 's' to 'raise'}}
}
int sigemptyset_misuse(void) {
  return sigemptyset(NULL); // expected-warning{{passing NULL pointer 'set' to 'sigemptyset' [null-deref]}}
}
int sigfillset_misuse(void) {
  return sigfillset(NULL); // expected-warning{{passing NULL pointer 'set' to 'sigfillset' [null-deref]}}
}
int sigaddset_misuse(void) {
  sigset_t s;
  return sigaddset(&s, SIGINT); // expected-warning{{passing pointer to uninitialized memory}}
}
int sigdelset_misuse(void) {
  sigset_t s;
  return sigdelset(&s, SIGINT); // expected-warning{{passing pointer to uninitialized memory}}
}
int sigismember_misuse(void) {
  sigset_t s;
  return sigismember(&s, SIGINT); // expected-warning{{passing pointer to uninitialized memory}}
}
int sigprocmask_misuse(void) {
  sigset_t s;
  return sigprocmask(SIG_BLOCK, &s, NULL); // expected-warning{{passing pointer to uninitialized memory}}
}
int pthread_sigmask_misuse(void) {
  sigset_t s;
  return pthread_sigmask(SIG_BLOCK, &s, NULL); // expected-warning{{passing pointer to uninitialized memory}}
}
int sigsuspend_misuse(void) {
  return sigsuspend(NULL); // expected-warning{{passing NULL pointer 'sigmask' to 'sigsuspend' [null-deref]}}
}
int sigpending_misuse(void) {
  return sigpending(NULL); // expected-warning{{passing NULL pointer 'set' to 'sigpending' [null-deref]}}
}
int sigwait_misuse(const sigset_t *s) {
  return sigwait(s, NULL); // expected-warning{{passing NULL pointer 'sig' to 'sigwait' [null-deref]}}
}
void psignal_misuse(void) {
  int s;
  psignal(s, "x"); // expected-warning{{passing uninitialized value 's' to 'psignal'}}
}
int sigaltstack_misuse(void) {
  stack_t old;
  sigaltstack(NULL, &old);
  return old.ss_flags; // expected-warning{{returning uninitialized value}}
}
int siginterrupt_misuse(void) {
  int flag;
  return siginterrupt(SIGINT, flag); // expected-warning{{passing uninitialized value 'flag' to 'siginterrupt'}}
}
int signals_ok(void) {
  struct sigaction a = {0}, old;
  sigset_t s, o, p;
  stack_t st;
  int sig;
  signal(SIGINT, on_signal);
  if (sigaction(SIGTERM, &a, &old) || sigemptyset(&s) || sigfillset(&o) ||
      sigaddset(&s, SIGINT) || sigdelset(&o, SIGINT) ||
      sigprocmask(SIG_BLOCK, &s, &o) || pthread_sigmask(SIG_SETMASK, &o, NULL) ||
      sigpending(&p) || sigaltstack(NULL, &st) || sigwait(&s, &sig))
    return -1;
  psignal(sig, NULL);
  sigsuspend(&o);
  return sigismember(&p, SIGINT) + kill(getpid(), 0) + killpg(0, 0) +
         raise(0) + siginterrupt(SIGINT, 1) + st.ss_flags +
         (int)old.sa_flags;
}

/* sys/wait.h */
int wait_misuse(void) {
  int status;
  wait(&status);
  return status; // expected-warning{{returning uninitialized value}}
}
int waitpid_misuse(pid_t p) {
  int status;
  waitpid(p, &status, WNOHANG);
  return status; // expected-warning{{returning uninitialized value}}
}
int waitid_misuse(void) {
  return waitid(P_ALL, 0, NULL, WEXITED); // expected-warning{{passing NULL pointer 'infop' to 'waitid' [null-deref]}}
}
int children_ok(pid_t p) {
  int a, b;
  siginfo_t i;
  if (wait(&a) < 0 || waitpid(p, &b, 0) <= 0 || waitid(P_ALL, 0, &i, WEXITED))
    return -1;
  return a + b + i.si_pid + (int)wait(NULL);
}

/* The XSI signal interface: sighold, sigrelse, sigignore, sigset, sigpause
   (__xpg_sigpause in the IR), and psiginfo. */
int sighold_misuse(void) {
  int s;
  return sighold(s); // expected-warning{{passing uninitialized value 's' to 'sighold'}}
}
int sigrelse_misuse(void) {
  int s;
  return sigrelse(s); // expected-warning{{passing uninitialized value 's' to 'sigrelse'}}
}
int sigignore_misuse(void) {
  int s;
  return sigignore(s); // expected-warning{{passing uninitialized value 's' to 'sigignore'}}
}
int sigset_misuse(void) {
  int s;
  return sigset(s, SIG_IGN) == SIG_ERR; // expected-warning{{passing uninitialized value 's' to 'sigset'}}
}
int sigpause_misuse(void) {
  int s;
  return sigpause(s); // expected-warning{{passing uninitialized value 's' to 'sigpause'}}
}
void psiginfo_misuse(void) {
  psiginfo(NULL, "x"); // expected-warning{{passing NULL pointer 'pinfo' to 'psiginfo' [null-deref]}}
}
void on_usr1(int s) { (void)s; }
int xsi_signals_ok(const siginfo_t *si) {
  if (sigset(SIGUSR1, on_usr1) == SIG_ERR || sighold(SIGUSR1) != 0 ||
      sigignore(SIGPIPE) != 0)
    return -1;
  psiginfo(si, NULL);
  if (sigrelse(SIGUSR1) != 0)
    return -1;
  return sigpause(SIGUSR1);
}

/* sigwaitinfo, sigtimedwait, sigqueue. */
int sigwaitinfo_misuse(void) {
  sigset_t s;
  return sigwaitinfo(&s, NULL); // expected-warning{{passing pointer to uninitialized memory 's' to 'sigwaitinfo' [uninit-use]}}
}
int sigtimedwait_misuse(const struct timespec *t) {
  return sigtimedwait(NULL, NULL, t); // expected-warning{{passing NULL pointer 'set' to 'sigtimedwait' [null-deref]}}
}
int sigqueue_misuse(pid_t p) {
  int s;
  union sigval v = {0};
  return sigqueue(p, s, v); // expected-warning{{passing uninitialized value 's' to 'sigqueue'}}
}
int sigwaitinfo_unchecked(const sigset_t *set) {
  siginfo_t info;
  sigwaitinfo(set, &info);
  return info.si_code; // expected-warning{{returning uninitialized value}}
}
int realtime_signals_ok(pid_t p, const struct timespec *t) {
  sigset_t s;
  siginfo_t info;
  union sigval v = {1};
  sigemptyset(&s);
  sigaddset(&s, SIGUSR1);
  if (sigqueue(p, SIGUSR1, v) != 0 || sigtimedwait(&s, NULL, t) < 0)
    return -1;
  return sigwaitinfo(&s, &info) > 0 ? info.si_code : -1;
}
