/**
 * Renders pages with a built page renderer and the catalogue's answers from a fixture, in a plain Node
 * process (no DOM, as in the catalog function), and prints them as JSON. Used by hydrate-exactly.test.tsx:
 *   node render-fixture-pages.mjs <render-page.mjs> <answers.json> <url> [<url> ...]
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [rendererFile, answersFile, ...urls] = process.argv.slice(2);
const answers = JSON.parse(readFileSync(answersFile, 'utf8'));
const { renderPage } = await import(pathToFileURL(rendererFile).href);

/** The fixture's answer for a path (its query ignored but for a search), else a 404 as the API gives. */
const fetchApi = async (input) => {
  const url = new URL(String(input), 'http://shop.invalid');
  const body = url.searchParams.get('categoryId') ? undefined : answers[url.pathname];
  return body === undefined
    ? new Response(JSON.stringify({ error: 'Not found' }), { status: 404, headers: { 'content-type': 'application/json' } })
    : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
};

const pages = [];
for (const url of urls) pages.push({ url, ...(await renderPage({ url, fetchApi, origin: 'http://localhost:3000' })) });
process.stdout.write(JSON.stringify(pages));
