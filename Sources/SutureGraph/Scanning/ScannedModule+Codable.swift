import SutureSyntax

// How a file's scan is written into a scan cache entry (`ScanEntryEncoder`): every part of it by synthesized
// `Codable` (its stored properties in declaration order), the module by hand, since its imports are a set, which
// would write its strings in another order on each run: the same scan must write the same bytes, which the run's
// record compares by digest. A property added here needs a line in both functions and a new `FileScan.formatVersion`;
// `FileScanTests` reads every golden input's scan back to catch one left out.

extension ScannedModule: Codable {
    private enum CodingKeys: CodingKey {
        case name, isTarget, injectables, modules, components, types, aliases, injectableNames, imports, skippedFiles
        case diagnostics
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(isTarget, forKey: .isTarget)
        try container.encode(injectables, forKey: .injectables)
        try container.encode(modules, forKey: .modules)
        try container.encode(components, forKey: .components)
        try container.encode(types, forKey: .types)
        try container.encode(aliases, forKey: .aliases)
        try container.encode(injectableNames, forKey: .injectableNames)
        try container.encode(imports.sorted(), forKey: .imports)
        try container.encode(skippedFiles, forKey: .skippedFiles)
        try container.encode(diagnostics, forKey: .diagnostics)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            isTarget: try container.decode(Bool.self, forKey: .isTarget))
        injectables = try container.decode([Annotated<InjectableDeclaration>].self, forKey: .injectables)
        modules = try container.decode([Annotated<ModuleDeclaration>].self, forKey: .modules)
        components = try container.decode([Annotated<ComponentDeclaration>].self, forKey: .components)
        types = try container.decode([DeclarationIndex.TypeEntry].self, forKey: .types)
        aliases = try container.decode([DeclarationIndex.Alias].self, forKey: .aliases)
        injectableNames = try container.decode([String].self, forKey: .injectableNames)
        imports = Set(try container.decode([String].self, forKey: .imports))
        skippedFiles = try container.decode([SkippedFile].self, forKey: .skippedFiles)
        diagnostics = try container.decode([DeclarationProblem].self, forKey: .diagnostics)
    }
}
