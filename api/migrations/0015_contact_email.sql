-- The contact form's messages go to support through the email outbox, with the same claiming,
-- retries and back-off as notification emails. A contact row has no notification (the unique
-- notification_id stays once per notification), its sender's address as Reply-To, and the
-- sender's name, address and topic with the message in `content` (JSON), written by the API.
ALTER TABLE email_outbox ALTER COLUMN notification_id DROP NOT NULL;
ALTER TABLE email_outbox ADD COLUMN reply_to text;

ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check
  CHECK (kind IN ('quotes', 'bookings', 'messages', 'events', 'contact'));
ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_entity_type_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_entity_type_check
  CHECK (entity_type IN ('Quote', 'Booking', 'Event', 'Contact'));
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_contact CHECK (
  (kind = 'contact') = (entity_type = 'Contact')
  AND (kind = 'contact') = (notification_id IS NULL)
  AND (kind = 'contact') = (reply_to IS NOT NULL)
);
