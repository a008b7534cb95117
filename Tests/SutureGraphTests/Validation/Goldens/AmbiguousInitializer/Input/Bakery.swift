import Suture

struct Recipe: Sendable {
    let name: String
}

@Injectable
final class Mixer {
    let speed: Int

    init() { self.speed = 1 }

    init(speed: Int) { self.speed = speed }
}

@Injectable
final class Proofer {
    let minutes: Int

    init() { self.minutes = 45 }

    @Inject
    init(recipe: Recipe) { self.minutes = recipe.name.count }
}

@Injectable
struct Cookbook {
    let recipes: [Recipe]

    init(recipes: [Recipe]) { self.recipes = recipes }

    init(first: Recipe, second: Recipe) { self.recipes = [first, second] }
}

@Injectable
final class Baker {
    let mixer: Mixer
    let cookbook: Cookbook

    init(mixer: Mixer, cookbook: Cookbook) {
        self.mixer = mixer
        self.cookbook = cookbook
    }
}

@Module
enum RecipeModule {
    @Provides
    static func sourdough() -> Recipe { Recipe(name: "sourdough") }
}

@Component(modules: [RecipeModule.self])
protocol Bakery {
    var baker: Baker { get }
    var proofer: Proofer { get }
}
