import { LIMITS, type Message } from 'shared/contracts';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FormError, PrimaryButton, SecondaryButton, TextAreaField, formatMoment, useAsyncAction } from 'shared/ui';
import { errorMessage } from 'shared/kit';

/** A message's length as the API allows it. */
export const MESSAGE_MAX_LENGTH = LIMITS.MessageBody.text.maxLength;

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Bubble = styled.li<{ $mine: boolean }>`
  max-width: 80%;
  justify-self: ${({ $mine }) => ($mine ? 'end' : 'start')};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $mine }) => ($mine ? theme.color.primary : theme.color.border)};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
    white-space: pre-line;
    color: ${({ theme }) => theme.color.text} !important;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const SendForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 560px;
  margin-top: ${({ theme }) => theme.space(2)};
  justify-items: start;
  & > div {
    justify-self: stretch;
  }
`;

type MessageThreadProps = {
  /** As the API lists them, newest first; shown oldest first, as a conversation reads. */
  messages: Message[];
  /** Which side is reading: their own messages sit on the right. */
  viewer: Message['author'];
  /** Sends one message; rejects with an error whose message is shown. */
  onSend: (text: string) => Promise<void>;
  /** Earlier messages exist: a button asks for them. */
  onLoadEarlier?: () => void;
};

/** A booking's messages between the organizer and the business, and the form to add one. */
export function MessageThread({ messages, viewer, onSend, onLoadEarlier }: MessageThreadProps) {
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const send = useAsyncAction(errorMessage);
  const tooLong = text.length > MESSAGE_MAX_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setFieldError('Write a message first.');
      return;
    }
    if (tooLong) return;
    if (await send.run(() => onSend(text.trim()))) setText('');
  };

  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading">Messages</h2>
      {onLoadEarlier && (
        <SecondaryButton type="button" onClick={onLoadEarlier}>
          Show earlier messages
        </SecondaryButton>
      )}
      {messages.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <List aria-label="Messages">
          {[...messages].reverse().map((message) => (
            <Bubble key={message.id} $mine={message.author === viewer} aria-label={`${message.authorName} wrote`}>
              <p>{message.text}</p>
              <small>
                {message.authorName} · {formatMoment(message.createdAt)}
              </small>
            </Bubble>
          ))}
        </List>
      )}
      <SendForm onSubmit={(event) => void submit(event)} noValidate>
        <TextAreaField
          label="Your message"
          value={text}
          rows={3}
          onChange={(event) => {
            setText(event.target.value);
            setFieldError(null);
          }}
          error={
            tooLong
              ? `Keep it to ${MESSAGE_MAX_LENGTH.toLocaleString('en-GB')} characters (${text.length.toLocaleString('en-GB')} now).`
              : fieldError
          }
        />
        <FormError>{send.error}</FormError>
        <PrimaryButton type="submit" disabled={send.busy}>
          Send message
        </PrimaryButton>
      </SendForm>
    </section>
  );
}
