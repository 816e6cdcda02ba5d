// div-zero on values from outside the program: what fgets, read, recv, the
// scanf family, getenv and rand give (and what atoi and strtol make of it)
// used as a divisor that nothing on the path compared. Any test silences.
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int average_of_line(int total) {
  char line[32];
  if (!fgets(line, sizeof line, stdin))
    return -1;
  int items = atoi(line);
  return total / items; // expected-warning{{dividing by 'items', read by 'fgets' at div_outside.c:10 and never compared with 0 [div-zero]}}
}
int average_of_line_tested(int total) {
  char line[32];
  if (!fgets(line, sizeof line, stdin))
    return -1;
  int items = atoi(line);
  if (items == 0)
    return 0;
  return total / items;
}
int average_in_range(int total) {
  char line[32];
  if (!fgets(line, sizeof line, stdin))
    return -1;
  long items = strtol(line, NULL, 10);
  if (items < 1 || items > 100)
    return -1;
  return (int)(total % items);
}
int modulus_of_scanf(int total) {
  int n;
  if (scanf("%d", &n) != 1)
    return -1;
  return total % n; // expected-warning{{dividing by 'n', read by 'scanf' at div_outside.c:35 and never compared with 0 [div-zero]}}
}
int loop_bound_tests_it(int total) {
  int n, sum = 0;
  if (scanf("%d", &n) != 1)
    return -1;
  for (int i = 0; i < n; i++)
    sum += i;
  return total / n + sum;
}
double float_of_read(int fd, double total) {
  char buf[16];
  if (read(fd, buf, sizeof buf - 1) <= 0)
    return 0;
  buf[15] = 0;
  double scale = strtod(buf, NULL);
  return total / scale; // expected-warning{{dividing by 'scale', read by 'read' at div_outside.c:49 and never compared with 0 [div-zero]}}
}
double float_of_read_tested(int fd, double total) {
  char buf[16];
  if (read(fd, buf, sizeof buf - 1) <= 0)
    return 0;
  buf[15] = 0;
  double scale = strtod(buf, NULL);
  if (scale == 0.0)
    return 0;
  return total / scale;
}
int from_environment(int total) {
  const char *v = getenv("COLUMNS");
  if (!v)
    return -1;
  int columns = atoi(v);
  return total / columns; // expected-warning{{dividing by 'columns', read by 'getenv' at div_outside.c:66 and never compared with 0 [div-zero]}}
}
int random_divisor(int total) {
  int r = rand();
  return total / r; // expected-warning{{dividing by 'r', read by 'rand' at div_outside.c:73 and never compared with 0 [div-zero]}}
}
int random_dividend(int sides) { return rand() % 6 + sides; }
/* A string from the program, not from outside: not judged. */
int constant_string(int total) {
  int n = atoi("4");
  return total / n;
}
/* A floating-point division by a constant 0.0, and by a bit-field set to 0. */
double float_zero(double x) {
  return x / 0.0; // expected-warning{{division by zero [div-zero]}}
}
double float_nonzero(double x) { return x / 2.0; }
struct flags {
  unsigned mode : 3, scale : 5;
};
int bit_field_zero(int x) {
  struct flags f;
  f.mode = 1;
  f.scale = 0;
  return x / f.scale; // expected-warning{{division by zero}}
}
int bit_field_set(int x) {
  struct flags f = {1, 4};
  return x / f.scale;
}
/* recv: what the peer sent (included here: the lines above are named in
   the expected messages). */
#include <sys/socket.h>
int per_record(int sock, int total) {
  int n;
  if (recv(sock, &n, sizeof n, 0) != sizeof n)
    return -1;
  return total / n; // expected-warning{{dividing by 'n', read by 'recv' at div_outside.c:105 and never compared with 0 [div-zero]}}
}
int per_record_checked(int sock, int total) {
  int n;
  if (recv(sock, &n, sizeof n, 0) != sizeof n || n <= 0)
    return -1;
  return total / n;
}
/* An unsigned byte read, widened: the same number. */
unsigned per_byte(int fd, unsigned total) {
  unsigned char b[2];
  if (read(fd, b, sizeof b) != sizeof b)
    return 0;
  unsigned k = b[0];
  return total / k; // expected-warning{{dividing by 'k', read by 'read' at div_outside.c:118 and never compared with 0 [div-zero]}}
}
unsigned per_byte_tested(int fd, unsigned total) {
  unsigned char b[2];
  if (read(fd, b, sizeof b) != sizeof b || b[0] == 0)
    return 0;
  unsigned k = b[0];
  return total / k;
}
/* Computed from an untested input by xor, or by a left shift of a constant
   count, a value is 0 for some input as the input is; converted to floating
   point, it is the same number. A bit set by `| 1`, or a test, and it is
   not judged. */
int random_word(int total) {
  int w = (rand() << 16) ^ rand();
  return total / w; // expected-warning{{dividing by 'w', computed from a value read by 'rand' at div_outside.c:135 and never compared with 0 [div-zero]}}
}
double random_scale(double total) {
  double r = rand();
  return total / r; // expected-warning{{dividing by 'r', computed from a value read by 'rand' at div_outside.c:139 and never compared with 0 [div-zero]}}
}
int random_word_tested(int total) {
  int w = (rand() << 16) ^ rand();
  if (w == 0)
    return 0;
  return total / w;
}
int random_odd(int total) {
  int w = (rand() << 1) | 1;
  return total / w;
}
/* A divisor widened on its way (a float divided into a double) is named as
   the source writes it. */
double random_float_scale(void) {
  float f = rand();
  return 100.0 / f; // expected-warning{{dividing by 'f', computed from a value read by 'rand' at div_outside.c:155 and never compared with 0 [div-zero]}}
}
/* A call's result, converted or not, has no name of its own: the message
   says where it was read. */
double random_call_scale(void) {
  return 100.0 / (float)rand(); // expected-warning{{dividing by a value, computed from a value read by 'rand' at div_outside.c:161 and never compared with 0 [div-zero]}}
}
int random_call_divisor(int total) {
  return total / rand(); // expected-warning{{dividing by a value, read by 'rand' at div_outside.c:164 and never compared with 0 [div-zero]}}
}
