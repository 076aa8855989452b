import type { Quote } from 'shared/contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatEventDate, formatMoment, formatPence } from 'shared/ui';
import { QUOTE_STATUS_TEXT } from './booking-status.tsx';

const Card = styled.article<{ $open: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  border: ${({ $open }) => ($open ? 2 : 1)}px solid
    ${({ theme, $open }) => ($open ? theme.color.primary : theme.color.border)};
  background: ${({ theme }) => theme.color.surface};
  h3,
  h4,
  p,
  dl,
  table {
    margin: 0;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  td,
  th {
    padding: 2px 0;
    text-align: left;
    font-weight: 400;
  }
  td:last-child {
    text-align: right;
    white-space: nowrap;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 12px;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Message = styled.p`
  white-space: pre-line;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

type QuoteCardProps = {
  quote: Quote;
  /** The card's accessible name and heading, e.g. the business's name or "Quote of 3 March". */
  title: string;
  headingLevel?: 3 | 4;
  /** Buttons that answer the quote (shown only while it is open). */
  actions?: ReactNode;
};

/** One quote: its items, all-in total, deposit, how long it stands, its message and status. */
export function QuoteCard({ quote, title, headingLevel = 3, actions }: QuoteCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const open = quote.status === 'open';
  return (
    <Card aria-label={title} $open={open}>
      <Heading>{title}</Heading>
      <p>
        {QUOTE_STATUS_TEXT[quote.status]} · sent {formatMoment(quote.createdAt)}
      </p>
      <table aria-label="Items">
        <tbody>
          {quote.items.map((item, index) => (
            <tr key={index}>
              <th scope="row">{item.description}</th>
              <td>{formatPence(item.pence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl>
        <dt>Total</dt>
        <dd>{formatPence(quote.totalPence)}</dd>
        <dt>Deposit</dt>
        <dd>{quote.depositPence > 0 ? formatPence(quote.depositPence) : 'None'}</dd>
        <dt>Valid until</dt>
        <dd>{formatEventDate(quote.validUntil)}</dd>
      </dl>
      {quote.message && <Message>{quote.message}</Message>}
      {open && actions && <Actions>{actions}</Actions>}
    </Card>
  );
}
