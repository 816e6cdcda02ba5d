// The second program: its main and check_input are not lost behind the
// first unit's.
#include <stddef.h>

int check_input(int *p) { return *p; }

int main(void) {
  return check_input(NULL); // expected-warning{{passing NULL pointer 'p' to 'check_input' [null-deref]}}
}
