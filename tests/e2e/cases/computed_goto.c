// Computed goto (GCC's labels as values, LLVM's indirectbr): a choice among
// the labels whose address the function takes; each label's code is
// simulated and its defects found.
#include <stdlib.h>

int interpret(const unsigned char *code, int acc) {
  static void *dispatch[] = {&&op_inc, &&op_div, &&op_end};
  const unsigned char *pc = code;
  int zero = 0;
#define NEXT goto *dispatch[*pc++ % 3]
  NEXT;
op_inc:
  acc++;
  NEXT;
op_div:
  acc /= zero; // expected-warning{{division by zero ('zero' is 0) [div-zero]}}
  NEXT;
op_end:
  return acc;
}

int interpret_ok(const unsigned char *code, int acc) {
  static void *dispatch[] = {&&op_inc, &&op_half, &&op_end};
  const unsigned char *pc = code;
#define NEXT_OK goto *dispatch[*pc++ % 3]
  NEXT_OK;
op_inc:
  acc++;
  NEXT_OK;
op_half:
  acc /= 2;
  NEXT_OK;
op_end:
  return acc;
}

int *leak_on_one_label(int which) {
  void *target = which ? &&keep : &&drop;
  int *p = malloc(sizeof *p);
  if (!p)
    return NULL;
  goto *target;
keep:
  return p;
drop:
  return NULL; // expected-warning{{memory allocated by 'malloc' at computed_goto.c:39 and held by 'p' is leaked [leak]}}
}
