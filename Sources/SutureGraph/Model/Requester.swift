/// Who asks for a dependency, kept as a shared declaration and a member's position until a message spells it:
/// `parameter 'oven' of Baker.init(oven:)`. The declaration holds the names the graph already keeps (the type, the
/// function, the labels), so a large graph stores no message text per request, nor per declaration.
package struct Requester: Hashable, Sendable, CustomStringConvertible {
    /// A declaration whose members ask for dependencies: an initializer or `@Provides` function, a type's `@Inject`
    /// properties, or a requester spelled in full.
    package final class Declaration: Sendable {
        /// What the members are.
        enum Form {
            /// Parameters of `owner.function(labels)`.
            case parameters
            /// `@Inject` properties of `owner`.
            case properties
            /// No members: `owner` is the whole text.
            case text
        }

        /// What the members are.
        let form: Form
        /// The type or module the members belong to, or the whole text.
        let owner: String
        /// The function the parameters belong to: `init`, `makeOven`.
        let function: String
        /// The members' labels, in order: a parameter's argument label (`nil` for `_`), a property's name.
        let labels: [String?]
        /// The members' names, in order, or `nil` when every one is its label.
        let names: [String]?

        init(form: Form, owner: String, function: String = "", labels: [String?] = [], names: [String]?) {
            self.form = form
            self.owner = owner
            self.function = function
            self.labels = labels
            self.names = names
        }

        /// The parameters of `owner.function`, with their labels and names.
        package static func parameters(
            of owner: String, function: String, labels: [String?], names: [String]
        ) -> Declaration {
            let namesAreLabels = zip(labels, names).allSatisfy { $0 == $1 }
            return Declaration(
                form: .parameters, owner: owner, function: function, labels: labels,
                names: namesAreLabels ? nil : names)
        }

        /// The `@Inject` properties of `owner`, by name.
        package static func properties(of owner: String, names: [String]) -> Declaration {
            Declaration(form: .properties, owner: owner, labels: names, names: nil)
        }

        /// The member's name.
        func name(_ member: Int) -> String {
            if let names { return names.indices.contains(member) ? names[member] : "" }
            return labels.indices.contains(member) ? labels[member] ?? "_" : ""
        }

        /// Hands `write` the pieces of `Baker.init(oven:)`, or of the owner alone, in order.
        func signaturePieces(_ write: (String) -> Void) {
            write(owner)
            guard form == .parameters else { return }
            write(".")
            write(function)
            write("(")
            for label in labels {
                write(label ?? "_")
                write(":")
            }
            write(")")
        }
    }

    /// The declaration the requesting member belongs to.
    package let declaration: Declaration
    /// The member's position in the declaration.
    package let member: Int

    /// The requester that is `member` of `declaration`.
    package init(_ declaration: Declaration, member: Int) {
        self.declaration = declaration
        self.member = member
    }

    /// A requester spelled in full, for a declaration that asks once: `entry point App.baker`.
    package init(text: String, label: String? = nil) {
        self.init(Declaration(form: .text, owner: text, labels: label.map { [$0] } ?? [], names: nil), member: 0)
    }

    /// The member's label: a parameter's argument label (`nil` for `_`), a property's name.
    package var label: String? {
        declaration.labels.indices.contains(member) ? declaration.labels[member] : nil
    }

    /// `parameter 'oven' of Baker.init(oven:)`.
    package var description: String {
        var text = ""
        pieces { text += $0 }
        return text
    }

    /// Hands `write` the pieces `description` is joined from, in order, for a writer that copies them where they go
    /// without joining them first (the JSON export spells a requester per dependency: 108,000 at 60,000 bindings).
    package func pieces(_ write: (String) -> Void) {
        switch declaration.form {
        case .parameters:
            write("parameter '")
            write(declaration.name(member))
            write("' of ")
            declaration.signaturePieces(write)
        case .properties:
            write("property '")
            write(declaration.name(member))
            write("' of ")
            write(declaration.owner)
        case .text: write(declaration.owner)
        }
    }

    /// Two requesters are equal when they are made of the same parts, so they read the same.
    package static func == (left: Requester, right: Requester) -> Bool {
        if left.declaration === right.declaration { return left.member == right.member }
        return left.declaration.form == right.declaration.form && left.declaration.owner == right.declaration.owner
            && left.declaration.function == right.declaration.function
            && left.declaration.labels == right.declaration.labels
            && left.declaration.name(left.member) == right.declaration.name(right.member)
    }

    /// Hashes the parts the requester is made of, without spelling it.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(declaration.form)
        hasher.combine(declaration.owner)
        hasher.combine(declaration.function)
        hasher.combine(declaration.labels)
        hasher.combine(declaration.name(member))
    }
}
