import { fillPage, FRAME_PAGE, pageFile } from '../prerendered-html.ts';

describe('where a prerendered page is written', () => {
  it('/ is index.html, any other path the index.html of its folder, and the frame app.html', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/faq')).toBe('faq/index.html');
    expect(pageFile('/help/contact-us')).toBe('help/contact-us/index.html');
    expect(FRAME_PAGE).toBe('app.html');
  });

  it.each(['faq', '/faq/', '/FAQ', '/a b', '/../etc', '/faq?x=1', ''])('refuses %j', (route) => {
    expect(() => pageFile(route)).toThrow(`Cannot prerender "${route}"`);
  });
});

describe('a prerendered page', () => {
  const template =
    '<!doctype html><html><head><title>Site</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';
  const page = { html: '<main><h1>FAQ</h1></main>', styles: '<style data-styled="true">h1{color:red}</style>' };

  it('is the built page with the markup in its root and the styles last in its head', () => {
    expect(fillPage(template, page)).toBe(
      '<!doctype html><html><head><title>Site</title><script defer src=/main.js></script>' +
        '<style data-styled="true">h1{color:red}</style></head>' +
        '<body><div id="root"><main><h1>FAQ</h1></main></div></body></html>',
    );
  });

  it("puts the page's own head markup before its styles", () => {
    const script = '<script>document.documentElement.dataset.x="1"</script>';
    expect(
      fillPage('<head><title>Site</title></head><body><div id=root></div></body>', { ...page, head: script }),
    ).toBe(`<head><title>Site</title>${script}${page.styles}</head><body><div id="root">${page.html}</div></body>`);
  });

  it('fills an unminified page too', () => {
    expect(fillPage('<head></head><body><div id="root"></div></body>', page)).toBe(
      `<head>${page.styles}</head><body><div id="root">${page.html}</div></body>`,
    );
  });

  it('says what is wrong with a page it cannot fill', () => {
    expect(() => fillPage('<head></head><body><div id=app></div></body>', page)).toThrow(
      'The page template must hold an empty <div id="root"></div> once; it holds it 0 times',
    );
    expect(() => fillPage('<body><div id=root></div></body>', page)).toThrow(
      'The page template must hold </head> once; it holds it 0 times',
    );
  });
});
