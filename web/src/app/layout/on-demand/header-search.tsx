import { Search, X } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSearchSuggestions } from '@/features/catalog/api/get-search-suggestions';
import type { SearchSuggestion } from '@crystal/shared/schemas/search-suggestions';
import { createTranslator } from '@/i18n/create-translator';
import { localizedField } from '@/i18n/localized-field';
import en from './messages/en.json';

const t = createTranslator(en);
const KIND_LABEL = { category: 'kindCategory', gemstone: 'kindGemstone', product: 'kindProduct' } as const;

/**
 * A suggestion's value, what the field takes when it is chosen: on the French site the piece's or
 * collection's approved French name, which the French search matches as well as the English.
 */
const suggestionValue = (s: SearchSuggestion) => localizedField(s, 'text').text;

/** docs/decisions/0004-header-search.md: the search field goes to /products?search={term} (trimmed), or /products when empty. */
export function HeaderSearch({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  // Suggestions (names, gemstones, collections, typos forgiven) follow the typing without blocking it.
  const suggestions = useSearchSuggestions(useDeferredValue(term)).data?.suggestions ?? [];

  useEffect(() => inputRef.current?.focus(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(paths.search(term.trim()));
    onDone();
  };

  return (
    <form role="search" onSubmit={submit} className="container-page flex items-center gap-2 py-3" onKeyDown={(e) => e.key === 'Escape' && onDone()}>
      <label htmlFor={id} className="sr-only">
        {t('searchLabel')}
      </label>
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          ref={inputRef}
          id={id}
          type="search"
          name="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          maxLength={100}
          placeholder={t('searchPlaceholder')}
          className="input pl-9"
          autoComplete="off"
          enterKeyHint="search"
          list={`${id}-suggestions`}
        />
        <datalist id={`${id}-suggestions`} data-testid="search-suggestions">
          {suggestions.map((s) => (
            <option key={`${s.kind}:${s.text}`} value={suggestionValue(s)} label={t(KIND_LABEL[s.kind])} />
          ))}
        </datalist>
      </div>
      <button type="submit" className="btn-primary">
        {t('search')}
      </button>
      <button type="button" onClick={onDone} className="inline-flex size-11 items-center justify-center rounded-full hover:bg-amethyst-50" aria-label={t('closeSearch')}>
        <X className="size-5" aria-hidden="true" />
      </button>
    </form>
  );
}
