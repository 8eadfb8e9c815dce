#!/bin/sh
# Installs the Debian 12 packages Guandan Tutor needs to build, test and run.
# Run as root (or with sudo available) it installs what is missing; otherwise
# it prints the exact command to run.  The list and the reason for each
# package are in README.md.
set -eu

PACKAGES="
  build-essential
  meson
  ninja-build
  pkg-config
  gettext
  libglib2.0-dev
  libglib2.0-bin
  libjson-glib-dev
  libgtk-4-dev
  libadwaita-1-dev
  librsvg2-dev
  kdegames-card-data-kf5
  desktop-file-utils
  appstream
  xvfb
  xauth
  xserver-xorg-video-dummy
  fonts-noto-cjk
  poppler-utils
  clang
  libclang-rt-14-dev
"

missing=""
for p in $PACKAGES; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing="$missing $p"
  fi
done

[ -z "$missing" ] && exit 0

echo "Guandan Tutor needs these Debian packages:$missing"
if [ "$(id -u)" = 0 ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  SUDO="sudo"
else
  echo "Run this as root, then try again:"
  echo "  apt-get update && apt-get install -y$missing"
  exit 1
fi

# apt-get needs its package lists once on a new machine.
$SUDO apt-get update
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends $missing
