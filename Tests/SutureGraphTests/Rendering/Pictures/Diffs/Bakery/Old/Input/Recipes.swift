import BakeryKitchen
import Suture

/// One bread on the menu. Each recipe is a contribution to the `[Recipe]` multibinding.
struct Recipe: Sendable {
    let name: String
    let starter: Starter
    let minutes: Int
}

/// The menu: every `@Provides(into: .set)` adds one recipe to `[Recipe]`.
@Module(includes: [StartersModule.self])
enum RecipesModule {
    @Provides(into: .set)
    static func ryeSourdough(@Named("rye") starter: Starter) -> Recipe {
        Recipe(name: "rye sourdough", starter: starter, minutes: 45)
    }

    @Provides(into: .set)
    static func wheatBloomer(@Named("wheat") starter: Starter) -> Recipe {
        Recipe(name: "wheat bloomer", starter: starter, minutes: 35)
    }
}
