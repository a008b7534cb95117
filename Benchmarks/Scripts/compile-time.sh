#!/usr/bin/env bash
# How long a generated component takes to compile, against the types it wires compiled alone.
#
#     Benchmarks/Scripts/compile-time.sh [COUNT...]        # default: 1000
#
# For each COUNT it writes a synthetic module of COUNT `@Injectable` types (the `synthetic-module` executable of
# this package: 10 layers, up to 3 dependencies each, every 7th a singleton, a @Component over the top layer) into a
# scratch package under /tmp with two targets over the Suture package at this checkout:
#
#   SyntheticTypes      the types alone
#   SyntheticComponent  the same types plus the Generated.swift that `suture generate` writes for them
#
# The scratch package builds `suture` (release) and the Suture product in each configuration once up front, each
# configuration in its own build folder (.build for release, .build-debug). Then, for each configuration, it times
# a build of one target at a time: what compiling the target produced (objects, dependency records, module) is
# deleted first, so the whole module compiles (macro expansion included), and nothing else does. The two targets
# alternate within each repetition, so a disturbance on the machine touches both alike. A no-op build (SwiftPM's
# own start-up and planning) is timed too and subtracted. Prints Markdown: medians in seconds and the ratios.
#
# Environment: SCRATCH (default /tmp/suture-compile-time), CONFIGURATIONS (default "debug release"),
# REPETITIONS (default 3), SUTURE (a `suture` executable to use instead of building one).
set -euo pipefail

