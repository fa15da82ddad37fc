CREATE TABLE "daily_closes" (
	"date" date PRIMARY KEY NOT NULL,
	"usd" numeric NOT NULL,
	"eur" numeric NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "daily_closes_source_check" CHECK ("daily_closes"."source" in ('seed', 'live')),
	CONSTRAINT "daily_closes_positive_check" CHECK ("daily_closes"."usd" > 0 and "daily_closes"."eur" > 0)
);
--> statement-breakpoint
CREATE TABLE "market_snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"price_usd" numeric,
	"price_eur" numeric,
	"change_24h_usd" numeric,
	"change_24h_eur" numeric,
	"market_cap_usd" numeric,
	"market_cap_eur" numeric,
	"volume_24h_usd" numeric,
	"volume_24h_eur" numeric,
	"quoted_at" timestamp with time zone,
	"fetched_at" timestamp with time zone,
	"refresh_lease_until" timestamp with time zone,
	"last_error" text,
	"history_lease_until" timestamp with time zone
);
