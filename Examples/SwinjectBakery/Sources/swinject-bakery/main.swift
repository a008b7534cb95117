import SwinjectBakeryShop

let open = try OpenShop.open()
let baker = try open.shop.baker
print("Suture's baker bakes \(baker.bake()).")
if let till = open.swinject.resolve(Till.self) {
    print("Swinject's till keeps Suture's ledger: \(till.ledger === open.shop.ledger).")
    print("Swinject's till shares Suture's mixer: \(till.mixer === baker.mixer).")
} else {
    print("Swinject cannot build the till.")
}
