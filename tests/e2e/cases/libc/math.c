// math.h models (math.mdl): domain and pole errors are cases selected by
// the argument; arguments must be initialized; frexp, modf and remquo write
// through their pointer.
#include <math.h>
#include <stddef.h>

#include "pathsim_test.h"

double sqrt_misuse(void) {
  double x;
  return sqrt(x); // expected-warning{{passing uninitialized value 'x' to 'sqrt'}}
}
float sqrtf_misuse(void) {
  float x;
  return sqrtf(x); // expected-warning{{passing uninitialized value 'x' to 'sqrtf'}}
}
long double sqrtl_misuse(void) {
  long double x;
  return sqrtl(x); // expected-warning{{passing uninitialized value 'x' to 'sqrtl'}}
}
double log_misuse(void) {
  double x;
  return log(x); // expected-warning{{passing uninitialized value 'x' to 'log'}}
}
double pow_misuse(double y) {
  double x;
  return pow(x, y); // expected-warning{{passing uninitialized value 'x' to 'pow'}}
}
double fmod_misuse(void) {
  double y;
  return fmod(1.0, y); // expected-warning{{passing uninitialized value 'y' to 'fmod'}}
}
double atan2_misuse(void) {
  double y;
  return atan2(y, 1.0); // expected-warning{{passing uninitialized value 'y' to 'atan2'}}
}
double frexp_misuse(double x) {
  return frexp(x, NULL); // expected-warning{{passing NULL pointer 'exp' to 'frexp' [null-deref]}}
}
double modf_misuse(double x) {
  return modf(x, NULL); // expected-warning{{passing NULL pointer 'iptr' to 'modf' [null-deref]}}
}
double remquo_misuse(double x, double y) {
  return remquo(x, y, NULL); // expected-warning{{passing NULL pointer 'quo' to 'remquo' [null-deref]}}
}

/* Every model requires an initialized argument; one misuse each. */
#define UNINIT1(f, T)                                                          \
  T f##_misuse1(void) {                                                        \
    T x;                                                                       \
    return f(x);                                                               \
  }
UNINIT1(logf, float)   // expected-warning{{passing uninitialized value 'x' to 'logf'}}
UNINIT1(logl, long double) // expected-warning{{passing uninitialized value 'x' to 'logl'}}
UNINIT1(log10, double) // expected-warning{{passing uninitialized value 'x' to 'log10'}}
UNINIT1(log10f, float) // expected-warning{{passing uninitialized value 'x' to 'log10f'}}
UNINIT1(log10l, long double) // expected-warning{{passing uninitialized value 'x' to 'log10l'}}
UNINIT1(log2, double)  // expected-warning{{passing uninitialized value 'x' to 'log2'}}
UNINIT1(log2f, float)  // expected-warning{{passing uninitialized value 'x' to 'log2f'}}
UNINIT1(log2l, long double) // expected-warning{{passing uninitialized value 'x' to 'log2l'}}
UNINIT1(log1p, double) // expected-warning{{passing uninitialized value 'x' to 'log1p'}}
UNINIT1(log1pf, float) // expected-warning{{passing uninitialized value 'x' to 'log1pf'}}
UNINIT1(exp, double)   // expected-warning{{passing uninitialized value 'x' to 'exp'}}
UNINIT1(expf, float)   // expected-warning{{passing uninitialized value 'x' to 'expf'}}
UNINIT1(exp2, double)  // expected-warning{{passing uninitialized value 'x' to 'exp2'}}
UNINIT1(exp2f, float)  // expected-warning{{passing uninitialized value 'x' to 'exp2f'}}
UNINIT1(expm1, double) // expected-warning{{passing uninitialized value 'x' to 'expm1'}}
UNINIT1(expm1f, float) // expected-warning{{passing uninitialized value 'x' to 'expm1f'}}
UNINIT1(cosh, double)  // expected-warning{{passing uninitialized value 'x' to 'cosh'}}
UNINIT1(coshf, float)  // expected-warning{{passing uninitialized value 'x' to 'coshf'}}
UNINIT1(sinh, double)  // expected-warning{{passing uninitialized value 'x' to 'sinh'}}
UNINIT1(sinhf, float)  // expected-warning{{passing uninitialized value 'x' to 'sinhf'}}
UNINIT1(acos, double)  // expected-warning{{passing uninitialized value 'x' to 'acos'}}
UNINIT1(acosf, float)  // expected-warning{{passing uninitialized value 'x' to 'acosf'}}
UNINIT1(asin, double)  // expected-warning{{passing uninitialized value 'x' to 'asin'}}
UNINIT1(asinf, float)  // expected-warning{{passing uninitialized value 'x' to 'asinf'}}
UNINIT1(acosh, double) // expected-warning{{passing uninitialized value 'x' to 'acosh'}}
UNINIT1(atanh, double) // expected-warning{{passing uninitialized value 'x' to 'atanh'}}
UNINIT1(lgamma, double) // expected-warning{{passing uninitialized value 'x' to 'lgamma'}}
UNINIT1(tgamma, double) // expected-warning{{passing uninitialized value 'x' to 'tgamma'}}
UNINIT1(ilogb, int)    // expected-warning{{passing uninitialized value 'x' to 'ilogb'}}
UNINIT1(logb, double)  // expected-warning{{passing uninitialized value 'x' to 'logb'}}
UNINIT1(sin, double)   // expected-warning{{passing uninitialized value 'x' to 'sin'}}
UNINIT1(cos, double)   // expected-warning{{passing uninitialized value 'x' to 'cos'}}
UNINIT1(tan, double)   // expected-warning{{passing uninitialized value 'x' to 'tan'}}
UNINIT1(atan, double)  // expected-warning{{passing uninitialized value 'x' to 'atan'}}
UNINIT1(cbrt, double)  // expected-warning{{passing uninitialized value 'x' to 'cbrt'}}
UNINIT1(lround, long)  // expected-warning{{passing uninitialized value 'x' to 'lround'}}
UNINIT1(lrint, long)   // expected-warning{{passing uninitialized value 'x' to 'lrint'}}
#define UNINIT2(f, T)                                                          \
  T f##_misuse2(T y) {                                                         \
    T x;                                                                       \
    return f(x, y);                                                            \
  }
