#ifndef SUTURE_HEAP_STATISTICS_H
#define SUTURE_HEAP_STATISTICS_H

#include <stddef.h>

/// The bytes the allocator has handed out and not taken back, or 0 where the system does not tell.
size_t suture_heap_bytes_in_use(void);

#endif
