import { useEffect, useState } from 'react';
import { FormError, SecondaryButton, TextField } from 'shared/ui';
import { getCalendarFeed, replaceCalendarFeed } from '../api/calendar-feed.ts';
import { messageOf } from '../format/message-of.ts';

/** (Keyed by business.) The business's private .ics address for Google, Apple or Outlook calendars, and replacing it. */
export function CalendarFeedPanel({ businessId, businessName }: { businessId: string; businessName: string }) {
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    getCalendarFeed(businessId).then(
      (feed) => current && setUrl(feed.url),
      (failure: unknown) => current && setError(messageOf(failure)),
    );
    return () => {
      current = false;
    };
  }, [businessId]);

  const replace = async () => {
    setBusy(true);
    setError(null);
    try {
      setUrl((await replaceCalendarFeed(businessId)).url);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="agenda-feed-title">
      <h2 id="agenda-feed-title">Calendar feed for {businessName}</h2>
      <p>
        Subscribe to this private address in Google, Apple or Outlook calendar to see your confirmed bookings and
        unavailable days there. Anyone with the address can read it: if it gets out, replace it and the old one stops
        working.
      </p>
      {url && (
        <TextField label="Calendar feed address" readOnly value={url} onFocus={(event) => event.target.select()} />
      )}
      {url !== undefined && (
        <SecondaryButton type="button" disabled={busy} onClick={() => void replace()}>
          {url ? 'Replace the address' : 'Make a calendar address'}
        </SecondaryButton>
      )}
      <FormError>{error}</FormError>
    </section>
  );
}
