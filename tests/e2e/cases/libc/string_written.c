/* Issue 23, capability 6: a call that writes a string (sprintf, vsprintf,
   snprintf, vsnprintf, fgets, strftime, ctime_r, asctime_r) writes its
   bytes up to and including its NUL, and that NUL lies within the
   destination. A loop that reads such a string up to its NUL never runs
   past the room the call had (models/libc: `string_written`). The twins
   read a buffer nothing terminated, and still warn. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A message built in a block sized by a first formatting: when that one
   fails (-1), the block has room for one byte only, and vsprintf's string
   is empty there. */
static char *message_of(const char *fmt, va_list args) {
  va_list again;
  va_copy(again, args);
  int size = vsnprintf(NULL, 0, fmt, again) + 2;
  va_end(again);
  char *text = malloc(size);
  if (!text) {
    perror("malloc");
    exit(1);
  }
  vsprintf(text, fmt, args);
  return text;
}

int comment(const char *fmt, ...) {
  va_list args;
  va_start(args, fmt);
  char *text = message_of(fmt, args);
  va_end(args);
  char *start = text;
  for (int i = 0; *start; i++) {
    char c = text[i];
    if (!c || c == '\n') {
      text[i] = '\0';
      fprintf(stderr, "# %s\n", start);
      if (!c)
        break;
      text[i] = c;
      start = text + i + 1;
    }
  }
  free(text);
  return 0;
}

/* Twin: the helper forgot to format into the block. */
static char *message_unformatted(const char *fmt, va_list args) {
  int size = vsnprintf(NULL, 0, fmt, args) + 2;
  char *text = malloc(size);
  if (!text)
    exit(1);
  return text;
}

int comment_unformatted(const char *fmt, ...) {
  va_list args;
  va_start(args, fmt);
  char *text = message_unformatted(fmt, args);
  va_end(args);
  int n = 0;
  for (char *p = text; *p; p++) // expected-warning{{using uninitialized memory '*p' [uninit-use, certain]}}
    n++;
  free(text);
  return n;
}

/* A digit's text in two bytes: the loop stops at the NUL sprintf wrote. */
int digits_of(int digit) {
  char text[2];
  sprintf(text, "%d", digit % 10);
  int n = 0;
  for (char *p = text; *p; p++)
    n++;
  return n;
}

/* The same with snprintf's count smaller than the buffer, and with a line
   fgets read. */
int counted_digits(int k) {
  char text[16];
  snprintf(text, 3, "%d", k);
  int n = 0;
  for (char *p = text; *p; p++)
    n++;
  return n;
}

int short_line(FILE *f) {
  char line[3];
  if (!fgets(line, sizeof line, f))
    return -1;
  int n = 0;
  for (char *p = line; *p; p++)
    n++;
  return n;
}

/* Twin: a buffer the program filled but did not terminate. */
int digits_unterminated(int digit) {
  char text[2];
  text[0] = (char)('0' + digit % 10);
  int n = 0;
  for (char *p = text; *p; p++) // expected-warning{{using uninitialized memory '*p' [uninit-use, likely]}}
    n++;
  return n;
}
