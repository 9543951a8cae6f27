import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { REACT_ROUTER_PRODUCTION } from '../../../web/build/react-router-production';

/**
 * The framework floor: the libraries every page of the shop needs (react-dom's client, react,
 * react-router and react-query) in a trivial app of a dozen lines showing one heading and one product
 * image, bundled and minified for production. Its gzipped size (level 6, like the shop's own bundle) is
 * the floor of the initial JS figure; served as a page, the floor of the Lighthouse figures.
 */
const floorApp = (imageUrl: string) => `
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, NavLink, Outlet, matchRoutes, useLocation, useNavigate, useParams, useRoutes, useSearchParams } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
function Page() {
  const { data } = useQuery({ queryKey: ['/api/products'], queryFn: () => fetch('/api/products').then((r) => r.json()) });
  const [search] = useSearchParams();
  const { id } = useParams();
  return <p>{data ? data.length + ' pieces' : ''}{search.get('q')}{id}</p>;
}
function Routes() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useRoutes([{ path: '*', element: <main><h1>Handmade crystal jewellery</h1><img src=${JSON.stringify(imageUrl)} alt="A crystal piece" width="400" height="400" /><NavLink to="/a">a</NavLink><Link to="/b" onClick={() => navigate('/c')}>{pathname}</Link><Page /><Outlet /></main> }]);
}
matchRoutes([{ path: '/' }], window.location.pathname);
createRoot(document.getElementById('root')).render(
  <QueryClientProvider client={new QueryClient()}><BrowserRouter><Routes /></BrowserRouter></QueryClientProvider>,
);
`;

async function bundleFloor(webDir: string, imageUrl: string): Promise<Uint8Array> {
  const out = await build({
    stdin: { contents: floorApp(imageUrl), loader: 'jsx', resolveDir: path.resolve(webDir) },
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // react-router's production build, as the shop's build takes it (web/build/react-router-production.ts).
    plugins: [
      {
        name: 'react-router-production',
        setup(b) {
          b.onResolve({ filter: new RegExp(`^(${Object.keys(REACT_ROUTER_PRODUCTION).join('|')})$`) }, (args) => ({ path: REACT_ROUTER_PRODUCTION[args.path]! }));
        },
      },
    ],
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.contents;
}

export async function libraryFloorGzipBytes(webDir: string): Promise<number> {
  return gzipSync(await bundleFloor(webDir, '/media/floor.jpg'), { level: 6 }).length;
}

/**
 * Writes the floor as a page into the served build (`<dist>/floor/index.html` and its script), so the
 * same local runtime serves it beside the shop. Returns its path under the build.
 */
export async function writeLibraryFloorPage(webDir: string, dist: string, basePath: string, imageUrl: string): Promise<string> {
  const dir = path.join(dist, 'floor');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'floor.js'), await bundleFloor(webDir, imageUrl));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Framework floor</title><meta name="description" content="The shop's libraries in a dozen-line app."><script type="module" src="${basePath}floor/floor.js"></script></head><body><div id="root"></div></body></html>\n`,
  );
  return 'floor/index.html';
}
