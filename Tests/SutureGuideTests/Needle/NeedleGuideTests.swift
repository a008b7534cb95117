// The tests of Documentation/ComingFrom/Needle.md.
import Suture
import Testing

extension NeedleGuide {
    @Suite struct GameTests {
        @Test func childComponent_getsItsPlayer_andSharesTheRootsStore() {
            let root = SutureNeedleGuideRootComponent()
            let game = root.game(player: Player(name: "Ada"))
            #expect(game.game.player.name == "Ada")
            #expect(game.game === game.game)
            #expect(game.game.store === root.scoreSheet.store)
        }

        @Test func eachChildComponent_hasItsOwnGame() {
            let root = SutureNeedleGuideRootComponent()
            let first = root.game(player: Player(name: "Ada"))
            let second = root.game(player: Player(name: "Grace"))
            #expect(first.game !== second.game)
            #expect(second.game.player.name == "Grace")
        }
    }
}
