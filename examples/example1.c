#include <stdlib.h>
#include <stdio.h>

char *f(int size)
{
  char *result;

  if (size > 0)
    result = (char *)malloc(size);
  if (size == 1)
    return NULL;
  result[0] = 0;
  return result;
}
