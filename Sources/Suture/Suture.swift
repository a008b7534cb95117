// The macros of DESIGN §1 are declared in `Macros/`; `Suture` re-exports the runtime they generate calls to.
@_exported import SutureRuntime
