/* The PREfix paper's Figure 7. */
#include <stddef.h>

int deref(int *p)
{
    if (p==NULL)
        return NULL;
    return *p;
}
