-- Every status column is text held to its list by a check constraint; the schema types each one with the same
-- list (docs/decisions/178). rides, ride_dispatches, dispatch_offers and incidents had theirs already.
ALTER TABLE ride_events DROP CONSTRAINT IF EXISTS ride_events_from_status_check;--> statement-breakpoint
ALTER TABLE ride_events ADD CONSTRAINT ride_events_from_status_check
  CHECK (from_status in ('requested','accepted','in_progress','completed','rejected','cancelled','expired','no_show'));--> statement-breakpoint
ALTER TABLE ride_events DROP CONSTRAINT IF EXISTS ride_events_to_status_check;--> statement-breakpoint
ALTER TABLE ride_events ADD CONSTRAINT ride_events_to_status_check
  CHECK (to_status in ('requested','accepted','in_progress','completed','rejected','cancelled','expired','no_show'));--> statement-breakpoint
ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_status_check;--> statement-breakpoint
ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status in ('pending','success','failed'));--> statement-breakpoint
ALTER TABLE sandbox_charges DROP CONSTRAINT IF EXISTS sandbox_charges_status_check;--> statement-breakpoint
ALTER TABLE sandbox_charges ADD CONSTRAINT sandbox_charges_status_check
  CHECK (status in ('pending','success','failed'));--> statement-breakpoint
ALTER TABLE mail_outbox DROP CONSTRAINT IF EXISTS mail_outbox_status_check;--> statement-breakpoint
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check CHECK (status in ('outbox','sent','failed'));
