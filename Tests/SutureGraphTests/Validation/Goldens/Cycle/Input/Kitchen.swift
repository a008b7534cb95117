import Suture

@Injectable
final class Chef {
    let sousChef: SousChef

    init(sousChef: SousChef) { self.sousChef = sousChef }
}

@Injectable
final class SousChef {
    let porter: Porter

    init(porter: Porter) { self.porter = porter }
}

@Injectable
final class Porter {
    let chef: Chef

    init(chef: Chef) { self.chef = chef }
}

@Injectable(scope: .singleton)
final class Printer {
    let spooler: Lazy<Spooler>

    init(spooler: Lazy<Spooler>) { self.spooler = spooler }
}

@Injectable
final class Spooler {
    let printer: Printer

    init(printer: Printer) { self.printer = printer }
}

@Injectable
final class Waiter {
    let chef: Chef
    let tickets: Provider<Ticket>

    init(chef: Chef, tickets: Provider<Ticket>) {
        self.chef = chef
        self.tickets = tickets
    }
}

@Injectable
final class Ticket {
    let waiter: Waiter

    init(waiter: Waiter) { self.waiter = waiter }
}

@Component
protocol Kitchen {
    var waiter: Waiter { get }
    var porter: Porter { get }
    var printer: Printer { get }
}

@Component
protocol FoodTruck {
    var chef: Chef { get }
}
