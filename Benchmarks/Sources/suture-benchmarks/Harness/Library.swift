/// A column of the results table: one way of wiring the same objects.
enum Library: CaseIterable {
    case handWritten
    case sutureComponent
    case suture
    case swinject
    case swiftDependencies

    /// The column's heading.
    var title: String {
        switch self {
        case .handWritten: "Hand-written"
        case .sutureComponent: "Suture component"
        case .suture: "Suture Container"
        case .swinject: "Swinject"
        case .swiftDependencies: "swift-dependencies"
        }
    }
}
