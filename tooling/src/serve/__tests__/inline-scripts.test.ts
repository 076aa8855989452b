import { createHash } from 'node:crypto';
// The host's script, by path: it imports nothing, and its text is what the page carries.
import { FIRST_VISIT_HEAD, FIRST_VISIT_SCRIPT } from '../../../../host/src/prerender/first-visit-script.ts';
import { contentSecurityPolicy, INLINE_SCRIPT_HASHES } from '../headers.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the inline scripts the Content-Security-Policy allows', () => {
  it("name the host's first-visit script by the hash of its text as `/`'s head carries it", () => {
    expect(FIRST_VISIT_HEAD).toBe(`<script>${FIRST_VISIT_SCRIPT}</script>`);
    expect(INLINE_SCRIPT_HASHES).toEqual([sha256(FIRST_VISIT_SCRIPT)]);
  });

  it('are allowed by script-src in every policy, with no unsafe-inline', () => {
    const scriptSrc = contentSecurityPolicy(['http://a.test'])
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc).toContain(` ${sha256(FIRST_VISIT_SCRIPT)}`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
