CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"stripe_charge_id" text NOT NULL,
	"stripe_refund_id" text,
	"user_id" integer,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"refunded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_stripe_charge_id_unique" UNIQUE("stripe_charge_id")
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;