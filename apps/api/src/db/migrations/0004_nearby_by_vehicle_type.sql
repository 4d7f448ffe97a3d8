-- Nearby search by vehicle type (docs/decisions/031). Riders push positions too, so one GiST index over every
-- user_locations row makes the nearest-first walk skip riders; where riders outnumber drivers it widened
-- several times. searchable_as ('driver' | 'biker' | NULL) is derived from users.preferred_type by the
-- triggers below, so every write path (updatelocation, extra details, seeds, admin changes) stays correct
-- without callers knowing, and each type gets its own partial GiST index.
ALTER TABLE user_locations ADD COLUMN IF NOT EXISTS searchable_as text;--> statement-breakpoint
UPDATE user_locations l SET searchable_as = u.preferred_type
  FROM users u WHERE u.id = l.user_id AND u.preferred_type IN ('driver', 'biker');--> statement-breakpoint
-- A position's type always comes from its user, whatever the writer put in the column.
CREATE OR REPLACE FUNCTION user_locations_set_searchable_as() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT CASE WHEN u.preferred_type IN ('driver', 'biker') THEN u.preferred_type END
    INTO NEW.searchable_as FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER user_locations_searchable_as BEFORE INSERT OR UPDATE ON user_locations
  FOR EACH ROW EXECUTE FUNCTION user_locations_set_searchable_as();--> statement-breakpoint
-- A role change (rider → biker, driver → rider, …) moves the user's position between the indexes. The UPDATE
-- fires the trigger above, which reads the new preferred_type.
CREATE OR REPLACE FUNCTION users_sync_searchable_as() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_locations SET searchable_as = NULL WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_preferred_type_searchable_as AFTER UPDATE OF preferred_type ON users
  FOR EACH ROW WHEN (OLD.preferred_type IS DISTINCT FROM NEW.preferred_type)
  EXECUTE FUNCTION users_sync_searchable_as();--> statement-breakpoint
-- ORDER BY ll_to_earth(lat, lng) <-> … LIMIT n with WHERE searchable_as = '<type>' walks one of these.
CREATE INDEX IF NOT EXISTS user_locations_driver_gist ON user_locations USING gist (ll_to_earth(latitude, longitude))
  WHERE searchable_as = 'driver';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS user_locations_biker_gist ON user_locations USING gist (ll_to_earth(latitude, longitude))
  WHERE searchable_as = 'biker';--> statement-breakpoint
-- The general index served only the nearby search (grep ll_to_earth); dropping it spares every position
-- write (riders included) one GiST insertion.
DROP INDEX IF EXISTS user_locations_earth_gist;
