// Freed wide strings read by the C library's wide printf family (which
// glibc declares without a format attribute: the wide format is read as
// printf's is) and by a helper that prints one. Each has a correct twin
// that prints before it frees.
#include <stdlib.h>
#include <wchar.h>

static void print_wline(const wchar_t *line) {
  if (line != NULL)
    wprintf(L"%ls\n", line);
}

static wchar_t *filled(void) {
  wchar_t *data = malloc(100 * sizeof(wchar_t));
  if (data == NULL)
    exit(1);
  wmemset(data, L'A', 99);
  data[99] = L'\0';
  return data;
}

void freed_then_printed_by_helper(void) {
  wchar_t *data = filled();
  free(data);
  print_wline(data); // expected-warning{{passing pointer to freed memory 'data' to 'print_wline' [freed-deref]}}
}

void printed_by_helper_then_freed(void) {
  wchar_t *data = filled();
  print_wline(data);
  free(data);
}

void freed_then_wprintf(void) {
  wchar_t *data = filled();
  free(data);
  wprintf(L"%d: %ls\n", 1, data); // expected-warning{{passing pointer to freed memory 'data' to 'wprintf' [freed-deref]}}
}

void wprintf_then_freed(void) {
  wchar_t *data = filled();
  wprintf(L"%d: %ls\n", 1, data);
  free(data);
}

size_t freed_then_wcslen(void) {
  wchar_t *data = filled();
  free(data);
  return wcslen(data); // expected-warning{{passing pointer to freed memory 'data' to 'wcslen' [freed-deref]}}
}

size_t wcslen_then_freed(void) {
  wchar_t *data = filled();
  size_t n = wcslen(data);
  free(data);
  return n;
}
