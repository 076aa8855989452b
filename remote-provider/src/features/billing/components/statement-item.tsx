import { useState } from 'react';
import type { Statement, StatementSummary } from 'shared/contracts';
import { formatCalendarMonth } from 'shared/contracts';
import styled from 'styled-components';
import { FormError, FormSuccess, InlineSpinner, SecondaryButton, formatPence } from 'shared/ui';
import { getStatement } from '../api/billing-requests.ts';
import { downloadStatement, type StatementFormat } from '../api/download-statement.ts';
import { StatementTable } from './statement-table.tsx';
import { messageOf } from '../format/message-of.ts';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;
  h3,
  p {
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

/** One issued statement: its month, number and what was due; opened, its lines and downloads. */
export function StatementItem({ summary }: { summary: StatementSummary }) {
  const [statement, setStatement] = useState<Statement | null>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const month = formatCalendarMonth(summary.period);
  const panelId = `statement-${summary.id}`;

  const toggle = async () => {
    setOpen((value) => !value);
    if (statement || open) return;
    try {
      setStatement(await getStatement(summary.id));
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  const download = async (format: StatementFormat) => {
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      setSaved(`Downloaded ${await downloadStatement(summary.id, format)}.`);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Item aria-label={`Statement for ${month}`}>
      <h3>{month}</h3>
      <p>
        Statement {summary.number}: due to you {formatPence(summary.duePence)} (bookings{' '}
        {formatPence(summary.totalPence)}, fee {formatPence(summary.feePence)}, VAT {formatPence(summary.vatPence)}).
      </p>
      <div className="actions">
        <SecondaryButton type="button" aria-expanded={open} aria-controls={panelId} onClick={() => void toggle()}>
          {open ? 'Hide statement' : 'Show statement'}
        </SecondaryButton>
        <SecondaryButton type="button" disabled={busy} onClick={() => void download('csv')}>
          Download CSV
        </SecondaryButton>
        <SecondaryButton type="button" disabled={busy} onClick={() => void download('pdf')}>
          Download PDF
        </SecondaryButton>
      </div>
      <FormSuccess>{saved}</FormSuccess>
      <FormError>{error}</FormError>
      <div id={panelId} hidden={!open}>
        {open && !statement && !error && <InlineSpinner />}
        {open && statement && (
          <StatementTable figures={statement} caption={`Statement ${statement.number}, ${month}`} />
        )}
      </div>
    </Item>
  );
}
