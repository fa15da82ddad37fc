CREATE TABLE "usage_receipts" (
	"user_id" integer NOT NULL,
	"use_id" text NOT NULL,
	"feature" text NOT NULL,
	"month" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_receipts_user_id_use_id_pk" PRIMARY KEY("user_id","use_id")
);
--> statement-breakpoint
ALTER TABLE "usage_receipts" ADD CONSTRAINT "usage_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;