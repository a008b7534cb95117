/// One difference between two graphs, as one line of the diff names it.
package enum GraphChange: Hashable, Sendable {
    /// A binding as the diff shows it.
    package struct Binding: Hashable, Sendable {
        /// How messages name it: `Baker`, `StartersModule.rye()`.
        package var name: String
        /// `injectable`, `provider` or `boundInstance`.
        package var kind: String
        /// Every key it answers, its own first.
        package var keys: [String]
        /// Its scope: `transient`, `singleton`, `custom("shift")`.
        package var scope: String
        /// The source module that declares it, when the document says.
        package var module: String?
        /// Whether the module is another than the target's, so the line names it.
        package var isFromAnotherModule: Bool

        /// Describes a binding.
        package init(
            name: String, kind: String, keys: [String], scope: String, module: String?, isFromAnotherModule: Bool
        ) {
            self.name = name
            self.kind = kind
            self.keys = keys
            self.scope = scope
            self.module = module
            self.isFromAnotherModule = isFromAnotherModule
        }
    }

    /// Where an edge starts: a binding's request, or an entry point of a component.
    package enum Source: Hashable, Sendable {
        /// A request of the binding of that name.
        case binding(String)
        /// An entry point: the component, then the requirement's name.
        case entryPoint(component: String, name: String)

        /// `Baker`, or `Bakery.oven` for an entry point.
        package var text: String {
            switch self {
            case .binding(let name): name
            case .entryPoint(let component, let name): "\(component).\(name)"
            }
        }
    }

    /// A dependency edge: `source` asks for what `target` makes.
    package struct Edge: Hashable, Sendable {
        /// Who asks.
        package var source: Source
        /// The binding that answers.
        package var target: String
        /// The module of the binding (or, for an entry point, the component) that asks, when the document says.
        package var sourceModule: String?
        /// The module that declares the target, when the document says.
        package var targetModule: String?

        /// Describes an edge.
        package init(source: Source, target: String, sourceModule: String?, targetModule: String?) {
            self.source = source
            self.target = target
            self.sourceModule = sourceModule
            self.targetModule = targetModule
        }

        /// Whether the edge crosses from one module into another, as far as the document tells.
        package var crossesModules: Bool {
            guard let sourceModule, let targetModule else { return false }
            return sourceModule != targetModule
        }
    }

    /// The component is new: its scope (`nil` for a root) and parent.
    case componentAdded(scope: String?, parent: String?)
    /// The component is gone.
    case componentRemoved
    /// The component's scope or parent changed.
    case componentMoved(oldScope: String?, newScope: String?, oldParent: String?, newParent: String?)
    /// A requirement of the component's protocol is new.
    case entryPointAdded(name: String, type: String)
    /// A requirement of the component's protocol is gone.
    case entryPointRemoved(name: String, type: String)
    /// A requirement of the component's protocol returns another type.
    case entryPointRetyped(name: String, oldType: String, newType: String)
    /// A binding no component made before.
    case bindingAdded(Binding)
    /// A binding no component makes any more.
    case bindingRemoved(Binding)
    /// A binding's scope changed.
    case scopeChanged(binding: String, oldScope: String, newScope: String, lifetime: ScopeLifetime.Change)
    /// A dependency edge that was not there.
    case edgeAdded(Edge)
    /// A dependency edge that is gone.
    case edgeRemoved(Edge)

    /// Where the line stands among its component's: components, entry points, bindings, scopes, edges; added before
    /// removed before changed; then by name.
    var order: (kind: Int, sign: Int, name: String, detail: String) {
        switch self {
        case .componentAdded: (0, 0, "", "")
        case .componentRemoved: (0, 1, "", "")
        case .componentMoved: (0, 2, "", "")
        case .entryPointAdded(let name, _): (1, 0, name, "")
        case .entryPointRemoved(let name, _): (1, 1, name, "")
        case .entryPointRetyped(let name, _, _): (1, 2, name, "")
        case .bindingAdded(let binding): (2, 0, binding.name, "")
        case .bindingRemoved(let binding): (2, 1, binding.name, "")
        case .scopeChanged(let binding, _, _, _): (3, 2, binding, "")
        case .edgeAdded(let edge): (4, 0, edge.source.text, edge.target)
        case .edgeRemoved(let edge): (4, 1, edge.source.text, edge.target)
        }
    }

    /// Whether `lhs` comes before `rhs` in a component's lines.
    static func precedes(_ lhs: GraphChange, _ rhs: GraphChange) -> Bool {
        let left = lhs.order
        let right = rhs.order
        return (left.kind, left.sign, left.name, left.detail) < (right.kind, right.sign, right.name, right.detail)
    }
}
