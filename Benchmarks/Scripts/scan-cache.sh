#!/usr/bin/env bash
# The build plugin's step after a one-file change, against a cold check: `suture check` without a cache, then
# `suture generate --cache-directory` cold (an empty cache), then after one file of the module changed (the plugin's
# step on an incremental build), and `suture check` with the cache after the same change.
#
#     Benchmarks/Scripts/scan-cache.sh SUTURE MODULE [RUNS]
#
# SUTURE is a `suture` binary (a release build for figures to keep); MODULE a folder of Swift files, such as one
# `synthetic-module COUNT FOLDER` writes. Each row gives callgrind's instruction count (one run, on a stripped copy of
# the binary: valgrind cannot grow the heap of the unstripped one) and the wall clock, median of RUNS (7 by default).
# The module is copied, and the change is a comment appended to its middle file, so every file but one has an entry.
set -euo pipefail

suture=$1
module=$2
runs=${3:-7}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp "$suture" "$scratch/suture"
strip "$scratch/suture"
cp -R "$module" "$scratch/module"
cache="$scratch/cache"
files=("$scratch"/module/*.swift)
changed=${files[$((${#files[@]} / 2))]}
touches=0

# Appends a new comment to the changed file, so its text (and its key) differs from every run before.
change() {
    touches=$((touches + 1))
    echo "// changed $touches" >>"$changed"
}

instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$scratch/suture" "$@" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
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
        "$scratch/suture" "$@" >/dev/null
        end=$(date +%s%N)
        times+=($(((end - start) / 1000000)))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{ t[NR] = $1 } END { printf "%.3f", t[int((NR + 1) / 2)] / 1000 }'
}

cold_cache() { rm -rf "$cache"; }
nothing() { :; }
warm_after_change() {
    rm -rf "$cache"
    "$scratch/suture" generate --module-name Synthetic "$scratch/module" --cache-directory "$cache" -o /dev/null
    change
}

check=(check --module-name Synthetic "$scratch/module")
generate=(generate --module-name Synthetic "$scratch/module" -o /dev/null --cache-directory "$cache")
cached_check=(check --module-name Synthetic "$scratch/module" --cache-directory "$cache")

echo "module: $module ($(ls "$scratch"/module/*.swift | wc -l) files), changed file: $(basename "$changed")"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-44s %15s %10s\n' "run" "instructions" "wall (s)"

cold_check_instructions=$(instructions "${check[@]}")
printf '%-44s %15s %10s\n' "check, no cache (cold)" "$cold_check_instructions" "$(median_seconds nothing "${check[@]}")"

cold_cache
cold_generate=$(instructions "${generate[@]}")
printf '%-44s %15s %10s\n' "generate, empty cache" "$cold_generate" "$(median_seconds cold_cache "${generate[@]}")"

warm_after_change
warm_generate=$(instructions "${generate[@]}")
printf '%-44s %15s %10s\n' "generate after a one-file change (plugin)" "$warm_generate" \
    "$(median_seconds warm_after_change "${generate[@]}")"

warm_after_change
warm_check=$(instructions "${cached_check[@]}")
printf '%-44s %15s %10s\n' "check after a one-file change, cache" "$warm_check" \
    "$(median_seconds warm_after_change "${cached_check[@]}")"

awk -v plugin="$warm_generate" -v check="$warm_check" -v cold="$cold_check_instructions" 'BEGIN {
    printf "plugin step after a change ÷ cold check: %.1f%% (instructions); cached check ÷ cold check: %.1f%%\n",
        100 * plugin / cold, 100 * check / cold
}'
