import SwiftSyntax

/// A factory of either library, read into what a conversion needs: the key it binds, its scope in Suture's words,
/// the statements that build the value and each dependency they ask for, and where a `@Provides` function for it
/// would go.
package struct BindingFactory {
    /// The type it binds, as written.
    package let serviceType: String
    /// The name (qualifier) it binds under.
    package let name: String?
    /// The `scope:` argument Suture's annotations take for it, nil for `.transient` (the default).
    package let scope: String?
    /// More types the same instance is bound as (Swinject's `.implements`).
    package let forwardedTypes: [String]
    /// The statements that build the value.
    package let statements: CodeBlockItemListSyntax
    /// Each place the statements ask for a dependency, in source order; each becomes a parameter.
    package let sites: [ResolveSite]
    /// The runtime arguments it takes, in order; each becomes an `@Argument` parameter.
    package let runtimeArguments: [FactoryClosure.RuntimeArgument]
    /// Names the statements may use that are not taken from around the factory (its resolver, its arguments).
    package let knownNames: Set<String>
    /// The `@Module` a `@Provides` function for it joins, and that module's file.
    package let module: String
    /// The module's file.
    package let modulePath: String
    /// What the module gathers, for its doc comment.
    package let origin: String
    /// The imports the module's file needs besides Suture.
    package let imports: [String]
    /// The name a `@Provides` function for it takes, unless the module has one already.
    package let functionName: String

    package init(
        serviceType: String, name: String?, scope: String?, forwardedTypes: [String],
        statements: CodeBlockItemListSyntax,
        sites: [ResolveSite], runtimeArguments: [FactoryClosure.RuntimeArgument], knownNames: Set<String>,
        module: String, modulePath: String, origin: String, imports: [String], functionName: String
    ) {
        self.serviceType = serviceType
        self.name = name
        self.scope = scope
        self.forwardedTypes = forwardedTypes
        self.statements = statements
        self.sites = sites
        self.runtimeArguments = runtimeArguments
        self.knownNames = knownNames
        self.module = module
        self.modulePath = modulePath
        self.origin = origin
        self.imports = imports
        self.functionName = functionName
    }

    /// The key a report and a duplicate check name: `Pet`, `Pet named "puppy"`.
    package var key: String { serviceType + (name.map { " named \"\($0)\"" } ?? "") }

    /// The single expression the statements return, when there is one statement (`Cat()` or `return Cat()`).
    package var singleExpression: ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
        return nil
    }

    /// `Sources/App/X.swift` and `RootModule` → `Sources/App/RootModule.swift`: a module's file beside `path`.
    package static func modulePath(_ module: String, beside path: String) -> String {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        return (folder.isEmpty ? "" : folder.joined(separator: "/") + "/") + module + ".swift"
    }
}
