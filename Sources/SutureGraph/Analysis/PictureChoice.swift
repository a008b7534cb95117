/// Which picture of the graph `suture graph` draws: every component or one and those below it, in the primary
/// configuration or the one named. Told to the analysis, it lets the picture be built while the graph is validated.
package struct PictureChoice: Hashable, Sendable {
    /// The component the picture is limited to, with its subcomponents; every component when `nil`.
    package var component: String?
    /// The configuration drawn; the primary one when `nil`.
    package var configuration: ConfigurationChoice?

    /// Names a picture.
    package init(component: String? = nil, configuration: ConfigurationChoice? = nil) {
        self.component = component
        self.configuration = configuration
    }
}
