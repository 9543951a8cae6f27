import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/**
 * The baseline for the initial JS figure: the libraries every page of the shop needs (react-dom's
 * client, react, react-router and react-query) in a trivial app of a dozen lines, bundled and minified
 * for production and gzipped (level 6) like the shop's own bundle. No shop code can go below it.
 */
const TRIVIAL_APP = `
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, NavLink, Outlet, matchRoutes, useLocation, useNavigate, useParams, useRoutes, useSearchParams } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
function Page() {
  const { data } = useQuery({ queryKey: ['/api/products'], queryFn: () => fetch('/api/products').then((r) => r.json()) });
  const [search] = useSearchParams();
  const { id } = useParams();
  return <p>{String(data)}{search.get('q')}{id}</p>;
}
function Routes() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useRoutes([{ element: <main><NavLink to="/a">a</NavLink><Link to="/b" onClick={() => navigate('/c')}>{pathname}</Link><Outlet /></main>, children: [{ index: true, element: <Page /> }] }]);
}
matchRoutes([{ path: '/' }], window.location.pathname);
createRoot(document.getElementById('root')).render(
  <QueryClientProvider client={new QueryClient()}><BrowserRouter><Routes /></BrowserRouter></QueryClientProvider>,
);
`;

export async function libraryFloorGzipBytes(webDir: string): Promise<number> {
  const out = await build({
    stdin: { contents: TRIVIAL_APP, loader: 'jsx', resolveDir: path.resolve(webDir) },
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  return gzipSync(out.outputFiles[0]!.contents, { level: 6 }).length;
}
