#!/usr/bin/env bash
# The first build a Suture user waits for, in one sitting: each project built cold (a new build folder), debug and
# release, with the `suture` tool built from source and with the prebuilt tool from Scripts/build-tool-bundle.
#
#   Benchmarks/Scripts/first-build.sh [RESULTS_FILE]
#
# Projects: the README's example (Examples/Bakery) and a newcomer-shaped package with a library, an executable and tests
# (Examples/PrebuiltBakery). Both choose the tool with SUTURE_TOOL (sourceBuild or prebuilt). Each line of the results is
# `project configuration form seconds swift-syntax-modules-compiled`. Run it on a quiet machine: it times wall clock.
set -euo pipefail
cd "$(dirname "$0")/../.."

results=${1:-/tmp/suture-first-build.txt}
scratch=$(mktemp -d /tmp/suture-first-build.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
: >"$results"

[ -f Artifacts/suture.artifactbundle/info.json ] || Scripts/build-tool-bundle --configuration debug >/dev/null
export SUTURE_TOOL_BUNDLE=Artifacts/suture.artifactbundle

for project in Bakery PrebuiltBakery; do
    for configuration in debug release; do
        for form in sourceBuild prebuilt; do
            folder="$scratch/$project-$configuration-$form"
            log="$folder.log"
            start=$(date +%s.%N)
            SUTURE_TOOL=$form swift build --package-path "Examples/$project" --scratch-path "$folder" \
                -c "$configuration" >"$log" 2>&1
            end=$(date +%s.%N)
            swift_syntax=$(grep -oE 'Compiling (Swift[A-Za-z]*|_SwiftSyntaxCShims) ' "$log" | sort -u | wc -l)
            printf '%s %s %s %.0f %s\n' "$project" "$configuration" "$form" "$(echo "$end - $start" | bc)" \
                "$swift_syntax" | tee -a "$results"
            rm -rf "$folder"
        done
    done
done
