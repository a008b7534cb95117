import Ovens
import Suture

let baker = SutureBakery().baker
print("Baked with \(baker.starter.grain) starter in the \(baker.oven.name), fired with \(baker.oven.fuel.name)")

// The Ovens package's registrations, which its build plugin run offers to every module that depends on it.
let container = Container { Ovens.SutureGenerated.registrations }
do {
    let oven = try container.resolve((any Oven).self)
    print("A container built from Ovens.SutureGenerated.registrations has the \(oven.name)")
} catch {
    print(error)
}
