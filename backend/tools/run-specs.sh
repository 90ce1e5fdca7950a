#!/usr/bin/env bash
# Runs the given backend spec files only (the .mocharc.json's options, without its spec glob).
exec npx mocha --no-config --node-option import=./backend/tools/register-ts.mjs --node-option no-warnings=ExperimentalWarning --node-option no-experimental-strip-types --require backend/test/support/root-hooks.ts --timeout 20000 "$@"
