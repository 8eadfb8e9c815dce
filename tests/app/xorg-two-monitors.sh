#!/bin/sh
# xorg-two-monitors.sh — runs a command on a virtual X server with two monitors
#
# Copyright 2026 The Guandan Tutor authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   xorg-two-monitors.sh XORG PROGRAM [ARGS…]
#
# Xvfb has one RandR output whatever its screen size, and GTK 4.8 takes one
# monitor per output (monitors added with `xrandr --setmonitor` have no
# output and GDK skips them).  The X server's dummy driver
# (xserver-xorg-video-dummy) has sixteen outputs: this starts it on a free
# display with a 2944×1080 screen; `PROGRAM --lay-out-two-monitors` lays
# two of them out (a 1024×768 "laptop" and a 1920×1080 "projector" to its
# right, test-presentation.c), then `PROGRAM ARGS…` runs.  XORG is the server binary
# (/usr/lib/xorg/Xorg, not the setuid wrapper, so that it runs unprivileged:
# the dummy driver touches no device).
set -u

xorg="$1"
shift

dir=$(mktemp -d "${TMPDIR:-/tmp}/gt-xorg-XXXXXX") || exit 1
cat > "$dir/xorg.conf" <<'EOF'
Section "ServerFlags"
  Option "AutoAddDevices" "false"
  Option "AutoAddGPU" "false"
EndSection
Section "Device"
  Identifier "dummy"
  Driver "dummy"
  VideoRam 65536
EndSection
Section "Monitor"
  Identifier "monitor"
  HorizSync 5.0-1000.0
  VertRefresh 5.0-200.0
EndSection
Section "Screen"
  Identifier "screen"
  Device "dummy"
  Monitor "monitor"
  DefaultDepth 24
  SubSection "Display"
    Depth 24
    Virtual 2944 1080
  EndSubSection
EndSection
EOF

# A display number nobody uses.
n=90
while [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ]; do
  n=$((n + 1))
done

"$xorg" ":$n" -config "$dir/xorg.conf" -configdir "$dir" -noreset -nolisten tcp \
  -logfile "$dir/xorg.log" >"$dir/xorg.out" 2>&1 &
server=$!

# Ready when its socket is there (up to 20 s).
i=0
while [ ! -e "/tmp/.X11-unix/X$n" ] && [ $i -lt 200 ]; do
  if ! kill -0 "$server" 2>/dev/null; then
    echo "Bail out! the X server did not start:" >&2
    cat "$dir/xorg.out" >&2
    rm -rf "$dir"
    exit 1
  fi
  sleep 0.1
  i=$((i + 1))
done

DISPLAY=":$n" "$1" --lay-out-two-monitors
status=$?
[ $status = 0 ] && DISPLAY=":$n" "$@"
status=$?

kill "$server" 2>/dev/null
wait "$server" 2>/dev/null
rm -rf "$dir"
exit $status
