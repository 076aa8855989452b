import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MonthSoFar, OwnerBusinessSummary, StatementSummary } from 'shared/contracts';
import { formatCalendarMonth } from 'shared/contracts';
import styled from 'styled-components';
import { FormError, InlineSpinner, SecondaryButton, SelectField } from 'shared/ui';
import { getMonthSoFar, listBusinesses, listStatements } from '../api/billing-requests.ts';
import { StatementItem } from './statement-item.tsx';
import { StatementTable } from './statement-table.tsx';
import { messageOf } from '../format/message-of.ts';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  h2 {
    margin: 0;
  }
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** One business's billing; keyed by the business, so a new choice starts afresh. */
function BusinessBilling({ businessId }: { businessId: string }) {
  const [soFar, setSoFar] = useState<MonthSoFar | null>(null);
  const [statements, setStatements] = useState<StatementSummary[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    Promise.all([getMonthSoFar(businessId), listStatements(businessId)]).then(
      ([month, page]) => {
        if (!current) return;
        setSoFar(month);
        setStatements(page.items);
        setCursor(page.nextCursor);
      },
      (failure: unknown) => current && setError(messageOf(failure)),
    );
    return () => {
      current = false;
    };
  }, [businessId]);

  const more = async () => {
    try {
      const page = await listStatements(businessId, cursor);
      setStatements((items) => [...(items ?? []), ...page.items]);
      setCursor(page.nextCursor);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  if (error) return <FormError>{error}</FormError>;
  if (!soFar || !statements) return <InlineSpinner />;
  return (
    <>
      <section aria-labelledby="billing-so-far">
        <h2 id="billing-so-far">{formatCalendarMonth(soFar.period)} so far</h2>
        <p>
          Not a statement yet: when the month closes, these bookings go on its statement with the figures shown here. To
          refund a completed booking, open it; a refunded booking comes off this month, or off your next statement if
          one already billed it.
        </p>
        {soFar.lines.length === 0 ? (
          <p>No completed bookings to bill yet.</p>
        ) : (
          <StatementTable figures={soFar} caption={`${formatCalendarMonth(soFar.period)} so far`} />
        )}
      </section>
      <section aria-labelledby="billing-statements">
        <h2 id="billing-statements">Statements</h2>
        {statements.length === 0 ? (
          <p>No statements yet: the first is issued when a month with completed bookings closes.</p>
        ) : (
          <List aria-label="Statements">
            {statements.map((summary) => (
              <StatementItem key={summary.id} summary={summary} />
            ))}
          </List>
        )}
        {cursor && (
          <SecondaryButton type="button" onClick={() => void more()}>
            Show older statements
          </SecondaryButton>
        )}
      </section>
    </>
  );
}

/** `/billing`: per business, the month so far and each closed month's statement with its downloads. */
export function BillingView() {
  const [businesses, setBusinesses] = useState<OwnerBusinessSummary[] | null>(null);
  const [businessId, setBusinessId] = useState<string>('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    listBusinesses().then(
      (page) => {
        if (!current) return;
        setBusinesses(page.items);
        setBusinessId(page.items[0]?.id ?? '');
      },
      (failure: unknown) => current && setError(messageOf(failure)),
    );
    return () => {
      current = false;
    };
  }, []);

  if (error) return <FormError>{error}</FormError>;
  if (!businesses) return <InlineSpinner />;
  if (businesses.length === 0)
    return (
      <p>
        You have no businesses yet. <Link to="/business/new/details">Add a business</Link>; its statements will appear
        here.
      </p>
    );
  return (
    <Layout>
      <p>
        The platform fee is a share of each completed booking, with VAT at 20 % on the fee; each booking is rounded to
        the penny, half up. What is due to you is the rest.
      </p>
      {businesses.length > 1 && (
        <SelectField label="Business" value={businessId} onChange={(event) => setBusinessId(event.target.value)}>
          {businesses.map((business) => (
            <option key={business.id} value={business.id}>
              {business.name}
            </option>
          ))}
        </SelectField>
      )}
      {businessId && <BusinessBilling key={businessId} businessId={businessId} />}
    </Layout>
  );
}
