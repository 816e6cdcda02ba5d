/* The PREfix paper's Figure 12. */
#include <stdlib.h>

void *wrapper (int size)
{
    return malloc(size);
}
