// Hostile text shared by the hostile-input corpus, the fuzzers and the browser test's hostile site: markup that
// would run or load something if a page rendered it as HTML, cells a spreadsheet would run as formulas, and
// names that are path tricks or JavaScript's special keys.

/** Payloads that would run, load or inject something if rendered as markup. */
export const MARKUP_PAYLOADS = [
  '<script>alert("s1")</script>',
  '<img src=x onerror=alert("s2")>',
  '<a href="javascript:alert(\'s3\')">click me</a>',
  '</textarea><svg onload=alert("s4")>',
  '"><iframe src="https://evil.example/frame"></iframe>',
  '<style>body{display:none}</style><link rel="stylesheet" href="https://evil.example/x.css">',
  "'-alert('s5')-'",
  '{{constructor.constructor("alert(\'s6\')")()}}',
] as const;

/** Cells a spreadsheet would run as formulas. */
export const FORMULA_PAYLOADS = [
  '=HYPERLINK("https://evil.example","x")',
  "+1+cmd|' /C calc'!A0",
  '-2+3+cmd',
  '@SUM(1+1)',
] as const;

/** Model names that become page paths or object keys. */
export const NAME_PAYLOADS = [
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  'a/b\\c',
  'tab\there',
] as const;

/** Names with control characters (a bell, an escape sequence that recolours a terminal, a NUL-free CR). */
export const CONTROL_NAME_PAYLOADS = [
  'bell\u0007bot',
  'esc\u001b[31mred',
  'cr\rbot',
  'del\u007fbot',
] as const;
