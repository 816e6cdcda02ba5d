// pathsim-args: --rank=possible
/* Issue 23, capability 8: what inline assembly writes is written. Its
   register outputs are its result; a memory output ("=m", "+m") is written
   through its address with a value pathsim does not know. A memory input
   ("m") is only read: what it names stays as it was. */
#include <stdint.h>

uint64_t cycles(void) {
  uint32_t lo, hi;
  __asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi));
  return ((uint64_t)hi << 32) | lo;
}

int stored_by_asm(void) {
  int x;
  __asm__("movl $1, %0" : "=m"(x));
  return x + 1;
}

struct pair { unsigned a, b; };

unsigned fields_by_asm(void) {
  struct pair p;
  __asm__("movl $1, %0\n\tmovl $2, %1" : "=m"(p.a), "=m"(p.b));
  return p.a + p.b;
}

int incremented_by_asm(void) {
  int x = 1;
  __asm__("incl %0" : "+m"(x));
  return x;
}

/* The twin: x is an input only; nothing writes it. */
int only_read_by_asm(void) {
  int x;
  __asm__ volatile("" : : "m"(x));
  return x + 1; // expected-warning{{uninitialized}}
}
