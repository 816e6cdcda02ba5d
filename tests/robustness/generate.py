#!/usr/bin/env python3
"""Writes the pathological translation units of the robustness tests.

Each case is one unit: generate.py DIR CASE writes DIR/<file> and prints the
file's name, then the names of the functions it defines, one a line (what
the run must account for: each analyzed, or named as not analyzed).

Cases: long_function (5,000 lines), big_switch (5,000 cases), nested_ifs
(1,500 deep), call_cycle (3,000 functions calling each other in a cycle),
computed_goto, exceptions (C++), setjmp, inline_asm, vla, bitfields,
atomics, struct_copy (1 MiB structures copied by value).
"""
import os
import sys


def long_function():
    lines = ["int long_function(int *a, int n) {", "  int s = 0;"]
    for k in range(5000):
        if k % 100 == 0:
            lines.append("  if (a[%d] > n) s += %d;" % (k % 64, k))
        else:
            lines.append("  s = s * 3 + a[%d] - %d;" % (k % 64, k))
    lines += ["  return s;", "}"]
    return "long_function.c", lines, ["long_function"]


def big_switch():
    lines = ["int big_switch(int x, int *p) {", "  switch (x) {"]
    for k in range(5000):
        if k == 4321:
            lines.append("  case %d: return *p;" % k)
        else:
            lines.append("  case %d: return %d;" % (k, (k * 7919) % 10007))
    lines += ["  default: return -1;", "  }", "}",
              "int use_switch(int x) { return big_switch(x, 0); }"]
    return "big_switch.c", lines, ["big_switch", "use_switch"]


def nested_ifs():
    # No braces: 1,500 braces would pass Clang's bracket limit (256), which
    # is a compiler's limit, not pathsim's.
    lines = ["int nested_ifs(const int *a) {", "  int s = 0;"]
    for k in range(1500):
        lines.append("  " + " " * (k % 40) + "if (a[%d] != %d)" % (k % 100, k))
    lines += ["    s = 1;", "  return s;", "}"]
    return "nested_ifs.c", lines, ["nested_ifs"]


def call_cycle():
    n = 3000
    lines = ["int f%d(int n);" % k for k in range(n)]
    for k in range(n):
        lines.append("int f%d(int n) { if (n <= 0) return %d; return f%d(n - 1) + 1; }"
                     % (k, k, (k + 1) % n))
    return "call_cycle.c", lines, ["f%d" % k for k in range(n)]


def computed_goto():
    lines = """\
int interpret(const unsigned char *code, int acc) {
  static void *dispatch[] = {&&op_inc, &&op_dec, &&op_dbl, &&op_end};
  const unsigned char *pc = code;
#define NEXT goto *dispatch[*pc++ & 3]
  NEXT;
op_inc:
  acc++;
  NEXT;
op_dec:
  acc--;
  NEXT;
op_dbl:
  acc *= 2;
  NEXT;
op_end:
  return acc;
}
int run_program(void) {
  static const unsigned char prog[] = {0, 0, 2, 1, 3};
  return interpret(prog, 1);
}""".split("\n")
    return "computed_goto.c", lines, ["interpret", "run_program"]


def exceptions():
    lines = """\
#include <stdexcept>
#include <vector>
struct Guard {
  int *p;
  explicit Guard(int *q) : p(q) {}
  ~Guard() { delete p; }
};
int thrower(int x) {
  if (x < 0)
    throw std::invalid_argument("negative");
  return x * 2;
}
int catcher(int x) {
  try {
    Guard g(new int(x));
    return thrower(x);
  } catch (const std::invalid_argument &) {
    return -1;
  } catch (...) {
    throw;
  }
}
int nothrow_caller(int x) noexcept { return x > 0 ? catcher(x) : 0; }
int sum(const std::vector<int> &v) {
  int s = 0;
  for (int e : v)
    s += e;
  return s;
}""".split("\n")
    return "exceptions.cpp", lines, ["thrower", "catcher", "nothrow_caller", "sum"]


def setjmp_case():
    lines = """\
#include <setjmp.h>
#include <stdlib.h>
static jmp_buf env;
static void fail_deep(int code) {
  if (code)
    longjmp(env, code);
}
int guarded(int code) {
  char *p = malloc(8);
  if (setjmp(env) != 0) {
    free(p);
    return -1;
  }
  fail_deep(code);
  free(p);
  return 0;
}""".split("\n")
    return "setjmp.c", lines, ["fail_deep", "guarded"]


