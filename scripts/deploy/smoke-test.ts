/** One smoke check of the deployed site. */
export type SmokeResult = { what: string; url: string; ok: boolean; detail: string };

export type SmokeTargets = {
  /** The shop, `{origin}{base}` (the SiteUrl output). */
  siteUrl: string;
  /** The API host behind CloudFront (apiOriginDomain); absent when the API answers on its own host. */
  apiOriginHost?: string;
};

/**
 * Smoke-tests a deployed stage: the shop's page, the catalogue and the shop settings through CloudFront,
 * and a direct call to the API host, which must be refused (403: it lacks CloudFront's origin secret).
 */
export async function smokeTest(targets: SmokeTargets, fetcher: typeof fetch = fetch): Promise<SmokeResult[]> {
  const origin = new URL(targets.siteUrl).origin;
  const results: SmokeResult[] = [];
  const probe = async (what: string, url: string, judge: (status: number, type: string, body: string) => string | undefined) => {
    try {
      const res = await fetcher(url, { redirect: 'follow', signal: AbortSignal.timeout(15_000) });
      const body = await res.text();
      const problem = judge(res.status, res.headers.get('content-type') ?? '', body);
      results.push({ what, url, ok: !problem, detail: problem ?? `${res.status}` });
    } catch (e) {
      results.push({ what, url, ok: false, detail: `no answer (${(e as Error).message})` });
    }
  };
  const json = (status: number, type: string, body: string) => {
    if (status !== 200) return `answered ${status}: ${body.slice(0, 120)}`;
    if (!type.includes('application/json')) return `answered ${type || 'no content type'}, not JSON`;
    try {
      JSON.parse(body);
      return undefined;
    } catch {
      return 'answered malformed JSON';
    }
  };
  await probe('the shop', targets.siteUrl, (s, type) => (s === 200 && type.includes('text/html') ? undefined : `answered ${s} ${type}`));
  await probe('the catalogue', `${origin}/api/products`, json);
  await probe('the shop settings', `${origin}/api/shop`, json);
  if (targets.apiOriginHost) {
    await probe('the API host called directly (must refuse)', `https://${targets.apiOriginHost}/api/products`, (s) =>
      s === 403 ? undefined : `answered ${s}: the API host answers without CloudFront's origin secret`,
    );
  }
  return results;
}
