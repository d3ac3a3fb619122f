#!/usr/bin/env bash
# npm run test:under-load -- <vitest arguments>: runs those tests RUNS times in a row (3 unless
# set) while a CPU-heavy job runs beside them (one busy loop per core), and stops at the first
# failure. A test that waits on a process or a timer must pass here: CI's machine is often busy
# (CONTRIBUTING.md, "Tests").
set -euo pipefail
runs="${RUNS:-3}"
hogs=()
for _ in $(seq "$(nproc)"); do
  node -e 'for (;;) {}' &
  hogs+=($!)
done
trap 'kill "${hogs[@]}" 2>/dev/null || true' EXIT
for run in $(seq "$runs"); do
  echo "--- run $run of $runs, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  npx vitest run "$@"
done
echo "--- $runs runs passed beside a CPU-heavy job"
