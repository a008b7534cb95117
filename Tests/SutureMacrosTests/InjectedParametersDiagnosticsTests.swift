import MacroTesting
import SutureMacros
import Testing

/// Every misuse `@InjectedParameters` rejects: the message under the offending token, and the fix-its.
///
/// swift-macro-testing expands the fixed source again without a lexical context, so the expansions
/// after `fixes:` call a function without `self.`, as for a function outside a type.
@Suite(.macros(["InjectedParameters": InjectedParametersMacro.self]))
struct InjectedParametersDiagnosticsTests {
    // MARK: Where the macro stands

    @Test func onAProperty_isAnError_withARemovalFixIt() {
        assertMacro {
            """
            struct Bakery {
                @InjectedParameters
                var oven: Oven
            }
            """
        } diagnostics: {
            """
            struct Bakery {
                @InjectedParameters
                ┬──────────────────
                ╰─ 🛑 @InjectedParameters generates an overload of an initializer or a function, so it cannot be attached to a property; attach it to an 'init' or a 'func'
                   ✏️ Remove '@InjectedParameters'
                var oven: Oven
            }
            """
        } fixes: {
            """
            struct Bakery {
                var oven: Oven
            }
            """
        } expansion: {
            """
            struct Bakery {
                var oven: Oven
            }
            """
        }
    }

    @Test func onAType_onTheSameLine_isAnError_withARemovalFixIt() {
        assertMacro {
            """
            @InjectedParameters struct Bakery {}
            """
        } diagnostics: {
            """
            @InjectedParameters struct Bakery {}
            ┬──────────────────
            ╰─ 🛑 @InjectedParameters generates an overload of an initializer or a function, so it cannot be attached to a struct; attach it to an 'init' or a 'func'
               ✏️ Remove '@InjectedParameters'
            """
        } fixes: {
            """
            struct Bakery {}
            """
        } expansion: {
            """
            struct Bakery {}
            """
        }
    }

    @Test func onASubscript_isAnError() {
        assertMacro {
            """
            struct Shelf {
                @MainActor @InjectedParameters subscript(index: Int) -> Loaf { Loaf() }
            }
            """
        } diagnostics: {
            """
            struct Shelf {
                @MainActor @InjectedParameters subscript(index: Int) -> Loaf { Loaf() }
                           ┬──────────────────
                           ╰─ 🛑 @InjectedParameters generates an overload of an initializer or a function, so it cannot be attached to a subscript; attach it to an 'init' or a 'func'
                              ✏️ Remove '@InjectedParameters'
            }
            """
        } fixes: {
            """
            struct Shelf {
                @MainActor subscript(index: Int) -> Loaf { Loaf() }
            }
            """
        } expansion: {
            """
            struct Shelf {
                @MainActor subscript(index: Int) -> Loaf { Loaf() }
            }
            """
        }
    }

    @Test func inAProtocol_isAnError() {
        assertMacro {
            """
            protocol Bakery {
                @InjectedParameters
                init(oven: Oven)
            }
            """
        } diagnostics: {
            """
            protocol Bakery {
                @InjectedParameters
                ┬──────────────────
                ╰─ 🛑 @InjectedParameters cannot be used in a protocol: a requirement has no body for the overload to call; attach it to the implementation in a conforming type or an extension
                   ✏️ Remove '@InjectedParameters'
                init(oven: Oven)
            }
            """
        } fixes: {
            """
            protocol Bakery {
                init(oven: Oven)
            }
            """
        } expansion: {
            """
            protocol Bakery {
                init(oven: Oven)
            }
            """
        }
    }

    @Test func onALocalFunction_isAnError() {
        assertMacro {
            """
            struct Bakery {
                func open() {
                    @InjectedParameters
                    func light(oven: Oven) {}
                }
            }
            """
        } diagnostics: {
            """
            struct Bakery {
                func open() {
                    @InjectedParameters
                    ┬──────────────────
                    ╰─ 🛑 @InjectedParameters cannot be used on a local function: Swift does not make the overload of a local declaration visible to its callers; move the function into a type or to the top level
                       ✏️ Remove '@InjectedParameters'
                    func light(oven: Oven) {}
                }
            }
            """
        } fixes: {
            """
            struct Bakery {
                func open() {
                    func light(oven: Oven) {}
                }
            }
            """
        } expansion: {
            """
            struct Bakery {
                func open() {
                    func light(oven: Oven) {}
                }
            }
            """
        }
    }

