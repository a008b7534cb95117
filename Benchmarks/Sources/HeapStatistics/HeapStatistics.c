#include "HeapStatistics.h"

// Any C library header defines the library's macros (`__GLIBC__`) that the branches below test.
#include <stdlib.h>

#if defined(__APPLE__)
#include <malloc/malloc.h>

size_t suture_heap_bytes_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return statistics.size_in_use;
}
#elif defined(__GLIBC__)
#include <malloc.h>

size_t suture_heap_bytes_in_use(void) {
    return mallinfo2().uordblks;
}
#else
size_t suture_heap_bytes_in_use(void) {
    return 0;
}
#endif
