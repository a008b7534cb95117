import Suture

/// The providers of CheckoutComponent that `suture migrate needle` converted to @Provides functions.
@Module
enum CheckoutModule {
    @Provides
    static func welcome(customer: Customer) -> String {
        "Welcome, \(customer.name)"
    }
}