    @Test func onAnOperator_isAnError() {
        assertMacro {
            """
            struct Dough {
                @InjectedParameters
                static func + (lhs: Dough, rhs: Flour) -> Dough { lhs }
            }
            """
        } diagnostics: {
            """
            struct Dough {
                @InjectedParameters
                static func + (lhs: Dough, rhs: Flour) -> Dough { lhs }
                            ┬
                            ╰─ 🛑 @InjectedParameters cannot be attached to operator '+': an overload without the injected parameters would change the operator's arity; attach it to a named function instead
                               ✏️ Remove '@InjectedParameters'
            }
            """
        } fixes: {
            """
            struct Dough {
                static func + (lhs: Dough, rhs: Flour) -> Dough { lhs }
            }
            """
        } expansion: {
            """
            struct Dough {
                static func + (lhs: Dough, rhs: Flour) -> Dough { lhs }
            }
            """
        }
    }

    // MARK: ignoring:

    @Test func ignoringAMisspeltName_suggestsTheParameter() {
        assertMacro {
            """
            struct Uploader {
                @InjectedParameters(ignoring: "flie")
                func upload(file: URL, session: Session) {}
            }
            """
        } diagnostics: {
            """
            struct Uploader {
                @InjectedParameters(ignoring: "flie")
                                              ┬─────
                                              ╰─ 🛑 'flie' is not a parameter of 'upload(file:session:)' (its parameters are 'file', 'session'); list the internal name of a parameter in ignoring:, or remove 'flie'
                                                 ✏️ Replace "flie" with "file"
                                                 ✏️ Remove "flie" from ignoring:
                func upload(file: URL, session: Session) {}
            }
            """
        } fixes: {
            """
            struct Uploader {
                @InjectedParameters(ignoring: "file")
                func upload(file: URL, session: Session) {}
            }
            """
        } expansion: {
            """
            struct Uploader {
                func upload(file: URL, session: Session) {}

                @_disfavoredOverload
                func upload(file: URL) throws {
                    try upload(
                        file: file,
                        session: SutureRuntime.Container.current.resolve(Session.self)
                    )
                }
            }
            """
        }
    }

    @Test func ignoringAnUnknownName_offersToRemoveIt() {
        assertMacro {
            """
            struct Uploader {
                @InjectedParameters(strategy: .byName, ignoring: "file", "attachment")
                func upload(file: URL, session: Session) {}
            }
            """
        } diagnostics: {
            """
            struct Uploader {
                @InjectedParameters(strategy: .byName, ignoring: "file", "attachment")
                                                                         ┬───────────
                                                                         ╰─ 🛑 'attachment' is not a parameter of 'upload(file:session:)' (its parameters are 'file', 'session'); list the internal name of a parameter in ignoring:, or remove 'attachment'
                                                                            ✏️ Remove "attachment" from ignoring:
                func upload(file: URL, session: Session) {}
            }
            """
        } fixes: {
            """
            struct Uploader {
                @InjectedParameters(strategy: .byName, ignoring: "file")
                func upload(file: URL, session: Session) {}
            }
            """
        } expansion: {
            """
            struct Uploader {
                func upload(file: URL, session: Session) {}

                @_disfavoredOverload
                func upload(file: URL) throws {
                    try upload(
                        file: file,
                        session: SutureRuntime.Container.current.resolve(Session.self, named: "session")
                    )
                }
            }
            """
        }
    }

    @Test func ignoringAnArgumentLabel_offersTheInternalName() {
        assertMacro {
            """
            struct Uploader {
                @InjectedParameters(ignoring: "convertedWith")
                func upload(convertedWith attributes: Attributes, session: Session) {}
            }
            """
        } diagnostics: {
            """
            struct Uploader {
                @InjectedParameters(ignoring: "convertedWith")
                                              ┬──────────────
                                              ╰─ 🛑 'convertedWith' is the argument label of parameter 'attributes'; ignoring: takes internal parameter names, so write "attributes"
                                                 ✏️ Replace "convertedWith" with "attributes"
                                                 ✏️ Remove "convertedWith" from ignoring:
                func upload(convertedWith attributes: Attributes, session: Session) {}
            }
            """
        } fixes: {
            """
            struct Uploader {
                @InjectedParameters(ignoring: "attributes")
                func upload(convertedWith attributes: Attributes, session: Session) {}
            }
            """
        } expansion: {
            """
            struct Uploader {
                func upload(convertedWith attributes: Attributes, session: Session) {}

                @_disfavoredOverload
                func upload(convertedWith attributes: Attributes) throws {
                    try upload(
                        convertedWith: attributes,
                        session: SutureRuntime.Container.current.resolve(Session.self)
                    )
                }
            }
            """
        }
    }

