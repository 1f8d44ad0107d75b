CREATE TABLE "live_hunt_avg_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hunt_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"group" text NOT NULL,
	"bet" integer NOT NULL,
	"payout" integer,
	"refunded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_hunt_avg_group_valid" CHECK ("live_hunt_avg_bets"."group" in ('A', 'B', 'C', 'D', 'E', 'F')),
	CONSTRAINT "live_hunt_avg_bet_range" CHECK ("live_hunt_avg_bets"."bet" between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "live_hunt_bonuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hunt_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"slot_id" uuid,
	"slot_name" text NOT NULL,
	"slot_provider" text DEFAULT '' NOT NULL,
	"bet_cents" integer NOT NULL,
	"earning_cents" integer,
	"is_super" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_hunt_bonuses_bet_positive" CHECK ("live_hunt_bonuses"."bet_cents" > 0),
	CONSTRAINT "live_hunt_bonuses_earning_nonnegative" CHECK ("live_hunt_bonuses"."earning_cents" is null or "live_hunt_bonuses"."earning_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_hunt_events" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_hunt_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"hunt_id" uuid,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_hunt_gtb_guesses" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_hunt_gtb_guesses_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"hunt_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"guess_cents" bigint NOT NULL,
	"rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_hunt_gtb_guess_positive" CHECK ("live_hunt_gtb_guesses"."guess_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "live_hunt_settlements" (
	"hunt_id" uuid PRIMARY KEY NOT NULL,
	"final_balance_cents" bigint NOT NULL,
	"average_multiplier" text,
	"average_multiplier_whole" integer,
	"winning_group" text,
	"pot" integer NOT NULL,
	"paid_out" integer NOT NULL,
	"refunded_all" boolean NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_hunts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"index" integer NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"start_cents" bigint NOT NULL,
	"gtb_status" text DEFAULT 'closed' NOT NULL,
	"avg_status" text DEFAULT 'soon' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "live_hunts_status_valid" CHECK ("live_hunts"."status" in ('live', 'finished', 'cancelled')),
	CONSTRAINT "live_hunts_gtb_status_valid" CHECK ("live_hunts"."gtb_status" in ('closed', 'opened')),
	CONSTRAINT "live_hunts_avg_status_valid" CHECK ("live_hunts"."avg_status" in ('soon', 'opened', 'closed')),
	CONSTRAINT "live_hunts_start_positive" CHECK ("live_hunts"."start_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "live_stream_sources" (
	"position" integer PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"label" text NOT NULL,
	"channel" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overlay_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_hunt_avg_bets" ADD CONSTRAINT "live_hunt_avg_bets_hunt_id_live_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."live_hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_hunt_avg_bets" ADD CONSTRAINT "live_hunt_avg_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_hunt_bonuses" ADD CONSTRAINT "live_hunt_bonuses_hunt_id_live_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."live_hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_hunt_events" ADD CONSTRAINT "live_hunt_events_hunt_id_live_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."live_hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_hunt_gtb_guesses" ADD CONSTRAINT "live_hunt_gtb_guesses_hunt_id_live_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."live_hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_hunt_gtb_guesses" ADD CONSTRAINT "live_hunt_gtb_guesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_hunt_settlements" ADD CONSTRAINT "live_hunt_settlements_hunt_id_live_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."live_hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_hunts" ADD CONSTRAINT "live_hunts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlay_keys" ADD CONSTRAINT "overlay_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_hunt_avg_one_per_user" ON "live_hunt_avg_bets" USING btree ("hunt_id","user_id");--> statement-breakpoint
CREATE INDEX "live_hunt_bonuses_hunt_idx" ON "live_hunt_bonuses" USING btree ("hunt_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "live_hunt_gtb_one_per_user" ON "live_hunt_gtb_guesses" USING btree ("hunt_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_hunts_one_live" ON "live_hunts" USING btree ("status") WHERE "live_hunts"."status" = 'live';--> statement-breakpoint
CREATE UNIQUE INDEX "live_hunts_index_key" ON "live_hunts" USING btree ("index");--> statement-breakpoint
CREATE INDEX "live_hunts_created_idx" ON "live_hunts" USING btree ("created_at" DESC NULLS LAST);