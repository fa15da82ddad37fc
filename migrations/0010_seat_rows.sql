CREATE TABLE "early_adopter_seats" (
	"seat" integer PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "early_adopter_seats_free_idx" ON "early_adopter_seats" USING btree ("seat") WHERE "early_adopter_seats"."taken_at" is null;--> statement-breakpoint
-- The seats given before this migration are the first ones, taken when they were given. The free
-- seats up to EARLY_ADOPTER_SEATS are added by the server (services/early-adopters.ts).
INSERT INTO "early_adopter_seats" ("seat", "taken_at")
SELECT row_number() OVER (ORDER BY "id"), "created_at" FROM "early_adopters";
