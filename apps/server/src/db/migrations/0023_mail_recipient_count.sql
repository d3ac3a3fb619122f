-- The mails of a template sent to an address since a moment, counted one transaction after another:
-- the limit per recipient (mail.outbox.ts, docs/product/emails.md#limits-per-recipient). The lock
-- is taken first, and the count is a statement of its own in a volatile function, so it reads the
-- rows committed by the transaction that held the lock before (a single statement's snapshot
-- would predate the wait). PL/pgSQL keeps the count's plan for the session's next calls. Called
-- from the outbox insert itself: one round trip (docs/decisions/0055-mail-lease-heartbeat.md).
CREATE OR REPLACE FUNCTION navette_recent_mails(p_recipient text, p_template text, p_since timestamptz)
RETURNS integer
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
  recent integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('mail-recipient:' || p_template || ':' || p_recipient, 0));
  SELECT count(*)::integer INTO recent
    FROM mail_outbox
   WHERE recipient = p_recipient AND template = p_template AND created_at > p_since;
  RETURN recent;
END;
$$;
