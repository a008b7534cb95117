/// What the bakery's root components refine: a module that names it in `@Module(installIn:)` joins each of them.
public protocol BakeryScope {}
