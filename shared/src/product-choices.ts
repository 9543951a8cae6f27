import { decimalStringToCents } from './money/cents';
import type { ChoiceProduct, ValuePick } from './product-stock';
import type {
  ChosenOptions,
  PersonalizationAnswers,
  ProductChoicesFields,
} from './schemas/product-options';

/** A checked choice: the options and answers in the piece's own order (trimmed, empty answers left out). */
export type Choice = { options?: ChosenOptions; personalization?: PersonalizationAnswers; picks: ValuePick[] };

export type ChoiceIssue = { path: string; message: string };

/** Characters as a person counts them (an emoji or an accented letter is one). */
export const textLength = (text: string) => [...text].length;

/**
 * Checks a shopper's choices against the piece: every option chosen with a value it offers, every
 * required question answered, no answer over its length, nothing the piece does not ask for. Each
 * issue names its field (`options.Size`, `personalization.Engraving`).
 */
export function checkChoices(
  product: ChoiceProduct,
  options: ChosenOptions = {},
  personalization: PersonalizationAnswers = {},
): { choice: Choice; issues: [] } | { choice?: undefined; issues: ChoiceIssue[] } {
  const issues: ChoiceIssue[] = [];
  const productOptions = product.options ?? [];
  const questions = product.personalization ?? [];
  for (const name of Object.keys(options)) {
    if (!productOptions.some((o) => o.name === name)) issues.push({ path: `options.${name}`, message: `"${name}" is not an option of this piece` });
  }
  for (const label of Object.keys(personalization)) {
    if (!questions.some((q) => q.label === label)) {
      issues.push({ path: `personalization.${label}`, message: `"${label}" is not asked for this piece` });
    }
  }
  const picks: ValuePick[] = [];
  const chosen: ChosenOptions = {};
  productOptions.forEach((option, o) => {
    const sent = options[option.name];
    if (sent === undefined) return issues.push({ path: `options.${option.name}`, message: `Choose a ${option.name.toLowerCase()}` });
    const v = option.values.findIndex((value) => value.value === sent);
    if (v < 0) return issues.push({ path: `options.${option.name}`, message: `${option.name} "${sent}" is not offered for this piece` });
    picks.push({ option: o, value: v });
    chosen[option.name] = sent;
  });
  const answers: PersonalizationAnswers = {};
  for (const question of questions) {
    const text = (personalization[question.label] ?? '').trim();
    const path = `personalization.${question.label}`;
    if (!text) {
      if (question.required) issues.push({ path, message: `${question.label} is required` });
    } else if (textLength(text) > question.maxLength) {
      issues.push({ path, message: `${question.label} must be ${question.maxLength} characters or fewer` });
    } else {
      answers[question.label] = text;
    }
  }
  if (issues.length) return { issues };
  return {
    issues: [],
    choice: {
      picks,
      ...(picks.length ? { options: chosen } : {}),
      ...(Object.keys(answers).length ? { personalization: answers } : {}),
    },
  };
}

/**
 * The cart line's key: the piece and its choices, written the same way whatever order they were sent
 * in. Two choices of one piece are two lines; the same choice twice is one line.
 */
export function lineKey(productId: number, choice: Pick<Choice, 'options' | 'personalization'>): string {
  const options = Object.entries(choice.options ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const answers = Object.entries(choice.personalization ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return options.length || answers.length ? `${productId}|${JSON.stringify([options, answers])}` : String(productId);
}

/** The unit price of the piece as chosen: its price plus each chosen value's difference. */
export function unitPriceCents(baseCents: number, product: ChoiceProduct, picks: readonly ValuePick[]): number {
  return picks.reduce((sum, p) => {
    const delta = product.options?.[p.option]?.values[p.value]?.priceDelta;
    return sum + (delta ? decimalStringToCents(delta) : 0);
  }, baseCents);
}

/**
 * One choice as every surface shows it (cart, checkout, confirmation, mails, packing slip, admin, CSV):
 * kept on the cart line's answer and on the order line as at purchase, with the French labels beside.
 */
export type LineChoice = {
  kind: 'option' | 'personalization';
  name: string;
  value: string;
  fr?: { name: string; value: string };
};

export function describeChoices(product: ProductChoicesFields, choice: Pick<Choice, 'options' | 'personalization'>): LineChoice[] {
  const options = (product.options ?? []).flatMap((option): LineChoice[] => {
    const sent = choice.options?.[option.name];
    const value = option.values.find((v) => v.value === sent);
    if (!value) return [];
    const frName = option.translations?.fr?.name;
    const frValue = value.translations?.fr?.value;
    return [
      {
        kind: 'option',
        name: option.name,
        value: value.value,
        ...(frName || frValue ? { fr: { name: frName ?? option.name, value: frValue ?? value.value } } : {}),
      },
    ];
  });
  const answers = (product.personalization ?? []).flatMap((question): LineChoice[] => {
    const text = choice.personalization?.[question.label];
    if (!text) return [];
    const frLabel = question.translations?.fr?.label;
    return [{ kind: 'personalization', name: question.label, value: text, ...(frLabel ? { fr: { name: frLabel, value: text } } : {}) }];
  });
  return [...options, ...answers];
}

/** "Size 7", "Engraving: Luna"; in French "Taille 7", "Gravure : Luna". */
/** A value as the reader's language writes it: a French size with a decimal comma ("4,5", not "4.5"). */
export const localeValue = (value: string, lang: 'en' | 'fr') => (lang === 'fr' && /^\d+\.\d+$/.test(value) ? value.replace('.', ',') : value);

export function formatChoice(choice: LineChoice, lang: 'en' | 'fr' = 'en'): string {
  const { name, value } = lang === 'fr' && choice.fr ? choice.fr : choice;
  if (choice.kind === 'option') return `${name} ${localeValue(value, lang)}`;
  return lang === 'fr' ? `${name}\u00a0: ${value}` : `${name}: ${value}`;
}

/** A piece's name with its choices as every surface words them: "Moonstone Ring (Size 7, Engraving: Luna)". */
export function nameWithChoices(name: string, choices: readonly LineChoice[], lang: 'en' | 'fr' = 'en'): string {
  const words = choices.map((c) => formatChoice(c, lang));
  return words.length ? `${name} (${words.join(', ')})` : name;
}

/** Whether a line holds a personalised piece (exchange-only, as the returns policy says). */
export const isPersonalised = (choices: readonly LineChoice[] | undefined) => (choices ?? []).some((c) => c.kind === 'personalization');
