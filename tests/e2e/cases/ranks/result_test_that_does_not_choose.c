/* Issue 9 (Lua's `else if (l_strton(obj, &v)) n = nvalue(&v);`, lvm.c:110):
   l_strton returns `luaO_str2num(s, result) == len + 1`. When the conversion
   fails (0) that comparison is true only for a length of SIZE_MAX, so one
   case of its model returns "0 or 1" without writing *result, under
   conditions its model cannot state, beside the cases that return 1 and
   write it. The caller's test of the result cannot tell those cases apart:
   it did not choose the one that leaves *result unwritten, and a read of it
   is possible, not likely. */
#include <stddef.h>

struct string {
  size_t len;
  const char *text;
};

extern unsigned char char_class[256]; /* 1 for a digit (as Lua's luai_ctype_) */

/* The length of the numeral plus 1, or 0 (and *out not written) when s is
   no number: decided by a table at an index its model cannot state. */
static size_t convert(const char *s, double *out) {
  if (!char_class[(unsigned char)*s])
    return 0;
  *out = *s - '0';
  return 2;
}

/* 1 when the whole string is a number, stored in *out; else 0 and *out is
   not written. */
static int to_number(const struct string *str, double *out) {
  size_t n = convert(str->text, out);
  return n == str->len + 1;
}

void take(double v);

void take_number(const struct string *str) {
  double v;
  if (to_number(str, &v))
    take(v);
}

/* The defect twin: the case that leaves *out unwritten is the only one that
   returns 1 there. */
static int to_number_forgetful(const struct string *str, double *out) {
  if (str->len == 0)
    return 1;
  *out = 1.5;
  return 0;
}

void take_forgetful(const struct string *str) {
  double v;
  if (to_number_forgetful(str, &v))
    take(v); // expected-warning{{passing uninitialized value 'v' to 'take'}}
}
