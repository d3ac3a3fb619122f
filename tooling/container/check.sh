#!/usr/bin/env bash
# CI's proof of the container image (docs/deployment.md, "How CI proves the image"): builds the
# real Dockerfile on a stand-in base image, validates compose.yaml, and runs the several-instances
# test against two containers of the image. Needs root (Docker), the machine's PostgreSQL and
# Redis, and TEST_DATABASE_URL. `check.sh prepare` does only the set-up (Docker, the stand-in base
# image), which .ci/run starts early, in the background, while other stages use the CPU.
set -euo pipefail
cd "$(dirname "$0")/../.."

missing=()
command -v dockerd >/dev/null 2>&1 || missing+=(docker.io)
command -v docker-compose >/dev/null 2>&1 || missing+=(docker-compose)
command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]} from Debian's packages"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if ! docker info >/dev/null 2>&1; then
  echo "starting the Docker daemon"
  (dockerd >/tmp/navette-dockerd.log 2>&1 &)
  for _ in $(seq 1 120); do docker info >/dev/null 2>&1 && break; sleep 0.5; done
  docker info >/dev/null 2>&1 || { cat /tmp/navette-dockerd.log; exit 1; }
fi

base_image="$(bash tooling/container/stand-in-base-image.sh)"
[ "${1:-}" = prepare ] && exit 0

echo "building the image on $base_image"
docker build --quiet --build-arg "NODE_IMAGE=$base_image" -t navette:ci .

echo "validating compose.yaml"
POSTGRES_PASSWORD=check MINIO_ROOT_PASSWORD=check-password \
  SESSION_SECRET=check-secret-of-at-least-thirty-two-characters \
  docker-compose -f compose.yaml config --quiet

echo "two instances of the image, one database, one Redis, one bucket"
NAVETTE_SERVER_IMAGE=navette:ci npx vitest run --project server test/several-instances.test.ts
