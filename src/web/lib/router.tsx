import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type CSSProperties,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * The app's router: the part of React Router's declarative API the app uses (decision 012,
 * amendment of 2026-11-27), with the same names and the same behaviour, in some 3 KB gzip
 * instead of React Router's 13.7 KB, which its single bundle could not tree-shake below (its
 * Link carries framework-mode prefetching, and data routers' forms and fetchers came with it).
 * Every page's first download carries it. What it does not do: data routers, loaders, route
 * `lazy`, basename, `caseSensitive`, relative links other than to "?query" and "#hash" (the
 * app's links are absolute).
 */

export const NavigationType = { Pop: 'POP', Push: 'PUSH', Replace: 'REPLACE' } as const;
export type NavigationType = (typeof NavigationType)[keyof typeof NavigationType];

export type Path = { pathname: string; search: string; hash: string };
export type Location = Path & { state: unknown; key: string };
export type To = string | Partial<Path>;
export type NavigateOptions = { replace?: boolean; state?: unknown; preventScrollReset?: boolean };

interface Navigator {
  push(to: Path, state: unknown): void;
  replace(to: Path, state: unknown): void;
  go(delta: number): void;
}

type RouterView = { location: Location; navigationType: NavigationType };
type RouterState = { location: Location; navigationType: NavigationType; navigator: Navigator };
type RouteState = { params: Params; base: string; outlet: ReactNode };
export type Params = Record<string, string | undefined>;

const RouterContext = createContext<RouterState | null>(null);
const RouteContext = createContext<RouteState>({ params: {}, base: '/', outlet: null });

function useRouter(hook: string): RouterState {
  const router = useContext(RouterContext);
  if (!router)
    throw new Error(`${hook}() may be used only in the context of a <Router> component.`);
  return router;
}

function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = path.slice(searchAt);
    path = path.slice(0, searchAt);
  }
  if (path) parsed.pathname = path;
  return parsed;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  let path = pathname;
  if (search && search !== '?') path += search.startsWith('?') ? search : `?${search}`;
  if (hash && hash !== '#') path += hash.startsWith('#') ? hash : `#${hash}`;
  return path;
}

const createKey = () => Math.random().toString(36).slice(2, 10);

function makeLocation(path: Path, state: unknown = null, key = createKey()): Location {
  return { ...path, state, key };
}

/** `to` against the current route: absolute paths as they are, "?query" and "#hash" on this page. */
function resolveTo(to: To, from: string): Path {
  const path = typeof to === 'string' ? parsePath(to) : to;
  let pathname = path.pathname ?? from;
  if (!pathname.startsWith('/')) {
    const segments = from.split('/').filter(Boolean);
    for (const segment of pathname.split('/')) {
      if (segment === '..') segments.pop();
      else if (segment && segment !== '.') segments.push(segment);
    }
    pathname = `/${segments.join('/')}`;
  }
  const search = path.search && path.search !== '?' ? path.search : '';
  const hash = path.hash && path.hash !== '#' ? path.hash : '';
  return { pathname, search, hash };
}

function Router({ children, ...state }: RouterState & { children?: ReactNode }) {
  const { location, navigationType, navigator } = state;
  const value = useMemo(
    () => ({ location, navigationType, navigator }),
    [location, navigationType, navigator],
  );
  return <RouterContext value={value}>{children}</RouterContext>;
}

type HistoryEntryState = { usr?: unknown; key?: string; idx?: number } | null;

function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as HistoryEntryState;
  return makeLocation({ pathname, search, hash }, entry?.usr ?? null, entry?.key ?? 'default');
}

/**
 * The address bar's router, as React Router's (history.state keeps `usr`, `key` and `idx`).
 * `useTransitions` is accepted for its callers: a navigation renders at once, never as a transition.
 */
