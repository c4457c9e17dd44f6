#!/usr/bin/env bash
# Cut Noto Sans CJK (SC and TC faces; SIL Open Font Licence 1.1) down to the characters the
# Chinese and Korean catalogues, lessons and guides use, into assets/fonts/, with the character
# list the tests check. Run it after changing a zh-Hans, zh-Hant or ko text. Needs Debian's fonts-noto-cjk
# and fonttools (pip); it installs both when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
ttc=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
if [ ! -f "$ttc" ]; then
  apt-get install -y -q fonts-noto-cjk
fi
python3 -c 'import fontTools' 2>/dev/null || pip install -q 'fonttools==4.55.0'

chars=assets/fonts/cjk-subset-chars.txt
python3 - "$chars" <<'PY'
import glob, sys
text = ""
for lang in ("zh-Hans", "zh-Hant", "ko"):
    for path in sorted(glob.glob(f"assets/locales/{lang}/*.ftl") + glob.glob(f"assets/games/*/locales/{lang}.ftl") + glob.glob(f"assets/games/*/lesson/{lang}.ftl") + glob.glob(f"assets/games/*/guides/{lang}.md")):
        text += open(path, encoding="utf-8").read()
# The language menu names each language in itself.
text += open("src/i18n/language.rs", encoding="utf-8").read()
# Everything the texts use beyond ASCII, plus the full-width punctuation a name or number may meet.
extra = "，。：；！？、（）「」『』“”‘’…—·・〜～　"
chars = sorted({c for c in text + extra if ord(c) > 0x7E})
open(sys.argv[1], "w", encoding="utf-8").write("".join(chars) + "\n")
print(f"{len(chars)} characters", file=sys.stderr)
PY

# Face 2 of the collection is Noto Sans CJK SC, face 3 Noto Sans CJK TC.
for face in "2 sc" "3 tc"; do
  set -- $face
  pyftsubset "$ttc" --font-number="$1" --text-file="$chars" --text=" !\"#\$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_\`abcdefghijklmnopqrstuvwxyz{|}~" \
    --layout-features='*' --no-hinting --desubroutinize \
    --output-file="assets/fonts/NotoSansCJK$2-subset.otf"
done
ls -l assets/fonts/
