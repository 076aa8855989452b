/**
 * @jest-environment node
 */
// The build renders the pages in Node, where there is no window or localStorage.
import { FIRST_VISIT_HEAD } from '../first-visit-script.ts';
import { PRERENDERED_PATHS } from '../prerendered-paths.ts';
import { frames, paths, renderFrame, renderPage } from '../render-pages.server.tsx';

describe('the pages the build prerenders', () => {
  it('are the public pages of the host', () => {
    expect(paths).toEqual(['/', '/howitworks', '/faq', '/about', '/terms', '/privacy', '/contact']);
    expect(paths).toBe(PRERENDERED_PATHS);
  });

  it("hold a page's text in the layout, with the styles its markup uses", async () => {
    const { html, styles } = await renderPage('/faq');
    expect(html).toContain('<h1 id="page-title">Frequently Asked Questions</h1>');
    expect(html).toContain('Does it cost anything to ask for a quote?');
    expect(html).toMatch(/<main id="main"[^>]*>/);
    // The header's slot is there, held at its height, and empty: the shell draws it in the browser.
    expect(html).toMatch(/<a href="#main"[^>]*>Skip to content<\/a><div class="([^"]+)"><\/div><main/);
    expect(styles).toMatch(/^<style data-styled="true"/);
    expect(styles).toContain('min-height:var(--header-height)');
    for (const className of html.match(/class="([^"]+)"/g)!.flatMap((match) => match.slice(7, -1).split(' ')))
      if (!className.startsWith('sc-')) expect(styles).toContain(`.${className}{`);
  });

  it('draw / both ways, the home of the default view in the layout and then the chooser alone, its head choosing', async () => {
    const { html, styles, head } = await renderPage('/');
    expect(head).toBe(FIRST_VISIT_HEAD);
    const home = html.indexOf('<h1 id="page-title">Plan Your Child&#x27;s Next Party</h1>');
    const chooser = html.indexOf('<h1>Welcome! How will you use the platform?</h1>');
    expect(home).toBeGreaterThan(-1);
    expect(chooser).toBeGreaterThan(home);
    // The layout (header band, <main id="main">, footer) is around the home only.
    expect(html).toMatch(/^<div data-home-part="home" class="[^"]+"><a href="#main"/);
    expect(html.slice(home)).toMatch(/<\/main><div[^>]*><\/div><\/div><div data-home-part="chooser"><!--\$--><main/);
    expect(styles).toContain("html[data-first-visit='true'] [data-home-part='home'],");
    expect(styles).toContain("html:not([data-first-visit='true']) [data-home-part='chooser']{display:none;}");
    // No other page carries the script.
    expect((await renderPage('/faq')).head).toBeUndefined();
    // The date field's earliest day is the day the page is read, not the day it was built.
    expect(html).toMatch(/<input[^>]*name="date"[^>]*>/);
    expect(html.match(/<input[^>]*name="date"[^>]*>/)![0]).not.toContain('min=');
  });

  it("name the screen each page shows, so the build can preload its code from the page's HTML", async () => {
    expect((await renderPage('/')).screens).toEqual([require.resolve('../../pages/home/index.tsx')]);
    expect((await renderPage('/faq')).screens).toEqual([require.resolve('../../pages/faq.tsx')]);
    // The frame's screen is left to the browser, which alone knows the path.
    expect((await renderFrame()).screens ?? []).toEqual([]);
  });

  it("write /results as the frame, naming the results' screen, whose search only the browser can read", async () => {
    expect(frames).toEqual(['/results']);
    const results = await renderFrame('/results');
    expect(results.html).toBe((await renderFrame()).html);
    expect(results.screens).toEqual([require.resolve('../../pages/results.tsx')]);
    await expect(renderFrame('/faq')).rejects.toThrow('/faq is not one of the framed paths');
  });

  it('leave the page metadata to the server (no <meta> or <link> in the markup)', async () => {
    const { html } = await renderPage('/about');
    expect(html).not.toMatch(/<(meta|link|title)\b/);
  });

  it('draw the frame with the spinner where the screen goes, marked for the browser to render', async () => {
    const { html, styles } = await renderFrame();
    expect(html).toContain('<main id="main"');
    // (A development build also writes the error's message and stack into the template.)
    expect(html).toMatch(
      /<!--\$!--><template data-dgst="screen-in-browser"[^>]*><\/template><div role="status"[^>]*aria-label="Loading…"/,
    );
    expect(html).not.toContain('<h1');
    expect(styles).toContain('top:var(--header-height, 0px)');
  });

  it('refuse a path that is not prerendered', async () => {
    expect(() => renderPage('/results')).toThrow('/results is not one of the prerendered paths');
  });
});
