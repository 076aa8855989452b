import { useState, type FormEvent } from 'react';
import type { EmailSettings } from 'shared/contracts';
import { Form, FormError, FormSuccess, PrimaryButton, useAsyncAction } from 'shared/ui';
import { saveEmailSettings } from '../api/account-api.ts';
import { messageOf } from './account-rules.ts';

const KINDS: Array<{ kind: keyof EmailSettings; label: string }> = [
  { kind: 'quotes', label: 'Quotes' },
  { kind: 'bookings', label: 'Bookings' },
  { kind: 'messages', label: 'Messages' },
  { kind: 'events', label: 'Events for my businesses' },
];

/** Per kind: the bell always shows it; email is the choice. */
export function EmailSettingsForm({ initial }: { initial: EmailSettings }) {
  const [settings, setSettings] = useState(initial);
  const [saved, setSaved] = useState(false);
  const action = useAsyncAction(messageOf);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    void action.run(async () => {
      setSettings(await saveEmailSettings(settings));
      setSaved(true);
    });
  };
  return (
    <Form onSubmit={submit} noValidate aria-label="Notification settings">
      <p>Every notification appears in the bell. Choose which ones we also email you.</p>
      <fieldset>
        <legend>Email me about</legend>
        {KINDS.map(({ kind, label }) => (
          <div key={kind}>
            <label>
              <input
                type="checkbox"
                checked={settings[kind]}
                onChange={(change) => setSettings({ ...settings, [kind]: change.target.checked })}
              />{' '}
              {label}
            </label>
          </div>
        ))}
      </fieldset>
      <FormError>{action.error}</FormError>
      {saved && <FormSuccess>Your notification settings are saved.</FormSuccess>}
      <PrimaryButton type="submit" disabled={action.busy}>
        Save notification settings
      </PrimaryButton>
    </Form>
  );
}
