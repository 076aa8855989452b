-- Notifications, email settings and emails are addressed to the account (its Firebase uid), not to
-- the address it had when a business or event was made, so a changed email follows the person.
-- The account's current address lives with the account, as the newest verified ID token gave it.

ALTER TABLE accounts
  ADD COLUMN email text CHECK (email = lower(email) AND char_length(email) BETWEEN 3 AND 254),
  -- When the token that gave `email` was issued: a token older than that (an ID token stays valid
  -- for up to an hour after the address changed) never writes its address back.
  ADD COLUMN email_issued_at timestamptz;
-- Not unique: an address given up by one account may be taken by another before the first signs in again.
CREATE INDEX accounts_email_idx ON accounts (email);

-- Until now the only addresses kept were those copied onto businesses and events: each owner's
-- newest one is their account's address until their next signed-in call says otherwise.
INSERT INTO accounts (uid, email)
SELECT DISTINCT ON (owner_uid) owner_uid, lower(owner_email)
FROM (
  SELECT owner_uid, owner_email, created_at FROM businesses
  UNION ALL
  SELECT owner_uid, owner_email, created_at FROM events
) owners
WHERE owner_uid <> 'closed-account' AND char_length(owner_email) BETWEEN 3 AND 254
ORDER BY owner_uid, created_at DESC
ON CONFLICT (uid) DO UPDATE SET email = EXCLUDED.email WHERE accounts.email IS NULL;

-- Each stored address and the one account it belongs to (an address two accounts claim names neither).
CREATE TEMPORARY TABLE address_owner AS
SELECT email, min(uid) AS uid FROM accounts WHERE email IS NOT NULL GROUP BY email HAVING count(*) = 1;

-- Notifications: a row whose address no account owns was never readable by anyone who signed in
-- as an owner; it goes rather than stay half-addressed.
ALTER TABLE notifications ADD COLUMN recipient_uid text CHECK (char_length(recipient_uid) BETWEEN 1 AND 128);
UPDATE notifications n SET recipient_uid = o.uid FROM address_owner o WHERE o.email = n.recipient_email;
DELETE FROM notifications WHERE recipient_uid IS NULL;
ALTER TABLE notifications ALTER COLUMN recipient_uid SET NOT NULL;
DROP INDEX notifications_recipient_created_idx;
ALTER TABLE notifications DROP COLUMN recipient_email;
CREATE INDEX notifications_recipient_created_idx
  ON notifications (recipient_uid, created_at DESC, id DESC);

-- Email settings: one row per account.
ALTER TABLE email_preferences ADD COLUMN uid text CHECK (char_length(uid) BETWEEN 1 AND 128);
UPDATE email_preferences p SET uid = o.uid FROM address_owner o WHERE o.email = p.email;
DELETE FROM email_preferences WHERE uid IS NULL;
ALTER TABLE email_preferences DROP CONSTRAINT email_preferences_pkey;
ALTER TABLE email_preferences DROP COLUMN email;
ALTER TABLE email_preferences ADD PRIMARY KEY (uid);

-- The outbox: a notification's email names its account, and its address is read from the account
-- when a worker takes it (recipient_email then records where it went). A contact-form message
-- still names support's address and no account.
ALTER TABLE email_outbox ADD COLUMN recipient_uid text CHECK (char_length(recipient_uid) BETWEEN 1 AND 128);
UPDATE email_outbox x SET recipient_uid = o.uid
FROM address_owner o WHERE x.kind <> 'contact' AND o.email = x.recipient_email;
DELETE FROM email_outbox WHERE kind <> 'contact' AND recipient_uid IS NULL;
ALTER TABLE email_outbox ALTER COLUMN recipient_email DROP NOT NULL;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_recipient CHECK (
  CASE WHEN kind = 'contact' THEN recipient_uid IS NULL AND recipient_email IS NOT NULL
       ELSE recipient_uid IS NOT NULL END
);
DROP INDEX email_outbox_thread_idx;
DROP INDEX email_outbox_recipient_idx;
CREATE INDEX email_outbox_thread_idx ON email_outbox (recipient_uid, thread_id)
  WHERE status = 'pending' AND thread_id IS NOT NULL;
CREATE INDEX email_outbox_recipient_idx ON email_outbox (recipient_uid);

DROP TABLE address_owner;
