// Where the divisors come from: read from outside the program (scanf,
// recv, rand, fgets and atoi) in one unit, divided by in the other
// (divide.c). Each reader and sink has a correct twin: a value the program
// compared with something before dividing, or a constant.
#include <stdio.h>
#include <stdlib.h>
#include <sys/socket.h>

struct ratio { int parts; };
extern int shared_count;
extern double shared_scale;

int percent_of(int total, int parts);
int percent_checked(int total, int parts);
double scaled(double total, double scale);
int percent_of_struct(struct ratio r);
int percent_of_shared(int total);
double scaled_by_shared(double total);
int percent_of_pointed(const int *parts);

int parts_from_line(void);
int parts_from_line_checked(void);
void parts_into(int *parts);
double scale_from_line(void);

// Read here, divided by in the other unit: passed as an argument.
int share_read(int total) {
  int parts = -1;
  if (scanf("%d", &parts) != 1)
    return -1;
  return percent_of(total, parts); // expected-warning{{'percent_of' divides by 'parts', read by 'scanf' at input.c:29 and never compared with 0 [div-zero]}}
}
int share_read_to_checked_sink(int total) {
  int parts = -1;
  if (scanf("%d", &parts) != 1)
    return -1;
  return percent_checked(total, parts);
}
int share_constant(int total) { return percent_of(total, 7); }
int share_compared(int total) {
  int parts = -1;
  if (scanf("%d", &parts) != 1 || parts <= 0)
    return -1;
  return percent_of(total, parts);
}

// From a socket, then atoi.
int share_received(int sock, int total) {
  char buf[16];
  ssize_t n = recv(sock, buf, sizeof buf - 1, 0);
  if (n <= 0)
    return -1;
  buf[n] = '\0';
  return percent_of(total, atoi(buf)); // expected-warning{{'percent_of' divides by 'atoi()', read by 'recv' at input.c:50 and never compared with 0 [div-zero]}}
}

// A random number.
int share_random(int total) {
  return percent_of(total, rand()); // expected-warning{{'percent_of' divides by 'rand()', read by 'rand' at input.c:59 and never compared with 0 [div-zero]}}
}

// Floating point, through a struct member, a global, a pointer.
double scale_read(double total) {
  double scale = 0.5;
  if (scanf("%lf", &scale) != 1)
    return 0;
  return scaled(total, scale); // expected-warning{{'scaled' divides by 'scale', read by 'scanf' at input.c:65 and never compared with 0 [div-zero]}}
}
int share_in_struct(void) {
  struct ratio r;
  r.parts = 1;
  if (scanf("%d", &r.parts) != 1)
    return -1;
  return percent_of_struct(r); // expected-warning{{'percent_of_struct' divides by 'r.parts', read by 'scanf' at input.c:72 and never compared with 0 [div-zero]}}
}
int share_in_struct_constant(void) {
  struct ratio r;
  r.parts = 4;
  return percent_of_struct(r);
}
int share_in_global(int total) {
  int parts = 1;
  if (scanf("%d", &parts) != 1)
    return -1;
  shared_count = parts;
  return percent_of_shared(total); // expected-warning{{'percent_of_shared' divides by 'shared_count', read by 'scanf' at input.c:83 and never compared with 0 [div-zero]}}
}
int share_in_global_compared(int total) {
  int parts = 1;
  if (scanf("%d", &parts) != 1 || parts == 0)
    return -1;
  shared_count = parts;
  return percent_of_shared(total);
}
double scale_in_global(double total) {
  double scale = 1;
  if (scanf("%lf", &scale) != 1)
    return 0;
  shared_scale = scale;
  return scaled_by_shared(total); // expected-warning{{'scaled_by_shared' divides by 'shared_scale', read by 'scanf' at input.c:97 and never compared with 0 [div-zero]}}
}
int share_pointed(void) {
  int parts = 1;
  if (scanf("%d", &parts) != 1)
    return -1;
  return percent_of_pointed(&parts); // expected-warning{{'percent_of_pointed' divides by 'parts', read by 'scanf' at input.c:104 and never compared with 0 [div-zero]}}
}

// Read in the other unit, divided by here: returned, or written through
// an out-parameter.
int per_line(int total) {
  int parts = parts_from_line();
  return total / parts; // expected-warning{{dividing by 'parts', read by 'parts_from_line' at input.c:112 and never compared with 0 [div-zero]}}
}
int per_line_checked(int total) {
  int parts = parts_from_line_checked();
  return total / parts;
}
int per_line_compared(int total) {
  int parts = parts_from_line();
  if (parts == 0)
    return 0;
  return total / parts;
}
int per_out_parameter(int total) {
  int parts = 1;
  parts_into(&parts);
  return total % parts; // expected-warning{{dividing by 'parts', read by 'parts_into' at input.c:127 and never compared with 0 [div-zero]}}
}
double per_scale(double total) {
  double scale = scale_from_line();
  return total / scale; // expected-warning{{dividing by 'scale', read by 'scale_from_line' at input.c:131 and never compared with 0 [div-zero]}}
}
