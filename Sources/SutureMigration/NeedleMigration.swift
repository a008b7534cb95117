import SwiftSyntax

/// `suture migrate needle`: reads an app's Needle components and writes the Suture equivalent — a `@Component`
/// protocol in each component class's place, with an entry point per provider, `@Injectable` on the types a provider
/// only builds from other providers, a `@Module` of `@Provides` functions for the rest, and parents' entry points that
/// make subcomponents — and accounts for every provider in a report.
package enum NeedleMigration {
    /// Migrates `files`: the changed and new files, and the report.
    package static func migrate(_ files: [MigrationFile]) -> MigrationResult {
        var components: [NeedleComponent] = []
        var dependencies: [NeedleDependency] = []
        var declared: [DeclaredType] = []
        var imports: [String: [String]] = [:]
        for file in files {
            let found = NeedleReader.declarations(in: file)
            components += found.components
            dependencies += found.dependencies
            declared += DeclaredTypeReader.types(in: file.tree, path: file.path)
            imports[file.path] = file.imports.filter { $0 != "NeedleFoundation" }
        }
        components.sort { $0.location < $1.location }
        let members = components.flatMap { component in component.members.map { (component, $0) } }
            .sorted { $0.1.location < $1.1.location }
        // A provider that uses one left is left too: convert again until no more are left.
        var left: Set<NeedleConverter.MemberID> = []
        var conversions: [Conversion] = []
        var converter: NeedleConverter
        repeat {
            converter = NeedleConverter(
                components: components, dependencies: dependencies, declared: declared, imports: imports,
                leftMembers: left)
            conversions = members.map { converter.convert($0.1, of: $0.0) }
            let nowLeft = Set(
                zip(members, conversions).compactMap { pair, conversion -> NeedleConverter.MemberID? in
                    guard case .left = conversion else { return nil }
                    return NeedleConverter.MemberID(component: pair.0.name, member: pair.1.name)
                })
            if nowLeft.isSubset(of: left) { break }
            left.formUnion(nowLeft)
        } while true
        let entries = zip(members, conversions).map { pair, conversion in
            MigrationResult.Entry(
                location: pair.1.location, subject: subject(pair.1, of: pair.0), conversion: conversion)
        }
        let edits = componentEdits(
            files, components: components, dependencies: dependencies, converter: converter,
            conversions: Dictionary(
                zip(members, conversions).map {
                    (NeedleConverter.MemberID(component: $0.0.name, member: $0.1.name), $1)
                },
                uniquingKeysWith: { first, _ in first }))
        let keepsNeedle = Set(
            components.filter { converter.reasonLeft($0) != nil }.map(\.location.path)
                + dependencies.filter { dependency in
                    !edits.contains {
                        $0.path == dependency.path && $0.offset == dependency.declaration.position.utf8Offset
                    }
                }.map(\.path))
        let changedFiles = ChangedFiles.make(
            files, entries: entries, edits: edits,
            whenChanged: { file in
                if !keepsNeedle.contains(file.path),
                    let replacement = ImportInsertion.edit(replacing: "NeedleFoundation", with: "Suture", in: file)
                {
                    return [replacement]
                }
                return ImportInsertion.edit(adding: "Suture", to: file).map { [$0] } ?? []
            },
            moduleComment: {
                "/// The providers of \($0) that `suture migrate needle` converted to @Provides functions."
            })
        return MigrationResult(
            entries: entries,
            changedFiles: changedFiles,
            notes: [
                "Each converted component is a @Component protocol with an entry point per converted provider, of the same name and type; the build generates Suture<Name> (SutureRootComponent() where the app made RootComponent()), and registerProviderFactories() has nothing left to register.",
                "shared { } is .singleton in the root and the child's own scope (.custom(\"…\")) in a child; a provider without it builds anew on every request, as in Needle.",
                "A child reads what its ancestors bind by type, so its dependency protocol is gone; the build checks that an ancestor binds each type.",
            ],
            nothingFound: "no Needle component found (a class deriving from BootstrapComponent or Component<…>)"
        )
    }

    /// `ShopComponent.catalog: Catalog`, `ShopComponent.checkout(customer:) -> CheckoutComponent`.
    private static func subject(_ member: NeedleMember, of component: NeedleComponent) -> String {
        switch member.kind {
        case .property: "\(component.name).\(member.name): \(member.type)"
        case .function(_, let labels):
            "\(component.name).\(member.name)(\(labels.map { $0 + ":" }.joined())) -> \(member.type)"
        case .other: "\(component.name).\(member.name)"
        }
    }

    /// The edits of the components themselves: each component that is not left becomes its protocol, and each
    /// dependency protocol that only such components used goes.
    private static func componentEdits(
        _ files: [MigrationFile], components: [NeedleComponent], dependencies: [NeedleDependency],
        converter: NeedleConverter, conversions: [NeedleConverter.MemberID: Conversion]
    ) -> [TextEdit] {
        var edits: [TextEdit] = []
        var neededDependencies: Set<String> = []
        var convertedDependencies: Set<String> = []
        for component in components {
            guard case .child(let dependency) = component.kind else {
                if case .pluginized = component.kind {
                    neededDependencies.formUnion(Self.genericArguments(of: component))
                }
                continue
            }
            if converter.reasonLeft(component) == nil {
                convertedDependencies.insert(dependency)
            } else {
                neededDependencies.insert(dependency)
            }
        }
        for component in components where converter.reasonLeft(component) == nil {
            guard let file = files.first(where: { $0.path == component.location.path }) else { continue }
            let members = component.members.map { member in
                (member, conversions[.init(component: component.name, member: member.name)] ?? .left(.functionProvider))
            }
            let hasModule = members.contains { _, conversion in
                if case .provider = conversion { return true }
                return false
            }
            let declaration = component.declaration
            let start = declaration.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = declaration.endPositionBeforeTrailingTrivia.utf8Offset
            let text = ComponentProtocol.text(
                for: component, members: members, hasModule: hasModule, source: Array(file.text.utf8))
            edits.append(TextEdit(path: file.path, offset: start, length: end - start, text: text))
        }
        for dependency in dependencies
        where convertedDependencies.contains(dependency.name) && !neededDependencies.contains(dependency.name) {
            let start = dependency.declaration.position.utf8Offset
            let end = dependency.declaration.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(TextEdit(path: dependency.path, offset: start, length: end - start, text: ""))
        }
        return edits
    }

    /// The generic arguments of a pluginized component's base class, which stay with it.
    private static func genericArguments(of component: NeedleComponent) -> [String] {
        guard
            let type = component.declaration.inheritanceClause?.inheritedTypes.first?.type
                .as(IdentifierTypeSyntax.self)
        else { return [] }
        return type.genericArgumentClause?.arguments.map { $0.argument.trimmedDescription } ?? []
    }
}
