CREATE TABLE "review_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"box" integer NOT NULL,
	"due_day" text NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"last_client_id" text NOT NULL,
	"last_correct" boolean NOT NULL,
	"last_option_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_items_user_kind_item_key" ON "review_items" USING btree ("user_id","kind","item_id");