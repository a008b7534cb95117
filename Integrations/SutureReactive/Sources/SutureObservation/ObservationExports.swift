// Users of this product get the Observation framework and the shared SwiftUI environment key with one import.
@_exported import Observation
@_exported import SutureReactiveSupport
