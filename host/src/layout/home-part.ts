import { createContext } from 'react';

/**
 * Which of `/`'s two first views a screen below it is: the chooser (no view stored) or the home in
 * the layout. The root layout sets it, since `/` as prerendered holds both (first-visit-script.ts);
 * null where no layout says, and the stored choice decides.
 */
export type HomePart = 'chooser' | 'home';

export const HomePartContext = createContext<HomePart | null>(null);
