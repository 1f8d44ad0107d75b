CREATE TABLE "tournament_entrants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_entrants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tournament_id" uuid NOT NULL,
	"slot_id" uuid,
	"slot_name" text NOT NULL,
	"slot_provider" text NOT NULL,
	"caller_id" uuid,
	"slot_request_id" uuid,
	"seed" integer,
	"eliminated" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_matches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tournament_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"position" integer NOT NULL,
	"entrant_a" bigint,
	"entrant_b" bigint,
	"status" text DEFAULT 'waiting' NOT NULL,
	"a_cost" bigint,
	"a_payout" bigint,
	"b_cost" bigint,
	"b_payout" bigint,
	"winner" text,
	"decided_by" text,
	"replays" integer DEFAULT 0 NOT NULL,
	"decided_at" timestamp with time zone,
	"pool_state" text DEFAULT 'not_open' NOT NULL,
	"house_cut" bigint DEFAULT 0 NOT NULL,
	"cap_removed" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "tournament_matches_status_known" CHECK ("tournament_matches"."status" in ('waiting', 'bye', 'ready', 'open', 'closed', 'decided', 'replay', 'void')),
	CONSTRAINT "tournament_matches_pool_known" CHECK ("tournament_matches"."pool_state" in ('not_open', 'open', 'closed', 'paid', 'refunded')),
	CONSTRAINT "tournament_matches_winner" CHECK ("tournament_matches"."winner" is null or "tournament_matches"."winner" in ('a', 'b'))
);
--> statement-breakpoint
CREATE TABLE "tournament_predictions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_predictions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tournament_id" uuid NOT NULL,
	"match_id" bigint,
	"user_id" uuid NOT NULL,
	"pick" text NOT NULL,
	"points" integer NOT NULL,
	"source" text NOT NULL,
	"payout" bigint,
	"refunded" boolean DEFAULT false NOT NULL,
	"cap_removed" bigint DEFAULT 0 NOT NULL,
	"unrecovered" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_predictions_points" CHECK ("tournament_predictions"."points" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"buy_cents" bigint NOT NULL,
	"rule" text NOT NULL,
	"tie_break" text NOT NULL,
	"house_cut_bps" integer DEFAULT 0 NOT NULL,
	"max_stake" integer DEFAULT 10000 NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"entrant_count" integer NOT NULL,
	"bracket_size" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text,
	"beacon_chain" text,
	"beacon_round" bigint,
	"beacon_randomness" text,
	"beacon_signature" text,
	"beacon_none_reason" text,
	"champion_closed_at" timestamp with time zone,
	"champion_id" bigint,
	"champion_pool" text,
	"champion_house_cut" bigint DEFAULT 0 NOT NULL,
	"champion_cap_removed" bigint DEFAULT 0 NOT NULL,
	"champion_paid" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "tournaments_status_known" CHECK ("tournaments"."status" in ('upcoming', 'running', 'finished', 'cancelled')),
	CONSTRAINT "tournaments_rules" CHECK ("tournaments"."rule" in ('payout', 'multiplier') and "tournaments"."tie_break" in ('payout', 'multiplier', 'replay') and "tournaments"."tie_break" <> "tournaments"."rule"),
	CONSTRAINT "tournaments_figures" CHECK ("tournaments"."entrant_count" between 3 and 32 and "tournaments"."house_cut_bps" between 0 and 2000 and "tournaments"."max_stake" between 1 and 100000 and "tournaments"."buy_cents" >= 1),
	CONSTRAINT "tournaments_champion_pool" CHECK ("tournaments"."champion_pool" is null or "tournaments"."champion_pool" in ('paid', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "tournament_entrants" ADD CONSTRAINT "tournament_entrants_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entrants" ADD CONSTRAINT "tournament_entrants_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entrants" ADD CONSTRAINT "tournament_entrants_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entrants" ADD CONSTRAINT "tournament_entrants_slot_request_id_slot_requests_id_fk" FOREIGN KEY ("slot_request_id") REFERENCES "public"."slot_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_entrant_a_tournament_entrants_id_fk" FOREIGN KEY ("entrant_a") REFERENCES "public"."tournament_entrants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_entrant_b_tournament_entrants_id_fk" FOREIGN KEY ("entrant_b") REFERENCES "public"."tournament_entrants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_predictions" ADD CONSTRAINT "tournament_predictions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_predictions" ADD CONSTRAINT "tournament_predictions_match_id_tournament_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."tournament_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_predictions" ADD CONSTRAINT "tournament_predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_entrants_tournament_idx" ON "tournament_entrants" USING btree ("tournament_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_entrants_one_seed" ON "tournament_entrants" USING btree ("tournament_id","seed");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_matches_place" ON "tournament_matches" USING btree ("tournament_id","round","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_predictions_one_per_match" ON "tournament_predictions" USING btree ("match_id","user_id") WHERE "tournament_predictions"."match_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_predictions_one_champion" ON "tournament_predictions" USING btree ("tournament_id","user_id") WHERE "tournament_predictions"."match_id" is null;--> statement-breakpoint
CREATE INDEX "tournament_predictions_user_idx" ON "tournament_predictions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tournaments_status_idx" ON "tournaments" USING btree ("status","created_at");