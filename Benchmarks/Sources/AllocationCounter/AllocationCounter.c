// Counts the process's allocations for suture-server-benchmarks by interposing glibc's allocation functions in
// the executable; each forwards to glibc's own implementation (`__libc_*`), so memory is the same, only counted.
#include "AllocationCounter.h"

// Included first: <errno.h> brings glibc's <features.h>, which defines __GLIBC__.
#include <errno.h>
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)

#include <stdatomic.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic unsigned long long allocationCount = 0;

static inline void count_one(void) { atomic_fetch_add_explicit(&allocationCount, 1, memory_order_relaxed); }

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) {
        return EINVAL;
    }
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

int suture_allocation_counting_enabled(void) { return 1; }

unsigned long long suture_allocation_count(void) { return atomic_load_explicit(&allocationCount, memory_order_relaxed); }

#else

int suture_allocation_counting_enabled(void) { return 0; }

unsigned long long suture_allocation_count(void) { return 0; }

#endif
