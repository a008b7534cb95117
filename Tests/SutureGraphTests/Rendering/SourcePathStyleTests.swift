import SutureGraph
import SutureSyntax
import Testing

/// How a picture writes its locations' files: as read, or relative to the package, with `..` for a file outside it.
struct SourcePathStyleTests {
    static let package = SourcePathStyle.relative(to: "/work/Bakery", workingDirectory: "/work/Bakery/Sources")

    @Test func asRead_keepsThePathTheFileWasReadBy() {
        let absolute = "/work/Bakery/Sources/bakery/Baker.swift"
        #expect(SourcePathStyle.asRead.path(absolute) == absolute)
        #expect(SourcePathStyle.asRead.path("Sources/bakery/Baker.swift") == "Sources/bakery/Baker.swift")
    }

    @Test func relative_writesAFileInsideTheFolder_fromTheFolder() {
        #expect(Self.package.path("/work/Bakery/Sources/bakery/Baker.swift") == "Sources/bakery/Baker.swift")
        #expect(
            Self.package.path("/work/Bakery/./Sources/../Sources/bakery/Baker.swift") == "Sources/bakery/Baker.swift")
        #expect(
            SourcePathStyle.relative(to: "/work/Bakery/", workingDirectory: "/").path("/work/Bakery/Package.swift")
                == "Package.swift")
    }

    @Test func relative_writesAFileOutsideTheFolder_withStepsUp() {
        #expect(Self.package.path("/work/Kitchen/Sources/Oven.swift") == "../Kitchen/Sources/Oven.swift")
        #expect(
            SourcePathStyle.relative(to: "/work/Bakery/Sources/bakery", workingDirectory: "/")
                .path("/work/Bakery/Sources/BakeryKitchen/Oven.swift") == "../BakeryKitchen/Oven.swift")
    }

    @Test func relative_findsAFileReadByARelativePath_fromTheWorkingDirectory() {
        #expect(Self.package.path("bakery/Baker.swift") == "Sources/bakery/Baker.swift")
        #expect(Self.package.path("../Package.swift") == "Package.swift")
        #expect(Self.package.path("../../Kitchen/Oven.swift") == "../Kitchen/Oven.swift")
    }

    @Test func relative_keepsAFileThatSharesOnlyTheRoot_asRead() {
        let elsewhere = "/opt/checkouts/Suture/Sources/Clock.swift"
        #expect(Self.package.path(elsewhere) == elsewhere)
    }

    @Test func place_isTheFileAsWritten_withItsLineAndColumn() {
        let location = SyntaxLocation(file: "/work/Bakery/Sources/bakery/Baker.swift", line: 14, column: 10)
        #expect(Self.package.place(location) == "Sources/bakery/Baker.swift:14:10")
        #expect(SourcePathStyle.asRead.place(location) == "/work/Bakery/Sources/bakery/Baker.swift:14:10")
    }
}
