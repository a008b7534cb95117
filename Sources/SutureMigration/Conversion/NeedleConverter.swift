import SwiftSyntax

/// Decides what each member of a Needle component becomes: an entry point that makes a subcomponent, a provider that
/// the `BindingConverter` both migrations share turns into `@Injectable` or a `@Provides` function, or a reason it
/// was left. `dependency.x` and the component's own members become dependencies of the type each one names.
package struct NeedleConverter {
    /// A member of a component, by both names: `ShopComponent.catalog`.
    package struct MemberID: Hashable, CustomStringConvertible {
        /// The component.
        package let component: String
        /// The member.
        package let member: String

        package var description: String { "\(component).\(member)" }
    }

    /// The component that makes a child, and the member that does.
    private struct Maker {
        let member: MemberID
        let location: SourcePosition
    }

    /// The components read, by name.
    private let components: [String: NeedleComponent]
    /// The dependency protocols read, by name.
    private let dependencies: [String: NeedleDependency]
    /// Each child component's first maker, in source order.
    private let makers: [String: Maker]
    /// The members left by an earlier pass, which the members that use them follow.
    private let leftMembers: Set<MemberID>
    /// The imports of each file but NeedleFoundation, by path.
    private let imports: [String: [String]]
    /// What both migrations decide alike, and the keys converted so far.
    private var bindings: BindingConverter

    /// A converter over what the files declare; `leftMembers` are the members a previous pass left.
    package init(
        components: [NeedleComponent], dependencies: [NeedleDependency], declared: [DeclaredType],
        imports: [String: [String]], leftMembers: Set<MemberID>
    ) {
        var byName: [String: NeedleComponent] = [:]
        for component in components where byName[component.name] == nil { byName[component.name] = component }
        self.components = byName
        var dependencyByName: [String: NeedleDependency] = [:]
        for dependency in dependencies where dependencyByName[dependency.name] == nil {
            dependencyByName[dependency.name] = dependency
        }
        self.dependencies = dependencyByName
        var makers: [String: Maker] = [:]
        for component in components {
            for member in component.members {
                guard let (child, _) = Self.childCall(member, components: byName), makers[child.name] == nil else {
                    continue
                }
                makers[child.name] = Maker(
                    member: MemberID(component: component.name, member: member.name), location: member.location)
            }
        }
        self.makers = makers
        self.leftMembers = leftMembers
        self.imports = imports
        bindings = BindingConverter(declared: declared)
    }

    /// Why a whole component is left, if it is: a plug-in point, or an initializer that does more than keep values.
    package func reasonLeft(_ component: NeedleComponent) -> LeftReason? {
        if case .pluginized(let base) = component.kind { return .pluginized(component.name, base) }
        if component.dynamicDependencies == nil { return .unreadableInitializer(component.name) }
        return nil
    }

    /// The scope of what `shared { }` keeps in `component`: the root's is `.singleton`, a child's its own.
    package static func scope(of component: NeedleComponent) -> String {
        switch component.kind {
        case .bootstrap: ".singleton"
        case .child, .pluginized: ".custom(\"\(BindingConverter.lowerCamel(component.baseName))\")"
        }
    }

    /// The module that takes `component`'s `@Provides` functions: `ShopComponent` → `ShopModule`.
    package static func moduleName(of component: NeedleComponent) -> String { component.baseName + "Module" }

    /// Converts `member` of `component`; call in source order, as the first provider of a type wins.
    package mutating func convert(_ member: NeedleMember, of component: NeedleComponent) -> Conversion {
        if let reason = reasonLeft(component) { return .left(reason) }
        guard let statements = member.statements else {
            if case .other(let kind) = member.kind { return .left(.notAProvider(kind)) }
            return .left(.notAProvider("a member without a body"))
        }
        let id = MemberID(component: component.name, member: member.name)
        if let (child, call) = Self.childCall(member, components: components) {
            return subcomponent(child, made: call, by: member, id: id, in: component)
        }
        if case .function = member.kind { return .left(.functionProvider) }
        if case .other(let kind) = member.kind { return .left(.notAProvider(kind)) }
        if ControlFlowFinder.branches(in: statements) { return .left(.choosesAtRunTime) }
        let sites: [ResolveSite]
        switch self.sites(in: statements, of: component) {
        case .found(let found): sites = found
        case .unconvertible(let reason): return .left(reason)
        }
        if let captured = CapturedNames.first(in: statements, excluding: [], sites: sites) {
            return .left(.usesComponentValue(captured))
        }
        if let earlier = bindings.earlierConversion(of: member.type) { return .left(.sameType(member.type, earlier)) }
        let module = Self.moduleName(of: component)
        let factory = BindingFactory(
            serviceType: member.type, name: nil, scope: member.isShared ? Self.scope(of: component) : nil,
            forwardedTypes: [], statements: statements, sites: sites, runtimeArguments: [], knownNames: [],
            module: module, modulePath: BindingFactory.modulePath(module, beside: component.location.path),
            origin: component.name, imports: imports[component.location.path] ?? [], functionName: member.name)
        let conversion = bindings.injectable(factory) ?? bindings.provider(factory)
        bindings.record(conversion, key: member.type, at: member.location)
        return conversion
    }

    // MARK: - Subcomponents

    /// `Child(parent: self, …)`, the single expression of a member, when `Child` is a component read.
    private static func childCall(
        _ member: NeedleMember, components: [String: NeedleComponent]
    ) -> (NeedleComponent, FunctionCallExprSyntax)? {
        guard let call = member.singleExpression?.as(FunctionCallExprSyntax.self),
            let name = BindingConverter.constructedType(call.calledExpression), let child = components[name],
            let first = call.arguments.first, first.label?.text == "parent",
            first.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        else { return nil }
        return (child, call)
    }

    /// The entry point that makes `child`, when the member makes it the way a Suture entry point can: not kept, made
    /// here only, and passed exactly the values it keeps, each from a parameter of the same name.
    private func subcomponent(
        _ child: NeedleComponent, made call: FunctionCallExprSyntax, by member: NeedleMember, id: MemberID,
        in component: NeedleComponent
    ) -> Conversion {
        if reasonLeft(child) != nil { return .left(.makesLeftComponent(child.name)) }
        if member.isShared { return .left(.sharedChild(child.name)) }
        if let maker = makers[child.name], maker.member != id {
            return .left(.childMadeTwice(child.name, maker.location))
        }
        let kept = child.dynamicDependencies?.map(\.name) ?? []
        let passed = call.arguments.dropFirst()
        let parameters: [String]
        switch member.kind {
        case .function(_, let labels): parameters = labels
        case .property, .other: parameters = []
        }
        let passesItsParameters =
            passed.map { $0.label?.text ?? "_" } == kept && parameters == kept
            && passed.allSatisfy { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == $0.label?.text }
        guard passesItsParameters else { return .left(.childArguments(child.name)) }
        return .subcomponent(
            SubcomponentConversion(parent: component.name, child: child.name, scope: Self.scope(of: child)))
    }

    // MARK: - References

    /// The dependencies a provider reads, or why one of them cannot become a dependency.
    private enum SiteReading {
        case found([ResolveSite])
        case unconvertible(LeftReason)
    }

    /// The dependencies `statements` read: each `dependency.x` by the type its dependency protocol gives `x`, each of
    /// the component's own properties and kept values by its type.
    private func sites(
        in statements: CodeBlockItemListSyntax, of component: NeedleComponent
    ) -> SiteReading {
        let kept = component.dynamicDependencies ?? []
        let own = Set(component.members.map(\.name) + kept.map(\.name))
        var sites: [ResolveSite] = []
        for reference in NeedleReference.all(in: statements, own: own) {
            let type: String
            // Two kept values of one type are bound instances named by their labels as well.
            var name: String?
            switch reference.origin {
            case .dependency:
                guard case .child(let protocolName) = component.kind else {
                    return .unconvertible(.usesComponentValue("dependency"))
                }
                guard let declared = dependencies[protocolName]?.members[reference.name] else {
                    return .unconvertible(.unknownDependency(protocolName, reference.name))
                }
                if let provider = ancestorProvider(named: reference.name, above: component),
                    leftMembers.contains(provider)
                {
                    return .unconvertible(.usesLeftProvider("dependency.\(reference.name)"))
                }
                type = declared
            case .component:
                if let value = kept.first(where: { $0.name == reference.name }) {
                    type = value.type
                    let sameType = kept.filter { BindingConverter.sameType($0.type, value.type) }
                    if sameType.count > 1 { name = value.name }
                } else {
                    guard let member = component.members.first(where: { $0.name == reference.name }) else {
                        return .unconvertible(.usesComponentValue(reference.name))
                    }
                    if Self.childCall(member, components: components) != nil {
                        return .unconvertible(.usesChildComponent(reference.name))
                    }
                    guard case .property = member.kind, member.statements != nil else {
                        return .unconvertible(.usesComponentValue(reference.name))
                    }
                    if leftMembers.contains(MemberID(component: component.name, member: member.name)) {
                        return .unconvertible(.usesLeftProvider(reference.name))
                    }
                    type = member.type
                }
            }
            sites.append(
                ResolveSite(
                    node: reference.node, type: type, name: name, isOptional: false, parameterName: reference.name))
        }
        return .found(sites)
    }

    /// The nearest ancestor's property named `name`, walking up from `component`'s maker.
    private func ancestorProvider(named name: String, above component: NeedleComponent) -> MemberID? {
        var current = makers[component.name]?.member.component
        var visited: Set<String> = [component.name]
        while let parentName = current, !visited.contains(parentName), let parent = components[parentName] {
            visited.insert(parentName)
            if parent.members.contains(where: { $0.name == name }) {
                return MemberID(component: parentName, member: name)
            }
            current = makers[parentName]?.member.component
        }
        return nil
    }
}
