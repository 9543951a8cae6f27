import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  OriginRequestPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IOrigin,
  type ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { catalogPageRewriteSource } from './edge-functions';

/**
 * The paths under the base path that the catalog function answers (issue 34): the home page, the
 * listings and product pages in each language, and the sitemap. Each a behaviour of its own, before the
 * SPA's catch-all (CloudFront takes the first pattern that matches).
 */
export const CATALOG_PAGE_PATTERNS = [
  '',
  'products',
  'products/*',
  'product/*',
  'fr',
  'fr/',
  'fr/products',
  'fr/products/*',
  'fr/product/*',
  'sitemap.xml',
] as const;

/**
 * Catalog pages, answered by the catalog function: the home page, the listings and product pages as
 * HTML drawn by the app's renderer (with the product's share tags on a product page), and the sitemap
 * of the live catalogue. Cached by path and query string (a listing's filters make their own copy), as
 * long as the route's cache-control says (5 minutes: functions/src/catalog/pages/page-cache.ts); the
 * site's security headers as on every page. Needs the API behind this distribution (without
 * `apiOnOwnHost`); otherwise these pages are plain index.html like every other route, and there is no
 * sitemap.
 */
export function catalogPageBehavior(
  scope: Construct,
  apiOrigin: IOrigin,
  responseHeadersPolicy: ResponseHeadersPolicy,
  basePath: string,
  cachePolicy: CachePolicy,
): BehaviorOptions {
  return {
    origin: apiOrigin,
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy,
    responseHeadersPolicy,
    compress: true,
    functionAssociations: viewerRequest(
      scope,
      'CatalogPageRewrite',
      catalogPageRewriteSource(basePath),
      `${basePath}, listings, product pages (and under fr/) and ${basePath}sitemap.xml -> the catalog function`,
    ),
  };
}

/**
 * The pages the catalog function draws, cached by path and query string (a listing's filters make their
 * own copy) as long as the answer's cache-control says (5 minutes: functions/src/catalog/pages/page-cache.ts),
 * never longer than an hour. The SPA behaviour uses it too when the API is behind the distribution: its
 * information pages come from the catalog function, and its files from S3 carry `no-cache`.
 */
export function catalogPageCachePolicy(scope: Construct): CachePolicy {
  return new CachePolicy(scope, 'CatalogPageCachePolicy', {
    comment: 'Pages the catalog function draws, the sitemap, SPA files (no-cache): by path and query, as the answer says',
    defaultTtl: Duration.seconds(0),
    minTtl: Duration.seconds(0),
    maxTtl: Duration.hours(1),
    headerBehavior: CacheHeaderBehavior.none(),
    // The rewrite's query: `lang=fr` (the French page is its own copy), `path`, and on a listing the
    // viewer's filters (a product page and the sitemap drop the viewer's query string).
    queryStringBehavior: CacheQueryStringBehavior.all(),
    cookieBehavior: CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
}

/** A CloudFront Function (cloudfront-js-2.0) run on each viewer request of a behaviour. */
export function viewerRequest(
  scope: Construct,
  id: string,
  source: string,
  comment: string,
): BehaviorOptions['functionAssociations'] {
  return [
    {
      eventType: FunctionEventType.VIEWER_REQUEST,
      function: new EdgeFunction(scope, id, {
        code: FunctionCode.fromInline(source),
        runtime: FunctionRuntime.JS_2_0,
        comment,
      }),
    },
  ];
}

/** API: not cached unless the API's own cache-control allows it; the session and token are part of the key. */
export function apiBehavior(
  scope: Construct,
  apiOrigin: IOrigin,
  responseHeadersPolicy: ResponseHeadersPolicy,
): BehaviorOptions {
  return {
    origin: apiOrigin,
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_ALL,
    cachePolicy: new CachePolicy(scope, 'ApiCachePolicy', {
      comment: 'API: cached only as long as its cache-control says (default 0)',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      headerBehavior: CacheHeaderBehavior.allowList('authorization', 'x-session-id'),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    }),
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    responseHeadersPolicy,
    compress: true,
  };
}
