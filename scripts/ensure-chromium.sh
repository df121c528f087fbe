#!/usr/bin/env bash
# End-to-end tests and the Lighthouse benchmark drive Debian's Chromium (Playwright's own browser
# download is not used): the end-to-end suite its headless shell (lighter; the PWA spec and
# Lighthouse the full browser). With a colour emoji font: the cards' sport emoji are drawn as
# empty boxes without one (phones have one), and Chromium's search through the fallback fonts
# slows every layout.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-liberation)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
fc-list 2>/dev/null | grep -qi "Noto Color Emoji" || missing+=(fonts-noto-color-emoji)
if [ ${#missing[@]} -ne 0 ]; then
  echo "Installing Debian's ${missing[*]}..."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  /usr/bin/chromium --version
fi
# Playwright drives Debian's Chromium, not the one it was built for: one sentence when the two
# differ, and a stop when they are more than one major apart (docs/decisions/1122).
node "$(dirname "$0")/check-browser-pair.mjs"
