/**
 * Text from the API, made safe to print on a terminal. Provider-written fields (a business name, a
 * credential reference) could otherwise carry escape sequences, carriage returns or bidirectional
 * overrides that rewrite the lines an admin reads before verifying a badge; here each such
 * character is shown as its escape instead, and a backslash doubled so the escapes stay unambiguous.
 */

// C0 controls, DEL, C1 controls, the line and paragraph separators and the bidirectional controls.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069\\]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\' };

function escapeOne(character: string): string {
  const named = NAMED[character];
  if (named) return named;
  const code = character.codePointAt(0)!;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
}

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, escapeOne);
}
