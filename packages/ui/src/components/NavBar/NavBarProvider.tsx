import { createContext, type ReactNode, useContext } from 'react';

export interface NavBarDefaults {
  /** The current screen's title: a Page given no nav bar shows a NavBar with it. Default none. */
  title?: string;
  /**
   * Back to the previous page of this webview; the app gives it only where there is one (the webview's
   * own history), so a screen opened first has no back arrow. Default none.
   */
  onBack?: () => void;
}

const NavBarContext = createContext<NavBarDefaults>({});

/** The app's shell states, per route, the title and back every screen's nav bar falls back to. */
export function NavBarProvider({ children, ...defaults }: NavBarDefaults & { children: ReactNode }) {
  return <NavBarContext.Provider value={defaults}>{children}</NavBarContext.Provider>;
}

/** The nearest NavBarProvider's title and back; none outside one. */
export const useNavBarDefaults = () => useContext(NavBarContext);
