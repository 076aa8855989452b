/**
 * What every app may use of react-router-dom. Module Federation shares this module, not the
 * whole package, as the `react-router-dom` singleton (tooling/src/webpack/singletons.ts): a
 * shared module cannot be tree-shaken, and the whole package is three times the size of what
 * the site uses. Using another export means adding it here first (a test checks every import).
 */
export { RouterProvider } from 'react-router/dom';
export {
  BrowserRouter,
  createBrowserRouter,
  Link,
  NavLink,
  Outlet,
  Route,
  Routes,
  useBlocker,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
