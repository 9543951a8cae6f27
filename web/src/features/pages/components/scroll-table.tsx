import type { ReactNode } from 'react';

type ScrollTableProps = { caption: string; headers: string[]; rows: ReactNode[][] };

/**
 * A data table that scrolls sideways on narrow phones instead of squeezing. The first cell of each row
 * is its row header. The scroll region is focusable so keyboard users can scroll it too.
 */
export function ScrollTable({ caption, headers, rows }: ScrollTableProps) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="card max-w-3xl overflow-x-auto">
      <table className="w-full min-w-[28rem] border-collapse text-left text-sm sm:text-base">
        <caption className="px-4 pt-4 text-left text-sm text-muted">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            {headers.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold text-ink">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], i) => (
            <tr key={i} className="border-b border-line last:border-0 even:bg-mist/50">
              <th scope="row" className="px-4 py-3 font-semibold text-ink">
                {first}
              </th>
              {rest.map((cell, j) => (
                <td key={j} className="px-4 py-3 text-ink/90">
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
