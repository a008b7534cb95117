import SutureSyntax
import SwiftSyntax

/// Reads source files with SwiftSyntax (no type checker) into the annotations and names the graph is built from.
struct SourceScanner {
    /// Words a file must contain for its annotations to be read: each annotation that stands on a declaration the
    /// scanner reads, plain and qualified by the module (`@Suture.Injectable`), as the macros accept both; a word
    /// that holds a shorter one (`@Injectable` holds `@Inject`) is left to it.
    static let markers: [String] = {
        let words = AnnotationName.allCases.filter(marksDeclaration).flatMap {
            ["@\($0.rawValue)", "@Suture.\($0.rawValue)"]
        }
        return words.filter { word in !words.contains { $0 != word && word.hasPrefix($0) } }
    }()

    /// Whether `name` stands on a declaration the scanner reads, rather than only inside one (a parameter's
    /// `@Named`, an entry point's `@Qualified`): a new annotation must say which it is.
    static func marksDeclaration(_ name: AnnotationName) -> Bool {
        switch name {
        case .injectable, .inject, .module, .provides, .component: true
        case .named, .argument, .qualified: false
        }
    }
    /// Words of declarations that give a type a name: a file with none of the markers is parsed only for its
    /// names, and only when it may declare a nested type, a typealias or an extension (one top-level type
    /// per file, the common case, is skipped without parsing: its name needs no resolving).
    static let declarationKeywords = ["struct ", "class ", "enum ", "protocol ", "actor "]

    /// What one configuration's text of a file holds.
    static func scan(_ file: SourceFile) -> ScannedModule {
        var found = ScannedModule(name: "", isTarget: false)
        Self.scan(file, into: &found)
        return found
    }

    /// Reads a file into `scanned`, unless `setAside` takes the parsed tree of a file with `#if` blocks (one whose
    /// blocks decide what it declares, to read in each configuration): then the file stays unread and the result is
    /// `true`.
    @discardableResult
    static func scan(
        _ file: SourceFile,
        into scanned: inout ScannedModule,
        setAside: (SourceFileSyntax) -> Bool = { _ in false }
    ) -> Bool {
        if let violation = NestingCheck.firstViolation(in: file.text) {
            scanned.skippedFiles.append(SkippedFile(path: file.path, violation: violation))
            return false
        }
        guard Self.markers.contains(where: { file.text.containsUTF8($0) }) else {
            guard Self.mayDeclareNestedNames(file.text) else { return false }
            let index = DeclarationIndex(BlankedBodies.parse(file.text), text: file.text)
            scanned.types += index.types
            scanned.aliases += index.aliases
            return false
        }
        let tree = BlankedBodies.parse(file.text)
        if file.text.containsUTF8("#if"), setAside(tree) { return true }
        let lines = SourceLines(fileName: file.path, text: file.text)
        let reader = AnnotationReader(sourceLines: lines)
        let annotations = reader.readFile(tree, text: file.text)
        let index = DeclarationIndex(tree, text: file.text)
        scanned.injectables += annotations.injectables
        scanned.modules += annotations.modules
        scanned.components += annotations.components
        scanned.types += index.types
        scanned.aliases += index.aliases
        scanned.injectableNames += index.injectableNames
        if !annotations.injectables.isEmpty || !annotations.modules.isEmpty || !annotations.components.isEmpty {
            scanned.imports.formUnion(index.imports)
        }
        for diagnostic in annotations.diagnostics {
            scanned.diagnostics.append(Self.declarationProblem(diagnostic, lines: lines))
        }
        return false
    }

    /// Whether an unannotated file may declare names that others resolve: an extension, a typealias, or more
    /// than one type declaration (one of which may be nested in another).
    static func mayDeclareNestedNames(_ text: String) -> Bool {
        if text.containsUTF8("extension ") || text.containsUTF8("typealias ") { return true }
        var declarations = 0
        for keyword in declarationKeywords {
            declarations += text.occurrencesUTF8(of: keyword, limit: 2)
            if declarations > 1 { return true }
        }
        return false
    }

    /// A one-declaration problem with its place in the file.
    static func declarationProblem(_ diagnostic: SyntaxDiagnostic, lines: SourceLines) -> DeclarationProblem {
        let location = lines.location(of: diagnostic.node.positionAfterSkippingLeadingTrivia)
        let severity: GraphDiagnostic.Severity =
            switch diagnostic.severity {
            case .error: .error
            case .warning: .warning
            }
        return DeclarationProblem(
            rule: diagnostic.rule,
            severity: severity,
            message: diagnostic.message,
            location: location,
            fixes: diagnostic.fixIts.map(\.message)
        )
    }
}
