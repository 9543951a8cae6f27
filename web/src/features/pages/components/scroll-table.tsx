import type { ReactNode } from 'react';

type ScrollTableProps = { caption: string; headers: string[]; rows: ReactNode[][] };

/**
 * A data table that stays readable on a 390 px phone: below the `sm` breakpoint each row stacks into a
 * small card whose cells carry their column name; wider screens get the usual grid (scrolling sideways
 * inside its own focusable region if it ever gets too narrow). The explicit roles keep the table
 * semantics for screen readers when the phone layout changes the CSS display of its parts.
 */
export function ScrollTable({ caption, headers, rows }: ScrollTableProps) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="card max-w-3xl overflow-x-auto">
      <table role="table" className="w-full border-collapse text-left text-sm max-sm:block sm:min-w-[28rem] sm:text-base">
        <caption className="px-4 pt-4 text-left text-sm text-muted max-sm:block max-sm:pb-2">{caption}</caption>
        <thead role="rowgroup" className="max-sm:sr-only">
          <tr role="row" className="border-b border-line">
            {headers.map((h) => (
              <th key={h} role="columnheader" scope="col" className="px-4 py-3 font-semibold text-ink">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:block">
          {rows.map(([first, ...rest], i) => (
            <tr
              role="row"
              key={i}
              className="border-t border-line even:bg-mist/50 max-sm:block max-sm:py-3 sm:border-t-0 sm:border-b sm:last:border-b-0"
            >
              <th role="rowheader" scope="row" className="px-4 py-3 font-semibold text-ink max-sm:block max-sm:py-1">
                {first}
              </th>
              {rest.map((cell, j) => (
                <td
                  role="cell"
                  key={j}
                  data-label={headers[j + 1]}
                  className="px-4 py-3 text-ink/90 max-sm:grid max-sm:grid-cols-[6.5rem_1fr] max-sm:gap-3 max-sm:py-1 max-sm:before:font-medium max-sm:before:text-muted max-sm:before:content-[attr(data-label)]"
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
