#!/usr/bin/env bash
# The build plugin's step on a modular app, cold and after one-file edits, against a cold `suture check`.
#
#     Benchmarks/Scripts/write-modular-app.py [--types COUNT] APP
#     Benchmarks/Scripts/incremental-build.sh SUTURE APP [RUNS]
#
# SUTURE is a `suture` binary (a release build for figures to keep); APP a folder that write-modular-app.py wrote.
# Each row runs the app target's step as SutureBuildPlugin writes it (every dependency file as a line of the
# `--dependency-list` file, the work directory's cache folder), and gives callgrind's instruction count (one run, on a stripped copy of the binary:
# valgrind cannot read Swift 6.3's DWARF 5), the wall clock (median of RUNS, 7 by default), the peak memory of one
# run (/usr/bin/time -v) and the instructions as a share of the cold check's. The rows:
#   check, cold:             `suture check` of the same sources, no cache (the ratios' base);
#   check, repeated options: the same with each dependency file as a `--dependency` option (ArgumentParser's cost);
#   generate, empty cache:   the plugin's step on a first build (every file parsed, its entry and the record written);
#   generate, body edit:     after a change inside an initializer's body in one feature file (the common edit): no
#                            declaration changed, so the output stands and is not rewritten;
#   generate, annotation:    after a change of one type's scope in the same file: the graph is built again, from the
#                            other files' entries.
set -euo pipefail

suture=$1
app=$2
runs=${3:-7}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# One stripped binary for every run: a run of another binary (another size or date) reuses nothing of its runs.
cp "$suture" "$scratch/suture"
strip --strip-debug "$scratch/suture"
cp -R "$app" "$scratch/app"
cache="$scratch/scan-cache"
output="$scratch/SutureGenerated.swift"

dependencies=()
list="$scratch/dependencies.txt"
for module in "$scratch"/app/Feature*; do
    for file in "$module"/*.swift; do
        dependencies+=(--dependency "$(basename "$module")=$file")
        echo "$(basename "$module")=$file" >>"$list"
    done
done
features=("$scratch"/app/Feature*)
middle=${features[$((${#features[@]} / 2))]}
edited="$middle/Types0.swift"
edits=0

check=(check --module-name App --defines-known --dependency-list "$list" "$scratch/app/App/App.swift")
repeated=(check --module-name App --defines-known "${dependencies[@]}" "$scratch/app/App/App.swift")
generate=(generate --module-name App --output "$output" --registrations when-referenced --cache-directory "$cache"
    --defines-known --dependency-list "$list" "$scratch/app/App/App.swift")

# A new body for the first initializer of the edited file: a statement no run wrote before, on the same line.
body_edit() {
    edits=$((edits + 1))
    sed -i "0,/public init(\(.*\)) {.*}/s//public init(\1) { _ = $edits }/" "$edited"
}
# The edited file's second type is a singleton on every other edit.
annotation_edit() {
    if grep -q '^@Injectable(scope: .weak)$' "$edited"; then
        sed -i 's/^@Injectable(scope: .weak)$/@Injectable/' "$edited"
    else
        sed -i '0,/^@Injectable$/s//@Injectable(scope: .weak)/' "$edited"
    fi
}
empty_cache() { rm -rf "$cache" "$output"; }
nothing() { :; }

instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$scratch/suture" "$@" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

peak_megabytes() {
    /usr/bin/time -v "$scratch/suture" "$@" 2>&1 >/dev/null | awk '/Maximum resident/ { printf "%.0f", $6 / 1024 }'
}

# The median wall clock of `runs` runs in seconds; `prepare` runs before each, untimed.
median_seconds() {
    local prepare=$1
    shift
    local times=()
    for _ in $(seq "$runs"); do
        $prepare
        local start end
        start=$(date +%s%N)
        "$scratch/suture" "$@" >/dev/null 2>&1 || true
        end=$(date +%s%N)
        times+=($(((end - start) / 1000000)))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{ t[NR] = $1 } END { printf "%.3f", t[int((NR + 1) / 2)] / 1000 }'
}

# One row: its name, what prepares each run, and the command.
row() {
    local name=$1 prepare=$2
    shift 2
    $prepare
    local counted
    counted=$(instructions "$@")
    $prepare
    local peak
    peak=$(peak_megabytes "$@")
    local wall
    wall=$(median_seconds "$prepare" "$@")
    cold=${cold:-$counted}
    printf '%-34s %15s %9s %8s %8s\n' "$name" "$counted" "$wall" "$peak" \
        "$(awk -v n="$counted" -v c="$cold" 'BEGIN { printf "%.1f%%", 100 * n / c }')"
}

echo "app: $app ($(cat "$scratch"/app/Feature*/*.swift | grep -c '^public final class') types in" \
    "$(ls "$scratch"/app/Feature*/*.swift | wc -l) files), edited file: ${edited#"$scratch"/app/}"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-34s %15s %9s %8s %8s\n' "run" "instructions" "wall (s)" "peak MB" "÷ check"
row "check, cold" nothing "${check[@]}"
row "check, repeated --dependency" nothing "${repeated[@]}"
row "generate, empty cache" empty_cache "${generate[@]}"
"$scratch/suture" "${generate[@]}"
row "generate after a body edit" body_edit "${generate[@]}"
row "generate after an annotation edit" annotation_edit "${generate[@]}"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
