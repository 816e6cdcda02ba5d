// Issue 24, the correct programs still flagged: a library's settings,
// `const` and defined in this unit; the other unit only declares them.
// No code, in the run or outside it, may write a const object, so their
// initializers are their values in every unit, main or not.
const int kCacheEnabled = 1;
const int kTraceEnabled = 0;
const int kRetries = 3;
// Not const: the program that links the library may write it.
int gFastPath = 1;
