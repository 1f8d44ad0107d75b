CREATE TABLE "leaderboard_freeze_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sponsor_id" uuid NOT NULL,
	"period" text NOT NULL,
	"action" text NOT NULL,
	"admin_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_cache" (
	"section" text PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"fetched_at" timestamp with time zone,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_click_visitors" (
	"offer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "offer_click_visitors_offer_id_day_visitor_hash_pk" PRIMARY KEY("offer_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "offer_clicks" (
	"offer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_clicks_offer_id_day_pk" PRIMARY KEY("offer_id","day")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"color" text NOT NULL,
	"link" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"adapter" text NOT NULL,
	"credentials_sealed" text,
	"prizes" jsonb NOT NULL,
	"mask_names" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsors_adapter_valid" CHECK ("sponsors"."adapter" in ('roobet', 'shuffle', 'gamdom', 'rainbet', 'csv'))
);
--> statement-breakpoint
CREATE TABLE "wager_standings" (
	"sponsor_id" uuid NOT NULL,
	"period" text NOT NULL,
	"rows" jsonb NOT NULL,
	"body" text NOT NULL,
	"etag" text NOT NULL,
	"source" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"frozen_at" timestamp with time zone,
	CONSTRAINT "wager_standings_sponsor_id_period_pk" PRIMARY KEY("sponsor_id","period"),
	CONSTRAINT "wager_standings_period_valid" CHECK ("wager_standings"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "leaderboard_freeze_log" ADD CONSTRAINT "leaderboard_freeze_log_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_freeze_log" ADD CONSTRAINT "leaderboard_freeze_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_click_visitors" ADD CONSTRAINT "offer_click_visitors_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_clicks" ADD CONSTRAINT "offer_clicks_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_standings" ADD CONSTRAINT "wager_standings_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_slug_key" ON "offers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "offers_position_idx" ON "offers" USING btree ("position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsors_slug_key" ON "sponsors" USING btree ("slug");