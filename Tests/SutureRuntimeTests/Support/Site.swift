/// How a `RegistrationSite` reads for a registration written on `line` of the calling file.
func site(_ line: Int, fileID: String = #fileID) -> String {
    "\(fileID):\(line)"
}
