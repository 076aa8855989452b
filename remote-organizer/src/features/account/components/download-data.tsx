import { FormError, SecondaryButton, londonToday, useAsyncAction } from 'shared/ui';
import { fetchMyData } from '../api/account-api.ts';
import { messageOf } from './account-rules.ts';
import { saveFile } from './save-file.ts';

/** "Download my data": one JSON file of everything held about the user. */
export function DownloadData() {
  const action = useAsyncAction(messageOf);
  const download = () =>
    void action.run(async () => saveFile(await fetchMyData(), `kidsevents-my-data-${londonToday()}.json`));
  return (
    <div>
      <p>
        One file (JSON) of everything we hold about you: your profile, events, bookings, messages, reviews, businesses
        and notifications.
      </p>
      <FormError>{action.error}</FormError>
      <SecondaryButton type="button" onClick={download} disabled={action.busy}>
        Download my data
      </SecondaryButton>
    </div>
  );
}