export function BrowserRouter({ children }: { children?: ReactNode; useTransitions?: boolean }) {
  const [state, setState] = useState<RouterView>(() => ({
    location: browserLocation(),
    navigationType: NavigationType.Pop,
  }));
  const navigator = useMemo<Navigator>(() => {
    const index = () => (window.history.state as HistoryEntryState)?.idx ?? 0;
    const write = (type: NavigationType, to: Path, state: unknown) => {
      const location = makeLocation(to, state);
      const idx = type === NavigationType.Push ? index() + 1 : index();
      const entry = { usr: location.state, key: location.key, idx };
      if (type === NavigationType.Push) window.history.pushState(entry, '', createPath(to));
      else window.history.replaceState(entry, '', createPath(to));
      setState({ location, navigationType: type });
    };
    return {
      push: (to, state) => write(NavigationType.Push, to, state),
      replace: (to, state) => write(NavigationType.Replace, to, state),
      go: (delta) => window.history.go(delta),
    };
  }, []);
  useLayoutEffect(() => {
    if ((window.history.state as HistoryEntryState)?.idx == null)
      window.history.replaceState({ ...(window.history.state as object), idx: 0 }, '');
    const onPop = () =>
      setState({ location: browserLocation(), navigationType: NavigationType.Pop });
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return (
    <Router location={state.location} navigationType={state.navigationType} navigator={navigator}>
      {children}
    </Router>
  );
}

const toPath = (to: To): Path => ({
  pathname: '/',
  search: '',
  hash: '',
  ...(typeof to === 'string' ? parsePath(to) : to),
});

/** The server's router: one location, no navigation (entry-server.tsx). */
export function StaticRouter({ location, children }: { location: To; children?: ReactNode }) {
  const navigator = useMemo<Navigator>(() => {
    const fail = () => {
      throw new Error('A <StaticRouter> cannot navigate.');
    };
    return { push: fail, replace: fail, go: fail };
  }, []);
  const current = useMemo(() => makeLocation(toPath(location), null, 'default'), [location]);
  return (
    <Router location={current} navigationType={NavigationType.Pop} navigator={navigator}>
      {children}
    </Router>
  );
}

/** Entries in memory and where the router is among them: MemoryRouter's history. */
function memoryHistory(initialEntries: To[], initialIndex: number | undefined) {
  const entries = initialEntries.map((entry, i) =>
    makeLocation(toPath(entry), null, i === 0 ? 'default' : createKey()),
  );
  let at = initialIndex ?? entries.length - 1;
  let listener: ((view: RouterView) => void) | undefined;
  const view = (navigationType: NavigationType = NavigationType.Pop): RouterView => ({
    location: entries[at]!,
    navigationType,
  });
  return {
    view,
    listen(next: (view: RouterView) => void) {
      listener = next;
      return () => (listener = undefined);
    },
    push(to: Path, state: unknown) {
      at += 1;
      entries.splice(at, entries.length, makeLocation(to, state));
      listener?.(view(NavigationType.Push));
    },
    replace(to: Path, state: unknown) {
      entries[at] = makeLocation(to, state);
      listener?.(view(NavigationType.Replace));
    },
    go(delta: number) {
      at = Math.min(Math.max(at + delta, 0), entries.length - 1);
      listener?.(view(NavigationType.Pop));
    },
  };
}

/** A router in memory, for tests. */
export function MemoryRouter({
  initialEntries = ['/'],
  initialIndex,
  children,
}: {
  initialEntries?: To[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries, initialIndex));
  const [state, setState] = useState<RouterView>(() => history.view());
  useLayoutEffect(() => history.listen(setState), [history]);
  return (
    <Router location={state.location} navigationType={state.navigationType} navigator={history}>
      {children}
    </Router>
  );
}

export function useLocation(): Location {
  return useRouter('useLocation').location;
}

export function useNavigationType(): NavigationType {
  return useRouter('useNavigationType').navigationType;
}

export function useParams<T extends Params = Params>(): Readonly<Partial<T>> {
  return useContext(RouteContext).params as Partial<T>;
}

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void | Promise<void>;
  (delta: number): void | Promise<void>;
};

export function useNavigate(): NavigateFunction {
  const { navigator, location } = useRouter('useNavigate');
  const { pathname } = location;
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') navigator.go(to);
      else
        navigator[options.replace ? 'replace' : 'push'](
          resolveTo(to, pathname),
          options.state ?? null,
        );
    },
    [navigator, pathname],
  );
}

export type URLSearchParamsInit =
  string | [string, string][] | Record<string, string | string[]> | URLSearchParams;

function createSearchParams(init: URLSearchParamsInit = ''): URLSearchParams {
  if (typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams)
    return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init))
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  return params;
}

