#include "CThreads.h"

#include <pthread.h>
#include <stdlib.h>

struct flo_thread {
    pthread_t thread;
    void (*body)(void *);
    void *context;
};

static void *run(void *argument) {
    struct flo_thread *started = argument;
    started->body(started->context);
    return NULL;
}

flo_thread *flo_thread_start(void (*body)(void *), void *context) {
    struct flo_thread *started = malloc(sizeof *started);
    if (started == NULL) return NULL;
    started->body = body;
    started->context = context;
    if (pthread_create(&started->thread, NULL, run, started) != 0) {
        free(started);
        return NULL;
    }
    return started;
}

void flo_thread_join(flo_thread *thread) {
    pthread_join(thread->thread, NULL);
    free(thread);
}
