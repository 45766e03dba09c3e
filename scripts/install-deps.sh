#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Scaleplan developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages Scaleplan builds and tests with (as root, or via sudo).
set -euo pipefail
packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools linguist-qt6 qt6-translations-l10n libgl-dev fonts-noto-cjk
    nlohmann-json3-dev libeigen3-dev libbenchmark-dev
    qt6-svg-dev poppler-utils python3 python3-yaml fonts-dejavu-core
    dpkg-dev desktop-file-utils appstream clang-format
)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "All build dependencies are installed."
    exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
