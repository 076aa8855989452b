import type { BusinessCompleteness } from 'shared/contracts';

function inWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Which steps are missing before the business can be published, in the server's words. */
export function CompletenessNote({ completeness, id }: { completeness: BusinessCompleteness; id?: string }) {
  if (completeness.complete) return <span id={id}>Complete: ready to publish.</span>;
  return <span id={id}>To publish, add {inWords(completeness.missing)}.</span>;
}
