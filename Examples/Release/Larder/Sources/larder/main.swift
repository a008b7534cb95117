let larder = SutureLarder()
print("the larder holds a jar of \(larder.jar.grams) g of honey")
