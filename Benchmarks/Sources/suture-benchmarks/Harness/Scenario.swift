/// One row of the table: the same work done by each library that fits it.
struct Scenario {
    /// The row's heading.
    let title: String
    private let handWritten: Measurement
    private let sutureComponent: Measurement
    private let suture: Measurement
    private let swinject: Measurement
    private let swiftDependencies: Measurement

    /// Makes a row; every library is named, so none is left out by accident.
    init(
        title: String,
        handWritten: Measurement,
        sutureComponent: Measurement,
        suture: Measurement,
        swinject: Measurement,
        swiftDependencies: Measurement
    ) {
        self.title = title
        self.handWritten = handWritten
        self.sutureComponent = sutureComponent
        self.suture = suture
        self.swinject = swinject
        self.swiftDependencies = swiftDependencies
    }

    /// How `library`'s cell is measured.
    func measurement(for library: Library) -> Measurement {
        switch library {
        case .handWritten: handWritten
        case .sutureComponent: sutureComponent
        case .suture: suture
        case .swinject: swinject
        case .swiftDependencies: swiftDependencies
        }
    }
}
