/** Providers that ignore dots in the local part (and treat googlemail.com as gmail.com). */
const DOTS_IGNORED = new Set(['gmail.com', 'googlemail.com']);

/**
 * An email as one customer for "once per email" (issue 44, decision 0095): lower-cased, the plus tag
 * dropped ("once+1@" is "once@"), and the dots dropped where the provider ignores them ("o.nce@gmail.com"
 * is "once@gmail.com"). Only the key of a code's use is normalised; mail still goes to the address typed.
 */
export function offerEmailKey(email: string): string {
  const at = email.trim().toLowerCase().lastIndexOf('@');
  if (at < 1) return email.trim().toLowerCase();
  const lower = email.trim().toLowerCase();
  let local = lower.slice(0, at).split('+')[0]!;
  let domain = lower.slice(at + 1);
  if (DOTS_IGNORED.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local || lower.slice(0, at)}@${domain}`;
}
