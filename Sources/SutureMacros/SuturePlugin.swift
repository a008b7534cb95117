import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides Suture's macros; it provides none until the macros land.
@main
struct SuturePlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = []
}
