import SutureVapor
import Vapor

/// The shop's API: the pastries left (singletons only) and boxes to fill (through the request's `ShopVisit`).
enum PastryRoutes {
    static func register(on app: Application, patisserie: some Patisserie) {
        app.get("pastries") { _ in
            let stock = await patisserie.pantry.stock()
            let pastries = stock.keys.sorted().map { "\($0) \(stock[$0] ?? 0)" }.joined(separator: ", ")
            return "\(pastries) (pantry \(patisserie.pantry.number))"
        }
        app.post("boxes", ":pastry", ":count") { req in
            let pastry = try req.parameters.require("pastry")
            let count = try req.parameters.require("count", as: Int.self)
            guard count > 0 else { throw Abort(.badRequest, reason: "A box holds at least one pastry.") }
            let visit = try req.suture.scope(as: ShopVisit.self)
            // The packer is new, its box is the request's: the same box as `visit.box`.
            let packed = await visit.packer.pack(count, of: pastry)
            return "\(packed) (pantry \(visit.box.pantry.number), same box \(visit.packer.box === visit.box))"
        }
    }
}
