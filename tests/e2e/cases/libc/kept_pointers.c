// Functions that keep a pointer they are given (pthread_setspecific,
// putenv, setvbuf, setbuf, setbuffer, sigaltstack): what they keep is not
// leaked by the caller (memory_lost, as with pthread_create in
// libc/pthread.c), unless the call failed. Reduced from mxml's
// _mxml_global(), whose callers were each told they leaked the thread's
// state.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Thread-specific data: a getter that allocates the thread's state on its
   first use and registers it under a key (whose destructor frees it at
   thread exit). Its callers hold a pointer the thread keeps. */
struct state {
  int wrap;
  char *error;
};
static pthread_key_t state_key;
static pthread_once_t state_once = PTHREAD_ONCE_INIT;
static void state_free(void *p) { free(p); }
static void state_init(void) { pthread_key_create(&state_key, state_free); }

static struct state *thread_state(void) {
  pthread_once(&state_once, state_init);
  struct state *s = pthread_getspecific(state_key);
  if (s == NULL) {
    s = calloc(1, sizeof *s);
    if (s == NULL)
      return NULL;
    pthread_setspecific(state_key, s);
    s->wrap = 72;
  }
  return s;
}

int wrap_column(void) {
  struct state *s = thread_state();
  return s ? s->wrap : 72;
}

/* The value is the thread's whatever the key's destructor does. */
void remember(int n) {
  int *v = malloc(sizeof *v);
  if (!v)
    return;
  *v = n;
  pthread_setspecific(state_key, v);
}

/* putenv: the string becomes part of the environment. */
int set_home(const char *dir) {
  char *s = malloc(strlen(dir) + 6);
  if (!s)
    return -1;
  strcpy(s, "HOME=");
  strcat(s, dir);
  if (putenv(s) != 0) {
    free(s);
    return -1;
  }
  return 0;
}

int set_home_leaks_on_failure(const char *dir) {
  char *s = malloc(strlen(dir) + 6);
  if (!s)
    return -1;
  strcpy(s, "HOME=");
  strcat(s, dir);
  return putenv(s); // expected-warning{{memory allocated by 'malloc' at kept_pointers.c:66 and held by 's' is leaked [leak}}
}

/* setvbuf, setbuf, setbuffer: the stream uses the buffer until it is closed. */
int buffer_stream(FILE *f) {
  char *buf = malloc(BUFSIZ);
  if (!buf)
    return -1;
  if (setvbuf(f, buf, _IOFBF, BUFSIZ) != 0) {
    free(buf);
    return -1;
  }
  return 0;
}

void buffer_stream_always(FILE *f) {
  char *buf = malloc(BUFSIZ);
  if (buf)
    setbuf(f, buf);
}

void buffer_stream_sized(FILE *f) {
  char *buf = malloc(4096);
  if (buf)
    setbuffer(f, buf, 4096);
}

int buffer_stream_leaks_on_failure(FILE *f) {
  char *buf = malloc(BUFSIZ);
  if (!buf)
    return -1;
  return setvbuf(f, buf, _IOFBF, BUFSIZ); // expected-warning{{memory allocated by 'malloc' at kept_pointers.c:99 and held by 'buf' is leaked [leak}}
}

/* sigaltstack: the stack is the thread's once installed. */
#include <signal.h>
int install_alt_stack(void) {
  stack_t ss;
  ss.ss_sp = malloc(SIGSTKSZ);
  if (!ss.ss_sp)
    return -1;
  ss.ss_size = SIGSTKSZ;
  ss.ss_flags = 0;
  if (sigaltstack(&ss, NULL) != 0) {
    free(ss.ss_sp);
    return -1;
  }
  return 0;
}
