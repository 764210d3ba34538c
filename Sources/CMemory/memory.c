#include "CMemory.h"

// Any C library header defines __GLIBC__ on glibc.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void flo_release_free_memory(void) {
#if defined(__GLIBC__)
    // Free chunks between live ones stay resident otherwise: glibc returns only the top of its heap by itself.
    malloc_trim(0);
#endif
}
