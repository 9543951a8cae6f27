import type { InputHTMLAttributes } from 'react';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

type Props = {
  id: string;
  name: string;
  text: string;
  onText: (text: string) => void;
  onApply: () => void;
  pending: boolean;
  /** Anything more the input says of itself (its error, spelling). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
};

/** A code typed at checkout and its Apply button (a discount code, a gift card): Enter applies it too, never the form. */
export function CodeEntryRow({ id, name, text, onText, onApply, pending, inputProps }: Props) {
  return (
    <div className="flex gap-2">
      <input
        id={id}
        name={name}
        className="input flex-1 uppercase"
        autoComplete="off"
        autoCapitalize="characters"
        {...inputProps}
        value={text}
        onChange={(e) => onText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            if (text.trim()) onApply();
          }
        }}
      />
      <button type="button" className="btn-outline" disabled={!text.trim() || pending} onClick={onApply}>
        {t('applyCode')}
      </button>
    </div>
  );
}
