import { Link } from 'react-router-dom';
import type { StatementLine } from 'shared/contracts';
import { formatCalendarDate, PROVIDER_PATHS, routePath } from 'shared/contracts';
import styled from 'styled-components';
import { formatPence } from 'shared/ui';

const Scroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  th,
  td {
    padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  td.money,
  th.money {
    text-align: right;
    white-space: nowrap;
  }
  tfoot td,
  tfoot th {
    font-weight: 700;
  }
`;

export interface Figures {
  feeBasisPoints: number;
  vatBasisPoints: number;
  totalPence: number;
  feePence: number;
  vatPence: number;
  duePence: number;
  lines: StatementLine[];
}

const percent = (basisPoints: number) => `${basisPoints / 100} %`;

/** A statement's (or the month so far's) lines and totals, as the downloads carry them; each line links to its booking. */
export function StatementTable({ figures, caption }: { figures: Figures; caption: string }) {
  return (
    <Scroll>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Booking</th>
            <th scope="col" className="money">
              Total
            </th>
            <th scope="col" className="money">
              Fee ({percent(figures.feeBasisPoints)})
            </th>
            <th scope="col" className="money">
              VAT on fee ({percent(figures.vatBasisPoints)})
            </th>
            <th scope="col" className="money">
              Due to you
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.lines.map((line) => (
            <tr key={`${line.bookingId}-${line.kind}`}>
              <td>{formatCalendarDate(line.eventDate)}</td>
              <td>
                {line.kind === 'adjustment' ? 'Adjustment (reversed): ' : ''}
                {/* The booking's own page, where a completed one is refunded. */}
                <Link to={routePath(PROVIDER_PATHS.quote, { bookingId: line.bookingId })}>
                  {line.eventType} in {line.postcodeDistrict}, {line.organizerName}
                </Link>
              </td>
              <td className="money">{formatPence(line.totalPence)}</td>
              <td className="money">{formatPence(line.feePence)}</td>
              <td className="money">{formatPence(line.vatPence)}</td>
              <td className="money">{formatPence(line.duePence)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Totals
            </th>
            <td className="money" data-total="total">
              {formatPence(figures.totalPence)}
            </td>
            <td className="money" data-total="fee">
              {formatPence(figures.feePence)}
            </td>
            <td className="money" data-total="vat">
              {formatPence(figures.vatPence)}
            </td>
            <td className="money" data-total="due">
              {formatPence(figures.duePence)}
            </td>
          </tr>
        </tfoot>
      </Table>
    </Scroll>
  );
}
