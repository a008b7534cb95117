#!/usr/bin/env bash
# Regenerates Sources/suture-benchmarks/Fixtures/GeneratedStorefrontComponent.swift: `suture generate` over
# ComponentInput/ (the fixtures' classes with their annotations and the StorefrontComponent protocol).
#
#     Benchmarks/Scripts/regenerate-component.sh              # runs `swift run suture` in the root package
#     SUTURE=/path/to/suture Benchmarks/Scripts/regenerate-component.sh
#
# The benchmarks link SutureRuntime only (no macros, so no swift-syntax), so two parts of the output change: `import
# Suture` is left out (the file already imports the runtime's SPI for generated code), and so is the
# `SutureGenerated` registrations enum (which names the macro-generated `registration` members). The component class
# is kept byte for byte.
set -euo pipefail

benchmarks=$(cd "$(dirname "$0")/.." && pwd)
root=$(cd "$benchmarks/.." && pwd)
output="$benchmarks/Sources/suture-benchmarks/Fixtures/GeneratedStorefrontComponent.swift"
generated=$(mktemp)
trap 'rm -f "$generated"' EXIT

arguments=(generate "$benchmarks/ComponentInput" --module-name suture_benchmarks --output "$generated")
if [[ -n "${SUTURE:-}" ]]; then
    "$SUTURE" "${arguments[@]}"
else
    swift run --package-path "$root" suture "${arguments[@]}"
fi

awk '
    NR == 3 {
        print "// Checked in for the benchmarks by Scripts/regenerate-component.sh from"
        print "// ComponentInput/Storefront.swift; run it again after changing that input. Edited there: no"
        print "// `import Suture` (the runtime alone), and no `SutureGenerated` registrations enum."
    }
    /^\/\/\/ Every `@Injectable` type/ { exit }
    $0 == "import Suture" { next }
    { lines[++count] = $0 }
    count > 0 { for (i = 1; i <= count; i++) print lines[i]; count = 0 }
' "$generated" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' >"$output"
echo "wrote $output"
