CREATE TABLE "progress_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"result" jsonb,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "progress_events" ADD CONSTRAINT "progress_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "progress_events_user_client_id_key" ON "progress_events" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_events_user_kind_subject_key" ON "progress_events" USING btree ("user_id","kind","subject");