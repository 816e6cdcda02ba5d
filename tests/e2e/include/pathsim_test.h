/* Declarations the end-to-end cases share. */
#ifndef PATHSIM_TEST_H
#define PATHSIM_TEST_H

/* Engine tests: pathsim reports TRUE, FALSE or UNKNOWN for the argument's
   truth on each path that reaches the call. */
void __pathsim_eval(int);

#endif
