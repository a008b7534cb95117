#ifndef SUTURE_ALLOCATION_COUNTER_H
#define SUTURE_ALLOCATION_COUNTER_H

/// Whether this build counts allocations (glibc on Linux only): 1 or 0.
int suture_allocation_counting_enabled(void);

/// How many malloc, calloc, realloc and aligned allocations the process has made, on every thread.
unsigned long long suture_allocation_count(void);

#endif
