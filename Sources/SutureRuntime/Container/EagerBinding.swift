/// An eager binding's key, and whether it is a contribution to a multibinding.
struct EagerBinding {
    let key: AnyDependencyKey
    let isContribution: Bool
}
