#!/usr/bin/env python3
"""Writes a modular app for timing the build plugin's step: 50 feature modules of 20 public @Injectable
classes each (a chain through every module), and an App module whose @Component asks for the last type of
each feature. `--types COUNT` writes COUNT types in all instead of 1,000 (COUNT / 50 in each module).

    Benchmarks/Scripts/write-modular-app.py [--types COUNT] DIRECTORY
    cd DIRECTORY && suture generate --module-name App --output /tmp/App.swift \\
        $(for m in Feature*; do for f in $m/*.swift; do printf -- '--dependency %s=%s ' "$m" "$f"; done; done) \\
        App/App.swift

This is what SutureBuildPlugin runs for the app target after any file changes (issue 10, section 2).
"""
import os
import sys

MODULES, TYPES_PER_FILE = 50, 10
TYPES = 20


def main(root):
    for module in range(MODULES):
        folder = f"{root}/Feature{module:02}"
        os.makedirs(folder, exist_ok=True)
        for file in range(TYPES // TYPES_PER_FILE):
            lines = ["import Suture", ""]
            for index in range(file * TYPES_PER_FILE, (file + 1) * TYPES_PER_FILE):
                dependencies = []
                if index > 0:
                    dependencies.append(f"Feature{module:02}Type{index - 1:02}")
                elif module > 0:
                    dependencies.append(f"Feature{module - 1:02}Type{TYPES - 1:02}")
                parameters = ", ".join(f"dependency{n}: {name}" for n, name in enumerate(dependencies))
                scope = "(scope: .singleton)" if index % 7 == 0 else ""
                lines += [
                    f"@Injectable{scope}",
                    f"public final class Feature{module:02}Type{index:02} {{",
                    f"    public init({parameters}) {{}}",
                    "}",
                    "",
                ]
            with open(f"{folder}/Types{file}.swift", "w") as handle:
                handle.write("\n".join(lines))
    os.makedirs(f"{root}/App", exist_ok=True)
    imports = "\n".join(f"import Feature{module:02}" for module in range(MODULES))
    entries = "\n".join(
        f"    var feature{module:02}: Feature{module:02}Type{TYPES - 1:02} {{ get }}" for module in range(MODULES)
    )
    with open(f"{root}/App/App.swift", "w") as handle:
        handle.write(f"import Suture\n{imports}\n\n@Component\nprotocol App {{\n{entries}\n}}\n")


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if len(arguments) == 3 and arguments[0] == "--types" and arguments[1].isdigit():
        TYPES = int(arguments[1]) // MODULES
        arguments = arguments[2:]
    if len(arguments) != 1 or TYPES < TYPES_PER_FILE or TYPES % TYPES_PER_FILE != 0:
        sys.exit("usage: write-modular-app.py [--types COUNT (a multiple of 500)] DIRECTORY")
    main(arguments[0])
