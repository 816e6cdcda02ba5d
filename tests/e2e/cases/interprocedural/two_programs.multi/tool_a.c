// Two programs in one run (one compilation database), each with its own
// main and its own check_input: both definitions are analyzed, and each
// unit's calls reach its own definition.
int check_input(int n) { return 100 / n; }

int main(void) {
  int zero = 0;
  return check_input(1) + 10 / zero; // expected-warning{{division by zero ('zero' is 0) [div-zero]}}
}
