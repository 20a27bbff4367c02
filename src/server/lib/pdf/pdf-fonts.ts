import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

/** Where an npm package's file is (the font packages ship no code to import, only their files). */
const packageFile = (pkg: string, file: string) =>
  path.join(path.dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`)), file);

/**
 * The fonts a PDF is drawn with: a Latin font that covers Spanish, Tagalog and Vietnamese (DejaVu Sans), and a
 * Chinese one (Noto Sans TC, Traditional like the family pages; decision 013), both npm dependencies so a fresh
 * `npm install` has them (decision 040); the same fonts installed on the system are the fallback. When none can
 * be read the PDF still renders with Helvetica, and characters it cannot encode print as '?'.
 */
const LATIN_CANDIDATES = [
  packageFile('dejavu-fonts-ttf', 'ttf/DejaVuSans.ttf'),
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
];
const CJK_CANDIDATES = [
  { path: packageFile('@expo-google-fonts/noto-sans-tc', '400Regular/NotoSansTC_400Regular.ttf') },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', postscriptName: 'NotoSansCJKtc-Regular' },
];

interface LoadedFont {
  bytes: Buffer;
  postscriptName?: string;
  covers: (codePoint: number) => boolean;
}

async function firstReadable<T extends { path: string; postscriptName?: string }>(
  candidates: readonly T[],
): Promise<LoadedFont | null> {
  for (const candidate of candidates) {
    const bytes = await fs.readFile(candidate.path).catch(() => null);
    if (!bytes) continue;
    const font = fontkit.create(bytes, candidate.postscriptName) as unknown as {
      hasGlyphForCodePoint(cp: number): boolean;
    };
    return {
      bytes,
      postscriptName: candidate.postscriptName,
      covers: (cp) => font.hasGlyphForCodePoint(cp),
    };
  }
  return null;
}

let loading: Promise<{ latin: LoadedFont | null; cjk: LoadedFont | null }> | undefined;

function systemFonts() {
  loading ??= Promise.all([
    firstReadable(LATIN_CANDIDATES.map((path) => ({ path }))),
    firstReadable(CJK_CANDIDATES),
  ]).then(([latin, cjk]) => ({ latin, cjk }));
  return loading;
}

/** Draws a string with a font that has every character of it. */
export interface FontPicker {
  fontFor(text: string): PDFFont;
  /** The text as the chosen font can encode it. */
  printable(text: string): string;
}

/**
 * The characters of a text that are drawn: line breaks (a textarea's answer) and other control characters are
 * not, and no font has a glyph for them.
 */
const drawnCharacters = (text: string) => [...text].filter((ch) => !/\p{Cc}/u.test(ch));

/**
 * Embeds the fonts into `pdf` (subsets). The CJK font only when some text will be drawn with it: a subset of
 * it that no text uses makes pdf-lib's save throw where nothing catches it, ending the process (an address on
 * two lines, or an emoji neither font has, once did).
 */
export async function embedFonts(pdf: PDFDocument, texts: readonly string[]): Promise<FontPicker> {
  const { latin, cjk } = await systemFonts();
  const embed = async (font: LoadedFont) => {
    pdf.registerFontkit({
      create: (bytes: Uint8Array) => fontkit.create(Buffer.from(bytes), font.postscriptName),
    } as unknown as typeof fontkit);
    return pdf.embedFont(font.bytes, { subset: true });
  };
  const coveredBy = (font: LoadedFont | null, text: string) =>
    font !== null && drawnCharacters(text).every((ch) => font.covers(ch.codePointAt(0) ?? 0));
  const drawnWithCjk = (text: string) => !coveredBy(latin, text) && coveredBy(cjk, text);
  const base = latin ? await embed(latin) : await pdf.embedFont(StandardFonts.Helvetica);
  const wide = cjk && texts.some(drawnWithCjk) ? await embed(cjk) : null;
  return {
    fontFor: (text) => (wide && drawnWithCjk(text) ? wide : base),
    printable: (text) => {
      if (latin || (wide && coveredBy(cjk, text))) return text;
      return [...text].map((ch) => (/^[\x20-\x7e]$/.test(ch) ? ch : '?')).join('');
    },
  };
}
