import SwinjectBakeryShop

let open = try OpenShop.open()
print("Suture's baker bakes \(open.shop.baker.bake()).")
if let till = open.swinject.resolve(Till.self) {
    print("Swinject's till keeps Suture's ledger: \(till.ledger === open.shop.ledger).")
    print("Swinject's till shares Suture's mixer: \(till.mixer === open.shop.baker.mixer).")
} else {
    print("Swinject cannot build the till.")
}
