// The bakery's packages get Suture through this one: a feature package that depends only on BakeryCore declares its
// modules all the same, and the build plugin reads it, since it depends on Suture through BakeryCore.
@_exported import Suture

/// What the bakery's root components refine: a module that names it in `@Module(installIn:)` joins each of them.
public protocol BakeryScope {}
