-- Nearest-first search: ORDER BY ll_to_earth(lat, lng) <-> ll_to_earth(:lat, :lng) LIMIT n walks this GiST
-- index (docs/architecture.md, nearby search). ll_to_earth takes latitude first.
CREATE INDEX IF NOT EXISTS user_locations_earth_gist ON user_locations USING gist (ll_to_earth(latitude, longitude));--> statement-breakpoint
-- Every posting of the ledger must balance. Checked at commit so a posting's entries can be inserted one by one.
CREATE OR REPLACE FUNCTION ledger_posting_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
  SELECT coalesce(sum(amount_kobo), 0) INTO total FROM ledger_entries WHERE posting_id = NEW.posting_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger posting % does not balance (sum %)', NEW.posting_id, total USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_posting_balanced();--> statement-breakpoint
-- Ledger entries are immutable.
CREATE OR REPLACE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are immutable' USING ERRCODE = '42501';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable();
