// The samples of the DocC article "Testing and previews" (Sources/Suture/Suture.docc/TestingAndPreviews.md).
import Suture
import Testing

enum PreviewsArticle {
    protocol WeatherService: Sendable {
        func forecast() -> String
    }

    @Injectable(as: WeatherService.self, scope: .singleton)
    final class LiveWeatherService: WeatherService {
        func forecast() -> String { "asking the network" }
    }

    struct SunnyWeatherService: WeatherService {
        func forecast() -> String { "sunny" }
    }

    @Injectable
    final class ForecastModel: Sendable {
        let weather: any WeatherService

        init(weather: any WeatherService) {
            self.weather = weather
        }

        var headline: String { "Today: \(weather.forecast())" }
    }

    static let app = Container {
        LiveWeatherService.registration
        ForecastModel.registration
    }

    static let preview = app.overriding {
        Register((any WeatherService).self) { _ in SunnyWeatherService() }
    }
}

@Suite struct TestingAndPreviewsSampleTests {
    @Test func previewContainer_usesTheFake_andLeavesTheAppAlone() throws {
        let model = try PreviewsArticle.preview.resolve(PreviewsArticle.ForecastModel.self)
        #expect(model.headline == "Today: sunny")
        let live = try PreviewsArticle.app.resolve(PreviewsArticle.ForecastModel.self)
        #expect(live.headline == "Today: asking the network")
    }

    @Test func aCheckThatThrows_insideWithCurrent_needsAThrowingClosureWrittenOut() throws {
        try PreviewsArticle.preview.withCurrent { () throws in
            #expect(try Container.current.resolve(PreviewsArticle.ForecastModel.self).headline == "Today: sunny")
        }
    }
}
