import Suture

/// The only Suture declaration of its sources: a component of bound instances, so the generated registrations group
/// is empty (and must compile without a warning under `-warnings-as-errors`).
@Component
protocol BoundOnlySettings {
    init(name: String)
    var name: String { get }
}
