# Two commands do all the set-up on a fresh clone (only Node and npm needed):
#   make run   install, build, migrate and start the service (embedded PostgreSQL unless DATABASE_URL is set)
#   make test  install, build and run every test (backend on embedded PostgreSQL, and on TEST_DATABASE_URL too
#              when set; SDK and dashboard unit tests; browser end-to-end tests in Debian's Chromium)
.PHONY: run test install build browser pdftools nginx bench clean

run: build
	@npm start --silent

test: build browser pdftools nginx
	npm test

# Output goes to a log that is printed only when a step fails, so a newcomer reads what matters.
build: install
	@echo "Building contracts, SDK, backend and dashboard (log: build.log)..."
	@npm run build > build.log 2>&1 || { cat build.log; echo "Build failed: see build.log"; exit 1; }

install: node_modules/.install-stamp

# npm itself runs on the machine's Node, while the project pins Node 24 (node_modules/.bin/node runs every script):
# its engine warnings say nothing useful here, so only errors are shown.
node_modules/.install-stamp: package.json package-lock.json contracts/package.json backend/package.json sdk/package.json frontend/package.json
	@echo "Installing dependencies (npm ci)..."
	@NG_CLI_ANALYTICS=false npm ci --no-audit --no-fund --loglevel=error
	@touch $@

# Browser tests drive Debian's Chromium; never a downloaded browser build.
browser:
	@command -v chromium >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else echo "chromium is missing: install Debian's chromium package (sudo apt-get install chromium)"; exit 1; fi; }

# The audit report specs read the PDF's text with poppler's pdftotext/pdfinfo (Debian's poppler-utils).
pdftools:
	@command -v pdftotext >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null; \
	  else echo "pdftotext is missing: install Debian's poppler-utils package (sudo apt-get install poppler-utils)"; exit 1; fi; }

# The scale-out topology spec puts Debian's nginx, with docker/nginx.conf, in front of two web instances.
nginx:
	@command -v nginx >/dev/null 2>&1 || test -x /usr/sbin/nginx || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null; \
	  else echo "nginx is missing: install Debian's nginx package (sudo apt-get install nginx)"; exit 1; fi; }

bench: build
	npm run bench:delivery
	npm run bench:engine

clean:
	rm -rf node_modules */node_modules */dist node_modules/.install-stamp
