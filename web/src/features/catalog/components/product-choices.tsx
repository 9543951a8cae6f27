import { localeValue, textLength } from '@crystal/shared/product-choices';
import { valueAvailable } from '@crystal/shared/product-stock';
import type { ChosenOptions, PersonalizationAnswers, ProductOption } from '@crystal/shared/schemas/product-options';
import { ExchangeOnlyNote } from '@/components/ui/line-choices';
import { currentLocale } from '@/i18n/i18n';
import { createTranslator } from '@/i18n/create-translator';
import type { ListedProduct } from '../lib/listing-filters';
import { productPrice } from '../lib/product-format';
import en from '../messages/en.json';

const t = createTranslator(en);

/** An option's or a value's label in the page's language (the approved French when there is one). */
const fr = () => currentLocale() === 'fr';
export const optionName = (o: ProductOption) => (fr() && o.translations?.fr?.name) || o.name;
export const questionName = (q: NonNullable<ListedProduct['personalization']>[number]) => (fr() && q.translations?.fr?.label) || q.label;
export const valueLabel = (v: ProductOption['values'][number]) => (fr() && v.translations?.fr?.value) || localeValue(v.value, fr() ? 'fr' : 'en');

type Props = {
  product: ListedProduct;
  options: ChosenOptions;
  answers: PersonalizationAnswers;
  onOption: (name: string, value: string) => void;
  onAnswer: (label: string, text: string) => void;
  /** Show what is still missing (after an Add to Cart with a choice left open). */
  showMissing: boolean;
};

/**
 * The piece's options as radio buttons with their names (a value that is sold out stays, disabled), its
 * personalisation questions as text fields with their limits, and the exchange-only note for a
 * personalised piece (docs/decisions/0035-options-and-choices.md).
 */
export function ProductChoices({ product, options, answers, onOption, onAnswer, showMissing }: Props) {
  return (
    <div className="mt-6 space-y-5">
      {(product.options ?? []).map((option, optionIndex) => {
        const name = optionName(option);
        const missing = showMissing && options[option.name] === undefined;
        return (
          <fieldset key={option.name} aria-describedby={missing ? `missing-${option.name}` : undefined}>
            <legend className="text-sm font-medium">{name}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {option.values.map((value, valueIndex) => {
                // The one availability rule: a value is sold out when no choice holding it can be bought.
                const soldOut = !valueAvailable(product, { option: optionIndex, value: valueIndex });
                const label = valueLabel(value);
                return (
                  <label
                    key={value.value}
                    className={`relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border px-3 text-sm font-medium has-[:checked]:border-amethyst-700 has-[:checked]:bg-amethyst-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amethyst-700 ${
                      soldOut ? 'cursor-not-allowed border-line text-muted line-through' : 'border-line hover:border-amethyst-400'
                    }`}
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`option-${option.name}`}
                      value={value.value}
                      checked={options[option.name] === value.value}
                      disabled={soldOut}
                      onChange={() => onOption(option.name, value.value)}
                    />
                    {label}
                    {value.priceDelta && <span className="ms-1 text-xs">+{productPrice(value.priceDelta)}</span>}
                    {soldOut && <span className="sr-only">{t('valueSoldOut')}</span>}
                  </label>
                );
              })}
            </div>
            {missing && (
              <p id={`missing-${option.name}`} className="mt-1 text-sm text-danger" role="alert">
                {t('chooseOption', { name: name.toLowerCase() })}
              </p>
            )}
          </fieldset>
        );
      })}
      {(product.personalization ?? []).map((question) => {
        const label = questionName(question);
        const text = answers[question.label] ?? '';
        const missing = showMissing && question.required && !text.trim();
        const over = textLength(text) - question.maxLength;
        const id = `answer-${question.label}`;
        return (
          <div key={question.label}>
            <label htmlFor={id} className="text-sm font-medium">
              {t('questionLabel', { label, max: question.maxLength })}
              {!question.required && <span className="ms-1 text-muted">{t('optional')}</span>}
            </label>
            <input
              id={id}
              className="input mt-2 w-full"
              value={text}
              required={question.required}
              aria-invalid={missing || over > 0 || undefined}
              aria-describedby={`${id}-count`}
              onChange={(e) => onAnswer(question.label, e.target.value)}
            />
            <p id={`${id}-count`} className={`mt-1 text-xs ${over > 0 || missing ? 'text-danger' : 'text-muted'}`}>
              {missing ? t('answerRequired', { label }) : over > 0 ? t('answerTooLong', { label, max: question.maxLength, over }) : t('charactersLeft', { count: -over })}
            </p>
          </div>
        );
      })}
      {(product.personalization ?? []).length > 0 && <ExchangeOnlyNote />}
    </div>
  );
}

/**
 * Why Add to Cart cannot go on yet, naming the real problem: a choice left open, an answer too long, or a
 * required answer left empty (an over-long engraving once read "Please choose your options first").
 */
export function choiceProblem(product: ListedProduct, options: ChosenOptions, answers: PersonalizationAnswers): string {
  if ((product.options ?? []).some((o) => options[o.name] === undefined)) return t('chooseFirst');
  for (const q of product.personalization ?? []) {
    const text = (answers[q.label] ?? '').trim();
    if (textLength(text) > q.maxLength) return t('answerTooLongShort', { label: questionName(q), max: q.maxLength });
    if (q.required && !text) return t('answerRequired', { label: questionName(q) });
  }
  return t('chooseFirst');
}
