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
 * Catalog pages, answered by the catalog function: product pages (index.html carrying the product's
 * share tags, so a link preview shows the piece) and the sitemap of the live catalogue. Cached by path
 * alone, as long as the route's cache-control says; the site's security headers as on every page.
 * Needs the API behind this distribution (without `apiOnOwnHost`); otherwise product pages are plain
 * index.html like every other route, and there is no sitemap.
 */
export function catalogPageBehavior(
  scope: Construct,
  apiOrigin: IOrigin,
  responseHeadersPolicy: ResponseHeadersPolicy,
  basePath: string,
): BehaviorOptions {
  return {
    origin: apiOrigin,
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy: new CachePolicy(scope, 'CatalogPageCachePolicy', {
      comment: 'Product pages (each language) and the sitemap: by path and language, as long as the route says',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.hours(1),
      headerBehavior: CacheHeaderBehavior.none(),
      // Only the rewrite's own `lang=fr` (the viewer's query string is dropped): the French page is its own copy.
      queryStringBehavior: CacheQueryStringBehavior.allowList('lang'),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    }),
    responseHeadersPolicy,
    compress: true,
    functionAssociations: viewerRequest(
      scope,
      'CatalogPageRewrite',
      catalogPageRewriteSource(basePath),
      `${basePath}product/{id}, ${basePath}fr/product/{id} and ${basePath}sitemap.xml -> the catalog function`,
    ),
  };
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
