// Starting and joining a POSIX thread, in one signature on every platform: Swift sees `pthread_create` differently
// on glibc and Darwin (an optional thread handle on one, an optional context on the other).
#ifndef CTHREADS_H
#define CTHREADS_H

/// A started thread, until it is joined.
typedef struct flo_thread flo_thread;

/// Runs `body(context)` on a new thread; NULL when no thread could be started (the caller then does the work).
flo_thread *_Nullable flo_thread_start(void (*_Nonnull body)(void *_Nullable), void *_Nullable context);

/// Waits for the thread's body to return, then frees the thread.
void flo_thread_join(flo_thread *_Nonnull thread);

#endif
