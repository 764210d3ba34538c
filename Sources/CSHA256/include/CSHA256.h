// The SHA-256 compression function on the processor's own SHA instructions (x86-64 SHA extensions), for the
// Swift implementation in FloAssets to hand whole blocks to when the processor has them.
#ifndef CSHA256_H
#define CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// 1 when this processor has the SHA, SSSE3 and SSE4.1 instructions the hardware path needs, else 0.
int flo_sha256_hardware_available(void);

/// Runs the compression function over `blocks` 64-byte blocks at `data` (any alignment), updating the eight
/// working words `state` (a to h). Call only when `flo_sha256_hardware_available()` returned 1.
void flo_sha256_compress_hardware(uint32_t state[8], const void *data, size_t blocks);

#endif
