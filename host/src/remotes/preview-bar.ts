import type { Preview } from './preview.ts';

/**
 * The bar a previewing tab shows, on top of everything and drawn outside React (it must show
 * whatever the previewed remote does): which remote and version run, until when, and the way out.
 */
export function showPreviewBar(preview: Preview, exit: () => void): HTMLElement {
  const bar = document.createElement('div');
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', 'Preview');
  bar.style.cssText =
    'position:fixed;left:0;right:0;bottom:0;z-index:2147483647;display:flex;gap:12px;align-items:center;justify-content:center;padding:8px 12px;background:#4a148c;color:#fff;font:600 14px/1.4 system-ui,sans-serif;';
  const text = document.createElement('span');
  const until = new Date(preview.exp * 1000).toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  text.textContent = `Preview: ${preview.remote} ${preview.version} (until ${until})`;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Exit preview';
  button.style.cssText =
    'font:inherit;padding:4px 10px;border-radius:4px;border:1px solid #fff;background:#fff;color:#4a148c;cursor:pointer;';
  button.addEventListener('click', exit);
  bar.append(text, button);
  document.body.append(bar);
  return bar;
}
