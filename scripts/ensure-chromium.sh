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
# grep reads the whole list: with -q it would stop at the first match, and fc-list's broken pipe
# would fail the test under pipefail (the font then "missing" on a machine that has it).
fc-list : family 2>/dev/null | grep -i "Noto Color Emoji" >/dev/null || missing+=(fonts-noto-color-emoji)
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
