export { formatCad, formatCadCents, formatRawPrice, decimalStringToCents } from '@crystal/shared/money';
