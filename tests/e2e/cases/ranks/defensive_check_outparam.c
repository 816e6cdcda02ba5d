/* Issue 9 (expat's XML_GetParsingStatus(parser, &status)): a callee that
   returns early when its pointer argument is NULL (a defensive check) leaves
   its out-parameter unwritten in that case. The caller passes a pointer it
   never suggested may be NULL (a global a test fixture set up, a parameter,
   a global it checked before a call that may have written it): the
   uninitialized read depends only on the callee's guard, and is ranked
   possible (not shown by default). */
#include <stddef.h>
#include <stdio.h>

struct parser {
  int status;
};
struct parser *g_parser; /* set up by the test fixture */

void get_status(struct parser *p, int *status) {
  if (p == NULL)
    return;
  *status = p->status;
}

int test_status(void) {
  int status;
  get_status(g_parser, &status);
  return status == 3;
}

int status_of(struct parser *p) {
  int status;
  get_status(p, &status);
  return status;
}

void run(void); /* unseen: may write g_parser */

int test_status_after_run(void) {
  int status;
  if (g_parser == NULL)
    return 0;
  run();
  get_status(g_parser, &status);
  return status;
}

/* The defect twin: the function itself says the pointer may be NULL. */
int status_or_complain(struct parser *p) {
  int status;
  if (p == NULL)
    puts("no parser");
  get_status(p, &status);
  return status; // expected-warning{{returning uninitialized value 'status' [uninit-use, likely]}}
}

/* All ranks: the possible ones are still found. */
