-- The fencing token of the claim that holds an email: renewing, marking and sending need it, so a
-- worker whose lease was taken over can no longer touch the row.
ALTER TABLE "email_outbox" ADD COLUMN "lease_id" uuid;
