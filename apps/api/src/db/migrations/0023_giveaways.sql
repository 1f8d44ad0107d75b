CREATE TABLE "giveaway_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "giveaway_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"giveaway_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"bought" integer NOT NULL,
	"tickets" integer NOT NULL,
	"multiplier" integer DEFAULT 1 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"refunded_at" timestamp with time zone,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giveaway_entries_counts" CHECK ("giveaway_entries"."bought" >= 1 and "giveaway_entries"."tickets" >= 1 and "giveaway_entries"."paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "giveaway_picks" (
	"giveaway_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"entry_id" bigint NOT NULL,
	"ticket" bigint NOT NULL,
	"tickets_in_draw" bigint NOT NULL,
	"float" text NOT NULL,
	"disqualified_at" timestamp with time zone,
	"disqualify_reason" text,
	"disqualified_by" uuid,
	"points_paid" bigint,
	CONSTRAINT "giveaway_picks_giveaway_id_nonce_pk" PRIMARY KEY("giveaway_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "giveaways" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"prize" text NOT NULL,
	"image" text,
	"points_prize" bigint DEFAULT 0 NOT NULL,
	"winners" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"entry_cost" integer DEFAULT 0 NOT NULL,
	"max_tickets" integer DEFAULT 1 NOT NULL,
	"subscriber_multiplier" integer DEFAULT 1 NOT NULL,
	"required_platform" text,
	"subscribers_only" boolean DEFAULT false NOT NULL,
	"min_account_age_days" integer DEFAULT 0 NOT NULL,
	"chat_join" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text,
	"entry_count" integer,
	"ticket_count" bigint,
	"drawn_at" timestamp with time zone,
	"finalized_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giveaways_status_known" CHECK ("giveaways"."status" in ('active', 'drawn', 'final', 'cancelled')),
	CONSTRAINT "giveaways_times" CHECK ("giveaways"."closes_at" > "giveaways"."opens_at"),
	CONSTRAINT "giveaways_winners_range" CHECK ("giveaways"."winners" between 1 and 100),
	CONSTRAINT "giveaways_amounts" CHECK ("giveaways"."entry_cost" >= 0 and "giveaways"."points_prize" >= 0 and "giveaways"."max_tickets" >= 1 and "giveaways"."subscriber_multiplier" between 1 and 10 and "giveaways"."min_account_age_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_picks" ADD CONSTRAINT "giveaway_picks_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_picks" ADD CONSTRAINT "giveaway_picks_entry_id_giveaway_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."giveaway_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_picks" ADD CONSTRAINT "giveaway_picks_disqualified_by_users_id_fk" FOREIGN KEY ("disqualified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "giveaway_entries_one_per_user" ON "giveaway_entries" USING btree ("giveaway_id","user_id");--> statement-breakpoint
CREATE INDEX "giveaway_entries_order_idx" ON "giveaway_entries" USING btree ("giveaway_id","entered_at","id");--> statement-breakpoint
CREATE INDEX "giveaways_status_closes_idx" ON "giveaways" USING btree ("status","closes_at");