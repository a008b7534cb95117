import BakeryCore
import Ovens
import Pantry
import Suture

/// Bakes with an oven from the Ovens package and a starter from the Pantry package.
@Injectable
final class Baker {
    let oven: any Oven
    let starter: Starter

    init(oven: any Oven, @Named("rye") starter: Starter) {
        self.oven = oven
        self.starter = starter
    }
}

/// The app's component: its graph spans three packages, and the build checks all of it. It lists no module: Pantry's
/// installs itself in every component that refines BakeryScope.
@Component
protocol Bakery: BakeryScope {
    var baker: Baker { get }
}
