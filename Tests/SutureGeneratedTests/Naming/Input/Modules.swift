import Suture

@Module
enum MeasuresModule {
    @Provides
    static func capacity() -> Kitchen.Grams { 500 }
}

@Module(includes: [MeasuresModule.self])
enum LabelsModule {
    @Provides
    static func label() -> Kitchen.Label { Kitchen.Label(text: "flour") }
}

@Module(includes: [MeasuresModule.self])
enum ShelvesModule {}

@Component(modules: [LabelsModule.self, ShelvesModule.self])
protocol Larder {
    var shelf: Kitchen.Shelf { get }
    var pantry: KitchenPantry { get }
    var scale: (any Kitchen.Scale)? { get }
    var items: [Swift.String] { get }
}
