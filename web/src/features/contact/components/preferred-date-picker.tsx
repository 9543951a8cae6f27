import { useState, type CSSProperties } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { DayPicker } from 'react-day-picker';
import { frCA } from 'react-day-picker/locale/fr-CA';
import 'react-day-picker/style.css';
import { CalendarDays } from 'lucide-react';
import { SHOP_TIME_ZONE, shopToday, toIsoDate } from '@crystal/shared/shop-date';
import { currentLocale, currentLocaleTag } from '@/i18n/i18n';
import { t } from '../lib/contact-text';

type Props = {
  id: string;
  value: string | null | undefined;
  onChange: (isoDate: string | undefined) => void;
  invalid?: boolean;
  describedBy?: string;
};

/** YYYY-MM-DD as a local Date at midnight (what the calendar shows), with no time-zone shift. */
function fromIsoDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

/** The shop's amethyst instead of the library's default blue (inline, so it wins over the library's CSS). */
const CALENDAR_COLOURS = {
  '--rdp-accent-color': 'var(--color-amethyst-700)',
  '--rdp-accent-background-color': 'var(--color-amethyst-100)',
  '--rdp-today-color': 'var(--color-amethyst-700)',
} as CSSProperties;

/** The chosen day written out in the page's language ("Tuesday, November 24, 2026" / "mardi 24 novembre 2026"). */
const longDate = (date: Date) =>
  new Intl.DateTimeFormat(currentLocaleTag(), { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(date);

/**
 * The preferred consultation date: a button that opens an accessible calendar (react-day-picker in a
 * Radix popover). Days before today in the shop's time zone cannot be chosen.
 */
export function PreferredDatePicker({ id, value, onChange, invalid, describedBy }: Props) {
  const [open, setOpen] = useState(false);
  const today = fromIsoDate(shopToday());
  const selected = value ? fromIsoDate(value.slice(0, 10)) : undefined;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        id={id}
        type="button"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="input flex items-center justify-between gap-2 text-left"
      >
        <span className={selected ? 'text-ink' : 'text-muted'}>{selected ? longDate(selected) : t('pickDate')}</span>
        <CalendarDays aria-hidden="true" className="size-5 text-amethyst-700" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          aria-label={t('chooseDate')}
          className="z-50 rounded-2xl border border-line bg-white p-3 shadow-lg"
        >
          <DayPicker
            mode="single"
            locale={currentLocale() === 'fr' ? frCA : undefined}
            autoFocus
            style={CALENDAR_COLOURS}
            selected={selected}
            onSelect={(date) => {
              onChange(date ? toIsoDate(date) : undefined);
              setOpen(false);
            }}
            today={today}
            defaultMonth={selected ?? today}
            startMonth={today}
            disabled={{ before: today }}
            footer={<p className="px-1 pt-2 text-xs text-muted">{t('timeZoneNote', { zone: SHOP_TIME_ZONE })}</p>}
          />
          {selected ? (
            <button
              type="button"
              className="btn-ghost mt-1 w-full"
              onClick={() => {
                onChange(undefined);
                setOpen(false);
              }}
            >
              {t('clearDate')}
            </button>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
