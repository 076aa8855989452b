/** Plain-text tables: the one layout every report of the benchmark prints. */
export type Cell = string | number | null;

const show = (cell: Cell) => (cell === null ? '–' : String(cell));

/** Columns padded to their widest cell; the first `left` columns align left, the rest right. */
export function formatTable(headers: readonly string[], rows: readonly Cell[][], left = 1): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => show(row[column] ?? null).length)),
  );
  const line = (cells: readonly Cell[]) =>
    headers
      .map((_, column) => {
        const text = show(cells[column] ?? null);
        return column < left ? text.padEnd(widths[column]!) : text.padStart(widths[column]!);
      })
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export const fixed = (value: number | null | undefined, decimals = 0) =>
  value == null || Number.isNaN(value) ? null : value.toFixed(decimals);
export const kib = (bytes: number | null | undefined) => fixed(bytes == null ? null : bytes / 1024, 1);
export const times = (value: number | null) => (value === null ? null : `${value.toFixed(2)}×`);
