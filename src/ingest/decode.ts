import type { Finding } from './report.ts';

/** Result of turning a file's bytes into text: the text, plus findings about its encoding. */
export interface Decoded {
  text: string;
  findings: Finding[];
}

/**
 * Decodes a text file's bytes. UTF-8 (with or without BOM) is the expected encoding; a UTF-16 BOM is honoured;
 * bytes that are not valid UTF-8 are replaced with U+FFFD and reported once for the file, never silently.
 */
export function decodeText(bytes: Uint8Array, file: string): Decoded {
  const findings: Finding[] = [];
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    findings.push({ file, kind: 'encoding', message: 'file is UTF-16 (little-endian); read as such' });
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), findings };
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    findings.push({ file, kind: 'encoding', message: 'file is UTF-16 (big-endian); read as such' });
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), findings };
  }
  let start = 0;
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  const body = bytes.subarray(start);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), findings };
  } catch {
    findings.push({
      file,
      kind: 'encoding',
      message: 'file is not valid UTF-8; invalid bytes were replaced with U+FFFD',
    });
    return { text: new TextDecoder('utf-8').decode(body), findings };
  }
}
