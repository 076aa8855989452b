/** A statement as CSV (csv-stringify): a heading block, one row per line, then the totals. */
import { stringify } from 'csv-stringify/sync';
import type { StatementView } from './billing-service.ts';
import { lineKindName, percentName, periodName, poundsPlain } from './statement-text.ts';

export function statementCsv(statement: StatementView): string {
  const rows: string[][] = [
    ['Business', statement.businessName],
    ['Statement number', statement.number],
    ['Period', periodName(statement.period)],
    ['Platform fee', percentName(statement.feeBasisPoints)],
    ['VAT on the fee', percentName(statement.vatBasisPoints)],
    [],
    ['Date', 'Line', 'Booking', 'Event', 'District', 'Family', 'Total (GBP)', 'Fee (GBP)', 'VAT (GBP)', 'Due (GBP)'],
    ...statement.lines.map((line) => [
      line.eventDate,
      lineKindName(line.kind),
      line.bookingId,
      line.eventType,
      line.postcodeDistrict,
      line.organizerName,
      poundsPlain(line.totalPence),
      poundsPlain(line.feePence),
      poundsPlain(line.vatPence),
      poundsPlain(line.duePence),
    ]),
    [
      'Totals',
      '',
      '',
      '',
      '',
      '',
      poundsPlain(statement.totalPence),
      poundsPlain(statement.feePence),
      poundsPlain(statement.vatPence),
      poundsPlain(statement.duePence),
    ],
  ];
  return stringify(rows, { record_delimiter: 'windows' });
}