benchmarks=$(cd "$(dirname "$0")/.." && pwd)
root=$(cd "$benchmarks/.." && pwd)
scratch=${SCRATCH:-/tmp/suture-compile-time}
read -r -a configurations <<<"${CONFIGURATIONS:-debug release}"
repetitions=${REPETITIONS:-3}
counts=("$@")
[[ ${#counts[@]} -gt 0 ]] || counts=(1000)

log() { echo "$*" >&2; }

# Each configuration has its own build folder, so both can be warmed up at once.
build_path() { if [[ $1 == release ]]; then echo "$scratch/.build"; else echo "$scratch/.build-$1"; fi; }

# `swift build` in the scratch package for a configuration: build CONFIGURATION [ARGUMENTS...]
build() {
    local configuration=$1
    shift
    swift build -c "$configuration" --package-path "$scratch" --scratch-path "$(build_path "$configuration")" "$@"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# Deletes what compiling TARGET produced (objects, dependency records, the module), but not SwiftPM's plan for it
# (the output file map), so the next `swift build --target TARGET` compiles the whole module again: forget BIN TARGET
forget() {
    find "$1/$2.build" -type f \( -name '*.o' -o -name '*.swiftdeps*' -o -name '*.priors' -o -name '*.d' \
        -o -name '*.swiftmodule' -o -name '*.swiftdoc' -o -name '*.swiftsourceinfo' -o -name '*.dia' \) -delete
    rm -rf "$1/Modules/$2.swiftmodule" "$1/Modules/$2.swiftdoc" "$1/Modules/$2.swiftsourceinfo" "$1/$2.swiftmodule"
}

# The median of column COLUMN of the samples named NAME: sample NAME COLUMN
sample() { awk -v name="$1" -v column="$2" '$1 == name { print $column }' "$scratch/samples" | median; }

# `build`, timed: prints "WALL PROCESSOR", seconds on the wall clock and the user + system time of swift build and
# all its children (the compiler and the macro plugin), which a busy machine inflates much less. Its output goes to
# the log; a failure stops the script. timed_build CONFIGURATION [ARGUMENTS...]
timed_build() {
    local configuration=$1 times
    shift
    times=$(mktemp)
    /usr/bin/time -f "%e %U %S" -o "$times" swift build -c "$configuration" --package-path "$scratch" \
        --scratch-path "$(build_path "$configuration")" "$@" >>"$scratch/build.log" 2>&1 || {
        log "failed: $* (see $scratch/build.log)"
        tail -20 "$scratch/build.log" >&2
        exit 1
    }
    awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' "$times"
    rm -f "$times"
}

mkdir -p "$scratch/Sources/SyntheticTypes" "$scratch/Sources/SyntheticComponent"
cat >"$scratch/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
// Written by Benchmarks/Scripts/compile-time.sh: the synthetic types alone, and the same types with the component
// \`suture generate\` writes for them, each a target over the Suture package at $root.
import PackageDescription

let package = Package(
    name: "SutureCompileTime",
    dependencies: [.package(name: "Suture", path: "$root")],
    targets: [
        .target(name: "SyntheticTypes", dependencies: [.product(name: "Suture", package: "Suture")]),
        .target(name: "SyntheticComponent", dependencies: [.product(name: "Suture", package: "Suture")]),
    ],
    swiftLanguageModes: [.v6]
)
PACKAGE
for target in SyntheticTypes SyntheticComponent; do
    if ! ls "$scratch/Sources/$target"/*.swift >/dev/null 2>&1; then
        echo "import Suture" >"$scratch/Sources/$target/Placeholder.swift"
    fi
done
: >"$scratch/build.log"

log "building synthetic-module (release) in $benchmarks"
swift build -c release --package-path "$benchmarks" --product synthetic-module >>"$scratch/build.log" 2>&1
generator="$benchmarks/.build/release/synthetic-module"

log "building suture (release) and the Suture product (${configurations[*]}) in $scratch: the dependencies, once"
if [[ -n "${SUTURE:-}" ]]; then
    suture=$SUTURE
else
    build release --product suture >>"$scratch/build.log" 2>&1
    suture="$(build release --show-bin-path)/suture"
fi
for configuration in "${configurations[@]}"; do
    build "$configuration" --target Suture >>"$scratch/build.log" 2>&1
done

echo "- Date: $(date -u +%Y-%m-%dT%H:%M:%SZ); load average at start (1 minute): $(cut -d' ' -f1 /proc/loadavg)"
echo "- Swift: $(swift --version 2>/dev/null | head -1)"
echo "- Method: median of $repetitions rebuilds of each target (its build folder and module deleted), the two"
echo "  alternating; wall clock, and processor time (user + system of swift build and its children: the compiler and"
echo "  the macro plugin). 'Net' subtracts the median no-op \`swift build --target\` (SwiftPM's start-up and planning)."
echo
echo "| Types | Configuration | Clock | Types alone | Types + component | Ratio | Net types |" \
    "Net types + component | Net ratio |"
echo "| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |"

for count in "${counts[@]}"; do
    log "writing a synthetic module of $count types"
    for target in SyntheticTypes SyntheticComponent; do
        rm -rf "$scratch/Sources/$target"
    done
    "$generator" "$count" "$scratch/Sources/SyntheticTypes" >&2
    cp -R "$scratch/Sources/SyntheticTypes" "$scratch/Sources/SyntheticComponent"
    "$suture" generate "$scratch/Sources/SyntheticTypes" --module-name SyntheticComponent \
        --output "$scratch/Sources/SyntheticComponent/Generated.swift"
    log "Generated.swift: $(wc -l <"$scratch/Sources/SyntheticComponent/Generated.swift") lines"

    for configuration in "${configurations[@]}"; do
        bin=$(build "$configuration" --show-bin-path)
        : >"$scratch/samples"
        for repetition in $(seq "$repetitions"); do
            log "$count types, $configuration: repetition $repetition of $repetitions"
            for target in SyntheticTypes SyntheticComponent; do
                forget "$bin" "$target"
                result=$(timed_build "$configuration" --target "$target")
                echo "$target $result" >>"$scratch/samples"
            done
            result=$(timed_build "$configuration" --target SyntheticTypes)
            echo "noop $result" >>"$scratch/samples"
        done
        log "$(cat "$scratch/samples")"
        for column in 2 3; do
            clock=$([[ $column == 2 ]] && echo wall || echo processor)
            t=$(sample SyntheticTypes "$column")
            c=$(sample SyntheticComponent "$column")
            n=$(sample noop "$column")
            printf '| %s | %s | %s | %.1f s | %.1f s | ×%.2f | %.1f s | %.1f s | ×%.2f |\n' \
                "$count" "$configuration" "$clock" "$t" "$c" "$(echo "$c / $t" | bc -l)" \
                "$(echo "$t - $n" | bc -l)" "$(echo "$c - $n" | bc -l)" "$(echo "($c - $n) / ($t - $n)" | bc -l)"
        done
    done
done
