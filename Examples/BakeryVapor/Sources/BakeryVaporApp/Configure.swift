import ServiceLifecycle
import SutureServiceLifecycle
import SutureVapor
import Vapor

/// Sets the bakery up on `app`: the generated component on `app.suture`, with a `ShopVisit` for each request that
/// reaches one; its services run from the app's lifecycle; and the routes. The server listens on 127.0.0.1:`port`.
public func configure(_ app: Application, port: Int = 8080, journal: Journal = Journal()) {
    let patisserie = SuturePatisserie(journal: journal)
    app.http.server.configuration.hostname = "127.0.0.1"
    app.http.server.configuration.port = port
    app.suture.use(patisserie) { patisserie, req in
        patisserie.visit(Guest(route: "\(req.method) \(req.url.path)"))
    }
    app.suture.runServices(ServiceGraph(patisserie.services))
    PastryRoutes.register(on: app, patisserie: patisserie)
}
