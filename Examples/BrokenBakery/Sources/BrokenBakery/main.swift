// Never runs: the build fails first, at the lines the graph compiler names.
print(SutureBakery().baker)
