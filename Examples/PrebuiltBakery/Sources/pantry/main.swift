import Pantry

let pantry = SuturePantry()
print("the pantry holds \(pantry.shelf.flour) kg of flour")
