import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CONTACT_TOPICS, LIMITS } from 'shared/contracts';
import { errorMessage } from 'shared/kit';
import { Form, FormError, FormSuccess, PrimaryButton, SelectField, TextAreaField, TextField } from 'shared/ui';
import { sendContactMessage } from '../api/send-contact-message.ts';
import { contactErrors, isContactTopic, type ContactErrors, type ContactFields } from '../contact-errors.ts';

const LIMIT = LIMITS.ContactBody;

export const TOO_MANY_MESSAGES =
  "You've sent us several messages in a short time. Please wait 15 minutes and try again.";

/** Off-screen and out of the tab order: people leave it empty, form-filling robots do not. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const EMPTY: ContactFields = { name: '', email: '', topic: '', message: '' };

function describe(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 429) return TOO_MANY_MESSAGES;
  return errorMessage(error);
}

/** `/contact`'s form: a message to support, checked here against the API's own limits. */
export function ContactForm() {
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const set = (field: keyof ContactFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = contactErrors(fields);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !isContactTopic(fields.topic)) return;
    const email = fields.email.trim();
    setBusy(true);
    try {
      await sendContactMessage({
        name: fields.name.trim(),
        email,
        topic: fields.topic,
        message: fields.message.trim(),
        ...(website && { website }),
      });
      setSentTo(email);
      setFields(EMPTY);
    } catch (error) {
      setFailure(describe(error));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return <FormSuccess>{`Thank you: your message has been sent. We'll reply to ${sentTo}.`}</FormSuccess>;
  }

  return (
    <Form
      noValidate
      aria-label="Contact us"
      onSubmit={submit}
      aria-describedby={failure ? 'contact-error' : undefined}
      aria-busy={busy}
    >
      <TextField
        label="Your name"
        name="name"
        autoComplete="name"
        maxLength={LIMIT.name.maxLength}
        value={fields.name}
        error={errors.name}
        onChange={set('name')}
      />
      <TextField
        label="Your email"
        type="email"
        name="email"
        autoComplete="email"
        maxLength={LIMIT.email.maxLength}
        value={fields.email}
        error={errors.email}
        onChange={set('email')}
      />
      <SelectField label="Topic" name="topic" value={fields.topic} error={errors.topic} onChange={set('topic')}>
        <option value="">Choose a topic</option>
        {CONTACT_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {topic}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Message"
        name="message"
        rows={8}
        maxLength={LIMIT.message.maxLength}
        hint={`Up to ${LIMIT.message.maxLength.toLocaleString('en-GB')} characters. Please leave out children's full names.`}
        value={fields.message}
        error={errors.message}
        onChange={set('message')}
      />
      <Honeypot aria-hidden="true">
        <label>
          Leave this empty
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
        </label>
      </Honeypot>
      <FormError id="contact-error">{failure}</FormError>
      <PrimaryButton type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send message'}
      </PrimaryButton>
    </Form>
  );
}
