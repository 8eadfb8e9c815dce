# The two commands of README.md.  Everything else is meson's.
BUILDDIR ?= build
MESON_OPTS ?=
# Seconds of fuzzing per target in `make check` (the long runs: docs/fuzzing.md).
FUZZ_SECONDS ?= 13

.PHONY: all run check check-main check-sanitize check-fuzz deps build clean bench

all: build

deps:
	@sh build-aux/install-deps.sh

$(BUILDDIR)/build.ninja:
	meson setup $(BUILDDIR) $(MESON_OPTS)

build: deps $(BUILDDIR)/build.ninja
	meson compile -C $(BUILDDIR)

# The app runs uninstalled in meson's developer environment, which points
# GUANDAN_TUTOR_DATA_DIR and GSETTINGS_SCHEMA_DIR at the build folder.
run: build
	@if [ -x $(BUILDDIR)/src/app/guandan-tutor ]; then \
	  meson devenv -C $(BUILDDIR) -w $(CURDIR) $(BUILDDIR)/src/app/guandan-tutor; \
	else \
	  $(BUILDDIR)/src/cli/guandan-tutor-cli --help; \
	fi

# Every test: the whole suite, then the engine, content and command-line
# suites and the app's UI tests again under ASan + UBSan (LeakSanitizer
# on), then a short fuzz run of each target.  Each part also runs on its
# own.
check: check-main check-sanitize check-fuzz

check-main: build
	meson test -C $(BUILDDIR) --print-errorlogs

check-sanitize: deps
	sh build-aux/check-sanitize.sh $(BUILDDIR)-asan

check-fuzz: deps
	sh build-aux/check-fuzz.sh $(BUILDDIR)-fuzz $(FUZZ_SECONDS)

bench: build
	meson compile -C $(BUILDDIR) bench-classify
	$(BUILDDIR)/bench/bench-classify

clean:
	rm -rf $(BUILDDIR) $(BUILDDIR)-asan $(BUILDDIR)-fuzz
