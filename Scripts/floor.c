/* The compiled floors Scripts/benchmark.py measures flo-assets against: only the work a run physically needs.
 *
 *   floor write SIZES OUTPUT THREADS [rename]
 *                                          writes the files SIZES lists ("<size> <name>" lines: what flo-assets
 *                                          wrote) into the new folder OUTPUT from memory, as a generator holds what
 *                                          it drew, the way a safe generator must: atomically and never over another
 *                                          file, the fastest way measured here: an unnamed file (O_TMPFILE) named
 *                                          with linkat; with "rename", a temporary file renamed into place
 *                                          (renameat2 RENAME_NOREPLACE). On THREADS threads. Reading SIZES, one
 *                                          small file, stands in for reading the manifest.
 *   floor stat MANIFEST FOLDER             what a no-op rerun cannot avoid, as ninja does it: reads the manifest,
 *                                          hashes it (FNV-1a over every byte, standing in for a hash per control)
 *                                          and lstat()s every file in FOLDER.
 *
 * Build: cc -O2 -pthread -o floor Scripts/floor.c */
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char **names;
static size_t *sizes;
static size_t count;
static const char *output;
static int threads, renaming;
static char contents[1 << 20];

static void list(const char *folder) {
    DIR *dir = opendir(folder);
    if (!dir) { perror(folder); exit(1); }
    size_t capacity = 1024;
    names = malloc(capacity * sizeof *names);
    struct dirent *entry;
    while ((entry = readdir(dir))) {
        if (entry->d_name[0] == '.') continue;
        if (count == capacity) names = realloc(names, (capacity *= 2) * sizeof *names);
        names[count++] = strdup(entry->d_name);
    }
    closedir(dir);
}

static void read_sizes(const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) { perror(path); exit(1); }
    size_t capacity = 1024, size;
    char name[4096];
    names = malloc(capacity * sizeof *names);
    sizes = malloc(capacity * sizeof *sizes);
    while (fscanf(file, "%zu %4095s", &size, name) == 2) {
        if (size > sizeof contents) { fprintf(stderr, "%s: too large\n", name); exit(1); }
        if (count == capacity) {
            capacity *= 2;
            names = realloc(names, capacity * sizeof *names);
            sizes = realloc(sizes, capacity * sizeof *sizes);
        }
        names[count] = strdup(name);
        sizes[count++] = size;
    }
    fclose(file);
}

static void *write_files(void *arg) {
    size_t first = (size_t)arg;
    char temporary[4096], target[4096];
    for (size_t i = first; i < count; i += (size_t)threads) {
        ssize_t size = (ssize_t)sizes[i];
        snprintf(target, sizeof target, "%s/%s", output, names[i]);
        if (renaming) {
            snprintf(temporary, sizeof temporary, "%s/.tmp-%zu", output, i);
            int out = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0644);
            if (out < 0 || write(out, contents, (size_t)size) != size || close(out) != 0) { perror(temporary); exit(1); }
            if (renameat2(AT_FDCWD, temporary, AT_FDCWD, target, RENAME_NOREPLACE) != 0) { perror(target); exit(1); }
        } else {
            int out = open(output, O_TMPFILE | O_WRONLY, 0644);
            if (out < 0 || write(out, contents, (size_t)size) != size) { perror(output); exit(1); }
            snprintf(temporary, sizeof temporary, "/proc/self/fd/%d", out);
            if (linkat(AT_FDCWD, temporary, AT_FDCWD, target, AT_SYMLINK_FOLLOW) != 0 || close(out) != 0) {
                perror(target);
                exit(1);
            }
        }
    }
    return NULL;
}

int main(int argc, char **argv) {
    if ((argc == 5 || argc == 6) && strcmp(argv[1], "write") == 0) {
        output = argv[3];
        threads = atoi(argv[4]);
        renaming = argc == 6 && strcmp(argv[5], "rename") == 0;
        read_sizes(argv[2]);
        memset(contents, 'x', sizeof contents);
        if (mkdir(output, 0755) != 0) { perror(output); return 1; }
        pthread_t workers[64];
        for (int t = 0; t < threads; t++) pthread_create(&workers[t], NULL, write_files, (void *)(size_t)t);
        for (int t = 0; t < threads; t++) pthread_join(workers[t], NULL);
        return 0;
    }
    if (argc == 4 && strcmp(argv[1], "stat") == 0) {
        FILE *file = fopen(argv[2], "rb");
        if (!file) { perror(argv[2]); return 1; }
        uint64_t hash = 1469598103934665603ull;
        int c;
        while ((c = getc_unlocked(file)) != EOF) hash = (hash ^ (uint64_t)c) * 1099511628211ull;
        fclose(file);
        list(argv[3]);
        char path[4096];
        struct stat info;
        size_t found = 0;
        for (size_t i = 0; i < count; i++) {
            snprintf(path, sizeof path, "%s/%s", argv[3], names[i]);
            if (lstat(path, &info) == 0) found++;
        }
        return (found == count && hash != 0) ? 0 : 1;
    }
    fprintf(stderr, "usage: floor write SIZES OUTPUT THREADS [rename] | floor stat MANIFEST FOLDER\n");
    return 2;
}
