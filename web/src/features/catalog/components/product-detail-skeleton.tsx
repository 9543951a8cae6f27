import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

export function ProductDetailSkeleton() {
  return (
    <div className="container-page grid min-h-dvh content-start gap-10 py-8 md:grid-cols-2" aria-busy="true" aria-label={t('loadingProduct')}>
      <div className="aspect-square animate-pulse rounded-2xl bg-mist" />
      <div className="space-y-4">
        <div className="h-9 w-3/4 animate-pulse rounded bg-mist" />
        <div className="h-7 w-1/4 animate-pulse rounded bg-mist" />
        <div className="h-24 animate-pulse rounded bg-mist" />
        <div className="h-11 w-1/2 animate-pulse rounded-full bg-mist" />
      </div>
    </div>
  );
}
