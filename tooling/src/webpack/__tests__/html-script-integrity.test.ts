import { withScriptIntegrity } from '../html-script-integrity.ts';

const known: Record<string, string> = { '/main.js': 'sha384-main', '/preload-remotes.js': 'sha384-side' };
const integrityOf = (src: string) => known[src];

describe('withScriptIntegrity', () => {
  it('adds integrity to the scripts it knows, quoted or minified', () => {
    expect(
      withScriptIntegrity(
        '<script defer src=/main.js></script><script async src="/preload-remotes.js"></script>',
        integrityOf,
      ),
    ).toBe(
      '<script defer src=/main.js integrity="sha384-main"></script><script async src="/preload-remotes.js" integrity="sha384-side"></script>',
    );
  });

  it('leaves inline scripts, unknown addresses and scripts that already have a value as they are', () => {
    const page =
      '<script>var a = 1</script><script src="https://cdn.example/x.js"></script><script src=/main.js integrity="sha384-set"></script>';
    expect(withScriptIntegrity(page, integrityOf)).toBe(page);
  });
});
