import { SHOP } from '@crystal/shared/constants';
import { formatCadCents } from '@crystal/shared/money';
import type { MailMessage } from '../lib/mail/mailer';
import type { OrderWithItems } from './order-item';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The confirmation email SPEC.md's success toast promises: items, totals, tax lines and address. */
export function confirmationEmail(order: OrderWithItems): MailMessage {
  const rows = order.items.map((i) => ({
    label: `${i.quantity} x ${i.name}`,
    amount: formatCadCents(i.priceCents * i.quantity),
  }));
  const totals = [
    { label: 'Subtotal', amount: formatCadCents(order.subtotalCents) },
    ...(order.discountCents > 0 ? [{ label: 'Discount', amount: `-${formatCadCents(order.discountCents)}` }] : []),
    { label: 'Shipping', amount: 'Free' },
    ...order.taxLines.map((t) => ({ label: t.label, amount: formatCadCents(t.amountCents) })),
    { label: 'Total', amount: formatCadCents(order.totalCents) },
  ];
  const text = [
    `Dear ${order.firstName},`,
    '',
    `Thank you for your purchase. Your order #${order.id} is confirmed and paid.`,
    '',
    'Items:',
    ...rows.map((r) => `  ${r.label}  ${r.amount}`),
    '',
    ...totals.map((r) => `${r.label}: ${r.amount}`),
    '',
    'Shipping to:',
    order.shippingAddress,
    '',
    `Questions? Reply to this email or write to ${SHOP.email}. We reply within ${SHOP.replyWithinHours} hours.`,
    '',
    `${SHOP.name}, ${SHOP.city}, ${SHOP.province}`,
  ].join('\n');
  const tr = (r: { label: string; amount: string }, bold = false) =>
    `<tr><td style="padding:4px 12px 4px 0${bold ? ';font-weight:bold' : ''}">${escapeHtml(r.label)}</td><td style="padding:4px 0;text-align:right${bold ? ';font-weight:bold' : ''}">${escapeHtml(r.amount)}</td></tr>`;
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#2a2140">
<h1 style="font-size:22px">Thank you for your order, ${escapeHtml(order.firstName)}!</h1>
<p>Your order <strong>#${order.id}</strong> is confirmed and paid.</p>
<table style="border-collapse:collapse">${rows.map((r) => tr(r)).join('')}</table>
<hr style="border:none;border-top:1px solid #e7e1f0">
<table style="border-collapse:collapse">${totals.map((r) => tr(r, r.label === 'Total')).join('')}</table>
<h2 style="font-size:16px">Shipping to</h2>
<p>${order.shippingAddress.split('\n').map(escapeHtml).join('<br>')}</p>
<p>Questions? Reply to this email or write to ${escapeHtml(SHOP.email)}.</p>
<p>${escapeHtml(SHOP.name)}, ${escapeHtml(SHOP.city)}, ${escapeHtml(SHOP.province)}</p>
</body></html>`;
  return {
    to: order.customerEmail,
    subject: `Your ${SHOP.name} order #${order.id} is confirmed`,
    text,
    html,
    idempotencyKey: `order-${order.id}-confirmation`,
  };
}
