// fabs is 0 exactly when its argument is (math.mdl): `fabs(x) > eps` guards
// a division by x. clang emits the intrinsic llvm.fabs for fabs, fabsf and
// fabsl; it is simulated with their models, whose guards compare a constant
// argument with the model's number as floating point.
#include <math.h>

#include "pathsim_test.h"

int guarded_zero(void) {
  double d = 0.0;
  if (fabs(d) > 0.000001)
    return (int)(100.0 / d);
  return 0;
}

int guarded_zero_float(void) {
  float d = 0.0F;
  if (fabsf(d) > 0.000001F)
    return (int)(100.0F / d);
  return 0;
}

int guarded_zero_long(void) {
  long double d = 0.0L;
  if (fabsl(d) > 0.000001L)
    return (int)(100.0L / d);
  return 0;
}

int guarded(double d) {
  if (fabs(d) > 1e-9)
    return (int)(1.0 / d);
  return 0;
}

int unguarded_zero(void) {
  double d = 0.0;
  if (fabs(d) >= 0.0)
    return (int)(100.0 / d); // expected-warning{{division by zero ('d' is 0) [div-zero]}}
  return 0;
}

double uninitialized(void) {
  double x;
  return fabs(x); // expected-warning{{passing uninitialized value 'x' to 'fabs'}}
}
