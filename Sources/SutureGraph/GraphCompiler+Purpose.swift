extension GraphCompiler {
    /// What a command does with the analysis, so that the analysis prepares it on the other processor while the graph
    /// rules run.
    package enum Purpose: Sendable {
        /// Diagnostics alone (`suture check`): nothing is prepared.
        case check
        /// The generated file (`suture generate`): its wiring (`WiringPlan`) is planned beside the rules, and dropped
        /// when they find an error.
        case generate
        /// A picture (`suture graph`): the one the choice names is built beside the rules, for `writePicture(...)`.
        case draw(PictureChoice)
    }
}
