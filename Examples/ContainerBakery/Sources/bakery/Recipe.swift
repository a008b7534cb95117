/// One bread on the menu. Each recipe is a contribution to the `[Recipe]` multibinding.
struct Recipe: Sendable {
    let name: String
    let starter: Starter
    let minutes: Int
}
