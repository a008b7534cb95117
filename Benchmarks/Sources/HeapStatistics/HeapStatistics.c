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

void suture_heap_use_one_arena(void) {}
#elif defined(__GLIBC__)
#include <malloc.h>

size_t suture_heap_bytes_in_use(void) {
    return mallinfo2().uordblks;
}

// mallinfo2 reads the main arena only; threads that allocate elsewhere would go uncounted.
void suture_heap_use_one_arena(void) {
    mallopt(M_ARENA_MAX, 1);
}
#else
size_t suture_heap_bytes_in_use(void) {
    return 0;
}

void suture_heap_use_one_arena(void) {}
#endif
