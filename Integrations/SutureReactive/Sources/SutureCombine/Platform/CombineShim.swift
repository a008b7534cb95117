@_exported import SutureReactiveSupport

// The one place that chooses the Combine implementation: Apple's where it exists, OpenCombine elsewhere.
// Every other file reaches Combine's names through this module, so the rest of the code is the same everywhere.
#if canImport(Combine)
    @_exported import Combine
#else
    @_exported import OpenCombine
    @_exported import OpenCombineDispatch
#endif
