import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides Suture's macros to the `Suture` module.
@main
struct SuturePlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        InjectedParametersMacro.self,
        InjectableMacro.self,
        InjectMacro.self,
        ModuleMacro.self,
        ProvidesMacro.self,
        ComponentMacro.self,
        QualifiedMacro.self,
    ]
}
