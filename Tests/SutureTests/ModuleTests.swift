import Suture
import Testing

/// `@Module` registrations resolved from a real container.
struct ModuleTests {
    @Test func providers_registerQualifiedVariants_andScopes() throws {
        let container = Container { Kitchen.RecipeModule.registrations }
        let rye = try container.resolve(Kitchen.Starter.self, named: "rye")
        let wheat = try container.resolve(Kitchen.Starter.self, named: "wheat")
        #expect(rye == Kitchen.Starter(grain: "rye"))
        #expect(wheat == Kitchen.Starter(grain: "wheat"))
        #expect(container.hasBinding(for: Kitchen.Starter.self) == false)
    }

    @Test func includedModules_areRegisteredWithTheIncludingOne() {
        let container = Container { Kitchen.RecipeModule.registrations }
        #expect(container.hasBinding(for: Kitchen.Mixer.self))
        #expect(container.hasBinding(for: Kitchen.Apprentice.self))
    }

    @Test func contributions_formTheSetAndTheMap() throws {
        let container = Container { Kitchen.RecipeModule.registrations }
        let recipes = try container.resolve([Kitchen.Recipe].self)
        let book = try container.resolve([String: Kitchen.Recipe].self)
        #expect(recipes.map(\.name) == ["sourdough", "baguette"])
        #expect(book == ["croissant": Kitchen.Recipe(name: "croissant")])
    }

    @Test func providerWithArguments_takesThemAtResolve() throws {
        let container = Container { Workshop.ToolModule.registrations }
        let label = try container.resolve(Workshop.Label.self, arguments: "rye", 3)
        #expect(label.text == "3 × rye")
    }

    @Test func throwingProvider_surfacesItsError() {
        let container = Container { Workshop.ToolModule.registrations }
        #expect(throws: ResolutionError.self) { try container.resolve(Workshop.Kiln.self) }
    }
}

/// A component protocol compiles with the real `@Component` macro (its class comes from the graph compiler).
@Component(modules: [Kitchen.RecipeModule.self])
protocol KitchenComponent {
    init(config: String)
    var baker: Kitchen.Baker { get }
    func order(customer: String, loaves: Int) -> Kitchen.Order
}

@Component(modules: [Kitchen.PantryModule.self], scope: .custom("request"))
protocol RequestComponent {
    var mixer: Kitchen.Mixer { get }
}