def inline_asm():
    lines = """\
#include <stdint.h>
static inline uint64_t cycles(void) {
  uint32_t lo, hi;
  __asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi));
  return ((uint64_t)hi << 32) | lo;
}
int barrier_add(int *p, int v) {
  __asm__ volatile("" ::: "memory");
  *p += v;
  return *p;
}
int timed(int *p) {
  uint64_t t = cycles();
  barrier_add(p, 1);
  return (int)(cycles() - t);
}
int jump_if_zero(int x) {
  __asm__ goto("test %0, %0; jz %l[zero]" : : "r"(x) : : zero);
  return 1;
zero:
  return 0;
}""".split("\n")
    return "inline_asm.c", lines, ["cycles", "barrier_add", "timed", "jump_if_zero"]


def vla():
    lines = """\
int vla_sum(int n) {
  int a[n];
  for (int i = 0; i < n; i++)
    a[i] = i;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
int vla_2d(int rows, int cols) {
  double m[rows][cols];
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      m[r][c] = r * c;
  return (int)(sizeof m / sizeof m[0][0]);
}
int vla_uninit(int n) {
  int a[n];
  return n > 0 ? a[0] : 0;
}""".split("\n")
    return "vla.c", lines, ["vla_sum", "vla_2d", "vla_uninit"]


def bitfields():
    lines = """\
struct flags {
  unsigned ready : 1;
  unsigned mode : 3;
  signed delta : 5;
  unsigned long long wide : 40;
  unsigned : 0;
  unsigned tail : 7;
};
int set_mode(struct flags *f, unsigned m) {
  f->mode = m;
  f->ready = 1;
  return f->mode;
}
int signed_field(void) {
  struct flags f = {0};
  f.delta = -3;
  return f.delta;
}
unsigned long long pack(struct flags f) { return f.wide + f.tail; }
int read_unset(void) {
  struct flags f;
  return f.ready;
}""".split("\n")
    return "bitfields.c", lines, ["set_mode", "signed_field", "pack", "read_unset"]


def atomics():
    lines = """\
#include <stdatomic.h>
#include <stdbool.h>
static _Atomic int counter;
int bump(void) { return atomic_fetch_add(&counter, 1) + 1; }
bool swap_if(int *p, int expected, int desired) {
  return __atomic_compare_exchange_n(p, &expected, desired, false,
                                     __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
int old_style(int *p) { return __sync_fetch_and_add(p, 2); }
int load_relaxed(_Atomic long *p) {
  return (int)atomic_load_explicit(p, memory_order_relaxed);
}
void fence(void) { atomic_thread_fence(memory_order_seq_cst); }""".split("\n")
    return "atomics.c", lines, ["bump", "swap_if", "old_style", "load_relaxed", "fence"]


def struct_copy():
    lines = """\
#include <string.h>
struct big {
  char data[1 << 20];
  int tag;
};
static struct big global_big;
struct big make_big(int tag) {
  struct big b;
  memset(&b, 0, sizeof b);
  b.tag = tag;
  return b;
}
int copy_big(struct big *dst, const struct big *src) {
  *dst = *src;
  return dst->tag;
}
int by_value(struct big b) { return b.tag + b.data[12345]; }
int round_trip(void) {
  global_big = make_big(7);
  return by_value(global_big);
}""".split("\n")
    return "struct_copy.c", lines, ["make_big", "copy_big", "by_value", "round_trip"]


CASES = {
    "long_function": long_function, "big_switch": big_switch,
    "nested_ifs": nested_ifs, "call_cycle": call_cycle,
    "computed_goto": computed_goto, "exceptions": exceptions,
    "setjmp": setjmp_case, "inline_asm": inline_asm, "vla": vla,
    "bitfields": bitfields, "atomics": atomics, "struct_copy": struct_copy,
}

def write(out, case):
    """Writes CASE's unit into OUT; returns its file name and functions."""
    name, lines, functions = CASES[case]()
    with open(os.path.join(out, name), "w") as f:
        f.write("\n".join(lines) + "\n")
    return name, functions


if __name__ == "__main__":
    name, functions = write(sys.argv[1], sys.argv[2])
    print("\n".join([name] + functions))
