/**
 * Where the AI guide's questions are answered, as the running shop is configured (issue 44 build 4): Amazon
 * Bedrock in the stack's Bedrock region, with speech from Amazon Polly in the stack's own region, or the
 * local provider, which sends nothing out. The shop's public details carry it, and the privacy page names it.
 */
export type AiGuideProcessing = { provider: 'bedrock'; region: string; speechRegion: string } | { provider: 'local' };

type Place = { en: string; fr: string };
const PLACES: [RegExp, Place][] = [
  [/^us-gov-/, { en: 'United States', fr: 'États-Unis' }],
  [/^us-/, { en: 'United States', fr: 'États-Unis' }],
  [/^ca-/, { en: 'Canada', fr: 'Canada' }],
  [/^eu-/, { en: 'Europe', fr: 'Europe' }],
  [/^ap-/, { en: 'Asia Pacific', fr: 'Asie-Pacifique' }],
  [/^sa-/, { en: 'South America', fr: 'Amérique du Sud' }],
  [/^me-|^il-/, { en: 'Middle East', fr: 'Moyen-Orient' }],
  [/^af-/, { en: 'Africa', fr: 'Afrique' }],
  [/^mx-/, { en: 'Mexico', fr: 'Mexique' }],
];

/** The part of the world an AWS region is in ("us-east-1": United States), or '' for a name it does not know. */
export function regionPlace(region: string, lang: 'en' | 'fr'): string {
  return PLACES.find(([pattern]) => pattern.test(region))?.[1][lang] ?? '';
}

/** "us-east-1 (United States)", or the bare region name when its place is unknown. */
export function regionWithPlace(region: string, lang: 'en' | 'fr'): string {
  const place = regionPlace(region, lang);
  return place ? `${region} (${place})` : region;
}
