/**
 * The prerendered frame (the page of every path without one of its own) holds the layout and,
 * where the screen goes, the spinner: its screen throws this while the build renders it, so
 * React writes the spinner and marks the place for the browser to render itself (with this
 * digest, which onRecoverableError recognises). The browser hydrates the layout around it.
 */
export class ScreenInBrowser extends Error {
  constructor() {
    super('The screen of the frame is rendered in the browser');
    this.name = 'ScreenInBrowser';
  }
}

export const SCREEN_IN_BROWSER_DIGEST = 'screen-in-browser';
