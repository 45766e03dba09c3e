#!/bin/bash
# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the .deb and .tar.gz with CPack, unpacks the .deb into a scratch root (no root
# rights, nothing installed on the system) and starts the installed programs there: the
# desktop program offscreen with --screenshot, the command line on an example scenario.
#
# usage: deb-install.sh BUILD_DIR SCRATCH_DIR EXAMPLE_SCENARIO
set -euo pipefail
build=$1
scratch=$2
example=$3
app_id=io.github.scaleplan.Scaleplan

fail() { echo "FAIL: $*" >&2; exit 1; }

rm -rf "$scratch"
mkdir -p "$scratch"
if ! cpack --config "$build/CPackConfig.cmake" -G "DEB;TGZ" -B "$scratch/out" >"$scratch/cpack.log" 2>&1; then
    cat "$scratch/cpack.log" >&2
    fail "cpack did not build the packages"
fi

debs=("$scratch"/out/scaleplan_*.deb)
[ -f "${debs[0]}" ] || fail "no scaleplan_*.deb in $scratch/out"
deb=${debs[0]}
[ "$(dpkg-deb -f "$deb" Package)" = scaleplan ] || fail "Package field"
[ "$(dpkg-deb -f "$deb" Section)" = science ] || fail "Section field"
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libqt6widgets6 libqt6charts6 libqt6core6 libstdc++6; do
    [[ $depends == *"$lib"* ]] || fail "Depends lacks $lib: $depends"
done

root="$scratch/root"
dpkg-deb -x "$deb" "$root"
for path in usr/bin/scaleplan usr/bin/scaleplan-cli usr/libexec/scaleplan/scaleplan-report \
            usr/share/applications/$app_id.desktop usr/share/metainfo/$app_id.metainfo.xml \
            usr/share/icons/hicolor/scalable/apps/$app_id.svg usr/share/doc/scaleplan/COPYING \
            usr/share/doc/scaleplan/README.md usr/share/doc/scaleplan/model.md; do
    [ -f "$root/$path" ] || fail "the package lacks /$path"
done
for size in 16 22 24 32 48 64 128 256; do
    png="$root/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png"
    [ -f "$png" ] || fail "the package lacks the ${size}x${size} icon"
    # Width and height are the big-endian words at bytes 16 and 20 of a PNG.
    read -r w h < <(od -An -tu1 -j16 -N8 "$png" | awk '{print $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8}')
    [ "$w" = "$size" ] && [ "$h" = "$size" ] || fail "icon ${size}x${size} is ${w}x${h}"
done
desktop-file-validate "$root/usr/share/applications/$app_id.desktop" || fail "installed .desktop"
exec_name=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$root/usr/share/applications/$app_id.desktop")
[ -x "$root/usr/bin/$exec_name" ] || fail "Exec=$exec_name is not an installed program"

# (Outputs are captured first: grep -q in a pipe would break the writer under pipefail.)
help=$("$root/usr/bin/scaleplan-cli" --help) || fail "scaleplan-cli --help"
[[ $help == *"launch FILE"* ]] || fail "scaleplan-cli --help lacks launch"
result=$("$root/usr/bin/scaleplan-cli" estimate "$example" --format json) \
    || fail "installed scaleplan-cli estimate"
[[ $result == *'"step_time_s"'* ]] || fail "installed scaleplan-cli estimate gave no result"
# report hands over to the installed scaleplan-report (../libexec/scaleplan).
"$root/usr/bin/scaleplan-cli" report "$example" --pdf "$scratch/report.pdf" \
    || fail "installed scaleplan-cli report"
[ "$(head -c 5 "$scratch/report.pdf")" = "%PDF-" ] || fail "installed report wrote no PDF"

shot="$scratch/screenshot.png"
QT_QPA_PLATFORM=offscreen timeout 60 "$root/usr/bin/scaleplan" --screenshot "$shot" \
    || fail "the installed scaleplan did not start"
[ "$(od -An -tx1 -N8 "$shot" | tr -d ' ')" = 89504e470d0a1a0a ] || fail "no PNG written"

tgzs=("$scratch"/out/scaleplan-*.tar.gz)
[ -f "${tgzs[0]}" ] || fail "no .tar.gz"
listing=$(tar -tzf "${tgzs[0]}")
grep -q '/bin/scaleplan$' <<<"$listing" || fail "the .tar.gz lacks bin/scaleplan"
grep -q "/share/applications/$app_id.desktop$" <<<"$listing" || fail "the .tar.gz lacks the .desktop"

echo "scaleplan $(dpkg-deb -f "$deb" Version): package installs into a scratch root and starts"
