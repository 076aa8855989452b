/**
 * A statement as PDF (pdfkit): real text in a standard font, so it can be selected, searched and
 * read aloud, with the statement as the document's title.
 */
import PDFDocument from 'pdfkit';
import type { StatementView } from './billing-service.ts';
import { dayName, lineKindName, percentName, periodName, poundsShown } from './statement-text.ts';

const COLUMNS = [
  { title: 'Date', width: 72 },
  { title: 'Line', width: 90 },
  { title: 'Event', width: 110 },
  { title: 'Total', width: 60 },
  { title: 'Fee', width: 55 },
  { title: 'VAT', width: 50 },
  { title: 'Due', width: 60 },
] as const;

function row(doc: PDFKit.PDFDocument, cells: readonly string[], bold = false): void {
  const y = doc.y;
  let x = doc.page.margins.left;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  let height = 0;
  cells.forEach((cell, index) => {
    const { width } = COLUMNS[index]!;
    const numeric = index >= 3;
    doc.text(cell, x, y, { width: width - 4, align: numeric ? 'right' : 'left' });
    height = Math.max(height, doc.y - y);
    x += width;
  });
  doc.x = doc.page.margins.left;
  doc.y = y + height + 4;
  if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
}

export function statementPdf(statement: StatementView): Promise<Buffer> {
  const title = `Statement ${statement.number}: ${statement.businessName}, ${periodName(statement.period)}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: title, Author: 'KidsEvents' },
    displayTitle: true,
    lang: 'en-GB',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text('Statement');
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`Business: ${statement.businessName}`);
  doc.text(`Statement number: ${statement.number}`);
  doc.text(`Period: ${periodName(statement.period)}`);
  doc.text(`Issued: ${dayName(statement.issuedAt.slice(0, 10))}`);
  doc.text(
    `Platform fee ${percentName(statement.feeBasisPoints)} of each booking, VAT ${percentName(statement.vatBasisPoints)} on the fee; each booking rounded to the penny, half up.`,
  );
  doc.moveDown();

  row(
    doc,
    COLUMNS.map((column) => column.title),
    true,
  );
  for (const line of statement.lines) {
    row(doc, [
      dayName(line.eventDate),
      lineKindName(line.kind),
      `${line.eventType}, ${line.postcodeDistrict} (${line.organizerName})`,
      poundsShown(line.totalPence),
      poundsShown(line.feePence),
      poundsShown(line.vatPence),
      poundsShown(line.duePence),
    ]);
  }
  row(
    doc,
    [
      'Totals',
      '',
      '',
      ...[statement.totalPence, statement.feePence, statement.vatPence, statement.duePence].map(poundsShown),
    ],
    true,
  );
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`Fee: ${poundsShown(statement.feePence)}`);
  doc.text(`VAT on the fee: ${poundsShown(statement.vatPence)}`);
  doc.text(`Due to ${statement.businessName}: ${poundsShown(statement.duePence)}`);
  doc.end();
  return done;
}
