// What Swift's Glibc module leaves out of the C allocator's interface.
#ifndef CMEMORY_H
#define CMEMORY_H

/// Hands the allocator's free memory back to the system where it can (glibc's `malloc_trim`); elsewhere nothing.
void flo_release_free_memory(void);

#endif
