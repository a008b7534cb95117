#ifndef SUTURE_HEAP_STATISTICS_H
#define SUTURE_HEAP_STATISTICS_H

#include <stddef.h>

/// The bytes the allocator has handed out and not taken back, or 0 where the system does not tell.
size_t suture_heap_bytes_in_use(void);

/// Makes every thread allocate from one arena, so that the bytes in use count what all threads allocate; call it
/// first, before any thread starts (glibc; elsewhere it does nothing).
void suture_heap_use_one_arena(void);

#endif
