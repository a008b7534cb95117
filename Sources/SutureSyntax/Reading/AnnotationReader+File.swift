import SwiftSyntax

extension AnnotationReader {
    /// Reads every annotated declaration of a file, nested and local ones included, with the same rules as the macros.
    ///
    /// A `@Provides` outside a module and an `@Inject` outside an `@Injectable` type are checked on their
    /// own, as their macros check them. `text` is the source the file was parsed from (read from the tree when it
    /// is not given): statements and members whose text names no annotation are passed over unread, as nothing in
    /// them can be one.
    package func readFile(_ file: SourceFileSyntax, text: String? = nil) -> FileAnnotations {
        let names = Self.walkedAnnotationNames
        let words = text.map { WordOffsets(of: names, in: $0) } ?? WordOffsets(of: names, in: file.syntaxTextBytes)
        let collector = AnnotationCollector(reader: self, words: words)
        collector.walk(file)
        return collector.annotations
    }

    /// The names of the annotations the walk of a file reads or checks (`Inject` stands for `Injectable` too).
    static let walkedAnnotationNames = [AnnotationName.inject, .module, .provides, .component].map(\.rawValue)
}

/// Walks a file, keeping the enclosing types, and reads each annotated declaration it meets.
private final class AnnotationCollector: SyntaxVisitor {
    let reader: AnnotationReader
    var annotations = FileAnnotations()
    /// The enclosing declarations, innermost last, with their names (nil for a function body).
    private var scopes: [(name: String?, group: (any DeclGroupSyntax)?)] = []
    /// Where the file's text names an annotation.
    private let words: WordOffsets

    init(reader: AnnotationReader, words: WordOffsets) {
        self.reader = reader
        self.words = words
        super.init(viewMode: .sourceAccurate)
    }

    /// Enters a node only when its text names an annotation: what has none holds no declaration the walk reads or
    /// checks, and the scopes it would open close again inside it.
    private func enterWhenNamed(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        words.containsWord(in: node.position.utf8Offset..<node.endPosition.utf8Offset) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { enterWhenNamed(node) }
    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind { enterWhenNamed(node) }

    private var enclosingTypeNames: [String] { scopes.compactMap(\.name) }

    /// Whether a function body encloses the current declaration.
    private var isLocal: Bool { scopes.contains { $0.name == nil } }

    private func enter(_ group: some DeclGroupSyntax, name: String) -> SyntaxVisitorContinueKind {
        readAnnotations(of: group)
        scopes.append((name, group))
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, name: node.name.text) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, name: node.name.text) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, name: node.name.text) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, name: node.name.text) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, name: node.name.text) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, name: node.extendedType.trimmedSource)
    }

    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        // A function body: a type declared in it is local, so what encloses it is no longer its direct parent.
        scopes.append((nil, nil))
        return enterWhenNamed(node)
    }

    override func visitPost(_ node: CodeBlockSyntax) { scopes.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let marker = node.attributes.first(.provides), !parentHas(.module) {
            annotations.diagnostics += reader.checkProvidesOutsideModule(
                on: DeclSyntax(node),
                attribute: marker,
                inExtension: parentIsExtension
            )
        }
        if let marker = node.attributes.first(.inject) {
            annotations.diagnostics += reader.checkInjectMarker(
                on: DeclSyntax(node),
                attribute: marker,
                enclosingKind: parentKind
            )
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let marker = node.attributes.first(.inject) {
            annotations.diagnostics += reader.checkInjectMarker(
                on: DeclSyntax(node),
                attribute: marker,
                enclosingKind: parentKind,
                inExtension: parentIsExtension
            )
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let marker = node.attributes.first(.inject), !parentHas(.injectable) {
            annotations.diagnostics += reader.checkInjectMarker(
                on: DeclSyntax(node),
                attribute: marker,
                enclosingKind: parentKind
            )
        }
        return .visitChildren
    }

    private var parent: (any DeclGroupSyntax)? { scopes.last?.group }

    private var parentIsExtension: Bool { parent?.is(ExtensionDeclSyntax.self) ?? false }

    private var parentKind: TypeKind? {
        guard let parent else { return nil }
        if parent.is(ClassDeclSyntax.self) { return .class }
        if parent.is(StructDeclSyntax.self) { return .struct }
        if parent.is(ActorDeclSyntax.self) { return .actor }
        if parent.is(EnumDeclSyntax.self) { return .enum }
        return nil
    }

    private func parentHas(_ annotation: AnnotationName) -> Bool {
        parent?.attributes.first(annotation) != nil
    }

    private func readAnnotations(of group: some DeclGroupSyntax) {
        let (injectable, module, component) = Self.typeAnnotations(in: group.attributes)
        guard injectable != nil || module != nil || component != nil else { return }
        let names = enclosingTypeNames
        if let attribute = injectable {
            let reading = reader.readInjectable(group, attribute: attribute)
            annotations.diagnostics += reading.diagnostics
            if let model = reading.model {
                annotations.injectables.append(Annotated(enclosingTypeNames: names, model: model, isLocal: isLocal))
            }
        }
        if let attribute = module {
            let reading = reader.readModule(group, attribute: attribute)
            annotations.diagnostics += reading.diagnostics
            if let model = reading.model {
                annotations.modules.append(Annotated(enclosingTypeNames: names, model: model, isLocal: isLocal))
            }
        }
        if let attribute = component {
            let reading = reader.readComponent(group, attribute: attribute)
            annotations.diagnostics += reading.diagnostics
            if let model = reading.model {
                annotations.components.append(Annotated(enclosingTypeNames: names, model: model, isLocal: isLocal))
            }
        }
    }

    /// The first `@Injectable`, `@Module` and `@Component` among `attributes`, found in one pass over them.
    private static func typeAnnotations(
        in attributes: AttributeListSyntax
    ) -> (AttributeSyntax?, AttributeSyntax?, AttributeSyntax?) {
        var injectable: AttributeSyntax?
        var module: AttributeSyntax?
        var component: AttributeSyntax?
        guard !attributes.isEmpty else { return (nil, nil, nil) }
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            switch attribute.simpleName {
            case AnnotationName.injectable.rawValue where injectable == nil: injectable = attribute
            case AnnotationName.module.rawValue where module == nil: module = attribute
            case AnnotationName.component.rawValue where component == nil: component = attribute
            default: break
            }
        }
        return (injectable, module, component)
    }
}
