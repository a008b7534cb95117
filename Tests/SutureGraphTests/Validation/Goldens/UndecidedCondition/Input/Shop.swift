import Suture
import UndecidedConditionFeature

/// The shop sells the plan its feature module's build chose.
@Component
protocol Shop {
    var plan: Plan { get }
}
