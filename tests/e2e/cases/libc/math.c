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
UNINIT1(tanh, double)  // expected-warning{{passing uninitialized value 'x' to 'tanh'}}
UNINIT1(tanhf, float)  // expected-warning{{passing uninitialized value 'x' to 'tanhf'}}
UNINIT1(tanhl, long double) // expected-warning{{passing uninitialized value 'x' to 'tanhl'}}
UNINIT1(cbrt, double)  // expected-warning{{passing uninitialized value 'x' to 'cbrt'}}
UNINIT1(lround, long)  // expected-warning{{passing uninitialized value 'x' to 'lround'}}
UNINIT1(lrint, long)   // expected-warning{{passing uninitialized value 'x' to 'lrint'}}
UNINIT1(log1pl, long double) // expected-warning{{passing uninitialized value 'x' to 'log1pl'}}
UNINIT1(logbf, float) // expected-warning{{passing uninitialized value 'x' to 'logbf'}}
UNINIT1(logbl, long double) // expected-warning{{passing uninitialized value 'x' to 'logbl'}}
UNINIT1(ilogbf, int) // expected-warning{{passing uninitialized value 'x' to 'ilogbf'}}
UNINIT1(expl, long double) // expected-warning{{passing uninitialized value 'x' to 'expl'}}
UNINIT1(exp2l, long double) // expected-warning{{passing uninitialized value 'x' to 'exp2l'}}
UNINIT1(expm1l, long double) // expected-warning{{passing uninitialized value 'x' to 'expm1l'}}
UNINIT1(coshl, long double) // expected-warning{{passing uninitialized value 'x' to 'coshl'}}
UNINIT1(sinhl, long double) // expected-warning{{passing uninitialized value 'x' to 'sinhl'}}
UNINIT1(acosl, long double) // expected-warning{{passing uninitialized value 'x' to 'acosl'}}
UNINIT1(asinl, long double) // expected-warning{{passing uninitialized value 'x' to 'asinl'}}
UNINIT1(acoshf, float) // expected-warning{{passing uninitialized value 'x' to 'acoshf'}}
UNINIT1(acoshl, long double) // expected-warning{{passing uninitialized value 'x' to 'acoshl'}}
UNINIT1(atanhf, float) // expected-warning{{passing uninitialized value 'x' to 'atanhf'}}
UNINIT1(atanhl, long double) // expected-warning{{passing uninitialized value 'x' to 'atanhl'}}
UNINIT1(lgammaf, float) // expected-warning{{passing uninitialized value 'x' to 'lgammaf'}}
UNINIT1(lgammal, long double) // expected-warning{{passing uninitialized value 'x' to 'lgammal'}}
UNINIT1(tgammaf, float) // expected-warning{{passing uninitialized value 'x' to 'tgammaf'}}
UNINIT1(tgammal, long double) // expected-warning{{passing uninitialized value 'x' to 'tgammal'}}
UNINIT1(sinf, float) // expected-warning{{passing uninitialized value 'x' to 'sinf'}}
UNINIT1(sinl, long double) // expected-warning{{passing uninitialized value 'x' to 'sinl'}}
UNINIT1(cosf, float) // expected-warning{{passing uninitialized value 'x' to 'cosf'}}
UNINIT1(cosl, long double) // expected-warning{{passing uninitialized value 'x' to 'cosl'}}
UNINIT1(tanf, float) // expected-warning{{passing uninitialized value 'x' to 'tanf'}}
UNINIT1(tanl, long double) // expected-warning{{passing uninitialized value 'x' to 'tanl'}}
UNINIT1(lroundf, long) // expected-warning{{passing uninitialized value 'x' to 'lroundf'}}
UNINIT1(lrintf, long) // expected-warning{{passing uninitialized value 'x' to 'lrintf'}}
UNINIT1(llround, long long) // expected-warning{{passing uninitialized value 'x' to 'llround'}}
UNINIT1(llroundf, long long) // expected-warning{{passing uninitialized value 'x' to 'llroundf'}}
UNINIT1(llrint, long long) // expected-warning{{passing uninitialized value 'x' to 'llrint'}}
UNINIT1(llrintf, long long) // expected-warning{{passing uninitialized value 'x' to 'llrintf'}}
UNINIT1(erfc, double) // expected-warning{{passing uninitialized value 'x' to 'erfc'}}
UNINIT1(erfcf, float) // expected-warning{{passing uninitialized value 'x' to 'erfcf'}}
UNINIT1(erfcl, long double) // expected-warning{{passing uninitialized value 'x' to 'erfcl'}}
UNINIT1(y0, double) // expected-warning{{passing uninitialized value 'x' to 'y0'}}
UNINIT1(y1, double) // expected-warning{{passing uninitialized value 'x' to 'y1'}}
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
UNINIT2(fmodl, long double) // expected-warning{{passing uninitialized value 'x' to 'fmodl'}}
UNINIT2(remainderf, float) // expected-warning{{passing uninitialized value 'x' to 'remainderf'}}
UNINIT2(remainderl, long double) // expected-warning{{passing uninitialized value 'x' to 'remainderl'}}
UNINIT2(hypotf, float) // expected-warning{{passing uninitialized value 'x' to 'hypotf'}}
UNINIT2(hypotl, long double) // expected-warning{{passing uninitialized value 'x' to 'hypotl'}}
UNINIT2(ldexpf, float) // expected-warning{{passing uninitialized value 'x' to 'ldexpf'}}
UNINIT2(ldexpl, long double) // expected-warning{{passing uninitialized value 'x' to 'ldexpl'}}
UNINIT2(scalbnf, float) // expected-warning{{passing uninitialized value 'x' to 'scalbnf'}}
UNINIT2(scalbnl, long double) // expected-warning{{passing uninitialized value 'x' to 'scalbnl'}}
UNINIT2(scalbln, double) // expected-warning{{passing uninitialized value 'x' to 'scalbln'}}
UNINIT2(scalblnf, float) // expected-warning{{passing uninitialized value 'x' to 'scalblnf'}}
UNINIT2(scalblnl, long double) // expected-warning{{passing uninitialized value 'x' to 'scalblnl'}}
UNINIT2(nextafter, double) // expected-warning{{passing uninitialized value 'x' to 'nextafter'}}
UNINIT2(nextafterf, float) // expected-warning{{passing uninitialized value 'x' to 'nextafterf'}}
UNINIT2(nextafterl, long double) // expected-warning{{passing uninitialized value 'x' to 'nextafterl'}}
UNINIT2(nexttoward, double) // expected-warning{{passing uninitialized value 'x' to 'nexttoward'}}
UNINIT2(nexttowardf, float) // expected-warning{{passing uninitialized value 'x' to 'nexttowardf'}}
UNINIT2(nexttowardl, long double) // expected-warning{{passing uninitialized value 'x' to 'nexttowardl'}}
UNINIT2(fdim, double) // expected-warning{{passing uninitialized value 'x' to 'fdim'}}
UNINIT2(fdimf, float) // expected-warning{{passing uninitialized value 'x' to 'fdimf'}}
UNINIT2(fdiml, long double) // expected-warning{{passing uninitialized value 'x' to 'fdiml'}}
double remquo_variants(float fy, long double ly) {
  int q;
  float fx;
  long double lx;
  return remquof(fx, fy, &q) + // expected-warning{{passing uninitialized value 'fx' to 'remquof'}}
         remquol(lx, ly, &q);  // expected-warning{{passing uninitialized value 'lx' to 'remquol'}}
}
/* fma is the llvm.fma intrinsic when called by name; its models apply to
   calls through a pointer. */
