-- Live dispatch index (docs/decisions/120). Every change that can alter who is shown by the nearby search, or
-- what a cached session holds, NOTIFYs `waka_dispatch` from the committing transaction: delivered only if it
-- commits, in commit order, to every API instance, whatever wrote it (routes, admin CLI, seeds). Payloads:
-- `u|id,id,…` (re-read these users) and `s|` (settings changed). Ids go in chunks so a payload stays far
-- below PostgreSQL's 8 000-byte limit.
CREATE OR REPLACE FUNCTION waka_dispatch_notice(kind text, ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  part text;
BEGIN
  FOR part IN
    SELECT string_agg(id::text, ',') FROM (
      SELECT id, (row_number() OVER () - 1) / 150 AS chunk FROM (SELECT DISTINCT unnest(ids) AS id) d
      WHERE id IS NOT NULL) c
    GROUP BY chunk
  LOOP
    PERFORM pg_notify('waka_dispatch', kind || '|' || part);
  END LOOP;
END $$;--> statement-breakpoint
-- users: approval, disabling, role, name, phone, password reset (sessions_valid_after), deletion, …
CREATE OR REPLACE FUNCTION users_dispatch_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM waka_dispatch_notice('u', ARRAY(SELECT id FROM old_rows));
  ELSE
    PERFORM waka_dispatch_notice('u', ARRAY(SELECT id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS users_dispatch_update ON users;--> statement-breakpoint
CREATE TRIGGER users_dispatch_update AFTER UPDATE ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_dispatch_notice();--> statement-breakpoint
DROP TRIGGER IF EXISTS users_dispatch_delete ON users;--> statement-breakpoint
CREATE TRIGGER users_dispatch_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_dispatch_notice();--> statement-breakpoint
-- user_locations: positions written by anything but the batched writer, which announces its own batch
-- compactly and sets waka.positions_announced for its transaction.
CREATE OR REPLACE FUNCTION user_locations_dispatch_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('waka.positions_announced', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM waka_dispatch_notice('u', ARRAY(SELECT user_id FROM old_rows));
  ELSE
    PERFORM waka_dispatch_notice('u', ARRAY(SELECT user_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS user_locations_dispatch_insert ON user_locations;--> statement-breakpoint
CREATE TRIGGER user_locations_dispatch_insert AFTER INSERT ON user_locations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_locations_dispatch_notice();--> statement-breakpoint
DROP TRIGGER IF EXISTS user_locations_dispatch_update ON user_locations;--> statement-breakpoint
CREATE TRIGGER user_locations_dispatch_update AFTER UPDATE ON user_locations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_locations_dispatch_notice();--> statement-breakpoint
DROP TRIGGER IF EXISTS user_locations_dispatch_delete ON user_locations;--> statement-breakpoint
CREATE TRIGGER user_locations_dispatch_delete AFTER DELETE ON user_locations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_locations_dispatch_notice();--> statement-breakpoint
-- rides: a driver gains or loses an active ride (accepted, completed, cancelled, expired, no-show, …).
CREATE OR REPLACE FUNCTION rides_dispatch_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM waka_dispatch_notice('u', ARRAY(
      SELECT n.driver_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status IS DISTINCT FROM o.status OR n.driver_id IS DISTINCT FROM o.driver_id
      UNION SELECT o.driver_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.driver_id IS DISTINCT FROM o.driver_id));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM waka_dispatch_notice('u', ARRAY(SELECT driver_id FROM new_rows WHERE status IN ('accepted', 'in_progress')));
  ELSE
    PERFORM waka_dispatch_notice('u', ARRAY(SELECT driver_id FROM old_rows WHERE status IN ('accepted', 'in_progress')));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS rides_dispatch_insert ON rides;--> statement-breakpoint
CREATE TRIGGER rides_dispatch_insert AFTER INSERT ON rides REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rides_dispatch_notice();--> statement-breakpoint
DROP TRIGGER IF EXISTS rides_dispatch_update ON rides;--> statement-breakpoint
CREATE TRIGGER rides_dispatch_update AFTER UPDATE ON rides REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rides_dispatch_notice();--> statement-breakpoint
DROP TRIGGER IF EXISTS rides_dispatch_delete ON rides;--> statement-breakpoint
CREATE TRIGGER rides_dispatch_delete AFTER DELETE ON rides REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rides_dispatch_notice();--> statement-breakpoint
-- ledger_entries: a wallet's balance moved (funding, commission, adjustment), perhaps across the threshold.
CREATE OR REPLACE FUNCTION ledger_entries_dispatch_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM waka_dispatch_notice('u', ARRAY(
    SELECT DISTINCT a.user_id FROM new_rows n JOIN ledger_accounts a ON a.id = n.account_id
    WHERE a.user_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS ledger_entries_dispatch_insert ON ledger_entries;--> statement-breakpoint
CREATE TRIGGER ledger_entries_dispatch_insert AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_dispatch_notice();--> statement-breakpoint
-- settings: the low-balance threshold (and every other operator setting) is cached by each instance.
CREATE OR REPLACE FUNCTION settings_dispatch_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('waka_dispatch', 's|');
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS settings_dispatch_change ON settings;--> statement-breakpoint
CREATE TRIGGER settings_dispatch_change AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION settings_dispatch_notice();
