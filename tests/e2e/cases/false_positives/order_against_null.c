/* Issue 23 (a logging library's file-name helper: `if (back > forward)
   forward = back; return forward + 1;` with the two strrchr results, one of
   them NULL): pointers compare unsigned, so a pointer ordered against NULL is
   decided by whether it is NULL. `p > NULL` is `p != NULL`, `p < NULL` never
   holds: when one separator is missing, the other one is the later, and the
   function never returns NULL + 1. */
#include <stddef.h>
#include <string.h>

/* The text after the later of two separators, either of which may be
   missing. */
const char *after_last_separator(const char *path) {
  const char *colon = strchr(path, ':');
  const char *semi = strchr(path, ';');
  if (colon == NULL && semi == NULL)
    return path;
  if (colon < semi)
    colon = semi;
  return colon + 1;
}

size_t tail_length(const char *path) {
  return strlen(after_last_separator(path));
}

/* The same with NULL on the left, and `<=`. */
const char *after_first_separator(const char *path) {
  const char *colon = strchr(path, ':');
  const char *semi = strchr(path, ';');
  if (!colon && !semi)
    return path;
  if (semi == NULL || (colon != NULL && colon <= semi))
    return colon + 1;
  return semi + 1;
}

size_t head_tail_length(const char *path) {
  return strlen(after_first_separator(path));
}

/* A pointer tested against NULL by its order, then used: `p > NULL` said
   that it is not NULL. */
int first_byte(const char *p) {
  if ((const char *)0 < p)
    return *p;
  return -1;
}

/* The defect twins: the order of two pointers that may both be NULL says
   nothing of either, and `p >= NULL` holds of every pointer. */
const char *later_of_two(const char *path) {
  const char *colon = strchr(path, ':');
  const char *semi = strchr(path, ';');
  if (colon < semi)
    colon = semi;
  return colon + 1;
}

size_t later_length(const char *path) {
  return strlen(later_of_two(path)); // expected-warning{{passing invalid pointer 'later_of_two()' to 'strlen'}}
}

int any_byte(const char *p) {
  if (p >= (const char *)0)
    return *p;
  return -1;
}

int any_byte_of_null(void) {
  return any_byte(NULL); // expected-warning{{passing NULL pointer 'p' to 'any_byte'}}
}