export type SetURLSearchParams = (
  next: URLSearchParamsInit | ((previous: URLSearchParams) => URLSearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The query of the URL, and a setter that navigates to this page with another one. */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback<SetURLSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      void navigate(`?${createSearchParams(init).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, set];
}

export type PathMatch = { params: Params; pathname: string; pathnameBase: string; pattern: string };

/** Matches a route pattern (":param", "?" optional, a trailing "*") against a pathname, as React Router does. */
export function matchPath(
  pattern: string | { path: string; end?: boolean },
  pathname: string,
): PathMatch | null {
  const { path, end = true } = typeof pattern === 'string' ? { path: pattern } : pattern;
  const names: { name: string; optional: boolean }[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
        names.push({ name, optional: optional != null });
        return optional ? '/?([^\\/]+)?' : '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push({ name: '*', optional: false });
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) source += '\\/*$';
  else if (path !== '' && path !== '/') source += '(?:(?=\\/|$))';
  const match = new RegExp(source, 'i').exec(pathname);
  if (!match) return null;
  const matched = match[0];
  let pathnameBase = matched.replace(/(.)\/+$/, '$1');
  const params: Params = {};
  names.forEach(({ name, optional }, i) => {
    const value = match[i + 1];
    if (name === '*')
      pathnameBase = matched
        .slice(0, matched.length - (value ?? '').length)
        .replace(/(.)\/+$/, '$1');
    params[name] = optional && !value ? undefined : (value ?? '').replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase, pattern: path };
}

type RouteProps = { path?: string; index?: boolean; element?: ReactNode; children?: ReactNode };

/** A route of <Routes>: its props are read by <Routes>, it renders nothing itself. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('A <Route> is only ever to be used as the child of a <Routes> element.');
}

type RouteObject = { path: string; index: boolean; element: ReactNode; children: RouteObject[] };

function routesOf(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesOf(child.props.children));
      return;
    }
    routes.push({
      path: child.props.path ?? '',
      index: child.props.index ?? false,
      element: child.props.element,
      children: routesOf(child.props.children),
    });
  });
  return routes;
}

type Branch = { path: string; score: number; order: number[]; routes: RouteObject[] };

const joinPaths = (...paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

/** React Router's ranking: static segments before dynamic ones, splats last, then route order. */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  if (index) score += 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

function flatten(
  routes: RouteObject[],
  parents: RouteObject[] = [],
  parentPath = '',
  order: number[] = [],
): Branch[] {
  return routes.flatMap((route, i) => {
    const path = joinPaths(parentPath, route.path);
    const chain = [...parents, route];
    const branches = flatten(route.children, chain, path, [...order, i]);
    if (route.path || route.index)
      branches.push({
        path,
        score: scoreOf(path, route.index),
        order: [...order, i],
        routes: chain,
      });
    return branches;
  });
}

function compareOrder(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a[a.length - 1]! - b[b.length - 1]! : 0;
}

function decodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** Renders the best matching route (and its parents around it); routes nest under a parent "/*" route. */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const parent = useContext(RouteContext);
  const branches = useMemo(
    () =>
      flatten(routesOf(children)).sort((a, b) =>
        a.score !== b.score ? b.score - a.score : compareOrder(a.order, b.order),
      ),
    [children],
  );
  const base = parent.base;
  const rest = base === '/' ? pathname : pathname.slice(base.length) || '/';
  const remaining = decodePath(rest.startsWith('/') ? rest : `/${rest}`);
  for (const branch of branches) {
    const match = matchPath(branch.path, remaining);
    if (!match) continue;
    const params = { ...parent.params, ...match.params };
    const innerBase = joinPaths(base, match.pathnameBase);
    let outlet: ReactNode = null;
    for (const route of [...branch.routes].reverse()) {
      const element = route.element === undefined ? <Outlet /> : route.element;
      outlet = <RouteContext value={{ params, base: innerBase, outlet }}>{element}</RouteContext>;
    }
    return outlet;
  }
  return null;
}

/** Where a parent route's element shows its matched child. */
export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

const isExternal = (to: To) => typeof to === 'string' && /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(to);

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link that moves in the app without reloading (a plain link with a modifier key, or elsewhere). */
export function Link({
  to,
  replace,
  state,
  reloadDocument,
  preventScrollReset: _,
  onClick,
  ref,
  ...rest
}: LinkProps) {
  const { location, navigator } = useRouter('Link');
  if (isExternal(to)) return <a {...rest} ref={ref} href={to as string} onClick={onClick} />;
  const path = resolveTo(to, location.pathname);
  const href = createPath(path);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      reloadDocument ||
      event.defaultPrevented ||
      event.button !== 0 ||
      (rest.target && rest.target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    // A link to the page already shown replaces it, as React Router's do.
    const same = replace ?? createPath(location) === href;
    navigator[same ? 'replace' : 'push'](path, state ?? null);
  };
  return <a {...rest} ref={ref} href={href} onClick={handleClick} data-discover="true" />;
}

type NavLinkState = { isActive: boolean; isPending: boolean; isTransitioning: boolean };

export type NavLinkProps = Omit<LinkProps, 'className' | 'style' | 'children'> & {
  end?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
};

/** A link that knows when it leads to the page shown: aria-current="page" and class "active". */
export function NavLink({ end = false, className, style, children, ...rest }: NavLinkProps) {
  const { location } = useRouter('NavLink');
  const target = resolveTo(rest.to, location.pathname).pathname.toLowerCase();
  const current = location.pathname.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    current === target || (!end && current.startsWith(target) && current.charAt(slashAt) === '/');
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
