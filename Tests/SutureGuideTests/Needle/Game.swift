import Suture

// The samples of Documentation/ComingFrom/Needle.md: a root component, a `shared { }` instance, and a child
// component for one game with the player it was started for.

extension NeedleGuide {
    /// What Needle kept in `shared { }`: one per root component.
    @Injectable(scope: .singleton)
    final class ScoreStore: Sendable {
        init() {}
    }

    /// Built on every request, from the shared store.
    @Injectable
    final class ScoreSheet: Sendable {
        let store: ScoreStore

        init(store: ScoreStore) {
            self.store = store
        }
    }

    /// The dynamic dependency a Needle child component took in its initializer.
    struct Player: Sendable {
        let name: String
    }

    /// One per game: lives in the nearest component of the scope "game".
    @Injectable(scope: .custom("game"))
    final class Game: Sendable {
        let player: Player
        let store: ScoreStore

        init(player: Player, store: ScoreStore) {
            self.player = player
            self.store = store
        }
    }

    /// The child component: what Needle's `GameComponent: Component<GameDependency>` was.
    @Component(scope: .custom("game"))
    protocol GameComponent {
        var game: Game { get }
    }

    /// The root: what Needle's `RootComponent: BootstrapComponent` was.
    @Component
    protocol RootComponent {
        var scoreSheet: ScoreSheet { get }
        func game(player: Player) -> any GameComponent
    }
}
