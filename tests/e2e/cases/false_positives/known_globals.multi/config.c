// Issue 9, class 1, a program of two units: the unit that defines the
// settings. Nothing writes `verbose` or takes its address in either unit;
// `level` is written in the other one.
int verbose = 0;
int level = 1;
