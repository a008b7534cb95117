try await ShopServer.run()