double fma_misuse(double y, double z) {
  double (*d)(double, double, double) = fma;
  float (*f)(float, float, float) = fmaf;
  long double (*l)(long double, long double, long double) = fmal;
  double x;
  float fx;
  long double lx;
  return d(x, y, z) +  // expected-warning{{passing uninitialized value 'x' to 'fma'}}
         f(fx, y, z) + // expected-warning{{passing uninitialized value 'fx' to 'fmaf'}}
         l(lx, y, z);  // expected-warning{{passing uninitialized value 'lx' to 'fmal'}}
}
/* The long double forms that return an integer. */
long long to_integer_misuse(void) {
  long double a, b, c, d, e;
  return ilogbl(a) + // expected-warning{{passing uninitialized value 'a' to 'ilogbl'}}
         lroundl(b) + // expected-warning{{passing uninitialized value 'b' to 'lroundl'}}
         lrintl(c) +  // expected-warning{{passing uninitialized value 'c' to 'lrintl'}}
         llroundl(d) + // expected-warning{{passing uninitialized value 'd' to 'llroundl'}}
         llrintl(e);   // expected-warning{{passing uninitialized value 'e' to 'llrintl'}}
}
double yn_misuse(double x) {
  int n;
  return yn(n, x); // expected-warning{{passing uninitialized value 'n' to 'yn'}}
}
double ldexp_misuse(void) {
  int e;
  return ldexp(1.0, e); // expected-warning{{passing uninitialized value 'e' to 'ldexp'}}
}
double scalbn_misuse(void) {
  int n;
  return scalbn(1.0, n); // expected-warning{{passing uninitialized value 'n' to 'scalbn'}}
}
/* fabs, floor, ceil, round and trunc set no errno: clang calls llvm
   intrinsics for them; floor's, ceil's, round's and trunc's models apply to
   calls through a pointer (fabs: math_fabs.c). */
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

/* The float and long double forms, and the other errno-setting functions,
   used right: silent. */
long double domains_more(double x, double y) {
  int q;
  long double r;
  if (x <= 1 || y == 0)
    return 0;
  r = log1pl(x) + logbf(x) + logbl(x) + ilogbf(x) + ilogbl(x) + expl(x) +
      exp2l(x) + expm1l(x) + coshl(x) + sinhl(x) + acosl(0.5) + asinl(0.5) +
      acoshf(x) + acoshl(x) + atanhf(0.5) + atanhl(0.5) + fmodl(x, y) +
      remainderf(x, y) + remainderl(x, y) + remquof(x, y, &q) + q +
      remquol(x, y, &q) + q + lgammaf(x) + lgammal(x) + tgammaf(x) +
      tgammal(x) + ldexpf(x, 2) + ldexpl(x, 2) + scalbnf(x, 2) + scalbnl(x, 2);
  r += scalbln(x, 2) + scalblnf(x, 2) + scalblnl(x, 2) + sinf(x) + sinl(x) +
       cosf(x) + cosl(x) + tanf(x) + tanl(x) + hypotf(x, y) + hypotl(x, y) +
       lroundf(x) + lroundl(x) + lrintf(x) + lrintl(x) + llround(x) +
       llroundf(x) + llroundl(x) + llrint(x) + llrintf(x) + llrintl(x) +
       erfc(x) + erfcf(x) + erfcl(x) + nextafter(x, y) + nextafterf(x, y) +
       nextafterl(x, y) + nexttoward(x, y) + nexttowardf(x, y) +
       nexttowardl(x, y) + fdim(x, y) + fdimf(x, y) + fdiml(x, y) +
       fma(x, y, 1) + fmaf(x, y, 1) + fmal(x, y, 1) + y0(x) + y1(x) +
       yn(2, x) + tanh(x) + tanhf(x) + tanhl(x);
  return r;
}