UNINIT2(powf, float)   // expected-warning{{passing uninitialized value 'x' to 'powf'}}
UNINIT2(powl, long double) // expected-warning{{passing uninitialized value 'x' to 'powl'}}
UNINIT2(fmodf, float)  // expected-warning{{passing uninitialized value 'x' to 'fmodf'}}
UNINIT2(remainder, double) // expected-warning{{passing uninitialized value 'x' to 'remainder'}}
UNINIT2(hypot, double) // expected-warning{{passing uninitialized value 'x' to 'hypot'}}
double ldexp_misuse(void) {
  int e;
  return ldexp(1.0, e); // expected-warning{{passing uninitialized value 'e' to 'ldexp'}}
}
double scalbn_misuse(void) {
  int n;
  return scalbn(1.0, n); // expected-warning{{passing uninitialized value 'n' to 'scalbn'}}
}
/* fabs, floor, ceil, round and trunc set no errno: clang calls llvm
   intrinsics for them, which the simulator executes itself; their models
   apply to calls through a pointer. */
typedef double (*unary)(double);
double rounding_misuse(void) {
  unary f = floor, c = ceil, r = round, t = trunc, a = fabs;
  double x;
  return f(x) + c(1.0) + r(1.0) + t(1.0) + a(1.0); // expected-warning{{passing uninitialized value 'x' to 'floor'}}
}
double rounding_misuse2(void) {
  unary c = ceil, r = round, t = trunc, a = fabs;
  double x, y, z, w;
  return c(x) + r(y) + t(z) + a(w); // expected-warning{{passing uninitialized value 'x' to 'ceil'}} expected-warning{{passing uninitialized value 'y' to 'round'}} expected-warning{{passing uninitialized value 'z' to 'trunc'}} expected-warning{{passing uninitialized value 'w' to 'fabs'}}
}

/* The cases follow the argument: log(x) for x > 0 is not a domain error. */
double domains(double x, double y) {
  int e, q;
  double ip;
  if (x <= 0 || y == 0)
    return 0;
  return sqrt(x) + sqrtf(x) + sqrtl(x) + log(x) + logf(x) + logl(x) + log10(x) +
         log10f(x) + log10l(x) + log2(x) + log2f(x) + log2l(x) + log1p(x) +
         log1pf(x) + exp(x) + expf(x) + exp2(x) + exp2f(x) + expm1(x) +
         expm1f(x) + cosh(x) + coshf(x) + sinh(x) + sinhf(x) + pow(x, y) +
         powf(x, y) + powl(x, y) + acos(0.5) + acosf(0.5) + asin(0.5) +
         asinf(0.5) + acosh(x + 1) + atanh(0.5) + fmod(x, y) + fmodf(x, y) +
         remainder(x, y) + lgamma(x) + tgamma(x) + ldexp(x, 2) + scalbn(x, 2) +
         ilogb(x) + logb(x) + frexp(x, &e) + e + modf(x, &ip) + ip +
         remquo(x, y, &q) + q + sin(x) + cos(x) + tan(x) + atan(x) +
         atan2(x, y) + hypot(x, y) + cbrt(x) + lround(x) + lrint(x) +
         fabs(x) + floor(x) + ceil(x) + round(x) + trunc(x);
}