    @Test func ignoringANameTwice_offersToRemoveTheRepetition() {
        assertMacro {
            """
            struct Uploader {
                @InjectedParameters(ignoring: "file", "file")
                func upload(file: URL, session: Session) {}
            }
            """
        } diagnostics: {
            """
            struct Uploader {
                @InjectedParameters(ignoring: "file", "file")
                                                      ┬─────
                                                      ╰─ 🛑 'file' is listed more than once in ignoring:; list each parameter once
                                                         ✏️ Remove "file" from ignoring:
                func upload(file: URL, session: Session) {}
            }
            """
        } fixes: {
            """
            struct Uploader {
                @InjectedParameters(ignoring: "file")
                func upload(file: URL, session: Session) {}
            }
            """
        } expansion: {
            """
            struct Uploader {
                func upload(file: URL, session: Session) {}

                @_disfavoredOverload
                func upload(file: URL) throws {
                    try upload(
                        file: file,
                        session: SutureRuntime.Container.current.resolve(Session.self)
                    )
                }
            }
            """
        }
    }

    @Test func ignoringANonLiteral_isAnError() {
        assertMacro {
            """
            struct Uploader {
                @InjectedParameters(ignoring: fileParameter, "session\\(suffix)")
                func upload(file: URL, session: Session) {}
            }
            """
        } diagnostics: {
            #"""
            struct Uploader {
                @InjectedParameters(ignoring: fileParameter, "session\(suffix)")
                                                             ┬─────────────────
                                              │              ╰─ 🛑 ignoring: takes string literals naming parameters, such as ignoring: "file"; a macro cannot read the value of '"session\(suffix)"', so write the name as a literal
                                              ┬────────────
                                              ╰─ 🛑 ignoring: takes string literals naming parameters, such as ignoring: "file"; a macro cannot read the value of 'fileParameter', so write the name as a literal
                func upload(file: URL, session: Session) {}
            }
            """#
        }
    }

    @Test func unknownStrategy_isAnError() {
        assertMacro {
            """
            struct Uploader {
                @InjectedParameters(strategy: preferredStrategy)
                func upload(session: Session) {}
            }
            """
        } diagnostics: {
            """
            struct Uploader {
                @InjectedParameters(strategy: preferredStrategy)
                                              ┬────────────────
                                              ╰─ 🛑 strategy: must be written '.byType' or '.byName'; a macro cannot read the value of 'preferredStrategy', so write one of them
                func upload(session: Session) {}
            }
            """
        }
    }

    // MARK: Parameters that cannot be injected

    @Test func genericParameter_withoutArguments_offersToIgnoreIt() {
        assertMacro {
            """
            struct Archive {
                @InjectedParameters
                func store<Value>(_ value: Value, database: Database) {}
            }
            """
        } diagnostics: {
            """
            struct Archive {
                @InjectedParameters
                func store<Value>(_ value: Value, database: Database) {}
                                           ┬────
                                           ╰─ 🛑 parameter 'value' has the generic type 'Value', which the overload cannot resolve from the container; add "value" to ignoring: so that the caller passes it
                                              ✏️ Add "value" to ignoring:
            }
            """
        } fixes: {
            """
            struct Archive {
                @InjectedParameters(ignoring: "value")
                func store<Value>(_ value: Value, database: Database) {}
            }
            """
        } expansion: {
            """
            struct Archive {
                func store<Value>(_ value: Value, database: Database) {}

                @_disfavoredOverload
                func store<Value>(_ value: Value) throws {
                    try store(
                        value,
                        database: SutureRuntime.Container.current.resolve(Database.self)
                    )
                }
            }
            """
        }
    }

    @Test func genericParameter_withEmptyParentheses_offersToIgnoreIt() {
        assertMacro {
            """
            struct Archive {
                @InjectedParameters()
                func store<Value>(value: Value?, database: Database) {}
            }
            """
        } diagnostics: {
            """
            struct Archive {
                @InjectedParameters()
                func store<Value>(value: Value?, database: Database) {}
                                         ┬─────
                                         ╰─ 🛑 the type of parameter 'value', 'Value?', depends on the generic 'Value', which the overload cannot resolve from the container; add "value" to ignoring: so that the caller passes it
                                            ✏️ Add "value" to ignoring:
            }
            """
        } fixes: {
            """
            struct Archive {
                @InjectedParameters(ignoring: "value")
                func store<Value>(value: Value?, database: Database) {}
            }
            """
        } expansion: {
            """
            struct Archive {
                func store<Value>(value: Value?, database: Database) {}

                @_disfavoredOverload
                func store<Value>(value: Value?) throws {
                    try store(
                        value: value,
                        database: SutureRuntime.Container.current.resolve(Database.self)
                    )
                }
            }
            """
        }
    }

    @Test func genericParameter_withAStrategy_offersToIgnoreIt() {
        assertMacro {
            """
            struct Archive {
                @InjectedParameters(strategy: .byName)
                func store<Value>(values: [Value], database: Database) {}
            }
            """
        } diagnostics: {
            """
            struct Archive {
                @InjectedParameters(strategy: .byName)
                func store<Value>(values: [Value], database: Database) {}
                                          ┬──────
                                          ╰─ 🛑 the type of parameter 'values', '[Value]', depends on the generic 'Value', which the overload cannot resolve from the container; add "values" to ignoring: so that the caller passes it
                                             ✏️ Add "values" to ignoring:
            }
            """
        } fixes: {
            """
            struct Archive {
                @InjectedParameters(strategy: .byName, ignoring: "values")
                func store<Value>(values: [Value], database: Database) {}
            }
            """
        } expansion: {
            """
            struct Archive {
                func store<Value>(values: [Value], database: Database) {}

                @_disfavoredOverload
                func store<Value>(values: [Value]) throws {
                    try store(
                        values: values,
                        database: SutureRuntime.Container.current.resolve(Database.self, named: "database")
                    )
                }
            }
            """
        }
    }

    @Test func genericParameter_withIgnoring_isAddedToTheList() {
        assertMacro {
            """
            struct Archive {
                @InjectedParameters(ignoring: "key")
                init<Value>(key: String, value: Value.Element, database: Database) where Value: Sequence {}
            }
            """
        } diagnostics: {
            """
            struct Archive {
                @InjectedParameters(ignoring: "key")
                init<Value>(key: String, value: Value.Element, database: Database) where Value: Sequence {}
                                                ┬────────────
                                                ╰─ 🛑 the type of parameter 'value', 'Value.Element', depends on the generic 'Value', which the overload cannot resolve from the container; add "value" to ignoring: so that the caller passes it
                                                   ✏️ Add "value" to ignoring:
            }
            """
        } fixes: {
            """
            struct Archive {
                @InjectedParameters(ignoring: "key", "value")
                init<Value>(key: String, value: Value.Element, database: Database) where Value: Sequence {}
            }
            """
        } expansion: {
            """
            struct Archive {
                init<Value>(key: String, value: Value.Element, database: Database) where Value: Sequence {}

                @_disfavoredOverload
                init<Value>(key: String, value: Value.Element) throws where Value: Sequence {
                    try self.init(
                        key: key,
                        value: value,
                        database: SutureRuntime.Container.current.resolve(Database.self)
                    )
                }
            }
            """
        }
    }

    @Test func genericNamedOnlyByTheThrownType_isAnError_atTheThrownType() {
        assertMacro {
            """
            struct Archive {
                @InjectedParameters
                func load<Failure: Error>(database: Database) throws(Failure) -> Int { 0 }
            }
            """
        } diagnostics: {
            """
            struct Archive {
                @InjectedParameters
                func load<Failure: Error>(database: Database) throws(Failure) -> Int { 0 }
                                                                     ┬──────
                                                                     ╰─ 🛑 'load(database:)' names its generic 'Failure' only in 'throws(Failure)', and the overload throws any error (resolving can fail), so no call to it could infer 'Failure'; throw a concrete error type, or list in ignoring: a parameter whose type mentions 'Failure'
            }
            """
        }
    }

    @Test func genericThrownType_tiedByASameTypeRequirement_isLeftToTheCompiler() {
        assertMacro {
            """
            struct Archive {
                @InjectedParameters(ignoring: "work")
                func run<Work: Task, Failure: Error>(work: Work, database: Database) throws(Failure) where Work.Failure == Failure {}
            }
            """
        } expansion: {
            """
            struct Archive {
                func run<Work: Task, Failure: Error>(work: Work, database: Database) throws(Failure) where Work.Failure == Failure {}

                @_disfavoredOverload
                func run<Work: Task, Failure: Error>(work: Work) throws where Work.Failure == Failure {
                    try self.run(
                        work: work,
                        database: SutureRuntime.Container.current.resolve(Database.self)
                    )
                }
            }
            """
        }
    }

    @Test func unnamedGenericParameter_asksForAName() {
        assertMacro {
            """
            struct Archive {
                @InjectedParameters
                func store<Value>(_: Value, database: Database) {}
            }
            """
        } diagnostics: {
            """
            struct Archive {
                @InjectedParameters
                func store<Value>(_: Value, database: Database) {}
                                     ┬────
                                     ╰─ 🛑 parameter '_: Value' has the generic type 'Value', which the overload cannot resolve from the container; give it an internal name and add that to ignoring: so that the caller passes it
            }
            """
        }
    }

    @Test func opaqueParameter_offersToIgnoreIt() {
        assertMacro {
            """
            struct Archive {
                @InjectedParameters
                func store(values: some Sequence, database: Database) {}
            }
            """
        } diagnostics: {
            """
            struct Archive {
                @InjectedParameters
                func store(values: some Sequence, database: Database) {}
                                   ┬────────────
                                   ╰─ 🛑 parameter 'values' has the generic type 'some Sequence', which the overload cannot resolve from the container; add "values" to ignoring: so that the caller passes it
                                      ✏️ Add "values" to ignoring:
            }
            """
        } fixes: {
            """
            struct Archive {
                @InjectedParameters(ignoring: "values")
                func store(values: some Sequence, database: Database) {}
            }
            """
        } expansion: {
            """
            struct Archive {
                func store(values: some Sequence, database: Database) {}

                @_disfavoredOverload
                func store(values: some Sequence) throws {
                    try store(
                        values: values,
                        database: SutureRuntime.Container.current.resolve(Database.self)
                    )
                }
            }
            """
        }
    }

    @Test func inoutIsolatedAndAutoclosureParameters_offerToIgnoreThem() {
        assertMacro {
            """
            struct Ledger {
                @InjectedParameters
                func record(total: inout Int, actor: isolated Bank, note: @autoclosure () -> String, clock: Clock) {}
            }
            """
        } diagnostics: {
            """
            struct Ledger {
                @InjectedParameters
                func record(total: inout Int, actor: isolated Bank, note: @autoclosure () -> String, clock: Clock) {}
                                                                          ┬────────────────────────
                                   │                 │                    ╰─ 🛑 parameter 'note' is an @autoclosure, which the caller writes as an expression; add "note" to ignoring: so that the caller passes it
                                   │                 │                       ✏️ Add "note" to ignoring:
                                                     ┬────────────
                                   │                 ╰─ 🛑 parameter 'actor' is isolated, and the actor it runs on must come from the caller; add "actor" to ignoring: so that the caller passes it
                                   │                    ✏️ Add "actor" to ignoring:
                                   ┬────────
                                   ╰─ 🛑 parameter 'total' is inout, and a resolved value cannot be passed inout; add "total" to ignoring: so that the caller passes it
                                      ✏️ Add "total" to ignoring:
            }
            """
        } fixes: {
            """
            struct Ledger {
                @InjectedParameters(ignoring: "total")
                func record(total: inout Int, actor: isolated Bank, note: @autoclosure () -> String, clock: Clock) {}
            }
            """
        }
    }

    @Test func variadicParameter_offersAnArray() {
        assertMacro {
            """
            struct Ledger {
                @InjectedParameters(ignoring: "amounts")
                func record(amounts: Int..., clock: Clock) {}
            }
            """
        } diagnostics: {
            """
            struct Ledger {
                @InjectedParameters(ignoring: "amounts")
                func record(amounts: Int..., clock: Clock) {}
                                        ┬──
                                        ╰─ 🛑 parameter 'amounts' is variadic, and Swift cannot forward values to a variadic parameter; take an array '[Int]' instead
                                           ✏️ Replace 'Int...' with '[Int]'
            }
            """
        } fixes: {
            """
            struct Ledger {
                @InjectedParameters(ignoring: "amounts")
                func record(amounts: [Int], clock: Clock) {}
            }
            """
        } expansion: {
            """
            struct Ledger {
                func record(amounts: [Int], clock: Clock) {}

                @_disfavoredOverload
                func record(amounts: [Int]) throws {
                    try record(
                        amounts: amounts,
                        clock: SutureRuntime.Container.current.resolve(Clock.self)
                    )
                }
            }
            """
        }
    }

    @Test func byName_unnamedParameter_isAnError() {
        assertMacro {
            """
            struct Ledger {
                @InjectedParameters(strategy: .byName)
                func record(_: Clock) {}
            }
            """
        } diagnostics: {
            """
            struct Ledger {
                @InjectedParameters(strategy: .byName)
                func record(_: Clock) {}
                            ┬
                            ╰─ 🛑 parameter '_: Clock' has no internal name, and strategy .byName resolves each parameter under its internal name; give it one (e.g. '_ name: Type') or use strategy .byType
            }
            """
        }
    }

    // MARK: Nothing to inject

    @Test func noParameters_isAnError() {
        assertMacro {
            """
            struct Ledger {
                @InjectedParameters
                func reset() {}
            }
            """
        } diagnostics: {
            """
            struct Ledger {
                @InjectedParameters
                func reset() {}
                          ┬─
                          ╰─ 🛑 'reset()' has no parameters, so @InjectedParameters has nothing to inject; remove it
                             ✏️ Remove '@InjectedParameters'
            }
            """
        } fixes: {
            """
            struct Ledger {
                func reset() {}
            }
            """
        } expansion: {
            """
            struct Ledger {
                func reset() {}
            }
            """
        }
    }

    @Test func everyParameterIgnored_isAnError() {
        assertMacro {
            """
            struct Ledger {
                @InjectedParameters(ignoring: "amount", "note")
                func record(amount: Int, @Argument note: String) {}
            }
            """
        } diagnostics: {
            """
            struct Ledger {
                @InjectedParameters(ignoring: "amount", "note")
                ┬──────────────────────────────────────────────
                ╰─ 🛑 every parameter of 'record(amount:note:)' is listed in ignoring: or is an @Argument, so the overload would repeat the declaration; inject at least one parameter, or remove @InjectedParameters
                   ✏️ Remove '@InjectedParameters'
                func record(amount: Int, @Argument note: String) {}
            }
            """
        } fixes: {
            """
            struct Ledger {
                func record(amount: Int, @Argument note: String) {}
            }
            """
        } expansion: {
            """
            struct Ledger {
                func record(amount: Int, @Argument note: String) {}
            }
            """
        }
    }

    // MARK: Several at once

    @Test func severalMisuses_areAllReported() {
        assertMacro {
            """
            struct Archive {
                @InjectedParameters(ignoring: "key", "vlaue", "key")
                func store<Value>(key: String, value: Value, count: inout Int, database: Database) {}
            }
            """
        } diagnostics: {
            """
            struct Archive {
                @InjectedParameters(ignoring: "key", "vlaue", "key")
                                                              ┬────
                                                     │        ╰─ 🛑 'key' is listed more than once in ignoring:; list each parameter once
                                                     │           ✏️ Remove "key" from ignoring:
                                                     ┬──────
                                                     ╰─ 🛑 'vlaue' is not a parameter of 'store(key:value:count:database:)' (its parameters are 'key', 'value', 'count', 'database'); list the internal name of a parameter in ignoring:, or remove 'vlaue'
                                                        ✏️ Replace "vlaue" with "value"
                                                        ✏️ Remove "vlaue" from ignoring:
                func store<Value>(key: String, value: Value, count: inout Int, database: Database) {}
                                                                    ┬────────
                                                      │             ╰─ 🛑 parameter 'count' is inout, and a resolved value cannot be passed inout; add "count" to ignoring: so that the caller passes it
                                                      │                ✏️ Add "count" to ignoring:
                                                      ┬────
                                                      ╰─ 🛑 parameter 'value' has the generic type 'Value', which the overload cannot resolve from the container; add "value" to ignoring: so that the caller passes it
                                                         ✏️ Add "value" to ignoring:
            }
            """
        } fixes: {
            """
            struct Archive {
                @InjectedParameters(ignoring: "key", "value", "key")
                func store<Value>(key: String, value: Value, count: inout Int, database: Database) {}
            }
            """
        }
    }
}
