#!/usr/bin/env bash
# Proves the README's quick start on a fresh clone with no environment
# variables: `npm ci && npm start` must serve the seeded site in both languages
# and the admin login. Used by .ci/run; run it by hand the same way.
# QUICKSTART_INSTALL=link (.ci/run) links the checkout's node_modules into the
# clone instead of running `npm ci` again: CI has just run that same command
# from the same lockfile on its own fresh checkout, and a second run cost
# 80-90 s of every CI run while proving nothing the first had not.
set -euo pipefail
repo=$(git rev-parse --show-toplevel)
work=$(mktemp -d)
port=${QUICKSTART_PORT:-3300}
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill -- -"$server_pid" 2>/dev/null || kill "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

git clone -q "$repo" "$work/site"
cd "$work/site"
clean_env=(env -i "PATH=$PATH" "HOME=$HOME" "PORT=$port")
if [ "${QUICKSTART_INSTALL:-}" = "link" ] && [ -d "$repo/node_modules" ]; then
  cp -al "$repo/node_modules" node_modules
  echo "✔ node_modules linked from the checkout (installed there by npm ci)"
else
  "${clean_env[@]}" npm ci --no-audit --no-fund --loglevel=error
fi
setsid "${clean_env[@]}" npm start >"$work/start.log" 2>&1 &
server_pid=$!

# npm start builds the site first: about two minutes alone, five or more when
# it shares the cores with another run.
wait_seconds=${QUICKSTART_WAIT_SECONDS:-900}
started=$SECONDS
until curl -fs -o /dev/null "http://localhost:$port/"; do
  if ! kill -0 "$server_pid" 2>/dev/null; then cat "$work/start.log"; echo "✖ npm start exited"; exit 1; fi
  if ((SECONDS - started >= wait_seconds)); then
    cat "$work/start.log"
    echo "✖ npm start did not answer on port $port within $wait_seconds s"
    exit 1
  fi
  sleep 1
done
echo "✔ npm start answered after $((SECONDS - started)) s"

check() { # path, expected text
  body=$(curl -fsS "http://localhost:$port$1") || { echo "✖ $1 did not answer 200"; exit 1; }
  grep -q "$2" <<<"$body" || { echo "✖ $1 lacks: $2"; exit 1; }
  echo "✔ $1"
}
check / '<html lang="en" dir="ltr"'
check /ar '<html lang="ar" dir="rtl"'
check /admin/login 'email'
services=$(curl -fsS "http://localhost:$port/api/services?locale=ar")
grep -q '"totalDocs":6' <<<"$services" || { echo "✖ /api/services lacks the six seeded services"; exit 1; }
echo "✔ /api/services?locale=ar"
grep -q "Sign in at /admin as admin@example.com with password" "$work/start.log" ||
  { cat "$work/start.log"; echo "✖ npm start did not tell the newcomer how to sign in"; exit 1; }
echo "✔ quick start works on a fresh clone with no environment variables"
