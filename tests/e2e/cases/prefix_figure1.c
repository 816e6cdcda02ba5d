#include <stdlib.h>
#include <stdio.h>

char *f(int size)
{
  char *result; // expected-note{{variable declared here}}

  if (size > 0) // expected-note{{when 'size <= 0'}} expected-note{{when 'size > 0'}} expected-note{{when 'size > 0'}}
    result = (char *)malloc(size); // expected-note{{memory allocated here, in 'f'}} expected-note{{value comes from return value of 'malloc' here}} expected-note{{used system model 'malloc' for 'malloc(size)': function returns a new memory block (memory allocated)}} expected-note{{used system model 'malloc' for 'malloc(size)': function returns 0 (memory exhausted)}}
  if (size == 1) // expected-note{{when 'size == 1'}} expected-note{{when 'size != 1'}}
    return NULL; // expected-warning{{memory allocated by 'malloc' at prefix_figure1.c:9 and held by 'result' is leaked [leak]}} expected-note{{path includes 4 statements on lines 8 9 10 11}}
  result[0] = 0; // expected-warning{{dereferencing uninitialized pointer 'result' [uninit-deref]}} expected-note{{path includes 3 statements on lines 8 10 12}} expected-warning{{dereferencing NULL pointer 'result' [null-deref]}} expected-note{{occurs when 'memory exhausted'}} expected-note{{path includes 4 statements on lines 8 9 10 12}}
  return result;
}
// The PREfix paper's Figure 1 at its own line numbers, and the three
// warnings of its Figures 2-4 with every note: the leak at 11 (allocated at
// 9, when size > 0 and size == 1, malloc's "memory allocated" outcome), the
// uninitialized 'result' at 12 (declared at 6, when size <= 0), the NULL
// 'result' at 12 (from malloc at 9, when size > 0 and size != 1, occurring
// when memory is exhausted).
