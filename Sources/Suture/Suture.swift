// The macros of DESIGN §1 (`@Injectable`, `@Module`, `@Provides`, `@Component`, `@InjectedParameters`)
// are declared here when they land; until then `Suture` is the runtime under its public name.
@_exported import SutureRuntime
