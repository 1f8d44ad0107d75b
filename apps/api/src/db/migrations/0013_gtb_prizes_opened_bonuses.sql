CREATE TABLE "live_hunt_gtb_awards" (
	"hunt_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"guess_cents" bigint NOT NULL,
	"distance_cents" bigint NOT NULL,
	"points" integer,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_hunt_gtb_awards_hunt_id_place_pk" PRIMARY KEY("hunt_id","place"),
	CONSTRAINT "live_hunt_gtb_awards_one_kind" CHECK (("live_hunt_gtb_awards"."points" is null) <> ("live_hunt_gtb_awards"."text" is null))
);
--> statement-breakpoint
CREATE TABLE "live_hunt_gtb_prizes" (
	"hunt_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"points" integer,
	"text" text,
	CONSTRAINT "live_hunt_gtb_prizes_hunt_id_place_pk" PRIMARY KEY("hunt_id","place"),
	CONSTRAINT "live_hunt_gtb_prizes_place" CHECK ("live_hunt_gtb_prizes"."place" between 1 and 10),
	CONSTRAINT "live_hunt_gtb_prizes_one_kind" CHECK (("live_hunt_gtb_prizes"."points" is null) <> ("live_hunt_gtb_prizes"."text" is null)),
	CONSTRAINT "live_hunt_gtb_prizes_points" CHECK ("live_hunt_gtb_prizes"."points" is null or "live_hunt_gtb_prizes"."points" between 1 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "prize_handouts" (
	"source" text NOT NULL,
	"ref" text NOT NULL,
	"handed_out_by" uuid,
	"handed_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prize_handouts_source_ref_pk" PRIMARY KEY("source","ref"),
	CONSTRAINT "prize_handouts_source_valid" CHECK ("prize_handouts"."source" in ('gtb', 'leaderboard'))
);
--> statement-breakpoint
CREATE TABLE "user_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bonus_hunt_bonuses" ALTER COLUMN "earning_cents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bonus_hunt_bonuses" ALTER COLUMN "earning_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "live_hunts" ADD COLUMN "gtb_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_hunt_gtb_awards" ADD CONSTRAINT "live_hunt_gtb_awards_hunt_id_live_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."live_hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_hunt_gtb_awards" ADD CONSTRAINT "live_hunt_gtb_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_hunt_gtb_prizes" ADD CONSTRAINT "live_hunt_gtb_prizes_hunt_id_live_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."live_hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_handouts" ADD CONSTRAINT "prize_handouts_handed_out_by_users_id_fk" FOREIGN KEY ("handed_out_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notices" ADD CONSTRAINT "user_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_notices_once" ON "user_notices" USING btree ("user_id","kind","ref");--> statement-breakpoint
CREATE INDEX "user_notices_unseen_idx" ON "user_notices" USING btree ("user_id") WHERE "user_notices"."seen_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_gtb_prize_once" ON "points_ledger" USING btree ("ref_type","ref_id") WHERE "points_ledger"."ref_type" = 'live_hunt_gtb';--> statement-breakpoint
ALTER TABLE "live_hunts" ADD CONSTRAINT "live_hunts_gtb_closed_for_good" CHECK ("live_hunts"."gtb_closed_at" is null or "live_hunts"."gtb_status" = 'closed');--> statement-breakpoint
-- Data: until now a personal hunt's bonus with earning 0 was "not opened" (the column could not say
-- otherwise), so every stored 0 becomes null (unopened); a dead bonus is entered again as 0.
UPDATE "bonus_hunt_bonuses" SET "earning_cents" = NULL WHERE "earning_cents" = 0;--> statement-breakpoint
-- GTB of an ended hunt, and of a live hunt whose GTB took guesses and is closed now, is closed for good.
UPDATE "live_hunts" SET "gtb_closed_at" = coalesce("ended_at", now()) WHERE "gtb_status" = 'closed' AND ("status" <> 'live' OR EXISTS (SELECT 1 FROM "live_hunt_gtb_guesses" g WHERE g."hunt_id" = "live_hunts"."id"));
