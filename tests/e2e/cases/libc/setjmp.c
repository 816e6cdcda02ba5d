// setjmp.h models: each function's misuse and a correct use that stays silent.
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>

static jmp_buf saved;
static sigjmp_buf saved_sig;

/* longjmp, _longjmp, siglongjmp: the environment must have been saved. */
void longjmp_unsaved(void) {
  jmp_buf env;
  longjmp(env, 1); // expected-warning{{passing pointer to uninitialized memory 'env' to 'longjmp'}}
}

void _longjmp_unsaved(void) {
  jmp_buf env;
  _longjmp(env, 1); // expected-warning{{passing pointer to uninitialized memory 'env' to '_longjmp'}}
}

void siglongjmp_unsaved(void) {
  sigjmp_buf env;
  siglongjmp(env, 1); // expected-warning{{passing pointer to uninitialized memory 'env' to 'siglongjmp'}}
}

/* __longjmp_chk: what longjmp becomes with _FORTIFY_SOURCE. */
extern void __longjmp_chk(struct __jmp_buf_tag *env, int val) __attribute__((noreturn));
void longjmp_chk_unsaved(void) {
  jmp_buf env;
  __longjmp_chk(env, 1); // expected-warning{{passing pointer to uninitialized memory 'env' to '__longjmp_chk'}}
}

int longjmp_chk_saved(int fail) {
  if (setjmp(saved) != 0)
    return -1;
  if (fail)
    __longjmp_chk(saved, 1);
  return 0;
}

/* longjmp never returns: what follows it is not on any path. */
int longjmp_no_return(int *p) {
  if (p == NULL)
    longjmp(saved, 1);
  return *p;
}

/* setjmp, _setjmp, sigsetjmp: they save the environment, return 0, and
   return again, non-zero, when a longjmp comes back. */

/* setjmp: glibc's <setjmp.h> defines setjmp(env) as a macro calling
   _setjmp, so a plain setjmp call never reaches the setjmp model: its
   misuse and correct use are the _setjmp ones below. Only the function
   form (setjmp)(env) calls setjmp itself; glibc declares the function, but
   ISO C leaves suppressing the macro undefined (C17 7.13p1). */
int setjmp_function_form_unchecked_buffer(void) {
  jmp_buf *env = malloc(sizeof *env);
  int r = (setjmp)(*env); // expected-warning{{passing NULL pointer 'env' to 'setjmp' [null-deref]}}
  free(env);
  return r;
}

int setjmp_function_form_ok(int fail) {
  jmp_buf env;
  if ((setjmp)(env) != 0)
    return -1;
  if (fail)
    longjmp(env, 1);
  return 0;
}

/* _setjmp: the environment must be valid memory. */
int setjmp_unchecked_buffer(void) {
  jmp_buf *env = malloc(sizeof *env);
  int r = setjmp(*env); // expected-warning{{passing NULL pointer 'env' to '_setjmp' [null-deref]}}
  free(env);
  return r;
}

int setjmp_then_longjmp(int fail) {
  jmp_buf env;
  if (setjmp(env) != 0)
    return -1;
  if (fail)
    longjmp(env, 1);
  return 0;
}

int _setjmp_then_longjmp(int fail) {
  jmp_buf env;
  if (_setjmp(env) != 0)
    return -1;
  if (fail)
    _longjmp(env, 1);
  return 0;
}

/* __sigsetjmp (what sigsetjmp becomes) */
int sigsetjmp_unchecked_buffer(void) {
  sigjmp_buf *env = malloc(sizeof *env);
  int r = sigsetjmp(*env, 1); // expected-warning{{passing NULL pointer 'env' to '__sigsetjmp' [null-deref]}}
  free(env);
  return r;
}

int sigsetjmp_then_siglongjmp(int fail) {
  if (sigsetjmp(saved_sig, 1) != 0)
    return -1;
  if (fail)
    siglongjmp(saved_sig, 1);
  return 0;
}

/* The second return of setjmp: fail_now() jumps back before p is set, so
   p is still NULL there. */
static void fail_now(void) { longjmp(saved, 1); }

int after_longjmp(void) {
  int *volatile p = NULL;
  int v = 1;
  if (setjmp(saved) != 0)
    return *p; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}}
  fail_now();
  p = &v;
  return *p;
}
