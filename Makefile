# The two commands of README.md.  Everything else is meson's.
BUILDDIR ?= build
MESON_OPTS ?=

.PHONY: all run check deps build clean bench

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

check: build
	meson test -C $(BUILDDIR) --print-errorlogs

bench: build
	meson compile -C $(BUILDDIR) bench-classify
	$(BUILDDIR)/bench/bench-classify

clean:
	rm -rf $(BUILDDIR)
