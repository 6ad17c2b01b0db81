import type { Finding } from '../records/report.ts';

/** Result of turning a file's bytes into text: the text, plus findings about its encoding. */
export interface Decoded {
  text: string;
  findings: Finding[];
}

/** Bytes looked at to tell UTF-16 without a byte-order mark from UTF-8 (ASCII text in UTF-16 is half zeros). */
export const UTF16_SNIFF_BYTES = 512;

/**
 * The byte order of UTF-16 text that has no byte-order mark, judged from its start: text in Latin script, as every
 * header and JSON key Parley reads, has a zero byte in every other place (the odd places for little-endian).
 * Undefined when the bytes do not look like that (UTF-8 text has no zero bytes at all).
 */
export function sniffUtf16(bytes: Uint8Array): 'le' | 'be' | undefined {
  const n = Math.min(bytes.length, UTF16_SNIFF_BYTES) & ~1;
  if (n < 4) return undefined;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) zeroEven++;
    if (bytes[i + 1] === 0) zeroOdd++;
  }
  const pairs = n / 2;
  // Nine in ten code units from U+0001 to U+00FF: one byte zero, the other not.
  if (zeroOdd >= 0.9 * pairs && zeroEven === 0) return 'le';
  if (zeroEven >= 0.9 * pairs && zeroOdd === 0) return 'be';
  return undefined;
}

/**
 * Findings about a decoded text that no reader should pass over silently: NUL characters (a binary file, or
 * UTF-16 read as something else) and line ends written as a lone CR (old Mac files; such a text is returned with
 * LF line ends, so that it reads line by line like any other).
 */
export function checkText(text: string, file: string): Decoded {
  const findings: Finding[] = [];
  let out = text;
  if (!out.includes('\n') && out.includes('\r')) {
    out = out.replace(/\r/g, '\n');
    findings.push({
      file,
      kind: 'encoding',
      message: 'line ends are CR only (as old Mac files write them); read as line breaks',
    });
  }
  const nul = out.indexOf('\u0000');
  if (nul !== -1) {
    let count = 0;
    for (let i = nul; i !== -1; i = out.indexOf('\u0000', i + 1)) count++;
    let line = 1;
    for (let i = out.indexOf('\n'); i !== -1 && i < nul; i = out.indexOf('\n', i + 1)) line++;
    findings.push({
      file,
      line,
      kind: 'encoding',
      message: `${count} NUL character${count === 1 ? '' : 's'} (U+0000; the first on this line), which text files do not hold: is this a binary file, or UTF-16 without a byte-order mark? Read as they are`,
    });
  }
  return { text: out, findings };
}

/**
 * Decodes a text file's bytes. UTF-8 (with or without BOM) is the expected encoding; a UTF-16 BOM is honoured, and
 * UTF-16 without one is recognised from its zero bytes; bytes that are not valid UTF-8 are replaced with U+FFFD
 * and reported once for the file, never silently. NUL characters and CR-only line ends are reported (checkText).
 */
export function decodeText(bytes: Uint8Array, file: string): Decoded {
  const findings: Finding[] = [];
  let text: string;
  const utf16 = (endian: 'le' | 'be', body: Uint8Array, message: string) => {
    findings.push({ file, kind: 'encoding', message });
    return new TextDecoder(endian === 'le' ? 'utf-16le' : 'utf-16be').decode(body);
  };
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe)
    text = utf16('le', bytes.subarray(2), 'file is UTF-16 (little-endian); read as such');
  else if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff)
    text = utf16('be', bytes.subarray(2), 'file is UTF-16 (big-endian); read as such');
  else {
    const sniffed = sniffUtf16(bytes);
    if (sniffed)
      text = utf16(
        sniffed,
        bytes,
        `file looks like UTF-16 (${sniffed === 'le' ? 'little' : 'big'}-endian) without a byte-order mark; read as such`,
      );
    else {
      let start = 0;
      if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
      const body = bytes.subarray(start);
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(body);
      } catch {
        findings.push({
          file,
          kind: 'encoding',
          message: 'file is not valid UTF-8; invalid bytes were replaced with U+FFFD',
        });
        text = new TextDecoder('utf-8').decode(body);
      }
    }
  }
  const checked = checkText(text, file);
  return { text: checked.text, findings: [...findings, ...checked.findings] };
}
