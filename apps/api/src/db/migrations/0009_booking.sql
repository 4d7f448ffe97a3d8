-- Booking (docs/decisions/145–149): the drivers' online switch, "book the nearest" requests offered to
-- drivers in batches, Web Push subscriptions and the server's generated VAPID keys.
-- Existing drivers stay online so clients that never call the switch keep being offered rides.
ALTER TABLE users ADD COLUMN IF NOT EXISTS online boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS ride_dispatches (
	id uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	rider_id uuid NOT NULL REFERENCES users(id),
	vehicle_type text NOT NULL,
	status text DEFAULT 'searching' NOT NULL,
	pickup_latitude double precision NOT NULL,
	pickup_longitude double precision NOT NULL,
	pickup_name text NOT NULL,
	destination_latitude double precision NOT NULL,
	destination_longitude double precision NOT NULL,
	destination_name text NOT NULL,
	notes text DEFAULT '' NOT NULL,
	fare_kobo bigint NOT NULL,
	distance_meters integer NOT NULL,
	duration_seconds integer NOT NULL,
	batch integer DEFAULT 0 NOT NULL,
	radius_meters integer DEFAULT 0 NOT NULL,
	batch_ends_at timestamp with time zone DEFAULT now() NOT NULL,
	expires_at timestamp with time zone NOT NULL,
	driver_id uuid REFERENCES users(id),
	created_at timestamp with time zone DEFAULT now() NOT NULL,
	updated_at timestamp with time zone DEFAULT now() NOT NULL,
	ended_at timestamp with time zone,
	CONSTRAINT ride_dispatches_status_check CHECK (status in ('searching','matched','cancelled','unmatched'))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS ride_dispatches_one_searching_per_rider ON ride_dispatches (rider_id)
	WHERE status = 'searching';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS ride_dispatches_due_idx ON ride_dispatches (batch_ends_at) WHERE status = 'searching';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS ride_dispatches_rider_created_idx ON ride_dispatches (rider_id, created_at);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS dispatch_offers (
	dispatch_id uuid NOT NULL REFERENCES ride_dispatches(id) ON DELETE CASCADE,
	driver_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	batch integer NOT NULL,
	distance_meters integer NOT NULL,
	status text DEFAULT 'open' NOT NULL,
	created_at timestamp with time zone DEFAULT now() NOT NULL,
	updated_at timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT dispatch_offers_pk PRIMARY KEY (dispatch_id, driver_id),
	CONSTRAINT dispatch_offers_status_check CHECK (status in ('open','won','declined','closed'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS dispatch_offers_driver_status_idx ON dispatch_offers (driver_id, status);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS push_subscriptions (
	id uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	endpoint text NOT NULL,
	p256dh text NOT NULL,
	auth text NOT NULL,
	created_at timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS push_subscriptions_endpoint_unique ON push_subscriptions (endpoint);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS push_subscriptions_user_idx ON push_subscriptions (user_id, created_at);--> statement-breakpoint
-- Pushes waiting to be sent, written in the transaction that made the offer; any instance's job sends them.
CREATE TABLE IF NOT EXISTS push_outbox (
	id bigserial PRIMARY KEY NOT NULL,
	user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	payload jsonb NOT NULL,
	created_at timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS server_keys (
	name text PRIMARY KEY NOT NULL,
	public_key text NOT NULL,
	private_key text NOT NULL,
	created_at timestamp with time zone DEFAULT now() NOT NULL
);
